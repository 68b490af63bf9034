import SwiftUI

/// A large title filled with a gradient through a text mask, over a subtitle.
struct GradientMaskedTitle: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
                .frame(height: 44)
                .mask(alignment: .leading) {
                    Text(title)
                        .font(.system(size: 36, weight: .heavy))
                }
            Text(subtitle)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding()
        .frame(width: 320, alignment: .leading)
        .drawingGroup()
    }
}

struct GradientMaskedTitle_Previews: PreviewProvider {
    static var previews: some View {
        GradientMaskedTitle(title: "Summer Mix", subtitle: "Fresh picks for sunny days")
            .previewLayout(.sizeThatFits)
    }
}
