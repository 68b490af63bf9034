/// A value interpolated into a `LocalizedStringKey`, kept apart from the key so that a string
/// table can place it (`"%lld items"` → `"%lld éléments"`).
public enum FormatArgument: Hashable, Sendable {
    /// A string (`%@`).
    case string(String)
    /// A signed integer (`%lld`).
    case integer(Int64)
    /// An unsigned integer (`%llu`).
    case unsignedInteger(UInt64)
    /// A floating-point number (`%lf`).
    case double(Double)

    /// The integer a plural rule reads, if this is a whole number.
    var pluralOperand: Int? {
        switch self {
        case .integer(let v): Int(clamping: v)
        case .unsignedInteger(let v): Int(clamping: v)
        case .double(let v) where v.rounded() == v && abs(v) < 1e15: Int(v)
        default: nil
        }
    }
}
