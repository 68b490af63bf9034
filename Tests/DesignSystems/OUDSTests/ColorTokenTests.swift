import OUDSSwiftUI
import Testing

/// Semantic and raw colour tokens against `ouds-tokens.md` §2.5 and §2.11.
@MainActor
@Suite("OUDS: colour tokens")
struct ColorTokenTests {
    @Test func theReferenceTableAndTheTokenNamesMatchOneToOne() {
        let reference = Set(ReferenceColorTable.rows.map(\.token))
        let names = Set(ColorSemanticTokenName.allCases.map(\.rawValue))
        #expect(reference.count == 217)
        #expect(names == reference)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func everySemanticColourResolvesToTheReferenceValue(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let column = scheme == .light ? theme.colorColumns.light : theme.colorColumns.dark
        var checked = 0
        var forbidden = 0
        for row in ReferenceColorTable.rows {
            let name = try #require(ColorSemanticTokenName(rawValue: row.token))
            let cell = row.cells[column]
            let token = t.colors.token(name)
            if cell == "n/a" {
                #expect(token.isForbidden, "\(row.token) should be forbidden for \(theme)")
                #expect(t.colors[name].isUnavailable)
                forbidden += 1
            } else {
                #expect(!token.isForbidden, "\(row.token)")
                #expect(hex(t.colors[name], scheme) == (try normalized(cell)), "\(theme) \(scheme) \(row.token)")
                #expect((scheme == .light ? token.light : token.dark)?.description == (try normalized(cell)))
                checked += 1
            }
        }
        #expect(checked + forbidden == 217)
        #expect(forbidden > 0)
    }

    @Test func accessorsReturnTheirOwnToken() {
        let orange = OrangeTheme().colors
        #expect(hex(orange.actionEnabled, .light) == "#000000" && hex(orange.actionEnabled, .dark) == "#EEEEEE")
        #expect(hex(orange.actionPressed, .light) == "#F15E00" && hex(orange.actionPressed, .dark) == "#FF7900")
        #expect(hex(orange.contentDefault, .dark) == "#EEEEEE")
        #expect(hex(orange.bgPrimary, .light) == "#FFFFFF" && hex(orange.bgPrimary, .dark) == "#141414")
        #expect(hex(orange.surfaceBrandPrimary, .dark) == "#FF7900")
        #expect(hex(orange.borderDefault, .dark) == "#FFFFFF33")
        #expect(hex(orange.contentStatusWarning, .light) == "#856A00")
        #expect(hex(orange.repositoryPositiveHigh, .dark) == "#17A02F")
        let sosh = SoshTheme().colors
        #expect(hex(sosh.actionEnabled, .light) == "#DE034B" && hex(sosh.actionEnabled, .dark) == "#5DBCFE")
        #expect(hex(sosh.contentMuted, .light) == "#000F19B8")
        #expect(hex(sosh.surfaceBrandTertiary, .light) == "#FFE500")
        let wireframe = WireframeTheme().colors
        #expect(hex(wireframe.actionEnabled, .light) == "#2055E5" && hex(wireframe.actionEnabled, .dark) == "#96C1FA")
        #expect(hex(wireframe.alwaysBlack, .dark) == "#08090D")
        #expect(hex(wireframe.repositoryOpacityPrimaryLow, .light) == "#2055E55C")
        for name in ColorSemanticTokenName.allCases {
            #expect(orange[name] == orange.token(name).color)
        }
    }

    @Test func tokensCombineLightAndDarkFromTwoTokens() {
        let c = OrangeTheme().colors
        let pressed = c.color(light: .repositoryNeutralEmphasizedBlack, dark: .repositoryNeutralMutedLower)
        #expect(hex(pressed, .light) == "#000000" && hex(pressed, .dark) == "#EEEEEE")
        #expect(c.color(light: .actionEnabled, dark: .borderBrandSecondary).isUnavailable)
        #expect(c.color(light: .borderBrandTertiary, dark: .actionEnabled).isUnavailable)
    }

    @Test func overridingATokenKeepsTheBrandAndCanForbid() {
        var c = OrangeTheme().colors
        c.set(
            .actionEnabled,
            to: ColorSemanticValue(light: ColorRawToken(rgb: 0x123456), dark: ColorRawToken(rgba: 0x6543_2180)))
        #expect(hex(c.actionEnabled, .light) == "#123456" && hex(c.actionEnabled, .dark) == "#65432180")
        c.set(.actionEnabled, to: nil)
        #expect(c.token(.actionEnabled).isForbidden && c.token(.actionEnabled).brand == "Orange")
    }

    /// A raw colour token by name and its reference hex (`ouds-tokens.md` §1).
    struct RawColour: CustomTestStringConvertible, Sendable {
        let name: String
        let token: ColorRawToken
        let expected: String

        init(_ name: String, _ token: ColorRawToken, _ expected: String) {
            self.name = name
            self.token = token
            self.expected = expected
        }

        var testDescription: String { "\(name) is \(expected)" }
    }

    @Test(arguments: [
        RawColour("functionalScarlet600", ColorRawTokens.functionalScarlet600, "#DB0002"),
        RawColour("functionalBlack", ColorRawTokens.functionalBlack, "#000000"),
        RawColour("functionalWhite", ColorRawTokens.functionalWhite, "#FFFFFF"),
        RawColour("functionalGrayLight400", ColorRawTokens.functionalGrayLight400, "#CCCCCC"),
        RawColour("functionalGrayDark480", ColorRawTokens.functionalGrayDark480, "#444444"),
        RawColour("functionalMalachite750", ColorRawTokens.functionalMalachite750, "#138126"),
        RawColour("functionalSun750", ColorRawTokens.functionalSun750, "#856A00"),
        RawColour("opacityBlack240", ColorRawTokens.opacityBlack240, "#0000003D"),
        RawColour("opacityWhite880", ColorRawTokens.opacityWhite880, "#FFFFFFE0"),
        RawColour("opacityGrayDark880800", ColorRawTokens.opacityGrayDark880800, "#141414CC"),
        RawColour("Orange orange500", OrangeBrandColorRawTokens.orange500, "#FF7900"),
        RawColour("Orange orange550", OrangeBrandColorRawTokens.orange550, "#F15E00"),
        RawColour("Orange warmGray1000", OrangeBrandColorRawTokens.warmGray1000, "#23211A"),
        RawColour("Orange opacityWarmGray80", OrangeBrandColorRawTokens.opacityWarmGray80, "#BD793C14"),
        RawColour("Orange decorativeSky500", OrangeBrandColorRawTokens.decorativeSky500, "#1FA2E0"),
        RawColour("Sosh raspberry500", SoshBrandColorRawTokens.raspberry500, "#DE034B"),
        RawColour("Sosh lochmaraLight640", SoshBrandColorRawTokens.lochmaraLight640, "#5DBCFE"),
        RawColour("Sosh turbo950", SoshBrandColorRawTokens.turbo950, "#221F02"),
        RawColour("Sosh opacityBlack400", SoshBrandColorRawTokens.opacityBlack400, "#000F1966"),
        RawColour("Sosh functionalGrayLight400", SoshBrandColorRawTokens.functionalGrayLight400, "#C0CED8"),
        RawColour("Wireframe royalBlue600", WireframeBrandColorRawTokens.royalBlue600, "#2055E5"),
        RawColour("Wireframe rustyRed1000", WireframeBrandColorRawTokens.rustyRed1000, "#380513"),
        RawColour("Wireframe flame500", WireframeBrandColorRawTokens.flame500, "#F0741F"),
        RawColour("Wireframe opacityRoyalBlue520", WireframeBrandColorRawTokens.opacityRoyalBlue520, "#2055E585"),
        RawColour("Wireframe functionalGrayDark480", WireframeBrandColorRawTokens.functionalGrayDark480, "#374258"),
    ])
    func rawColoursMatchTheReference(colour: RawColour) {
        #expect(colour.token.description == colour.expected)
        #expect(hex(colour.token.color, .light) == colour.expected)
    }

    @Test func hexadecimalCodesParseOrFailWithATypedError() throws {
        #expect(try ColorRawToken(hexadecimalCode: "#FF7900").rgba == 0xFF79_00FF)
        #expect(try ColorRawToken(hexadecimalCode: "0000003d").rgba == 0x0000_003D)
        #expect(try ColorRawToken(hexadecimalCode: "#0000003D").opacity == Double(0x3D) / 255)
        for bad in ["", "#FFF", "#GG0000", "#FF790", "#FF7900FF00", "orange"] {
            #expect(throws: OUDSTokenError.invalidHexadecimalColorCode(bad)) { try ColorRawToken(hexadecimalCode: bad) }
        }
        #expect(OUDSTokenError.invalidHexadecimalColorCode("x").description.contains("#RRGGBB"))
    }
}
