/// A picker drawn as a `UISegmentedControl` (iOS 13 and later): equal segments in a rounded track,
/// the selected one raised on a lighter rounded rectangle. The label is not drawn.
///
/// Metrics (UIKit's defaults, measured on iOS 17): the control is 32 pt tall with a 9 pt corner
/// radius in `tertiarySystemFill`; the selected segment is inset 2 pt with a 7 pt radius, white
/// (light) or #636366 (dark, UIKit's selected-segment tint) under a shadow (black
/// 12 %, radius 8, 3 pt down) and a 0.5 pt hairline (black 4 %); titles are 13 pt, medium, the
/// selected one semibold, in the label colour; a 1 pt × 12 pt divider in the separator colour
/// stands between two unselected segments. Segments share the width equally, as in UIKit.
public struct SegmentedPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}

    /// The control's height.
    static let height: CGFloat = 32
    /// The track's corner radius.
    static let trackRadius: CGFloat = 9
    /// The selected segment's inset from the track.
    static let inset: CGFloat = 2
    /// The selected segment's corner radius.
    static let segmentRadius: CGFloat = 7
    /// The selected segment's fill: white (light), #636366 (dark).
    static let selectedFill = Color(light: .white, dark: Color(hex: 0x636366))

    func makeBody(_ picker: PickerConfiguration) -> AnyView {
        let options = picker.options
        return AnyView(
            EqualWidthLayout {
                ForEach(0..<options.count, id: \.self) { index in
                    segment(index, of: options)
                }
            }
            .padding(Self.inset)
            .frame(height: Self.height)
            .background(SystemFillColors.tertiary, in: RoundedRectangle(cornerRadius: Self.trackRadius))
            .foregroundStyle(.primary))
    }

    private func segment(_ index: Int, of options: PickerOptions) -> some View {
        let selected = index == options.selectedIndex
        let divided = index > 0 && !selected && index - 1 != options.selectedIndex
        return options.option(index)
            .font(.system(size: 13, weight: selected ? .semibold : .medium))
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if selected {
                    RoundedRectangle(cornerRadius: Self.segmentRadius)
                        .fill(Self.selectedFill)
                        .shadow(color: Color(white: 0, opacity: 0.12), radius: 8, y: 3)
                        .overlay(
                            RoundedRectangle(cornerRadius: Self.segmentRadius)
                                .strokeBorder(Color(white: 0, opacity: 0.04), lineWidth: 0.5))
                }
            }
            .overlay(alignment: .leading) {
                if divided { TextInputColors.separator.frame(width: 1, height: 12).offset(x: -0.5) }
            }
    }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control: every option side by side, the selected one raised.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
