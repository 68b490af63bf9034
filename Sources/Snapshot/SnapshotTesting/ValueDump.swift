import Foundation

/// The `.dump` strategy's text: a value's structure, one line per node, children indented by two
/// spaces under `▿` (a node with children) or `-` (a leaf). Collections say how many elements they
/// have, dictionaries and sets list their entries sorted, classes seen before are marked circular,
/// and `CustomStringConvertible` leaves use their description.
enum ValueDump {
    /// The dump of `value`, ending with a line break.
    static func text(of value: Any) -> String {
        var out = ""
        var visited: Set<ObjectIdentifier> = []
        write(value, name: nil, indent: 0, into: &out, visited: &visited)
        return out
    }

    private static func write(
        _ value: Any, name: String?, indent: Int, into out: inout String, visited: inout Set<ObjectIdentifier>
    ) {
        let mirror = Mirror(reflecting: value)
        let label = name.map { "\($0): " } ?? ""
        let pad = String(repeating: " ", count: indent)
        if mirror.displayStyle == .class, let object = value as AnyObject? {
            let id = ObjectIdentifier(object)
            if visited.contains(id) {
                out += "\(pad)- \(label)\(typeName(of: value)) (circular reference detected)\n"
                return
            }
            visited.insert(id)
        }
        var children = Array(mirror.children)
        let summary: String
        switch mirror.displayStyle {
        case .collection:
            summary = children.count == 1 ? "1 element" : "\(children.count) elements"
        case .dictionary:
            summary = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
            children.sort { text(of: $0.value) < text(of: $1.value) }
        case .set:
            summary = children.count == 1 ? "1 member" : "\(children.count) members"
            children.sort { text(of: $0.value) < text(of: $1.value) }
        case .tuple:
            summary = "(\(children.count) elements)"
        case .optional:
            guard let wrapped = children.first else {
                out += "\(pad)- \(label)\(typeName(of: value)).none\n"
                return
            }
            write(wrapped.value, name: name, indent: indent, into: &out, visited: &visited)
            return
        case .enum:
            let caseName = children.first?.label ?? "\(value)"
            summary = "\(typeName(of: value)).\(caseName)"
            children = children.first.map { Array(Mirror(reflecting: $0.value).children) } ?? []
        case .struct, .class:
            if let describable = value as? CustomStringConvertible, !(value is any Collection) {
                out += "\(pad)- \(label)\(describable.description)\n"
                return
            }
            summary = typeName(of: value)
        default:
            summary = String(describing: value)
        }
        out += "\(pad)\(children.isEmpty ? "-" : "▿") \(label)\(summary)\n"
        for (index, child) in children.enumerated() {
            let childName =
                mirror.displayStyle == .collection || mirror.displayStyle == .set ? nil : child.label ?? "\(index)"
            write(child.value, name: childName, indent: indent + 2, into: &out, visited: &visited)
        }
    }

    /// The type's name without generic noise such as `#1` of a local type.
    private static func typeName(of value: Any) -> String {
        String(describing: type(of: value)).replacingOccurrences(of: #" #\d+"#, with: "", options: .regularExpression)
    }
}
