import SwiftUI
import Testing

/// The list-family components render their previews without a render error, at the size their
/// traits ask for.
@Suite("Compatibility: list components")
struct ListComponentsTests {
    /// A provider and the number of previews it declares.
    struct ProviderCase: CustomTestStringConvertible, Sendable {
        let name: String
        let previews: @Sendable () throws -> [Preview]
        let count: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        ProviderCase(name: "SettingsScreen", previews: { try SettingsScreen_Previews.makePreviews() }, count: 2),
        ProviderCase(name: "ContactList", previews: { try ContactList_Previews.makePreviews() }, count: 2),
        ProviderCase(name: "FAQView", previews: { try FAQView_Previews.makePreviews() }, count: 2),
        ProviderCase(
            name: "NotificationChannelsList", previews: { try NotificationChannelsList_Previews.makePreviews() },
            count: 2),
        ProviderCase(
            name: "StorageSummaryCard", previews: { try StorageSummaryCard_Previews.makePreviews() }, count: 2),
    ])
    func previewsRender(c: ProviderCase) throws {
        let previews = try c.previews()
        #expect(previews.count == c.count)
        for preview in previews {
            let image = try preview.render()
            #expect(image.bitmap.width > 0 && image.bitmap.height > 0)
        }
    }

    @Test func theSettingsFormShowsItsSectionsAndValues() throws {
        let list = try ViewRenderer.displayList(
            SettingsScreen(), configuration: RenderConfiguration(size: .fixed(width: 390, height: 844)))
        let strings = list.items.compactMap { item -> String? in
            if case .text(_, _, _, let string) = item { return string }
            return nil
        }
        #expect(strings.contains("ACCOUNT"))
        #expect(strings.contains("Ada Lovelace"))
        #expect(strings.contains("Sounds only play when notifications are on."))
        #expect(strings.contains("Sign Out"))
    }

    @Test func theFAQShowsOnlyTheOpenAnswer() throws {
        let list = try ViewRenderer.displayList(
            FAQView(items: FAQView_Previews.items), configuration: RenderConfiguration(size: .width(390)))
        let strings = list.items.compactMap { item -> String? in
            if case .text(_, _, _, let string) = item { return string }
            return nil
        }
        #expect(strings.contains("Open Settings, then Account, then Reset."))
        #expect(!strings.contains("Family plans include up to six people."))
    }
}
