/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` (which SwiftUI code on iOS sees
/// through `import SwiftUI`). A still frame shows no keyboard: `keyboardType(_:)` records nothing.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII letters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's own spelling, kept so that `.URL` compiles as on iOS.
    /// For URLs.
    case URL
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// With @ and # at hand.
    case twitter
    /// For search terms and URLs.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}
