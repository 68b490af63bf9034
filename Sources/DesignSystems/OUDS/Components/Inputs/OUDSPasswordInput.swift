import Foundation
import ProofUI

/// A password field: an `OUDSTextInput` whose value is masked with "●" while `isHiddenPassword` is
/// true, with a trailing eye button that shows the password (open eye) or hides it again (slashed
/// eye), and an optional leading padlock (`lockIcon`). A prefix is allowed, a suffix and a helper
/// link are not; the statuses are the text input's (`ouds-components.md` §3.3).
///
/// ```swift
/// OUDSPasswordInput(label: "Password", password: $password, isHiddenPassword: $isHidden)
/// ```
public struct OUDSPasswordInput: View {
    private let label: String
    private let password: Binding<String>
    private let isHiddenPassword: Binding<Bool>
    private let placeholder: String?
    private let prefix: String?
    private let lockIcon: Bool
    private let helperText: TextualContent?
    private let isOutlined: Bool
    private let constrainedMaxWidth: Bool
    private let status: OUDSTextInput.Status
    @Environment(\.theme) private var theme

    /// A password field labelled `label` editing `password`, hidden while `isHiddenPassword` is true
    /// (the default `.constant(true)` keeps it hidden: the eye can't change a constant).
    public init(
        label: String, password: Binding<String>, isHiddenPassword: Binding<Bool> = .constant(true),
        placeholder: String? = nil, prefix: String? = nil, lockIcon: Bool = false, helperText: String? = nil,
        isOutlined: Bool = false, constrainedMaxWidth: Bool = false, status: OUDSTextInput.Status = .enabled
    ) {
        self.init(
            label: label, password: password, isHiddenPassword: isHiddenPassword, placeholder: placeholder,
            prefix: prefix, lockIcon: lockIcon, helper: helperText.map { .raw($0) }, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A password field with a rich helper text.
    public init(
        label: String, password: Binding<String>, isHiddenPassword: Binding<Bool> = .constant(true),
        placeholder: String? = nil, prefix: String? = nil, lockIcon: Bool = false, helperText: AttributedString,
        isOutlined: Bool = false, constrainedMaxWidth: Bool = false, status: OUDSTextInput.Status = .enabled
    ) {
        self.init(
            label: label, password: password, isHiddenPassword: isHiddenPassword, placeholder: placeholder,
            prefix: prefix, lockIcon: lockIcon, helper: .attributed(helperText), isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A password field whose label is looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, password: Binding<String>,
        isHiddenPassword: Binding<Bool> = .constant(true), placeholder: String? = nil, prefix: String? = nil,
        lockIcon: Bool = false, helperText: String? = nil, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: OUDSTextInput.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), password: password,
            isHiddenPassword: isHiddenPassword, placeholder: placeholder, prefix: prefix, lockIcon: lockIcon,
            helperText: helperText, isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A password field with a localized label and a rich helper text.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, password: Binding<String>,
        isHiddenPassword: Binding<Bool> = .constant(true), placeholder: String? = nil, prefix: String? = nil,
        lockIcon: Bool = false, helperText: AttributedString, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: OUDSTextInput.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), password: password,
            isHiddenPassword: isHiddenPassword, placeholder: placeholder, prefix: prefix, lockIcon: lockIcon,
            helperText: helperText, isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    private init(
        label: String, password: Binding<String>, isHiddenPassword: Binding<Bool>, placeholder: String?,
        prefix: String?, lockIcon: Bool, helper: TextualContent?, isOutlined: Bool, constrainedMaxWidth: Bool,
        status: OUDSTextInput.Status
    ) {
        self.label = label
        self.password = password
        self.isHiddenPassword = isHiddenPassword
        self.placeholder = placeholder
        self.prefix = prefix
        self.lockIcon = lockIcon
        self.helperText = helper
        self.isOutlined = isOutlined
        self.constrainedMaxWidth = constrainedMaxWidth
        self.status = status
    }

    /// The text input, masked while hidden, with the padlock and the visibility toggle.
    public var body: some View {
        var input = OUDSTextInput(
            label: label, text: password, placeholder: placeholder, prefix: prefix, suffix: nil, leadingImage: nil,
            trailingAction: nil, helper: helperText, helperLink: nil, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
        let hidden = isHiddenPassword.wrappedValue
        input.masksValue = hidden
        if lockIcon {
            input.customLeading = AnyView(
                PasswordGlyph(glyph: .lock, size: theme.textInput.sizeLeadingIcon, color: lockColor))
        }
        input.customTrailing = AnyView(
            PasswordVisibilityToggle(isHidden: isHiddenPassword, isEnabled: status != .disabled && status != .readOnly)
        )
        return input
    }

    private var lockColor: Color {
        status == .disabled ? theme.colors.actionDisabled : theme.textInput.colorContentMuted
    }
}
