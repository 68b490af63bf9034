import ProofUI

/// The default typography: iOS's text styles in the rounded design (bold titles, semibold
/// headlines), with a serif subheadline and a monospaced second caption.
///
/// The faces are Proof's bundled stand-ins for Apple's (Fonts/README.md): rounded draws in
/// Quicksand (400 and 700 only, so semibold draws bold), serif in Noto Serif, monospaced in
/// DejaVu Sans Mono.
struct DefaultTypography: DSTypographyContract {
    let largeTitle = Font.system(.largeTitle, design: .rounded, weight: .bold)
    let title = Font.system(.title, design: .rounded, weight: .bold)
    let title2 = Font.system(.title2, design: .rounded, weight: .semibold)
    let title3 = Font.system(.title3, design: .rounded, weight: .semibold)
    let headline = Font.system(.headline, design: .rounded, weight: .semibold)
    let body = Font.system(.body, design: .rounded)
    let subheadline = Font.system(.subheadline, design: .serif)
    let footnote = Font.system(.footnote, design: .rounded)
    let caption = Font.system(.caption, design: .rounded)
    let caption2 = Font.system(.caption2, design: .monospaced)
}
