import ProofText

/// A font: a system text style, a system size, or a registered custom font; resolved through the
/// font registry's PostScript maps when text is laid out.
public struct Font: Hashable, Sendable {
    /// Font weights (ultraLight … black).
    public typealias Weight = FontWeight

    /// Type designs of the system font.
    public enum Design: Hashable, Sendable {
        /// The default UI family.
        case `default`
        /// Serif: Apple's New York, drawn in its bundled stand-in (Noto Serif, see Fonts/README.md).
        case serif
        /// Rounded: Apple's SF Pro Rounded, drawn in its bundled stand-in (Quicksand).
        case rounded
        /// The bundled monospaced family.
        case monospaced

        /// The Apple family this design names, which the registry maps to its bundled stand-in
        /// (nil: the default family, or the monospaced flag for `.monospaced`).
        var systemFamily: String? {
            switch self {
            case .default, .monospaced: nil
            case .serif: "New York"
            case .rounded: "SF Pro Rounded"
            }
        }
    }

    /// iOS text styles; sizes at the default Dynamic Type size (Large).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// Size at `.large`.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    enum Kind: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        /// A family or PostScript name; `relativeTo` nil = fixed size.
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var kind: Kind
    var weight: Weight?
    var design: Design = .default
    var isItalic = false
    var isMonospaced = false

    init(kind: Kind, weight: Weight? = nil, design: Design = .default) {
        self.kind = kind
        self.weight = weight
        self.design = design
    }

    /// The system font at a fixed size (optional weight and design).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(kind: .system(size: size), weight: weight, design: design ?? .default)
    }
    /// The system font in a text style, scaled by Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(kind: .style(style), weight: weight, design: design ?? .default)
    }
    /// A registered font by family or PostScript name, scaled by Dynamic Type like body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(kind: .custom(name: name, size: size, relativeTo: .body))
    }
    /// A registered font scaled like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(kind: .custom(name: name, size: size, relativeTo: textStyle))
    }
    /// A registered font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(kind: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// 34 pt.
    public static let largeTitle = Font(kind: .style(.largeTitle))
    /// 28 pt.
    public static let title = Font(kind: .style(.title))
    /// 22 pt.
    public static let title2 = Font(kind: .style(.title2))
    /// 20 pt.
    public static let title3 = Font(kind: .style(.title3))
    /// 17 pt semibold.
    public static let headline = Font(kind: .style(.headline))
    /// 15 pt.
    public static let subheadline = Font(kind: .style(.subheadline))
    /// 17 pt.
    public static let body = Font(kind: .style(.body))
    /// 16 pt.
    public static let callout = Font(kind: .style(.callout))
    /// 13 pt.
    public static let footnote = Font(kind: .style(.footnote))
    /// 12 pt.
    public static let caption = Font(kind: .style(.caption))
    /// 11 pt.
    public static let caption2 = Font(kind: .style(.caption2))

    /// The same font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// Italic (drawn upright: no italic face is bundled; recorded for the display list).
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// The monospaced variant.
    public func monospaced() -> Font {
        var f = self
        f.isMonospaced = true
        return f
    }
    /// Digits of equal width (the bundled UI family already has tabular digits).
    public func monospacedDigit() -> Font { self }

    /// Family, weight and size in `environment` (Dynamic Type applied).
    func attributes(in environment: EnvironmentValues, weightOverride: Weight?) -> TextAttributes {
        let scale = environment.dynamicTypeSize.scale
        var family: String?
        var size: CGFloat
        var w = weightOverride ?? weight ?? .regular
        switch kind {
        case .style(let style):
            size = style.pointSize * scale
            if weightOverride == nil && weight == nil && style == .headline { w = .semibold }
            family = design.systemFamily
        case .system(let s):
            size = s
            family = design.systemFamily
        case .custom(let name, let s, let relative):
            size = relative == nil ? s : s * scale
            if let face = FontRegistry.shared.face(postScriptName: name) {
                family = face.familyName
                if weightOverride == nil && weight == nil { w = face.weight }
            } else {
                family = name
            }
        }
        return TextAttributes(
            family: family, weight: w, size: Double(size), monospaced: isMonospaced || design == .monospaced)
    }
}
