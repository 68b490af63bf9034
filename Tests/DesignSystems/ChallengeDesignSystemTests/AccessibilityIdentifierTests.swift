import ChallengeCoreMocks
import ChallengeDesignSystem
import ChallengeDesignSystemCatalog
import Foundation
import Testing

/// Each component's identifier and its children's suffixes, read from the accessibility export of a
/// render (`DisplayList.accessibility`); without an identifier, none at all.
@MainActor
@Suite("ChallengeDesignSystem: accessibility identifiers")
struct AccessibilityIdentifierTests {
    /// A component with the identifier `id` and the identifiers its render must export.
    struct Case: CustomTestStringConvertible, Sendable {
        let component: String
        let make: @MainActor @Sendable (String?) -> AnyView
        let expected: [String]
        var testDescription: String { component }
    }

    nonisolated static let id = "screen.item"

    nonisolated static let cases: [Case] = [
        Case(
            component: "DSButton", make: { AnyView(DSButton("Submit", accessibilityIdentifier: $0) {}) }, expected: [id]
        ),
        Case(
            component: "DSStatusIndicator",
            make: { AnyView(DSStatusIndicator(status: .dead, accessibilityIdentifier: $0)) },
            expected: [id]),
        Case(
            component: "DSChip", make: { AnyView(DSChip("Alive", isSelected: true, accessibilityIdentifier: $0) {}) },
            expected: [id]),
        Case(
            component: "DSTextField",
            make: { AnyView(DSTextField(placeholder: "Search", text: .constant(""), accessibilityIdentifier: $0)) },
            expected: [id]),
        Case(
            component: "DSInfoRow",
            make: {
                AnyView(DSInfoRow(icon: "person.fill", label: "Name", value: "Rick", accessibilityIdentifier: $0))
            },
            expected: ["\(id).icon", "\(id).label", "\(id).value"]),
        Case(
            component: "DSCardInfoRow",
            make: {
                AnyView(
                    DSCardInfoRow(
                        imageURL: SnapshotImages.testURL, title: "Rick", subtitle: "Human", caption: "Earth",
                        captionIcon: "mappin.circle.fill", status: .alive, statusLabel: "Alive",
                        accessibilityIdentifier: $0))
            },
            expected: [
                id, "\(id).image", "\(id).title", "\(id).subtitle", "\(id).caption", "\(id).status",
                "\(id).statusLabel",
            ]),
        Case(
            component: "DSChipGroup",
            make: {
                AnyView(
                    DSChipGroup(
                        "Status", options: [(id: 1, label: "Alive"), (id: 2, label: "Dead")], selectedID: 1,
                        accessibilityIdentifier: $0
                    ) { _ in })
            },
            expected: [id, "\(id).Alive", "\(id).Dead"]),
        Case(
            component: "DSEmptyState",
            make: {
                AnyView(
                    DSEmptyState(
                        icon: "tray", title: "Empty", message: "Nothing here", actionTitle: "Refresh", action: {},
                        accessibilityIdentifier: $0))
            },
            expected: ["\(id).icon", "\(id).title", "\(id).message", "\(id).button"]),
        Case(
            component: "DSErrorView",
            make: {
                AnyView(
                    DSErrorView(
                        title: "Error", message: "Try again", retryTitle: "Retry", retryAction: {},
                        accessibilityIdentifier: $0))
            },
            expected: ["\(id).icon", "\(id).title", "\(id).message", "\(id).button"]),
        Case(
            component: "DSLoadingView",
            make: { AnyView(DSLoadingView(message: "Loading", accessibilityIdentifier: $0)) },
            expected: ["\(id).indicator", "\(id).message"]),
    ]

    func identifiers(_ view: AnyView) throws -> Set<String> {
        let list = try ViewRenderer.displayList(view.imageLoader(SnapshotImages.loaded))
        return Set(list.accessibility.compactMap(\.identifier).filter { !$0.isEmpty })
    }

    @Test(arguments: cases)
    func childrenCarryTheDocumentedSuffixes(_ component: Case) throws {
        #expect(try identifiers(component.make(Self.id)) == Set(component.expected))
    }

    @Test(arguments: cases)
    func withoutAnIdentifierNoneIsExported(_ component: Case) throws {
        #expect(try identifiers(component.make(nil)).isEmpty)
    }

    @Test func theStatusIndicatorReadsAsItsStatus() throws {
        let list = try ViewRenderer.displayList(DSStatusIndicator(status: .unknown))
        #expect(list.accessibility.compactMap(\.label) == ["unknown"])
    }
}
