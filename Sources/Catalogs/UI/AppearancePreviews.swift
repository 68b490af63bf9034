import ProofUI

/// A list row as a component library writes it: an icon, a title and a subtitle.
struct CatalogRow: View {
    let symbol: String
    let title: String
    let subtitle: String
    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: symbol).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// The rows shown plain, then redacted as placeholders (the last keeps its icon with `.unredacted()`).
struct RedactionSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            CatalogRow(symbol: "star.fill", title: "Favourites", subtitle: "12 items, updated today")
            CatalogRow(symbol: "star.fill", title: "Favourites", subtitle: "12 items, updated today")
                .redacted(reason: .placeholder)
            HStack(spacing: 10) {
                Image(systemName: "bell.fill").foregroundStyle(.tint).unredacted()
                Text("A longer description that wraps onto a second line").font(.callout)
            }
            .redacted(reason: .placeholder)
        }
        .padding(12)
    }
}

/// Section headers in each text case, as lists and forms draw them.
struct TextCaseSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Account settings").textCase(.uppercase).font(.footnote).foregroundStyle(.secondary)
            Text("Account Settings").textCase(.lowercase)
            Text("Account Settings").textCase(nil)
            Text("istanbul · iğdır").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR"))
            (Text("Mixed ") + Text("segments").bold()).textCase(.uppercase)
        }
        .padding(12)
    }
}

extension UICatalog {
    static let appearance: [Preview] = [
        Preview("ui-appearance-redacted-light", configuration: config()) { RedactionSample() },
        Preview("ui-appearance-redacted-dark", configuration: config(scheme: .dark)) { RedactionSample() },
        Preview("ui-appearance-textcase-light", configuration: config()) { TextCaseSample() },
        Preview("ui-appearance-textcase-dark", configuration: config(scheme: .dark)) { TextCaseSample() },
    ]
}
