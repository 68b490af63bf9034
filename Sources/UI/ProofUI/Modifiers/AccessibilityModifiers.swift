nonisolated extension View {
    private func accessibility(_ change: @escaping (inout AccessibilityRecord) -> Void) -> some View {
        modifier(
            CarryingNodeModifier(carried: change) { change, child, env in
                // Consecutive accessibility modifiers merge into one record.
                if let existing = child as? AccessibilityNode {
                    change(&existing.record)
                    return existing
                }
                var record = AccessibilityRecord()
                change(&record)
                return AccessibilityNode(child: child, record: record, environment: env)
            })
    }
    /// An identifier for UI tests; recorded on the display list.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility { $0.identifier = identifier }
    }
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: String) -> some View { accessibility { $0.label = label } }
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.plainText } }
    /// The value VoiceOver reads.
    public func accessibilityValue(_ value: String) -> some View { accessibility { $0.value = value } }
    /// The value VoiceOver reads.
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.plainText } }
    /// The hint VoiceOver reads.
    public func accessibilityHint(_ hint: String) -> some View { accessibility { $0.hint = hint } }
    /// The hint VoiceOver reads.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.plainText } }
    /// Hides the view from accessibility.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }
    /// Adds traits (recorded by name).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits += traits.names }
    }
    /// Combines or ignores children (recorded; headless renders have no accessibility tree).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}
