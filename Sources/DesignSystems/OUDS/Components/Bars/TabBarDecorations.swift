import ProofUI

/// What `OUDSTabBar` draws over the system tab bar before iOS 26: the divider along the bar's top
/// edge (`bar.colorBorderTop`, 1 pt) and the selected-tab indicator, a `bar.colorCurrentIndicator…`
/// bar `sizeHeightCurrentIndicatorCustom` high and `sizeWidthCurrentIndicatorCustomTop` plus half
/// that height wide, centred on the selected tab's column and touching the top edge.
///
/// It fills the height of the tab bar, below which it is placed. (OUDS iOS animates the indicator
/// from the tab's centre when the selection changes; a still frame shows it at rest.)
struct TabBarDecorations: View {
    /// The selected tab's index; no indicator is drawn outside `0..<count`.
    let selected: Int
    /// The number of tabs; 0 (the iOS 26 form, which has no count) draws no indicator.
    let count: Int
    @Environment(\.theme) private var theme

    var body: some View {
        let bar = theme.bar
        let height = bar.sizeHeightCurrentIndicatorCustom
        let width = bar.sizeWidthCurrentIndicatorCustomTop + height / 2
        GeometryReader { geometry in
            ZStack(alignment: .topLeading) {
                Rectangle().fill(bar.colorBorderTop).frame(width: geometry.size.width, height: bar.borderWidthTop)
                if count > 0, (0..<count).contains(selected) {
                    let column = geometry.size.width / CGFloat(count)
                    RoundedRectangle(cornerRadius: bar.borderRadiusCurrentIndicatorCustomTop)
                        .fill(bar.colorCurrentIndicatorCustomSelectedEnabled)
                        .frame(width: width, height: height)
                        .offset(x: column * (CGFloat(selected) + 0.5) - width / 2)
                }
            }
        }
        .accessibilityHidden(true)
    }
}
