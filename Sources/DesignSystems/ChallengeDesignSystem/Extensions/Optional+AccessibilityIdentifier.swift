extension String? {
    /// The identifier of a component's child: `"\(self).\(suffix)"`, or `""` (no identifier) when
    /// the component has none.
    func suffixed(_ suffix: String) -> String { child(suffix) ?? "" }

    /// `suffixed(_:)` as an optional, for a child component's `accessibilityIdentifier` parameter.
    func child(_ suffix: String) -> String? {
        map { "\($0).\(suffix)" }
    }
}
