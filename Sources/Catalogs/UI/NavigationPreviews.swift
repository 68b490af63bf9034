import ProofUI

extension UICatalog {
    /// A phone-shaped screen (320 × 400 pt at 2×) on the system background.
    static func screen(_ scheme: ColorScheme, height: CGFloat = 400) -> RenderConfiguration {
        RenderConfiguration(
            size: .fixed(width: 320, height: height), scale: 2, colorScheme: scheme,
            background: Color(light: .white, dark: .black))
    }

    /// Navigation stacks (large and inline titles, bar items, a bottom toolbar) and tab views (tab
    /// items, iOS 18 tabs, pages), light and dark.
    static let navigation: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        return [
            Preview("ui-nav-large-title\(suffix)", configuration: screen(scheme)) {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 14) {
                        Text("Inbox")
                        Text("Drafts")
                        Text("Sent")
                        NavigationLink("Show all mailboxes") { Text("All") }
                    }
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .navigationTitle("Mailboxes")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
                }
            },
            Preview("ui-nav-inline-title\(suffix)", configuration: screen(scheme)) {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 14) {
                        Text("A new event with a title long enough to wrap onto a second line.")
                        Text("Tomorrow, 10:00 – 11:00").foregroundStyle(.secondary)
                    }
                    .padding(16)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .navigationTitle("New Event")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                    }
                }
            },
            Preview("ui-nav-search\(suffix)", configuration: screen(scheme)) {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 14) {
                        Text("Ada Lovelace")
                        Text("Grace Hopper")
                        Text("Katherine Johnson")
                    }
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .navigationTitle("Contacts")
                    .searchable(text: .constant(""))
                    .toolbar {
                        Button {
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
            },
            Preview("ui-nav-bottom-bar\(suffix)", configuration: screen(scheme)) {
                NavigationStack {
                    Text("Select a note")
                        .foregroundStyle(.secondary)
                        .navigationTitle("Notes")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button {
                                } label: {
                                    Image(systemName: "magnifyingglass")
                                }
                                Button {
                                } label: {
                                    Image(systemName: "plus")
                                }
                            }
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button {
                                } label: {
                                    Image(systemName: "list.bullet")
                                }
                                Spacer()
                                Text("12 Notes").font(.caption)
                                Spacer()
                                Button {
                                } label: {
                                    Image(systemName: "square.and.pencil")
                                }
                            }
                        }
                }
            },
            Preview("ui-nav-tab-view\(suffix)", configuration: screen(scheme)) {
                TabView {
                    NavigationStack {
                        Text("Featured").navigationTitle("Home")
                    }
                    .tabItem { Label("Home", systemImage: "house") }
                    Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                    Text("Cart").tabItem {
                        Image(systemName: "cart")
                        Text("Cart")
                    }
                    .badge(3)
                    Text("Profile").tabItem { Label("Profile", systemImage: "person") }
                }
            },
            Preview("ui-nav-tabs-ios18\(suffix)", configuration: screen(scheme)) {
                TabView(selection: .constant(1)) {
                    Tab("Listen", systemImage: "play.circle", value: 0) { Text("Listen Now") }
                    Tab("Browse", systemImage: "square.grid.2x2", value: 1) {
                        NavigationStack {
                            Color.clear.navigationTitle("Browse")
                        }
                    }
                    Tab("Library", systemImage: "star", value: 2) { Text("Library") }
                }
                .tint(.pink)
            },
            Preview("ui-nav-page\(suffix)", configuration: screen(scheme, height: 240)) {
                TabView(selection: .constant(1)) {
                    ForEach(0..<4) { index in
                        ZStack {
                            [Color.blue, .orange, .purple, .teal][index]
                            Text("Page \(index + 1)").font(.title.bold()).foregroundStyle(.white)
                        }
                        .tag(index)
                    }
                }
                .tabViewStyle(.page)
            },
        ]
    }
}
