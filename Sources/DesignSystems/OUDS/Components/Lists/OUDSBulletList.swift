import ProofUI

/// A bullet list: related text items, unordered (a bullet, a tick or a free icon), ordered
/// ("1.", "A.", "a." by level) or bare, nested up to three levels (deeper items are not shown), in
/// the body large or body medium style, bold by default (`ouds-components.md` §4).
///
/// ```swift
/// OUDSBulletList(type: .ordered) {
///     OUDSBulletList.Item("Label 1") {
///         OUDSBulletList.Item("Label 1.1")
///     }
///     OUDSBulletList.Item("Label 2")
/// }
/// ```
public struct OUDSBulletList: View {
    /// One item: its text and its nested items, whose list may take its own type, style and weight.
    public struct Item {
        let text: TextualContent
        let subListType: OUDSBulletList.`Type`?
        let subListTextStyle: OUDSBulletList.TextStyle?
        let subListHasBoldText: Bool?
        let subItems: [Item]

        /// An item showing `text`, with `subItems` nested under it; each `subList…` value nil inherits
        /// the parent list's.
        public init(
            _ text: String, subListType: OUDSBulletList.`Type`? = nil,
            subListTextStyle: OUDSBulletList.TextStyle? = nil, subListHasBoldText: Bool? = nil,
            @OUDSBulletListItemBuilder subItems: () -> [OUDSBulletList.Item] = { [] }
        ) {
            self.text = .raw(text)
            self.subListType = subListType
            self.subListTextStyle = subListTextStyle
            self.subListHasBoldText = subListHasBoldText
            self.subItems = subItems()
        }

        /// An item showing a rich `text` (its links underlined), with `subItems` nested under it.
        /// Disfavoured because Linux's `AttributedString` takes string literals, which must reach the
        /// `String` initialiser.
        @_disfavoredOverload
        public init(
            _ text: AttributedString, subListType: OUDSBulletList.`Type`? = nil,
            subListTextStyle: OUDSBulletList.TextStyle? = nil, subListHasBoldText: Bool? = nil,
            @OUDSBulletListItemBuilder subItems: () -> [OUDSBulletList.Item] = { [] }
        ) {
            self.text = .attributed(text)
            self.subListType = subListType
            self.subListTextStyle = subListTextStyle
            self.subListHasBoldText = subListHasBoldText
            self.subItems = subItems()
        }

        /// A first-level item of `text`, plain or rich, without nested items.
        init(content text: TextualContent) {
            self.text = text
            subListType = nil
            subListTextStyle = nil
            subListHasBoldText = nil
            subItems = []
        }
    }

    /// The marker of an unordered item.
    public enum UnorderedIcon {
        /// The theme's bullet for the depth (a square, bar and small square for Orange).
        case bullet
        /// A check mark.
        case tick
        /// `image`, read as `accessibilityLabel` when given (decorative otherwise).
        case free(_ image: Image, accessibilityLabel: String? = nil)
    }

    /// The type of a list.
    public enum `Type` {
        /// Markers by `icon`, in the brand colour when `isBranded` (else `contentDefault`).
        case unordered(icon: UnorderedIcon = .bullet, isBranded: Bool = false)
        /// "1.", "2.", … at the first level, "A.", "B.", … at the second, "a.", "b.", … at the third.
        case ordered
        /// No marker; the marker column is kept, so items stay indented.
        case bare
    }

    /// The typography of the items.
    public enum TextStyle {
        /// Body large (16/24).
        case bodyLarge
        /// Body medium (14/20).
        case bodyMedium
    }

    /// The deepest level shown (levels 0, 1 and 2).
    static let maxLevel = 2

    private let type: `Type`
    private let textStyle: TextStyle
    private let isBold: Bool
    private let items: [Item]
    private let appearance: BulletListAppearance?

    /// A list of `type` (unordered bullets by default), `textStyle` (body large) and weight (bold).
    public init(
        type: `Type` = .unordered(icon: .bullet, isBranded: false), textStyle: TextStyle = .bodyLarge,
        isBold: Bool = true, @OUDSBulletListItemBuilder items: () -> [OUDSBulletList.Item]
    ) {
        self.type = type
        self.textStyle = textStyle
        self.isBold = isBold
        self.items = items()
        appearance = nil
    }

    /// An unordered bullet list of `items` drawn with `appearance` (inside another component).
    init(items: [Item], appearance: BulletListAppearance) {
        type = .unordered(icon: .bullet, isBranded: false)
        textStyle = .bodyMedium
        isBold = false
        self.items = items
        self.appearance = appearance
    }

    /// The rows, one under the other, nested items under their parent.
    public var body: some View {
        let rows = BulletListRow.rows(
            of: items, type: type, textStyle: textStyle, isBold: isBold, appearance: appearance)
        return VStack(alignment: .leading, spacing: appearance?.rowGap ?? 0) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in row }
        }
    }
}

/// Builds the items of an `OUDSBulletList` from the statements of a closure.
@resultBuilder
public enum OUDSBulletListItemBuilder {
    /// The items, in order.
    public static func buildBlock(_ items: OUDSBulletList.Item...) -> [OUDSBulletList.Item] { items }
    /// No items.
    public static func buildBlock() -> [OUDSBulletList.Item] { [] }
}
