import SwiftUI

/// The filter bar above a product list: a segmented scope and a sort menu.
struct SortFilterBar: View {
    enum Scope: String, CaseIterable, Identifiable {
        case all = "All"
        case favourites = "Favourites"
        case recent = "Recent"
        var id: String { rawValue }
    }

    enum SortOrder: String, CaseIterable, Identifiable {
        case name = "Name"
        case price = "Price"
        case rating = "Rating"
        var id: String { rawValue }
    }

    @Binding var scope: Scope
    @Binding var sortOrder: SortOrder
    var resultCount: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Picker("Scope", selection: $scope) {
                ForEach(Scope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .pickerStyle(.segmented)

            HStack {
                Text("\(resultCount) results")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
                Menu {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                } label: {
                    Label("Sort: \(sortOrder.rawValue)", systemImage: "arrow.up.arrow.down")
                        .font(.subheadline)
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

struct SortFilterBar_Previews: PreviewProvider {
    static var previews: some View {
        SortFilterBar(scope: .constant(.favourites), sortOrder: .constant(.price), resultCount: 24)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Favourites by price")
    }
}
