import ProofUI

/// The screen `proof-ui-bench` lays out and renders: a 40-view account form (title, fields, a
/// grouped list, toggles, a progress bar and a prominent button).
struct FormScreen: View {
    struct Row: View {
        let title: String
        let value: String
        var body: some View {
            HStack {
                Image(systemName: "person.fill").foregroundColor(.accentColor)
                Text(title)
                Spacer()
                Text(value).foregroundStyle(.secondary)
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
            .padding(.vertical, 10)
        }
    }

    struct Field: View {
        let label: String
        let placeholder: String
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(label).font(.footnote).foregroundStyle(.secondary)
                Text(placeholder)
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.gray.opacity(0.5), lineWidth: 1))
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Account").font(.largeTitle).bold()
            Field(label: "First name", placeholder: "Jane")
            Field(label: "Last name", placeholder: "Appleseed")
            Field(label: "Email", placeholder: "jane@example.org")
            VStack(spacing: 0) {
                Row(title: "Plan", value: "Premium")
                Divider()
                Row(title: "Language", value: "English")
                Divider()
                Row(title: "Region", value: "France")
            }
            .padding(.horizontal, 12)
            .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
            Toggle("Notifications", isOn: .constant(true))
            Toggle("Newsletter", isOn: .constant(false))
            ProgressView(value: 0.7) { Text("Profile 70 % complete").font(.caption) }
            Button("Save changes") {}.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
        }
        .padding()
        .background(Color.white)
    }
}
