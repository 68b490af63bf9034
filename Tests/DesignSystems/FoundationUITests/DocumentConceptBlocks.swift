// The FoundationUI document's "Core Concepts" code blocks (../shared/seeds/003), as written; the
// expressions sit in `conceptExpressions()`, and `myView`, which the document leaves undefined, is a
// 40-point square here.
import FoundationUI

extension Theme.Padding {
    public static let small = Theme.Padding(6)
    public static let regular = Theme.Padding(8)
    public static let large = regular + regular * 0.5  // 12
}

extension Theme.Size {
    public static let standard = Theme.Size(width: 110, height: 30)
}

extension Theme.Color {
    fileprivate static let regular = Theme.Color(
        light: .init(grayscale: 0.8),
        dark: .init(grayscale: 0.6)
    )
}

struct SimpleButton: View {
    var body: some View {
        Text("Click Me")
            .foundation(.size(.standard))
            .foundation(.foreground(.white))
            .foundation(.background(Theme.Color.from(color: .accentColor)))
            .foundation(.cornerRadius(.small))
    }
}

/// The step-1 variant enum the later blocks' styles take (as step 1 writes it).
enum CustomButtonStyleVariant {
    case prominent
    case regular
}

/// The blocks' two expressions, as views.
@MainActor func conceptExpressions() -> (some View, some View) {
    let myView = Color.clear.frame(width: 40, height: 40)
    let modifiers = Text("Hello World")
        .foundation(.size(.standard))
        .foundation(.padding(.small, .horizontal))
    // Usage
    let usage = myView.foundation(.background(.regular))
    return (modifiers, usage)
}
