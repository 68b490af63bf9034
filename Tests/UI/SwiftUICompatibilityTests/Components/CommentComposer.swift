import SwiftUI

/// A multi-line comment box with a placeholder and a character count.
struct CommentComposer: View {
    @State var text: String
    let limit = 280

    var body: some View {
        VStack(alignment: .trailing, spacing: 6) {
            TextEditor(text: $text)
                .font(.body)
                .frame(height: 96)
                .overlay(alignment: .topLeading) {
                    if text.isEmpty {
                        Text("Add a comment…")
                            .foregroundStyle(.tertiary)
                            .padding(.top, 8)
                            .padding(.leading, 5)
                    }
                }
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.gray.opacity(0.4)))
            Text("\(text.count)/\(limit)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(text.count > limit ? .red : .secondary)
        }
        .padding()
    }
}

struct CommentComposer_Previews: PreviewProvider {
    static var previews: some View {
        CommentComposer(text: "")
            .previewLayout(.fixed(width: 320, height: 160))
            .previewDisplayName("Empty")
        CommentComposer(text: "Great write-up! The section on layout priorities finally made it click for me.")
            .previewLayout(.fixed(width: 320, height: 160))
            .previewDisplayName("Typed")
    }
}
