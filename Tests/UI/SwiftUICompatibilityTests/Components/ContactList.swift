import SwiftUI

/// One person of the address book.
struct ContactListEntry: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var role: String
    var isFavorite = false

    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

/// A contact list grouped by initial, with a favourites section: `List` with `ForEach` inside
/// sections, rows of an avatar and two lines of text, the plain style.
struct ContactList: View {
    var contacts: [ContactListEntry]
    @State private var selection: ContactListEntry.ID?

    private var favorites: [ContactListEntry] { contacts.filter(\.isFavorite) }
    private var initials: [String] {
        Array(Set(contacts.compactMap { $0.name.first.map(String.init) })).sorted()
    }

    var body: some View {
        List(selection: $selection) {
            if !favorites.isEmpty {
                Section("Favorites") {
                    ForEach(favorites) { contact in
                        row(contact)
                    }
                }
            }
            ForEach(initials, id: \.self) { initial in
                Section(header: Text(initial)) {
                    ForEach(contacts.filter { $0.name.hasPrefix(initial) }) { contact in
                        row(contact)
                    }
                    .onDelete { _ in }
                }
            }
        }
        .listStyle(.plain)
    }

    private func row(_ contact: ContactListEntry) -> some View {
        HStack(spacing: 12) {
            Text(contact.initials)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Circle().fill(Color.accentColor))
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                Text(contact.role)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if contact.isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
    }
}

struct ContactList_Previews: PreviewProvider {
    static let sample = [
        ContactListEntry(name: "Ada Lovelace", role: "Analyst", isFavorite: true),
        ContactListEntry(name: "Alan Turing", role: "Cryptographer"),
        ContactListEntry(name: "Grace Hopper", role: "Rear Admiral", isFavorite: true),
        ContactListEntry(name: "Katherine Johnson", role: "Mathematician"),
    ]

    static var previews: some View {
        ContactList(contacts: sample)
        ContactList(contacts: sample)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
