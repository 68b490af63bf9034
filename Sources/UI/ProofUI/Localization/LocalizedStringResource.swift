import Foundation

/// A reference to a localizable string, resolved later (`String(localized:)`, `Text(_:)`), as
/// Foundation's. Where we differ: `locale` defaults to the render's locale when it is read during a
/// render (see `String(localized:)`), and `bundle: .main` means the tables registered for every
/// text (`Localizations.registerFolder`, `proof render --localizations`).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomDebugStringConvertible
{
    /// Where a resource's table is looked up.
    public enum BundleDescription: Hashable, Sendable {
        /// The application's tables (the ones registered for every text).
        case main
        /// The bundle at `url` (read once, then searched before the application's tables).
        case atURL(URL)

        /// The bundle (nil: the tables of every text).
        var bundle: Bundle? {
            switch self {
            case .main: nil
            case .atURL(let url): Bundle(url: url)
            }
        }

        /// The bundle a class was loaded from: on Linux every class comes from the main bundle.
        public static func forClass(_ aClass: AnyClass) -> BundleDescription { .main }
    }

    /// The key looked up in the table.
    public var key: String
    /// The text shown when no table has the key, with its values.
    public var defaultValue: String.LocalizationValue
    /// The table name (nil: `Localizable`).
    public var table: String?
    /// The bundle holding the table.
    public var bundle: BundleDescription
    /// The locale given, if one was.
    var explicitLocale: Locale?

    /// The locale the resource resolves in: the one given, else the render's, else the process's.
    public var locale: Locale {
        get { RenderLocale.resolve(explicitLocale) }
        set { explicitLocale = newValue }
    }

    /// A resource whose key is `keyAndValue`'s format key.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key.key
        defaultValue = keyAndValue
        self.table = table
        explicitLocale = locale
        self.bundle = bundle
    }

    /// A resource looked up as `key`, shown as `defaultValue` without a translation.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        explicitLocale = locale
        self.bundle = bundle
    }

    /// A resource of a literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// A resource of an interpolated literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The key with the default value's arguments, as the tables are searched.
    var lookupKey: LocalizedStringKey {
        key == defaultValue.key.key ? defaultValue.key : LocalizedStringKey(key: key, value: defaultValue.key)
    }

    /// The key and table, for debugging.
    public var debugDescription: String { "LocalizedStringResource(\(key)\(table.map { ", table: \($0)" } ?? ""))" }
}
