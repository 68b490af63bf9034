import OUDSSwiftUI

extension OUDSCatalog {
    /// Button entries: every appearance in every state, loading, the icon layouts, full width,
    /// rounded tuning and monochrome on a coloured surface.
    static var buttons: [OUDSCatalogEntry] {
        var list: [OUDSCatalogEntry] = []
        let states: [(String, InteractionState?, Bool)] = [
            ("enabled", .idle, false), ("hover", .hover, false), ("pressed", .pressed, false),
            ("focused", .focused, false), ("disabled", nil, true),
        ]
        for appearance in OUDSButton.Appearance.allCases {
            for (state, interaction, disabled) in states {
                list.append(
                    OUDSCatalogEntry("button", "\(appearance.rawValue)-\(state)") {
                        OUDSButton(text: "Button", appearance: appearance) {}
                            .catalogState(interaction ?? .idle)
                            .disabled(disabled)
                    })
            }
            list.append(
                OUDSCatalogEntry("button", "\(appearance.rawValue)-loading") {
                    OUDSButton(text: "Button", appearance: appearance, style: .loading) {}
                })
            list.append(
                OUDSCatalogEntry("button", "\(appearance.rawValue)-text-icon") {
                    OUDSButton(text: "Button", image: OUDSImage(asset: Image("ic")), appearance: appearance) {}
                })
            list.append(
                OUDSCatalogEntry("button", "\(appearance.rawValue)-icon") {
                    OUDSButton(
                        image: OUDSImage(asset: Image("ic_heart")), accessibilityLabel: "Like", appearance: appearance
                    ) {}
                })
        }
        for appearance in OUDSButton.Appearance.allCases {
            list.append(
                OUDSCatalogEntry("button", "\(appearance.rawValue)-small") {
                    OUDSButton(text: "Button", appearance: appearance, size: .small) {}
                })
        }
        list += [
            OUDSCatalogEntry("button", "strong-small-text-icon") {
                OUDSButton(text: "Button", image: OUDSImage(asset: Image("ic")), appearance: .strong, size: .small) {}
            },
            OUDSCatalogEntry("button", "strong-small-icon") {
                OUDSButton(
                    image: OUDSImage(asset: Image("ic_heart"), accessibilityLabel: "Like"), appearance: .strong,
                    size: .small
                ) {}
            },
            OUDSCatalogEntry("button", "strong-small-loading") {
                OUDSButton(text: "Button", appearance: .strong, style: .loading, size: .small) {}
            },
            OUDSCatalogEntry("button", "strong-loading-progress") {
                OUDSButton(text: "Button", appearance: .strong, style: .loading(progress: 0.6)) {}
            },
            OUDSCatalogEntry("button", "default-text-icon-flipped") {
                OUDSButton(
                    text: "Next", image: OUDSImage(asset: Image(systemName: "chevron.right")), flipIcon: true,
                    appearance: .default
                ) {}
            },
            OUDSCatalogEntry("button", "strong-two-lines") {
                OUDSButton(text: "A longer label that needs two lines", appearance: .strong) {}.frame(width: 200)
            },
            OUDSCatalogEntry("button", "strong-full-width") {
                OUDSButton(text: "Full width", appearance: .strong, isFullWidth: true) {}.frame(width: 260)
            },
            OUDSCatalogEntry("button", "strong-rounded") {
                RoundedTuning { OUDSButton(text: "Rounded", appearance: .strong) {} }
            },
            OUDSCatalogEntry("button", "default-rounded") {
                RoundedTuning { OUDSButton(text: "Rounded", appearance: .default) {} }
            },
            OUDSCatalogEntry("button", "on-surface") {
                OnSurface {
                    HStack {
                        OUDSButton(text: "Default", appearance: .default) {}
                        OUDSButton(text: "Strong", appearance: .strong) {}
                    }
                }
            },
        ]
        return list
    }
}

/// The current theme with `hasRoundedButtons` (and the other rounding flags) turned on.
struct RoundedTuning<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    var body: some View {
        let rounded = Tuning(
            hasRoundedButtons: true, hasRoundedTextInputs: true, hasRoundedAlertMessages: true,
            hasRoundedProgressIndicators: true,
            hasRoundedListItems: true)
        let copy = OUDSTheme(
            name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
            tuning: rounded,
            fontPostScriptNames: theme.fontPostScriptNames)
        return OUDSThemeableView(theme: copy) { content() }
    }
}

/// Content on the theme's brand-primary coloured surface.
struct OnSurface<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    var body: some View {
        OUDSColoredSurface(color: theme.colorModes.onBrandPrimary) { content().padding(theme.spaces.fixedSmall) }
    }
}
