import OUDSSwiftUI
import Testing

/// `OUDSInteractionButton` gives its content the state OUDS iOS computes (read-only, then disabled,
/// pressed, hovered, enabled), and `OUDSChipInteractionState` maps it for chips.
@MainActor
@Suite("OUDS: interaction button")
struct InteractionButtonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let interaction: InteractionState
        let isEnabled: Bool
        let isReadOnly: Bool
        let expected: OUDSButtonInteractionState
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(name: "enabled", interaction: .idle, isEnabled: true, isReadOnly: false, expected: .enabled),
        Case(
            name: "focused draws enabled", interaction: .focused, isEnabled: true, isReadOnly: false, expected: .enabled
        ),
        Case(name: "hover", interaction: .hover, isEnabled: true, isReadOnly: false, expected: .hover),
        Case(name: "pressed", interaction: .pressed, isEnabled: true, isReadOnly: false, expected: .pressed),
        Case(
            name: "disabled wins over pressed", interaction: .pressed, isEnabled: false, isReadOnly: false,
            expected: .disabled),
        Case(
            name: "read-only wins over disabled", interaction: .hover, isEnabled: false, isReadOnly: true,
            expected: .readOnly),
    ]

    @Test(arguments: cases)
    func contentSeesTheState(c: Case) throws {
        let button = OUDSInteractionButton(isReadOnly: c.isReadOnly) {
        } content: { state in
            Text("\(state)")
        }
        let list = try displayList(button.interactionState(c.interaction).disabled(!c.isEnabled))
        #expect(textItems(list).map(\.string) == ["\(c.expected)"])
    }

    @Test func chipStates() {
        let pairs: [(OUDSButtonInteractionState, OUDSChipInteractionState)] = [
            (.enabled, .enabled), (.hover, .hover), (.pressed, .pressed), (.disabled, .disabled),
            (.readOnly, .disabled),
        ]
        for (button, chip) in pairs { #expect(OUDSChipInteractionState(with: button) == chip, "\(button)") }
        #expect(OUDSButtonInteractionState(isEnabled: true, isHover: true, isPressed: true) == .pressed)
    }
}
