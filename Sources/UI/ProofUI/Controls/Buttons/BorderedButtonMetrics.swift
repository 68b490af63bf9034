/// The size of the `.bordered` and `.borderedProminent` buttons (and `.button` toggles) for each
/// `ControlSize`, as iOS 17 and 18 draw them on iPhone. Apple publishes no table: these are the
/// commonly measured values (the same as `UIButton.Configuration`'s size classes, which SwiftUI's
/// styles share), not re-measured on a device for Proof; a team that measures otherwise should
/// say so, and the table is the one place to change.
///
/// | size | font | height | horizontal padding | automatic corner radius |
/// | --- | --- | --- | --- | --- |
/// | `.mini` | footnote (13) | 24 | 8 | 6 |
/// | `.small` | subheadline (15) | 28 | 10 | 6 |
/// | `.regular` | body (17) | 34 | 12 | 8 |
/// | `.large`, `.extraLarge` | body (17) | 50 | 20 | 12 |
///
/// The height is a minimum with the label centred in it; a taller label (a large Dynamic Type
/// size) grows the button by `verticalPadding` above and below it. Where we differ: iOS pads an
/// SF Pro line (about 1.19 × the font size: 20.3 pt for body) by 7 pt (regular) or 14 pt (large);
/// the bundled substitute font's line is about 3 pt taller, so the padding here is the room left
/// around that line (2, 3, 5 and 13 pt), which keeps iOS's heights at the default text size.
/// `.extraLarge` resolves to `.large` outside visionOS, as Apple's documentation says. The font
/// applies only when the environment has none (a `.font` on the button or above wins, as in
/// SwiftUI).
struct BorderedButtonMetrics: Hashable, Sendable {
    let font: Font
    let height: CGFloat
    let verticalPadding: CGFloat
    let horizontalPadding: CGFloat
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini:
            (font, height, verticalPadding, horizontalPadding, cornerRadius) = (.footnote, 24, 2, 8, 6)
        case .small:
            (font, height, verticalPadding, horizontalPadding, cornerRadius) = (.subheadline, 28, 3, 10, 6)
        case .regular:
            (font, height, verticalPadding, horizontalPadding, cornerRadius) = (.body, 34, 5, 12, 8)
        case .large, .extraLarge:
            (font, height, verticalPadding, horizontalPadding, cornerRadius) = (.body, 50, 13, 20, 12)
        }
    }
}
