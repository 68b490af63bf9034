// The walkthrough's step-2 blocks before its final one, each as written inside an enum (each block
// redefines `CustomButtonStyle`; the final block is the FoundationUIWalkthroughStep2 module).
// Filled in: `isPressed`, which the document uses but never defines (the pressed state Proof
// renders, what `configuration.isPressed` reads).
import FoundationUI

extension Theme.Size {
    fileprivate static let button = Theme.Size(width: 110, height: 30)
}

extension Theme.Color {
    fileprivate static func background(_ variant: CustomButtonStyleVariant, isPressed: Bool) -> Theme.Color {
        let color: Theme.Color
        switch variant {
        case .prominent:
            color = .from(color: .accentColor)
        case .regular:
            color = .init(
                light: .init(grayscale: 0.8),
                dark: .init(grayscale: 0.6)
            )
        }
        return color.brightness(isPressed ? 0.9 : 1)
    }
}

extension Theme.Color {
    /// static func background(...){ ... }
    fileprivate static func foreground(_ variant: CustomButtonStyleVariant) -> Theme.Color {
        switch variant {
        case .prominent:
            .white
        case .regular:
            .init(
                light: .init(grayscale: 0.25),
                dark: .init(grayscale: 0.98)
            )
        }
    }
}

/// "FoundationUI Modifiers": the size only.
enum Step2SizeBlock {
    struct CustomButtonStyle: ButtonStyle {
        var variant: CustomButtonStyleVariant = .regular

        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foundation(.size(.button))
        }
    }
}

/// "and finally add FountationUI's view modifiers": size, foreground and background.
enum Step2ColorsBlock {
    struct CustomButtonStyle: ButtonStyle {
        // ...
        var variant: CustomButtonStyleVariant = .regular
        @Environment(\.interactionState) private var interactionState
        private var isPressed: Bool { interactionState == .pressed }
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foundation(.size(.button))
                .foundation(.foreground(.foreground(variant)))
                .foundation(.background(.background(variant, isPressed: isPressed)))
        }
        // ...
    }
}
