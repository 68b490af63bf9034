/// A type that identifies an alignment guide: `HorizontalAlignment(MyID.self)` or
/// `VerticalAlignment(MyID.self)`, as SwiftUI's `AlignmentID`.
///
/// A view without an explicit value for the guide (set with `.alignmentGuide(_:computeValue:)`)
/// takes `defaultValue(in:)`. Containers merge the explicit values of their children by their mean
/// (the text baselines take the first or last one), as SwiftUI does.
public protocol AlignmentID {
    /// The guide's value for a view of `context`'s size that sets no explicit value, from its
    /// leading edge (horizontal guides) or its top edge (vertical guides).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
