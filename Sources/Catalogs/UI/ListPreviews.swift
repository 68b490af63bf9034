import ProofUI

/// A person of the contact lists below.
private struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

private let contacts = [
    Contact(id: 1, name: "Ada Lovelace", phone: "+44 20 7946 0001"),
    Contact(id: 2, name: "Alan Turing", phone: "+44 20 7946 0002"),
    Contact(id: 3, name: "Grace Hopper", phone: "+1 202 555 0103"),
]

/// The rows every list-style preview shows: two sections, one with a header and a footer.
private struct StyleSample: View {
    var body: some View {
        Section {
            ForEach(contacts) { contact in
                Text(contact.name)
            }
        } header: {
            Text("Contacts")
        } footer: {
            Text("People you called this week.")
        }
        Section("Settings") {
            Label("Wi-Fi", systemImage: "wifi")
            Toggle("Airplane Mode", isOn: .constant(true))
            LabeledContent("Version", value: "17.4")
        }
    }
}

extension UICatalog {
    /// Lists in every style, forms, row modifiers, disclosure groups and group boxes, light and dark.
    static let lists: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        let config = config(width: 320, scheme: scheme)
        func style<S: ListStyle>(_ name: String, _ style: S) -> Preview {
            Preview("ui-list-\(name)\(suffix)", configuration: config) {
                List { StyleSample() }.listStyle(style)
            }
        }
        return [
            style("inset-grouped", .insetGrouped),
            style("plain", .plain),
            style("inset", .inset),
            style("grouped", .grouped),
            style("sidebar", .sidebar),
            Preview("ui-list-sidebar-collapsible\(suffix)", configuration: config) {
                List {
                    Section("Library", isExpanded: .constant(true)) {
                        Label("Recently Added", systemImage: "star.fill")
                        Label("Artists", systemImage: "person.crop.circle")
                    }
                    Section("Playlists", isExpanded: .constant(false)) {
                        Text("Hidden while collapsed")
                    }
                }
                .listStyle(.sidebar)
            },
            Preview("ui-list-data\(suffix)", configuration: config) {
                List(contacts) { contact in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(contact.name)
                        Text(contact.phone).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            },
            Preview("ui-list-row-modifiers\(suffix)", configuration: config) {
                List {
                    Section {
                        Text("Custom background").listRowBackground(Color.yellow.opacity(0.3))
                        Text("No separators").listRowSeparator(.hidden)
                        Text("Zero insets").listRowInsets(EdgeInsets())
                        Text("Red separator").listRowSeparatorTint(.red)
                        Text("Badged row").badge(12)
                    } header: {
                        Text("Prominent header")
                    }
                    .headerProminence(.increased)
                    Section("As written") {
                        Text("Header case kept")
                    }
                    .textCase(nil)
                }
            },
            Preview("ui-list-row-spacing\(suffix)", configuration: config) {
                List {
                    Text("First card")
                    Text("Second card")
                    Text("Third card")
                }
                .listRowSpacing(8)
            },
            Preview("ui-list-content-background\(suffix)", configuration: config) {
                List {
                    Text("Rows keep their cells")
                    Text("while the list's grey is hidden")
                }
                .scrollContentBackground(.hidden)
                .background(LinearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom))
            },
            Preview("ui-list-form\(suffix)", configuration: config) {
                Form {
                    Section {
                        Toggle("Notifications", isOn: .constant(true))
                        Toggle("Sounds", isOn: .constant(false))
                        Picker("Tone", selection: .constant("Chime")) {
                            Text("Chime").tag("Chime")
                            Text("Bell").tag("Bell")
                        }
                    } header: {
                        Text("Alerts")
                    } footer: {
                        Text("Sounds play when the phone is not silenced.")
                    }
                    Section("About") {
                        LabeledContent("Name", value: "Ada's iPhone")
                        LabeledContent("Model", value: "iPhone 15 Pro")
                        Button("Sign Out", role: .destructive) {}
                    }
                }
            },
            Preview("ui-list-disclosure-group\(suffix)", configuration: config) {
                VStack(alignment: .leading, spacing: 16) {
                    DisclosureGroup("Collapsed") {
                        Text("Hidden content")
                    }
                    DisclosureGroup("Expanded", isExpanded: .constant(true)) {
                        Text("Shown under the label while expanded.")
                    }
                    List {
                        DisclosureGroup("In a list", isExpanded: .constant(true)) {
                            Text("A child row")
                            Text("Another child row")
                        }
                        DisclosureGroup("Collapsed in a list") {
                            Text("Hidden row")
                        }
                    }
                }
                .padding(16)
            },
            Preview("ui-list-group-box\(suffix)", configuration: config) {
                VStack(alignment: .leading, spacing: 12) {
                    GroupBox("Storage") {
                        Text("54.2 GB of 128 GB used")
                    }
                    GroupBox {
                        Label("A box without a title", systemImage: "info.circle")
                    }
                    GroupBox {
                        Text("Full width content").frame(maxWidth: .infinity, alignment: .leading)
                    } label: {
                        Label("Custom label", systemImage: "star.fill")
                    }
                }
                .padding(16)
            },
        ]
    }
}
