import ProofUI

// The FoundationUI README walkthrough "Building a Native-Style Button", steps 1–3
// (`../shared/seeds/003_…`). Step 1 is plain SwiftUI and is copied verbatim (its `#Preview` macro
// becomes a `Preview` value: no macros here). Steps 2 and 3 use FoundationUI's own API
// (`Theme.Size`, `Theme.Color`, `.foundation(…)`), which a later issue brings; here each call has
// its plain SwiftUI substitute, noted beside it, with the walkthrough's values.

enum Walkthrough {
    // MARK: Step 1 (verbatim)

    struct CustomButtonStyle: ButtonStyle {
        var variant: CustomButtonStyleVariant = .regular

        func makeBody(configuration: Configuration) -> some View {
            configuration.label
        }
    }

    enum CustomButtonStyleVariant {
        case prominent
        case regular
    }

    struct CustomButtonStylePreview: View {
        var body: some View {
            VStack {
                buttonGroup(.light)
                buttonGroup(.dark)
            }
            .padding()
            .background(.background)
        }

        func buttonGroup(_ colorScheme: ColorScheme) -> some View {
            VStack {
                Text(colorScheme == .light ? "Light" : "Dark")
                    .monospaced()
                    .font(.caption)
                HStack {
                    Button("Cancel") {}
                        .buttonStyle(CustomButtonStyle())
                    Button("Action") {}
                        .buttonStyle(CustomButtonStyle(variant: .prominent))
                }
                .padding(18)
                .background(.windowBackground, in: .rect(cornerRadius: 18))
                .environment(\.colorScheme, colorScheme)
            }
        }
    }

    // MARK: Steps 2 and 3 (FoundationUI calls → SwiftUI substitutes)

    /// `Theme.Radius.small` = 6; `Theme.Size.button` = 110 × 30.
    static let radiusSmall: CGFloat = 6
    static let buttonSize = CGSize(width: 110, height: 30)

    /// `Theme.Color.background(_:isPressed:)`: accent for prominent, grey 0.8 / 0.6 for regular,
    /// `.brightness(isPressed ? 0.9 : 1)` → components × 0.9.
    static func background(_ variant: CustomButtonStyleVariant, isPressed: Bool) -> Color {
        let k = isPressed ? 0.9 : 1
        switch variant {
        case .prominent:
            return isPressed ? Color(light: Color(hex: 0x006EE6), dark: Color(hex: 0x0977E6)) : .accentColor
        case .regular: return Color(light: Color(white: 0.8 * k), dark: Color(white: 0.6 * k))
        }
    }

    /// `Theme.Color.foreground(_:)`: white, or grey 0.25 / 0.98.
    static func foreground(_ variant: CustomButtonStyleVariant) -> Color {
        switch variant {
        case .prominent: .white
        case .regular: Color(light: Color(white: 0.25), dark: Color(white: 0.98))
        }
    }

    /// `Theme.Gradient.backgroundHighlight`: white → white 50 % → black 10 %, top to bottom, at 20 %.
    static let backgroundHighlight = LinearGradient(
        colors: [.white.opacity(0.2), .white.opacity(0.1), .black.opacity(0.02)], startPoint: .top, endPoint: .bottom)

    /// `Theme.Gradient.topEdgeHighlight`: (dark only) white 50 % at the top edge fading out by 15 %.
    static let topEdgeHighlight = LinearGradient(
        stops: [
            .init(color: Color(light: .clear, dark: Color(white: 1, opacity: 0.5)), location: 0),
            .init(color: .clear, location: 0.15),
        ], startPoint: .top, endPoint: .bottom)

    struct Step2Style: ButtonStyle {
        var variant: CustomButtonStyleVariant = .regular
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: buttonSize.width, height: buttonSize.height)  // .foundation(.size(.button))
                .foregroundStyle(foreground(variant))  // .foundation(.foreground(.foreground(variant)))
                .background(  // .foundation(.background(…)) + .foundation(.cornerRadius(.small))
                    background(variant, isPressed: configuration.isPressed),
                    in: RoundedRectangle(cornerRadius: radiusSmall))
        }
    }

    struct Step3Style: ButtonStyle {
        private static let topEdgeHighlightWidth: CGFloat = 0.75
        var variant: CustomButtonStyleVariant = .regular
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: buttonSize.width, height: buttonSize.height)
                .foregroundStyle(foreground(variant))
                // .foundation(.borderGradient(.topEdgeHighlight, width: 0.75, placement: .inside))
                .overlay {
                    RoundedRectangle(cornerRadius: radiusSmall).strokeBorder(
                        topEdgeHighlight, lineWidth: Self.topEdgeHighlightWidth)
                }
                // .foundation(.backgroundGradient(.backgroundHighlight), bypass: !isShowingBackgroundHighlight)
                .background {
                    if isShowingBackgroundHighlight {
                        RoundedRectangle(cornerRadius: radiusSmall).fill(backgroundHighlight)
                    }
                }
                .background(
                    background(variant, isPressed: configuration.isPressed),
                    in: RoundedRectangle(cornerRadius: radiusSmall))
        }
        private var isShowingBackgroundHighlight: Bool {
            switch variant {
            case .prominent: true
            case .regular: false
            }
        }
    }

    /// Step 1's preview layout with a given style for both buttons.
    struct StepPreview<Regular: ButtonStyle, Prominent: ButtonStyle>: View {
        let regular: Regular
        let prominent: Prominent
        var pressed = false
        var body: some View {
            VStack {
                group(.light)
                group(.dark)
            }
            .padding()
            .background(.background)
        }
        func group(_ colorScheme: ColorScheme) -> some View {
            VStack {
                Text(colorScheme == .light ? "Light" : "Dark").monospaced().font(.caption)
                HStack {
                    Button("Cancel") {}.buttonStyle(regular)
                    Button("Action") {}.buttonStyle(prominent)
                }
                .padding(18)
                .background(.windowBackground, in: .rect(cornerRadius: 18))
                .environment(\.colorScheme, colorScheme)
            }
            .interactionState(pressed ? .pressed : .idle)
        }
    }
}

extension UICatalog {
    static let walkthrough: [Preview] = [
        Preview("ui-walkthrough-step1", configuration: RenderConfiguration(scale: 2)) {
            Walkthrough.CustomButtonStylePreview()
        },
        Preview("ui-walkthrough-step2", configuration: RenderConfiguration(scale: 2)) {
            Walkthrough.StepPreview(
                regular: Walkthrough.Step2Style(), prominent: Walkthrough.Step2Style(variant: .prominent))
        },
        Preview("ui-walkthrough-step3", configuration: RenderConfiguration(scale: 2)) {
            Walkthrough.StepPreview(
                regular: Walkthrough.Step3Style(), prominent: Walkthrough.Step3Style(variant: .prominent))
        },
        Preview("ui-walkthrough-step3-pressed", configuration: RenderConfiguration(scale: 2)) {
            Walkthrough.StepPreview(
                regular: Walkthrough.Step3Style(), prominent: Walkthrough.Step3Style(variant: .prominent), pressed: true
            )
        },
    ]
}
