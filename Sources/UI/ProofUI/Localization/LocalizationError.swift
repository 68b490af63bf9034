/// Why a string table (`.strings`, `.stringsdict` or `.xcstrings`) could not be read. Each message names the file
/// and the place.
public enum LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read or is not text.
    case unreadable(path: String, reason: String)
    /// A `.strings` file breaks the `"key" = "value";` syntax at `line`:`column`.
    case invalidStrings(path: String, line: Int, column: Int, reason: String)
    /// A `.xcstrings` file is not the JSON Xcode writes.
    case invalidStringCatalog(path: String, reason: String)
    /// A `.stringsdict` file is not the property list Xcode writes (`key`: the entry, if one).
    case invalidStringsDict(path: String, key: String?, reason: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidStrings(let path, let line, let column, let reason):
            "\(path):\(line):\(column): \(reason) (a .strings entry is \"key\" = \"value\";)"
        case .invalidStringCatalog(let path, let reason): "\(path): \(reason)"
        case .invalidStringsDict(let path, let key?, let reason): "\(path): entry \"\(key)\": \(reason)"
        case .invalidStringsDict(let path, nil, let reason): "\(path): \(reason)"
        }
    }
}
