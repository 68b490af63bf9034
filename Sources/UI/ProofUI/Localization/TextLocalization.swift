import Foundation

/// The key, table and bundle of a localized `Text`, translated for the render's locale when the
/// text is laid out.
struct TextLocalization: Equatable, Sendable {
    /// The key and its interpolated values.
    let key: LocalizedStringKey
    /// The table name (nil: `Localizable`).
    let table: String?
    /// The bundle's path (nil: the tables registered for every text).
    let bundlePath: String?
    /// A locale of its own (a `LocalizedStringResource` given one); nil: the render's.
    var locale: Locale? = nil
}

extension Text {
    /// This text translated for `environment.locale`: the translation's Markdown as segments that
    /// keep the text's own attributes (font, colour, weight… as the first segment has them), or
    /// the text unchanged when no table has its key.
    func localized(in environment: EnvironmentValues) -> Text {
        guard let localization,
            let translated = Localizations.shared.translation(
                of: localization.key, table: localization.table, bundlePath: localization.bundlePath,
                locale: localization.locale ?? environment.locale)
        else { return self }
        let base = segments.first ?? Segment(string: "")
        var copy = self
        copy.segments = MarkdownLite.segments(translated).map { part in
            var s = base
            s.string = part.string
            s.weight = part.weight ?? base.weight
            s.monospaced = part.monospaced || base.monospaced
            s.link = part.link ?? base.link
            s.color = part.link != nil ? part.color : base.color
            return s
        }
        return copy
    }
}
