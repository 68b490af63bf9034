/// Horizontal alignment of lines (SwiftUI `TextAlignment`); leading and trailing follow the layout direction.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Start edge (left in left-to-right).
    case leading
    /// Centred.
    case center
    /// End edge (right in left-to-right).
    case trailing
}
