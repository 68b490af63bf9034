import Foundation
import ProofSnapshot

extension Diffing where Value == String {
    /// Strings stored as UTF-8 and compared line by line; a difference is a unified diff.
    public static var lines: Diffing {
        let engine = ProofSnapshot.Diffing<String>.lines
        return Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                engine.diff(old, new).map { message, files in (message, files.map(XCTAttachment.init(proof:))) }
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Strings stored as `.txt` and compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Format == String {
    /// Any value as `String(describing:)`, compared line by line.
    public static var description: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { String(describing: $0) }
    }

    /// Any value's structure as a tree of its properties (`Mirror`), compared line by line: a
    /// record of a view model or a value that shows what changed.
    public static var dump: Snapshotting { SimplySnapshotting<String>.lines.pullback { ValueDump.text(of: $0) } }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return json(encoder)
    }

    /// The value as JSON made by `encoder` (an encoding error is written in place of the JSON).
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        encoded(as: "json", what: "JSON") { try encoder.encode($0) }
    }

    /// The value as an XML property list.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return plist(encoder)
    }

    /// The value as a property list made by `encoder`.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        encoded(as: "plist", what: "property list") { try encoder.encode($0) }
    }

    /// The UTF-8 text `encode` makes, compared line by line in a `.<pathExtension>` file; an encoding
    /// error is written in place of the text (the diff then shows it).
    private static func encoded(as pathExtension: String, what: String, _ encode: @escaping (Value) throws -> Data)
        -> Snapshotting
    {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            do { return String(decoding: try encode(value), as: UTF8.self) } catch {
                return "\(what) encoding failed: \(error)"
            }
        }
        strategy.pathExtension = pathExtension
        return strategy
    }
}
