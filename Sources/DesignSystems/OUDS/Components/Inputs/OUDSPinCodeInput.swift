import Foundation
import ProofUI

/// A pin code: one box per digit (4, 6 or 8), each masked with "●" once filled and showing "-"
/// while empty; the box at the cursor is focused (2 pt emphasized border, pressed background,
/// caret) while the field has focus, every box takes the hover look while hovered, and an error
/// turns the boxes negative, hides the dashes and puts its message under the row
/// (`ouds-components.md` §3.4). Boxes share the width, between `pinCodeInput.sizeMinWidth` and
/// `sizeMaxWidth`, 60 pt high.
///
/// A still frame has no keyboard: the value is drawn as given (its first `length` digits), and the
/// field has focus when the environment's interaction state is `.focused` or `autofocus` is set.
///
/// ```swift
/// OUDSPinCodeInput($value, length: .four, autofocus: true)
/// ```
public struct OUDSPinCodeInput: View {
    /// Shown in a filled box (the digits are always masked).
    public static let obfuscationCharacter = PasswordMask.character
    /// Shown in an empty box that does not have the cursor.
    public static let placeholderCharacter = "-"

    /// How many digits the code has.
    public enum Length: Int, Sendable {
        /// Four digits.
        case four = 4
        /// Six digits (the default).
        case six = 6
        /// Eight digits.
        case eight = 8
    }

    /// The status of a pin code.
    public enum Status: Equatable, Sendable {
        /// Neutral (the default).
        case enabled
        /// The code is wrong: negative boxes and `message` (which must not be empty) under them.
        case error(message: String)
    }

    private let value: Binding<String>
    private let length: Length
    private let helperText: String?
    private let isOutlined: Bool
    private let status: Status
    private let autofocus: Bool
    @Environment(\.theme) private var theme
    @Environment(\.interactionState) private var interaction

    /// A pin code of `length` digits editing `value`, with an optional helper text under it.
    public init(
        _ value: Binding<String>, length: OUDSPinCodeInput.Length = .six, helperText: String? = nil,
        isOutlined: Bool = false, status: Self.Status = .enabled, autofocus: Bool = false
    ) {
        self.value = value
        self.length = length
        self.helperText = helperText
        self.isOutlined = isOutlined
        self.status = status
        self.autofocus = autofocus
    }

    /// A pin code whose helper text is looked up as `key` in `tableName` of `bundle`.
    public init(
        _ value: Binding<String>, length: OUDSPinCodeInput.Length = .six, helperText key: LocalizedStringKey,
        tableName: String? = nil, bundle: Bundle = .main, isOutlined: Bool = false, status: Self.Status = .enabled,
        autofocus: Bool = false
    ) {
        self.init(
            value, length: length, helperText: key.resolved(tableName: tableName, bundle: bundle),
            isOutlined: isOutlined, status: status, autofocus: autofocus)
    }

    /// The row of digit boxes and the helper (or error) text under it.
    public var body: some View {
        let digits = Array(value.wrappedValue.filter(\.isNumber).prefix(length.rawValue))
        let focused = autofocus || interaction == .focused || interaction == .pressed
        let cursor = focused && digits.count < length.rawValue ? digits.count : nil
        let message: String? = if case .error(let message) = status { message } else { nil }
        let helperLook = InputLook(theme: theme, state: .enabled, isError: message != nil, isOutlined: isOutlined)
        return VStack(alignment: .leading, spacing: theme.spaces.fixedNone) {
            HStack(spacing: theme.pinCodeInput.spaceColumnGapDigitInput) {
                ForEach(0..<length.rawValue, id: \.self) { index in
                    PinCodeDigitBox(
                        digit: index < digits.count ? digits[index] : nil, hasCursor: index == cursor,
                        isHovered: interaction == .hover, isError: message != nil, isOutlined: isOutlined
                    )
                    .accessibilityLabel("Digit \(index + 1)")
                    .accessibilityValue(index < digits.count ? "\(digits[index])" : "empty")
                }
            }
            if let text = message ?? helperText, !text.isEmpty {
                InputHelperText(content: .raw(text), color: helperLook.helper, insetsHorizontally: false)
                    .accessibilityHidden(true)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .accessibilityLabel("Code of \(length.rawValue) digits")
        .accessibilityHint(message ?? helperText ?? "")
    }
}
