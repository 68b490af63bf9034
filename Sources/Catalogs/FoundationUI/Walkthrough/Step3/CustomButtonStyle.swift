// The FoundationUI walkthrough, step 3 ("Details"), as the document writes its final state
// (../shared/seeds/003): step 2's tokens, the two gradients and the last `makeBody`. Filled in where
// the document elides ("// ..."): the `variant` property, `isPressed` (undefined in the document;
// here the pressed state Proof renders, what `configuration.isPressed` reads) and step 2's colour
// tokens, which step 3 keeps.

// FILE: - CustomButtonStyle.swift
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

// FILE: - CustomButtonStyle.swift
extension Theme.Gradient {
    // static let backgroundHighlight = ...

    fileprivate static let topEdgeHighlight = Theme.Gradient(
        stops: [
            .init(color: topEdgeHighlightColor, location: 0),
            .init(color: .clear, location: 0.15),
        ],
        type: .linear(startPoint: .top, endPoint: .bottom)
    )

    private static let topEdgeHighlightColor = Theme.Color(
        light: .init(grayscale: 0, opacity: 0),
        dark: .init(grayscale: 1, opacity: 0.5)
    )
    .blendMode(.vibrant)
}

struct CustomButtonStyle: ButtonStyle {
    private static let topEdgeHighlightWidth: CGFloat = 0.75

    // ...
    var variant: CustomButtonStyleVariant = .regular
    @Environment(\.interactionState) private var interactionState
    private var isPressed: Bool { interactionState == .pressed }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foundation(.size(.button))
            .foundation(.foreground(.foreground(variant)))
            .foundation(.borderGradient(.topEdgeHighlight, width: Self.topEdgeHighlightWidth, placement: .inside))
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
