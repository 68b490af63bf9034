/// Why a colour could not be read.
public enum ColorComponentsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A hexadecimal code that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case).
    case invalidHexadecimalCode(String)

    /// What went wrong and what to write instead.
    public var description: String {
        switch self {
        case .invalidHexadecimalCode(let code):
            "\"\(code)\" is not a hexadecimal colour: write #RGB, #RRGGBB or #RRGGBBAA (the # is optional)"
        }
    }
}
