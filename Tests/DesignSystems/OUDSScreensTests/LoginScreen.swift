import OUDSSwiftUI
import SwiftUI

/// A sign-in form as an app writes it with OUDS: heading, email and password fields, a remember-me
/// switch, the primary action, a link, and an inline alert when the last attempt failed.
struct LoginScreen: View {
    @State var email = "jane.doe"
    @State var password = "s3cret!"
    @State var remember = true
    var failed = false
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedMedium) {
            Text("Sign in").headingLarge(theme)
            Text("Use your Orange account to follow your orders.").bodyDefaultMedium(theme)
                .foregroundColor(theme.colors.contentMuted)
            if failed {
                OUDSInlineAlert(label: "The password does not match this email.", status: .negative)
            }
            OUDSTextInput(
                label: "Email *", text: $email, placeholder: "firstName.lastName", suffix: "@orange.com",
                leadingImage: OUDSImage(asset: Image("ic_mail")),
                status: failed ? .error(message: "Check the address") : .enabled)
            OUDSPasswordInput(label: "Password *", password: $password, lockIcon: true)
            OUDSSwitchItem("Remember me", isOn: $remember, description: "On this device only")
            OUDSButton(text: "Sign in", appearance: .strong, isFullWidth: true) {}
            OUDSLink(text: "Forgot your password?", size: .small) {}
            Spacer()
        }
        .padding(theme.spaces.fixedMedium)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(theme.colors.bgPrimary)
    }
}
