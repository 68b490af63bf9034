/// A named value that views produce and their ancestors read, as SwiftUI's `PreferenceKey`: a
/// view sets it with `.preference(key:value:)` (or `.anchorPreference`, `.transformPreference`),
/// siblings' values are combined with `reduce(value:nextValue:)` in view order, and an ancestor
/// reads the result with `.onPreferenceChange`, `.overlayPreferenceValue` or
/// `.backgroundPreferenceValue`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines `value` (what the views before produced) with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
