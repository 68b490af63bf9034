/// Why a token value could not be made.
public enum OUDSTokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A colour code is not `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    case invalidHexadecimalColorCode(String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .invalidHexadecimalColorCode(let code): "\"\(code)\" is not a colour code: write #RRGGBB or #RRGGBBAA"
        }
    }
}
