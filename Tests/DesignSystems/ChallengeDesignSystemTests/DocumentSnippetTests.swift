import ChallengeCoreMocks
import ChallengeDesignSystem
import ChallengeDesignSystemCatalog
import Foundation
import Testing

/// The document's code blocks (`DocumentSnippets.swift`) compile, render, and mean what it says.
@MainActor
@Suite("ChallengeDesignSystem: the skill document's code")
struct DocumentSnippetTests {
    func displayList<V: View>(_ view: V) throws -> DisplayList {
        try ViewRenderer.displayList(view.imageLoader(SnapshotImages.loaded))
    }

    @Test func everySnippetRenders() throws {
        for list in [
            try displayList(MyView()), try displayList(ThemingSnippets.applied), try displayList(TypographySnippets()),
            try displayList(AtomSnippets()), try displayList(MoleculeSnippets()), try displayList(OrganismSnippets()),
            try displayList(MigrationBefore()), try displayList(MigrationAfter()),
        ] {
            #expect(list.size.width > 0 && list.size.height > 0)
            #expect(!list.items.isEmpty)
        }
    }

    @Test func theListingsGiveTheDocumentedValues() {
        let values = ThemingSnippets.listings(.default)
        #expect(values.count == 57)
        // Spacing xxs … xxxl, dimensions xs … xxxl, border widths, corner radii, opacities.
        #expect(Array(values[12..<20]) == ["2.0", "4.0", "8.0", "12.0", "16.0", "20.0", "24.0", "32.0"])
        #expect(Array(values[20..<27]) == ["8.0", "12.0", "16.0", "24.0", "32.0", "48.0", "56.0"])
        #expect(Array(values[27..<31]) == ["0.5", "1.0", "2.0", "4.0"])
        #expect(Array(values[31..<38]) == ["0.0", "4.0", "8.0", "12.0", "16.0", "20.0", "9999.0"])
        #expect(Array(values[48..<53]) == ["0.1", "0.15", "0.4", "0.6", "0.8"])
    }

    @Test func aCustomThemeReachesTheViewsItWraps() throws {
        struct SpacingProbe: View {
            @Environment(\.dsTheme) private var theme
            var body: some View { Color.clear.frame(width: theme.spacing.xxxl, height: 1) }
        }
        #expect(try displayList(SpacingProbe().dsTheme(ThemingSnippets.customTheme)).size.width == 16)
        #expect(try displayList(SpacingProbe()).size.width == 32)
    }

    /// The migration guide's promise: the headline token is the hard-coded rounded semibold headline.
    @Test func theHeadlineTokenIsTheHardCodedFont() throws {
        let before = try displayList(
            Text("Title").font(.system(.headline, design: .rounded, weight: .semibold)).foregroundStyle(.primary))
        let after = try displayList(
            Text("Title").font(DSTheme.default.typography.headline).foregroundStyle(DSTheme.default.colors.textPrimary))
        #expect(before.fontsUsed == ["Quicksand-Bold"])
        #expect(before.description == after.description)
    }

    @Test func statusFromAStringGivesItsColour() {
        #expect(AtomSnippets().statusColor() == DSTheme.default.colors.statusSuccess)
    }
}
