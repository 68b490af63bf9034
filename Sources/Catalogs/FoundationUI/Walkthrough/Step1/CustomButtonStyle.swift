// The FoundationUI walkthrough, step 1 ("Unstyled CustomButtonStyle and Preview"), as the document
// writes it (../shared/seeds/003, "// FILE: - CustomButtonStyle.swift"). Added, because the
// document leaves it implicit: the import (Xcode's template has `import SwiftUI`; ProofUI is that
// API here). Not compiled: the document's `#Preview { CustomButtonStylePreview() }` (macros need
// unsafe flags here; the catalog's `Preview` value renders the same view).
import ProofUI

// FILE: - CustomButtonStyle.swift

struct CustomButtonStyle: ButtonStyle {
    var variant: CustomButtonStyleVariant = .regular

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

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
