import SwiftUI

/// A count in a red capsule; nothing for zero, "99+" above 99.
public struct CountBadge: View {
    let count: Int

    public init(count: Int) { self.count = count }

    public var body: some View {
        if count > 0 {
            Text(count > 99 ? "99+" : "\(count)")
                .font(.caption2.weight(.bold))
                .foregroundStyle(.white)
                .padding(.horizontal, 6)
                .frame(minWidth: 20, minHeight: 20)
                .background(Color.red, in: Capsule())
        }
    }
}

struct CountBadge_Previews: PreviewProvider {
    static var previews: some View {
        HStack(spacing: 8) {
            CountBadge(count: 1)
            CountBadge(count: 42)
            CountBadge(count: 120)
        }
        .padding()
        .previewDisplayName("Counts")
    }
}
