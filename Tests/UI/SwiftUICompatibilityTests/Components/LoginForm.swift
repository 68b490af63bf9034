import SwiftUI

/// A sign-in form as apps write it: fields bound to state, a secure field, a primary button.
struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    var errorMessage: String?

    private var canSubmit: Bool { !email.isEmpty && !password.isEmpty }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())
            Text("Sign in to continue to your account.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            VStack(spacing: 12) {
                TextField("Email", text: $email, prompt: Text("name@example.com"))
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.go)
            }
            .textFieldStyle(.roundedBorder)
            if let errorMessage {
                Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            Button("Sign in") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .disabled(!canSubmit)
        }
        .padding(24)
    }
}

struct LoginForm_Previews: PreviewProvider {
    static var previews: some View {
        LoginForm()
            .previewDisplayName("Empty")
        LoginForm(errorMessage: "The password is incorrect.")
            .previewDisplayName("Error")
    }
}
