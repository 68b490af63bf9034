import SwiftUI

/// A view model as pre-Observation apps write them.
final class ProfileViewModel: ObservableObject {
    @Published var name: String
    @Published var followers: Int
    @Published var isPro: Bool

    init(name: String, followers: Int, isPro: Bool) {
        self.name = name
        self.followers = followers
        self.isPro = isPro
    }
}

struct ProfileHeaderCard: View {
    @StateObject private var model: ProfileViewModel

    init(model: ProfileViewModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 60, height: 60)
                .overlay(Text(String(model.name.prefix(1))).font(.title.bold()).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(model.name).font(.title3.weight(.semibold))
                    if model.isPro {
                        Text("PRO")
                            .font(.caption2.weight(.bold))
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(Color.accentColor))
                            .foregroundStyle(.white)
                    }
                }
                Text("\(model.followers) followers")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
    }
}

struct ProfileHeaderCard_Previews: PreviewProvider {
    static var previews: some View {
        FollowersScreen(model: ProfileViewModel(name: "Marie Curie", followers: 1_867, isPro: true))
            .previewLayout(.sizeThatFits)
    }
}

/// A screen that loads in `.task` and refreshes, as most screens do (the closures capture `self`).
struct FollowersScreen: View {
    @ObservedObject var model: ProfileViewModel

    var body: some View {
        ProfileHeaderCard(model: model)
            .task { await reload() }
            .task(id: model.name) { await reload() }
            .refreshable { await reload() }
    }

    private func reload() async {}
}
