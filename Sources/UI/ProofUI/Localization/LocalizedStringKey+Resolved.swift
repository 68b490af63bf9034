import Foundation

extension LocalizedStringKey {
    /// The text of this key from `table` of `bundle` for the render in progress (its locale, else
    /// the process's), with its values filled in; the key itself when no table has it. For design
    /// systems of this package that turn a key into a `String` (accessibility labels), as OUDS iOS's
    /// `resolved(tableName:bundle:)` does; SwiftUI has no public equivalent.
    package func resolved(tableName: String? = nil, bundle: Bundle? = nil) -> String {
        if let bundle { Localizations.shared.registerTables(in: bundle) }
        return Localizations.shared.string(
            for: self, table: tableName, bundle: bundle, locale: RenderLocale.resolve(nil))
    }
}
