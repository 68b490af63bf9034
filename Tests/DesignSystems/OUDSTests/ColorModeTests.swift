import OUDSSwiftUI
import Testing

/// Colour-mode tokens for coloured surfaces (`ouds-components.md` §7).
@MainActor
@Suite("OUDS: colour modes")
struct ColorModeTests {
    typealias M = ColorModeRawToken

    /// Orange (and Orange Compact): mode in a light app, mode in a dark app; nil = unsupported.
    nonisolated static let orange: [ColorModeSemanticTokenName: (M, M)?] = [
        .onBgPrimary: (.light, .dark), .onBgInverseHigh: (.dark, .light), .onBgInverseLow: (.dark, .dark),
        .onSurfaceSecondary: (.light, .dark), .onSurfaceInverseHigh: (.dark, .light),
        .onSurfaceInverseLow: (.dark, .dark),
        .onBrandPrimary: (.monoLight, .monoLight), .onBrandSecondary: nil, .onBrandTertiary: nil,
        .onOverlayModal: (.light, .dark), .onOverlayTooltip: (.dark, .dark),
        .onStatusAccentEmphasized: (.monoLight, .monoLight), .onStatusWarningEmphasized: (.monoLight, .monoLight),
        .onStatusInfoEmphasized: (.monoDark, .monoLight), .onStatusNegativeEmphasized: (.monoDark, .monoLight),
        .onStatusPositiveEmphasized: (.monoDark, .monoLight), .onStatusPositiveMuted: (.light, .dark),
        .onStatusWarningMuted: (.light, .dark),
    ]

    static func expected(_ theme: ThemeCase, _ name: ColorModeSemanticTokenName) -> (M, M)?? {
        switch (theme, name) {
        case (.sosh, .onBrandPrimary), (.sosh, .onBrandSecondary), (.sosh, .onStatusAccentEmphasized),
            (.wireframe, .onBrandPrimary), (.wireframe, .onBrandSecondary), (.wireframe, .onStatusAccentEmphasized):
            return .some((.monoDark, .monoLight))
        case (.sosh, .onBrandTertiary): return .some((.monoLight, .monoLight))
        case (.wireframe, .onBrandTertiary): return .some(nil)
        case (.wireframe, .onStatusPositiveMuted), (.wireframe, .onStatusWarningMuted):
            return .some((.monoLight, .monoDark))
        default: return orange[name]
        }
    }

    @Test(arguments: ThemeCase.allCases)
    func modesMatchTheReference(theme: ThemeCase) throws {
        let modes = theme.make().colorModes
        for name in ColorModeSemanticTokenName.allCases {
            guard let expected = Self.expected(theme, name) else { continue }
            let token = modes[name]
            if let (light, dark) = expected {
                #expect(token.isSupported, "\(theme) \(name)")
                #expect(token.mode(for: .light) == light && token.mode(for: .dark) == dark, "\(theme) \(name)")
                #expect(token.unsupportedReason == nil)
            } else {
                #expect(!token.isSupported && token.mode(for: .light) == nil, "\(theme) \(name)")
                #expect(token.unsupportedReason?.contains(name.rawValue) == true)
            }
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func surfacesAreTheirColourTokens(theme: ThemeCase, scheme: ColorScheme) {
        let t = theme.make()
        #expect(
            hex(t.colorModes.onStatusPositiveEmphasized.surface, scheme)
                == hex(t.colors.surfaceStatusPositiveEmphasized, scheme))
        #expect(hex(t.colorModes.onBgInverseHigh.surface, scheme) == hex(t.colors.bgInverseHigh, scheme))
        #expect(hex(t.colorModes.onOverlayModal.surface, scheme) == hex(t.colors.overlayModalSheet, scheme))
        #expect(hex(t.colorModes.onBrandPrimary.surface, scheme) == hex(t.colors.surfaceBrandPrimary, scheme))
        for name in ColorModeSemanticTokenName.allCases {
            #expect(t.colorModes[name].surface == t.colors[name.surface])
        }
    }

    @Test func rawModesGiveSchemeAndMonochrome() {
        #expect(M.monoLight.colorScheme == .light && M.monoLight.isMonochrome)
        #expect(M.monoDark.colorScheme == .dark && M.monoDark.isMonochrome)
        #expect(M.light.colorScheme == .light && !M.light.isMonochrome)
        #expect(M.dark.colorScheme == .dark && M.monoDark.rawValue == "mono-dark")
    }
}
