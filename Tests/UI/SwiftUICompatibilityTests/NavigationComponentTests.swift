import SwiftUI
import Testing

/// The navigation components of `Components/` render through their preview providers.
@Suite("Compatibility: navigation components")
struct NavigationComponentTests {
    /// A provider and the texts its first preview draws.
    struct ProviderCase: CustomTestStringConvertible, @unchecked Sendable {
        let name: String
        let previews: () throws -> [Preview]
        let texts: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        ProviderCase(
            name: "OrdersScreen", previews: { try OrdersScreen_Previews.makePreviews() },
            texts: ["Running shoes", "Orders"]),
        ProviderCase(
            name: "AppTabs", previews: { try AppTabs_Previews.makePreviews() },
            texts: ["Welcome back", "Home", "Search", "Favourites", "Account"]),
        ProviderCase(
            name: "ProfileHeader", previews: { try ProfileHeader_Previews.makePreviews() },
            texts: ["Ada Lovelace", "Profile", "Close", "Save"]),
        ProviderCase(
            name: "ArticleReader", previews: { try ArticleReader_Previews.makePreviews() },
            texts: ["Release notes"]),
        ProviderCase(
            name: "OnboardingPager", previews: { try OnboardingPager_Previews.makePreviews() }, texts: ["Welcome"]),
    ])
    func providerRendersItsScreen(c: ProviderCase) throws {
        let previews = try c.previews()
        #expect(!previews.isEmpty)
        for preview in previews { _ = try preview.render() }
        let image = try #require(previews.first).render()
        let drawn: [String] = image.displayList.items.compactMap { item in
            if case .text(_, _, _, let string) = item { return string }
            return nil
        }
        for text in c.texts { #expect(drawn.contains(text), "\(text) in \(drawn)") }
    }
}
