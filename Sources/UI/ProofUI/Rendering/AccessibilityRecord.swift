/// Accessibility properties set on a view.
public struct AccessibilityRecord: Hashable, Sendable, Codable {
    /// `.accessibilityIdentifier`.
    public var identifier: String?
    /// `.accessibilityLabel`.
    public var label: String?
    /// `.accessibilityValue`.
    public var value: String?
    /// `.accessibilityHint`.
    public var hint: String?
    /// `.accessibilityHidden`.
    public var isHidden: Bool = false
    /// `.accessibilityAddTraits` (names).
    public var traits: [String] = []
    /// The view's frame in points.
    public var frame: CGRect = .zero
}
