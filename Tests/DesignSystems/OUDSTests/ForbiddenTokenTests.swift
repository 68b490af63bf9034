import OUDSSwiftUI
import Testing

/// Tokens a brand does not define fail the render with a typed error naming the token and the brand,
/// wherever they are drawn; a missing theme fails the same way.
@MainActor
@Suite("OUDS: forbidden tokens and the default theme")
struct ForbiddenTokenTests {
    /// A token a theme's brand does not define.
    struct ForbiddenToken: CustomTestStringConvertible, Sendable {
        let theme: ThemeCase
        let name: ColorSemanticTokenName

        init(_ theme: ThemeCase, _ name: ColorSemanticTokenName) {
            self.theme = theme
            self.name = name
        }

        var testDescription: String { "\(theme.rawValue) \(name.rawValue)" }
    }

    /// Forbidden (n/a) tokens per brand, from `ouds-tokens.md` §2.11.
    nonisolated static let cases: [ForbiddenToken] = [
        ForbiddenToken(.orange, .borderBrandSecondary), ForbiddenToken(.orange, .contentBrandTertiary),
        ForbiddenToken(.orange, .surfaceBrandSecondary), ForbiddenToken(.orangeCompact, .surfaceBrandTertiary),
        ForbiddenToken(.sosh, .repositoryAccentHigher), ForbiddenToken(.sosh, .repositoryPrimaryHigh),
        ForbiddenToken(.wireframe, .surfaceBrandTertiary), ForbiddenToken(.wireframe, .contentOnBrandTertiary),
        ForbiddenToken(.wireframe, .repositoryAccentHigh),
    ]

    @Test(arguments: cases, ColorScheme.allCases)
    func drawingAForbiddenTokenFailsNamingTokenAndBrand(token: ForbiddenToken, scheme: ColorScheme) throws {
        let (theme, name) = (token.theme, token.name)
        let t = theme.make()
        let color = t.colors[name]
        let views: [AnyView] = [
            AnyView(Circle().fill(color)),
            AnyView(RoundedRectangle(cornerRadius: 8).fill(color, style: FillStyle(eoFill: true))),
            AnyView(Text("Hello").foregroundColor(color)),
            AnyView(Text("Hello").padding().background(color)),
            AnyView(Rectangle().stroke(color, lineWidth: 2)),
            AnyView(Text("Hello").border(style: .solid, width: 1, radius: 4, color: color)),
        ]
        for view in views {
            let error = try #require(renderError(view.frame(width: 40, height: 40), scheme))
            guard case .invalidConfiguration(let component, let reason) = error else {
                Issue.record("unexpected \(error)")
                continue
            }
            #expect(component == "OUDS colour token \(name.rawValue)")
            #expect(reason.contains("\(theme.brand) brand"))
            #expect(error.description.contains(name.rawValue) && error.description.contains(theme.brand))
        }
    }

    @Test(arguments: ThemeCase.allCases)
    func definedTokensRenderWithoutError(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try displayList(Circle().fill(t.colors.actionEnabled).frame(width: 10, height: 10))
        #expect(fillPaints(list) == [hex(t.colors.actionEnabled, .light)])
    }

    @Test func forbiddenComponentColoursAreForbiddenToo() throws {
        // Sosh defines the brand secondary surface its brand buttons use; Orange does not.
        #expect(!SoshTheme().button.colorBgBrand.enabled.isUnavailable)
        #expect(OrangeTheme().colorModes.onBrandSecondary.surface.isUnavailable)
        let error = renderError(
            Rectangle().fill(OrangeTheme().colorModes.onBrandTertiary.surface).frame(width: 4, height: 4))
        #expect(
            error
                == .invalidConfiguration(
                    component: "OUDS colour token surfaceBrandTertiary",
                    reason:
                        "forbidden for the Orange brand, which does not define it (n/a); use a token the brand defines")
        )
    }

    /// Without a theme in the environment, colours fail with a message asking for one; a registered
    /// environment default is used instead. (One test, because the default is process-wide.)
    @Test func theEnvironmentDefaultIsUnthemedUntilOneIsRegistered() throws {
        struct Probe: View {
            @Environment(\.theme) private var theme
            var body: some View {
                Text(theme.name).foregroundColor(theme.colors.contentDefault).padding(theme.spaces.fixedMedium)
            }
        }
        let error = try #require(renderError(Probe()))
        #expect(
            error
                == .invalidConfiguration(
                    component: "OUDS colour token contentDefault", reason: OUDSTheme.missingThemeReason))
        #expect(OUDSTheme.unthemed.spaces.fixedMedium == 16)

        let sosh = SoshTheme()
        OUDSTheme.setEnvironmentDefault(sosh)
        defer { OUDSTheme.setEnvironmentDefault(nil) }
        let list = try displayList(Probe())
        #expect(textItems(list).map(\.string) == ["Sosh"])
        #expect(textItems(list).map(\.paint) == ["#000000"])
        #expect(list.size.height > 32)
        OUDSTheme.setEnvironmentDefault(nil)
        #expect(OUDSTheme.environmentDefault === OUDSTheme.unthemed)
    }
}
