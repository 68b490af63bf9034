import Foundation

/// The snapshots a reviewer accepted: `proof record --accepted FILE` records exactly these images
/// (and no other), and the review page exports this file. The format, one JSON object:
///
/// ```json
/// {"accepted": ["ouds/orange/button/strong-enabled-dark", "ui/control/buttons-light"]}
/// ```
///
/// Each name is a catalog image's name (its golden path without `.png`), as the reports show it.
/// Other keys are ignored; an empty list records nothing.
public struct GoldenAcceptList: Codable, Sendable, Equatable {
    /// The accepted image names, in the order given.
    public var accepted: [String]

    /// A list of `accepted` names.
    public init(accepted: [String]) { self.accepted = accepted }

    /// The list in `bytes` (a JSON object with an `accepted` array of strings); throws a one-line
    /// reason when it is not one.
    public static func decode(_ bytes: [UInt8]) throws(DecodingFailure) -> GoldenAcceptList {
        do { return try JSONDecoder().decode(GoldenAcceptList.self, from: Data(bytes)) } catch let error
            as DecodingError
        {
            throw DecodingFailure(reason: Self.describe(error))
        } catch {
            throw DecodingFailure(reason: "\(error)")
        }
    }

    /// Why bytes are not an accept list.
    public struct DecodingFailure: Error, Sendable, Equatable {
        /// One line: what is wrong and what the file should hold.
        public let reason: String
    }

    private static func describe(_ error: DecodingError) -> String {
        let shape = #"expected {"accepted": ["<image name>", …]}"#
        switch error {
        case .keyNotFound(let key, _): return "no \"\(key.stringValue)\" key; \(shape)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(at.isEmpty ? "the file" : at) has the wrong type; \(shape)"
        case .dataCorrupted: return "not valid JSON; \(shape)"
        @unknown default: return "not an accept list; \(shape)"
        }
    }
}
