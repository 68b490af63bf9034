// The walkthrough's first step-3 block (the background highlight, before the top-edge highlight),
// as written inside an enum; the final block is the FoundationUIWalkthroughStep3 module. Filled in:
// `variant`, `isPressed` (see DocumentStep2Blocks.swift) and step 2's colour tokens.
import FoundationUI

extension Theme.Size {
    fileprivate static let button = Theme.Size(width: 110, height: 30)
}

extension Theme.Color {
    fileprivate static func background(_ variant: CustomButtonStyleVariant, isPressed: Bool) -> Theme.Color {
        let color: Theme.Color =
            variant == .prominent
            ? .from(color: .accentColor)
            : .init(light: .init(grayscale: 0.8), dark: .init(grayscale: 0.6))
        return color.brightness(isPressed ? 0.9 : 1)
    }
    fileprivate static func foreground(_ variant: CustomButtonStyleVariant) -> Theme.Color {
        variant == .prominent ? .white : .init(light: .init(grayscale: 0.25), dark: .init(grayscale: 0.98))
    }
}

// FILE: - CustomButtonStyle.swift
extension Theme.Gradient {
    fileprivate static let backgroundHighlight = Theme.Gradient(
        colors: [
            .white,
            .white.opacity(0.5),
            .black.opacity(0.1),
        ],
        type: .linear(startPoint: .top, endPoint: .bottom)
    ).opacity(0.2)
}

enum Step3HighlightBlock {
    struct CustomButtonStyle: ButtonStyle {
        // ...
        var variant: CustomButtonStyleVariant = .regular
        @Environment(\.interactionState) private var interactionState
        private var isPressed: Bool { interactionState == .pressed }
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foundation(.size(.button))
                .foundation(.foreground(.foreground(variant)))
                .foundation(.backgroundGradient(.backgroundHighlight), bypass: !isShowingBackgroundHighlight)
                .foundation(.background(.background(variant, isPressed: isPressed)))
                .foundation(.cornerRadius(.small))
        }

        /// Conditionally showing background highlight
        private var isShowingBackgroundHighlight: Bool {
            switch variant {
            case .prominent: true
            case .regular: false
            }
        }
        // ...
    }
}
