import ProofUI

extension UIFont {
    /// UIKit's text styles, with UIKit's names (`title1`, `caption1`) and raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value (`UICTFontTextStyleBody`, …).
        public let rawValue: String
        /// A text style by raw value (an unknown one is drawn as body).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        private static let swiftUIStyles: [TextStyle: Font.TextStyle] = [
            .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
            .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption,
            .caption2: .caption2,
        ]

        /// The SwiftUI text style of the same name and size.
        var swiftUIStyle: Font.TextStyle { Self.swiftUIStyles[self] ?? .body }
    }

    /// UIKit's font weights, with UIKit's raw values (−0.8 … 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value, −1…1.
        public let rawValue: CGFloat
        /// A weight by raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        private static let table: [(Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// The nearest of the nine OpenType weights.
        var fontWeight: FontWeight {
            Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The UIKit weight of an OpenType weight (the nearest named one).
        init(_ weight: FontWeight) {
            self = Self.table.min { abs($0.1.value - weight.value) < abs($1.1.value - weight.value) }!.0
        }
    }
}
