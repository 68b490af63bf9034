import SwiftUI

/// The root of an app: four tabs with `tabItem` labels, each a navigation stack.
struct AppTabs: View {
    enum Destination: Hashable {
        case home, search, favorites, account
    }

    @State private var selection: Destination = .home

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Text("Welcome back")
                    .navigationTitle("Home")
            }
            .tabItem {
                Label("Home", systemImage: "house")
            }
            .tag(Destination.home)

            NavigationStack {
                Text("Find anything")
                    .navigationTitle("Search")
            }
            .tabItem {
                Label("Search", systemImage: "magnifyingglass")
            }
            .tag(Destination.search)

            NavigationStack {
                Text("No favourites yet")
                    .navigationTitle("Favourites")
            }
            .tabItem {
                Label("Favourites", systemImage: "heart")
            }
            .tag(Destination.favorites)

            NavigationStack {
                Text("Signed in")
                    .navigationTitle("Account")
            }
            .tabItem {
                Label("Account", systemImage: "person")
            }
            .tag(Destination.account)
        }
    }
}

struct AppTabs_Previews: PreviewProvider {
    static var previews: some View {
        AppTabs()
    }
}
