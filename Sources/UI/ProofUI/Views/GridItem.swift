/// One column of a `LazyVGrid` (or one row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How wide the column is.
    public enum Size: Hashable, Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the width the fixed columns leave, kept between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` (and at most `maximum`) as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The column's size.
    public var size: Size
    /// The space after this column, before the next one; nil = the default (8 pt).
    public var spacing: CGFloat?
    /// How cells sit in the column; nil = centred.
    public var alignment: Alignment?
    /// A grid column.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
