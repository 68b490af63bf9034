// Step 1's variant enum and preview, which the document's step 2 keeps ("/// ...").
import ProofUI

enum CustomButtonStyleVariant {
    case prominent
    case regular
}

struct CustomButtonStylePreview: View {
    var body: some View {
        VStack {
            buttonGroup(.light)
            buttonGroup(.dark)
        }
        .padding()
        .background(.background)
    }

    func buttonGroup(_ colorScheme: ColorScheme) -> some View {
        VStack {
            Text(colorScheme == .light ? "Light" : "Dark")
                .monospaced()
                .font(.caption)
            HStack {
                Button("Cancel") {}
                    .buttonStyle(CustomButtonStyle())
                Button("Action") {}
                    .buttonStyle(CustomButtonStyle(variant: .prominent))
            }
            .padding(18)
            .background(.windowBackground, in: .rect(cornerRadius: 18))
            .environment(\.colorScheme, colorScheme)
        }
    }
}
