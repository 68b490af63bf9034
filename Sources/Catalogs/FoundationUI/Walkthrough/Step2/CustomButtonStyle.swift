// The FoundationUI walkthrough, step 2 ("Essentials"), as the document writes its final state
// (../shared/seeds/003): the size token, the colour tokens and the last `makeBody`. Filled in where
// the document elides ("// ..."): the `variant` property from step 1, and `isPressed`, which the
// document uses but never defines — here the pressed state Proof renders (`configuration.isPressed`
// reads the same `\.interactionState`).

// FILE: - CustomButtonStyle.swift
import FoundationUI

extension Theme.Size {
    fileprivate static let button = Theme.Size(width: 110, height: 30)
}

struct CustomButtonStyle: ButtonStyle {
    var variant: CustomButtonStyleVariant = .regular
    @Environment(\.interactionState) private var interactionState
    private var isPressed: Bool { interactionState == .pressed }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foundation(.size(.button))
            .foundation(.foreground(.foreground(variant)))
            .foundation(.background(.background(variant, isPressed: isPressed)))
            .foundation(.cornerRadius(.small))
    }
    // ..
}

// FILE: - CustomButtonStyle.swift
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

// FILE: - CustomButtonStyle.swift
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
