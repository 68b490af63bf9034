import SwiftUI

/// An onboarding carousel: pages in a paging tab view, with the iOS 18 `Tab` API for the app's
/// main sections below it.
struct OnboardingPager: View {
    struct Page: Identifiable {
        let id: Int
        let symbol: String
        let title: String
        let color: Color
    }

    let pages: [Page]
    @State private var current = 0

    var body: some View {
        TabView(selection: $current) {
            ForEach(pages) { page in
                VStack(spacing: 16) {
                    Image(systemName: page.symbol).font(.system(size: 56))
                    Text(page.title).font(.title2.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(page.color)
                .tag(page.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

/// The main sections, with iOS 18 tabs.
struct MainSections: View {
    @State private var selection = "library"

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "books.vertical", value: "library") {
                Text("Your books")
            }
            Tab("Store", systemImage: "bag", value: "store") {
                Text("Store")
            }
            Tab("Settings", systemImage: "gearshape", value: "settings") {
                Text("Settings")
            }
        }
    }
}

struct OnboardingPager_Previews: PreviewProvider {
    static var previews: some View {
        OnboardingPager(pages: [
            .init(id: 0, symbol: "star", title: "Welcome", color: .indigo),
            .init(id: 1, symbol: "bell", title: "Stay informed", color: .orange),
            .init(id: 2, symbol: "heart", title: "Enjoy", color: .pink),
        ])
        MainSections().previewDisplayName("Sections")
    }
}
