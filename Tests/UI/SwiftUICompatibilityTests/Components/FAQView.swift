import SwiftUI

/// One question of the help centre.
struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

/// A help-centre page: questions as disclosure groups in an inset grouped list, the first one open.
struct FAQView: View {
    var items: [FAQItem]
    @State private var expanded: Set<Int> = [1]

    var body: some View {
        List {
            Section {
                ForEach(items) { item in
                    DisclosureGroup(
                        isExpanded: Binding(
                            get: { expanded.contains(item.id) },
                            set: { isOpen in
                                if isOpen { expanded.insert(item.id) } else { expanded.remove(item.id) }
                            })
                    ) {
                        Text(item.answer)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    } label: {
                        Text(item.question).font(.body.weight(.medium))
                    }
                }
            } header: {
                Text("Frequently asked")
            } footer: {
                Text("Still stuck? Write to support@example.com.")
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct FAQView_Previews: PreviewProvider {
    static let items = [
        FAQItem(id: 1, question: "How do I reset my password?", answer: "Open Settings, then Account, then Reset."),
        FAQItem(id: 2, question: "Can I share my plan?", answer: "Family plans include up to six people."),
        FAQItem(id: 3, question: "Where are my invoices?", answer: "Every invoice is in the Billing tab."),
    ]

    static var previews: some View {
        FAQView(items: items)
        FAQView(items: items).preferredColorScheme(.dark).previewDisplayName("Dark")
    }
}
