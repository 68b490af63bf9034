import Foundation

/// A picker drawn as a `UIPickerView` wheel (iOS 14 and later): the selected option in the middle
/// on a rounded selection band, the options before and after it above and below, turning away on
/// the wheel's cylinder (closer together, flattened and fading). The label is not drawn.
///
/// Metrics (UIKit's defaults, measured on iOS 17): 216 pt tall, rows 32 pt apart at the centre,
/// option text 21 pt regular in the label colour, a 32 pt band inset 8 pt from each side with an
/// 8 pt corner radius in `tertiarySystemFill`. The cylinder's radius (100 pt) puts the fourth row
/// beside the selection at the edge, as UIKit shows at most four rows above and below.
public struct WheelPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}

    /// The wheel's height.
    static let height: CGFloat = 216
    /// The distance between rows at the centre, and the selection band's height.
    static let rowHeight: CGFloat = 32
    /// The radius of the cylinder the rows are drawn on.
    static let radius: CGFloat = 100
    /// How many rows show on each side of the selected one.
    static let visibleRows = 4

    /// The angle of the row `distance` rows from the selected one.
    static func angle(_ distance: Int) -> Double { Double(distance) * Double(rowHeight / radius) }

    /// The vertical offset of the row `distance` rows from the selected one.
    static func offset(_ distance: Int) -> CGFloat { radius * CGFloat(sin(angle(distance))) }

    /// How far the row `distance` rows from the selected one is flattened (1: not at all).
    static func flattening(_ distance: Int) -> CGFloat { CGFloat(cos(angle(distance))) }

    /// How opaque the row `distance` rows from the selected one is: the selected row fully, the
    /// others at most 55 %, fading with the turn of the wheel (observed).
    static func opacity(_ distance: Int) -> Double { distance == 0 ? 1 : 0.55 * cos(angle(distance)) }

    func makeBody(_ picker: PickerConfiguration) -> AnyView {
        let options = picker.options
        let centre = options.selectedIndex ?? 0
        let rows = (-Self.visibleRows...Self.visibleRows).filter {
            options.count > 0 && (0..<options.count).contains(centre + $0)
        }
        return AnyView(
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(SystemFillColors.tertiary)
                    .frame(height: Self.rowHeight)
                    .padding(.horizontal, 8)
                ForEach(rows, id: \.self) { distance in
                    options.option(centre + distance)
                        .font(.system(size: 21))
                        .lineLimit(1)
                        .foregroundStyle(.primary)
                        .frame(height: Self.rowHeight)
                        .scaleEffect(x: 1, y: Self.flattening(abs(distance)))
                        .opacity(Self.opacity(abs(distance)))
                        .offset(y: Self.offset(distance))
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: Self.height)
            .clipped())
    }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel of options, the selected one in the middle.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
