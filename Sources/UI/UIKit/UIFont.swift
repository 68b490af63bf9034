import ProofUI

/// A font: a text style, the system font at a size and weight, or a registered font by name
/// (UIKit's `UIFont`). Metrics (`lineHeight`, `ascender`, …) are those of the bundled face that
/// ProofText draws it with, scaled to `pointSize`.
///
/// Where we differ: a struct, not an `NSObject` subclass; the system font is the bundled stand-in
/// family, so its metrics are that family's, not SF Pro's.
public struct UIFont: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(TextStyle)
        case system
        case named(String)
    }
    let kind: Kind
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let isMonospaced: Bool

    init(kind: Kind, pointSize: CGFloat, weight: Weight, isMonospaced: Bool = false) {
        self.kind = kind
        self.pointSize = pointSize
        self.weight = weight
        self.isMonospaced = isMonospaced
    }

    /// The font of `style` at the default content size (Large): body 17 pt, headline 17 pt
    /// semibold, … (`Font.TextStyle.pointSize`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at the content size of `traitCollection` (Large when nil or
    /// unspecified), scaled with Dynamic Type's body curve as ProofUI's `Font` is.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let size = (traitCollection ?? UITraitCollection()).preferredContentSizeCategory.dynamicTypeSize
        let swiftUI = style.swiftUIStyle
        return UIFont(
            kind: .style(style), pointSize: CGFloat(size.scaled(Double(swiftUI.pointSize))),
            weight: swiftUI == .headline ? .semibold : .regular)
    }

    /// The system font at `fontSize` in `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system, pointSize: fontSize, weight: weight)
    }
    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }
    /// The monospaced system font at `fontSize` in `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system, pointSize: fontSize, weight: weight, isMonospaced: true)
    }
    /// The system font with digits of equal width (the bundled family's digits already are).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A registered font by PostScript name (`FontRegistry.shared`), or nil when none is registered.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontRegistry.shared.face(postScriptName: fontName) else { return nil }
        self.init(kind: .named(fontName), pointSize: fontSize, weight: Weight(face.weight))
    }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(kind: kind, pointSize: fontSize, weight: weight, isMonospaced: isMonospaced)
    }

    /// The face ProofText draws this font with; nil when no font is registered at all.
    var face: FontFace? {
        switch kind {
        case .named(let name): return FontRegistry.shared.face(postScriptName: name)
        case .style, .system:
            let family = isMonospaced ? FontRegistry.shared.monospacedFamily : nil
            return try? FontRegistry.shared.resolve(family: family, weight: weight.fontWeight)
        }
    }

    private var metrics: FontMetrics? { face?.metrics.scaled(to: Double(pointSize)) }

    /// The PostScript name of the face drawn.
    public var fontName: String { face?.postScriptName ?? "" }
    /// The family of the face drawn.
    public var familyName: String { face?.familyName ?? "" }
    /// Height above the baseline, in points.
    public var ascender: CGFloat { CGFloat(metrics?.ascender ?? 0) }
    /// Depth below the baseline, negative as in UIKit.
    public var descender: CGFloat { -CGFloat(metrics?.descender ?? 0) }
    /// The natural line height: ascender − descender + leading.
    public var lineHeight: CGFloat { CGFloat(metrics?.lineHeight ?? 0) }
    /// Extra space between lines (the face's line gap).
    public var leading: CGFloat { CGFloat(metrics?.lineGap ?? 0) }
    /// Height of flat capitals.
    public var capHeight: CGFloat { CGFloat(metrics?.capHeight ?? 0) }
    /// Height of flat lowercase letters.
    public var xHeight: CGFloat { CGFloat(metrics?.xHeight ?? 0) }

    /// The SwiftUI font of this font, at its fixed size.
    var font: Font {
        switch kind {
        case .named(let name): return .custom(name, fixedSize: pointSize)
        case .style, .system:
            let font = Font.system(size: pointSize, weight: weight.fontWeight)
            return isMonospaced ? font.monospaced() : font
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font, at the UIKit font's fixed size (it does not scale with
    /// Dynamic Type, as on iOS).
    public init(_ font: UIFont) { self = font.font }
}
