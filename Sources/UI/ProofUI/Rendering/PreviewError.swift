/// Why a `PreviewProvider`'s previews could not be turned into `Preview` values.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `previewDevice(_:)` names a device whose screen Proof does not know, with a `.device` layout.
    case unknownDevice(String, known: [String])

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let known):
            "preview device \"\(name)\" is unknown: use one of \(known.joined(separator: ", ")), "
                + "or previewLayout(.fixed(width:height:)) with the device's size"
        }
    }
}
