import ProofUI

extension UICatalog {
    /// The text input controls in each state, light and dark.
    static let input: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        return [
            Preview("ui-input-text-field\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    TextField("Name", text: .constant(""))
                    TextField("Name", text: .constant("Ada Lovelace"))
                    TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                        .textFieldStyle(.roundedBorder)
                    TextField("Email", text: .constant("ada@example.com")).textFieldStyle(.roundedBorder)
                    TextField("Disabled", text: .constant("Read only")).textFieldStyle(.roundedBorder).disabled(true)
                    TextField("Plain", text: .constant("Plain style")).textFieldStyle(.plain)
                }
                .padding(12)
            },
            Preview("ui-input-vertical-text-field\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    TextField("Notes", text: .constant(""), axis: .vertical).textFieldStyle(.roundedBorder)
                    TextField(
                        "Notes",
                        text: .constant("A long note that wraps over several lines of the field, limited to three."),
                        axis: .vertical
                    )
                    .lineLimit(3)
                    .textFieldStyle(.roundedBorder)
                }
                .padding(12)
            },
            Preview("ui-input-secure-field\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    SecureField("Password", text: .constant("")).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: .constant("hunter2"))
                    SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder).disabled(true)
                }
                .padding(12)
            },
            Preview("ui-input-text-editor\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    TextEditor(text: .constant("A text editor wraps its text and fills the space it is offered."))
                        .frame(height: 90)
                        .border(Color.gray.opacity(0.4))
                    TextEditor(text: .constant("Disabled editor")).frame(height: 50).disabled(true)
                }
                .padding(12)
            },
        ]
    }
}
