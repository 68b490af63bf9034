import Foundation

// `String(localized:)` as Foundation declares it on Apple platforms (Linux's Foundation has none).
// Where we differ: `locale` is optional and defaults to the locale of the render in progress
// (`RenderConfiguration.locale`), else `Locale.current`, so that a body calling it shows the
// render's language; `bundle: nil` reads the tables registered for every text (as `Text` does),
// and a bundle given is read once, then searched before them.
extension String {
    /// The translation of `keyAndValue` from `table` of `bundle` for `locale`, with its values
    /// filled in (plural forms chosen by them), or the key with its values when no table has it.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = Self.localized(keyAndValue.key, table: table, bundle: bundle, locale: locale)
    }

    /// The translation of `key`, or `defaultValue` (with its values) when no table has it.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        let lookup = LocalizedStringKey(key: key.description, value: defaultValue.key)
        self = Self.localized(lookup, table: table, bundle: bundle, locale: locale)
    }

    /// The translation of `resource` for its locale.
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(
            resource.lookupKey, table: resource.table, bundle: resource.bundle.bundle, locale: resource.explicitLocale)
    }

    /// `key` translated through the shared tables.
    private static func localized(_ key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale?)
        -> String
    {
        if let bundle { Localizations.shared.registerTables(in: bundle) }
        return Localizations.shared.string(for: key, table: table, bundle: bundle, locale: RenderLocale.resolve(locale))
    }
}
