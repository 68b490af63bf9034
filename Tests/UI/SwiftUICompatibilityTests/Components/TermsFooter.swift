import SwiftUI

/// A legal footer: Markdown text with a link, and standalone links.
struct TermsFooter: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("By continuing you agree to our **Terms** and the [Privacy Policy](https://example.com/privacy).")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            HStack(spacing: 20) {
                Link("Help", destination: URL(string: "https://example.com/help")!)
                Link(destination: URL(string: "https://example.com/status")!) {
                    Label("Status", systemImage: "checkmark.seal.fill")
                }
            }
            .font(.footnote.weight(.medium))
        }
        .padding()
    }
}

struct TermsFooter_Previews: PreviewProvider {
    static var previews: some View {
        TermsFooter()
            .previewLayout(.fixed(width: 320, height: 120))
    }
}
