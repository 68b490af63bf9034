import Foundation

/// The numbers a list style is drawn with, in points, for an iPhone in portrait on iOS 17–18.
///
/// Where they come from: the 44-pt minimum row height is the Human Interface Guidelines' minimum
/// hit target and SwiftUI's `defaultMinListRowHeight`; the colours are UIKit's semantic colours
/// (`ListColors`); the 10-pt corner radius of inset grouped sections is UIKit's inset grouped
/// table (iOS 13–18; iOS 26 draws larger radii and taller rows, which Proof does not follow); the
/// 20-pt row insets of the inset styles and the 16-pt ones of plain lists are the layout margins
/// UIKit gives table cells and SwiftUI its list rows; the section margins (16 pt, 20 pt from a
/// width of 414 pt, the Plus and Max iPhones) are UIKit's system minimum layout margins; the 35-pt
/// section spacing is an empty grouped header and footer (17.5 pt each, the spacing SwiftUI calls
/// `ListSectionSpacing.default`). Apple documents no vertical row inset, header padding or plain
/// header font: those are observed on iOS 17 and rounded, and marked "observed" below. Upper-cased
/// headers are iOS 14–18's (iOS 26 shows them as written).
struct ListMetrics: Sendable {
    /// The style these numbers are for.
    let kind: ListStyleKind
    /// The minimum height of a row (`defaultMinListRowHeight`).
    var minRowHeight: CGFloat = 44

    init(kind: ListStyleKind, minRowHeight: CGFloat = 44) {
        self.kind = kind
        self.minRowHeight = minRowHeight
    }

    /// Whether the list draws on the grouped background with grouped cells.
    var isGrouped: Bool { kind == .insetGrouped || kind == .grouped || kind == .sidebar }
    /// Whether sections are cards inset from the list's edges, with rounded corners.
    var isInset: Bool { kind == .inset || kind == .insetGrouped || kind == .sidebar }

    /// The horizontal margin of a section card from the list's edges (UIKit's system minimum layout
    /// margins: 16 pt on iPhones narrower than 414 pt, 20 pt on wider ones).
    func sectionMargin(width: CGFloat) -> CGFloat { isInset ? (width >= 414 ? 20 : 16) : 0 }
    /// The corner radius of a section card (UIKit's inset grouped table, iOS 13–18).
    var cornerRadius: CGFloat { isInset ? 10 : 0 }

    /// The default insets of a row's content in its cell: 20 pt leading and trailing in the inset and
    /// grouped styles, 16 pt in plain lists (cell layout margins); 6 pt above and below (observed: a
    /// row with a 31-pt switch stays 44 pt tall, a one-line row is held at 44 pt by the minimum).
    var rowInsets: EdgeInsets {
        let side: CGFloat = kind == .plain ? 16 : 20
        return EdgeInsets(top: 6, leading: side, bottom: 6, trailing: side)
    }

    /// The default space between two sections: 35 pt in the grouped and inset styles (an empty
    /// grouped header and footer), none in plain lists.
    var sectionSpacing: CGFloat { kind == .plain ? 0 : 35 }
    /// The space above the first section when it has no header (the same empty grouped header).
    var topPadding: CGFloat { kind == .plain ? 0 : 35 }
    /// The space above a section header's text, after the list top or the previous section
    /// (observed, 22 pt: UIKit's `sectionHeaderTopPadding` since iOS 15).
    var headerTopPadding: CGFloat { kind == .plain ? 8 : 22 }
    /// The space between a section header's text and the section's first row (observed: 7 pt in the
    /// grouped styles; plain headers are 8 pt bands above and below their text).
    var headerBottomPadding: CGFloat { kind == .plain ? 8 : 7 }
    /// The space between a section's last row and its footer text (observed), and below a plain
    /// footer.
    var footerTopPadding: CGFloat { kind == .plain ? 8 : 7 }
    /// The space below a plain footer's text (grouped footers are followed by the section spacing).
    var footerBottomPadding: CGFloat { kind == .plain ? 8 : 0 }
    /// The space below the last section (observed, rounded: the scrolled-to-end inset of a grouped
    /// list in a still frame).
    var bottomPadding: CGFloat { kind == .plain ? 0 : 20 }

    /// Whether a plain list draws a separator under the last row of a section too (iOS 15 and later
    /// do in plain lists; grouped sections end at the card's edge).
    var separatorAfterLastRow: Bool { kind == .plain }

    /// How headers look by default.
    var headerStyle: HeaderStyle {
        switch kind {
        case .plain: .plain
        case .sidebar: .prominent
        case .inset, .insetGrouped, .grouped: .grouped
        }
    }

    /// The looks of a section header.
    enum HeaderStyle: Sendable {
        /// Footnote, upper-cased, secondary label colour (grouped styles, iOS 14–18).
        case grouped
        /// Headline (17 pt semibold), as written, label colour (observed on iOS 17 plain lists).
        case plain
        /// Title 3 bold, as written, label colour (`.headerProminence(.increased)`, sidebars).
        case prominent
    }
}

extension ListMetrics {
    /// The environment a section header of this style is resolved in: its font, colour and case
    /// (a header's own `.font`, `.foregroundStyle` or `.textCase(nil)` still wins).
    func headerEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env.isListContent = false
        let style: HeaderStyle = environment.headerProminence == .increased ? .prominent : headerStyle
        switch style {
        case .grouped:
            env.font = .footnote
            env.foregroundStyle = AnyShapeStyle(Color.secondary)
            // Upper-cased unless the list, the section or the header sets a case (`.textCase(nil)`).
            if !environment.hasValue(for: TextCaseKey.self) { env.textCase = .uppercase }
        case .plain:
            env.font = .headline
            env.foregroundStyle = AnyShapeStyle(Color.primary)
        case .prominent:
            env.font = Font.title3.bold()
            env.foregroundStyle = AnyShapeStyle(Color.primary)
        }
        return env
    }

    /// The environment a section footer is resolved in: footnote, secondary label colour, as written.
    func footerEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env.isListContent = false
        env.font = .footnote
        env.foregroundStyle = AnyShapeStyle(Color.secondary)
        return env
    }
}
