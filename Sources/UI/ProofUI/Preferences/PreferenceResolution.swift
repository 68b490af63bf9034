/// The preference values that a render finds only once laid out (set inside a `GeometryReader`),
/// carried into the next resolution of the tree so that `onPreferenceChange` sees them.
///
/// Each `onPreferenceChange` is numbered in resolution order; a body evaluated twice (see
/// `AppearScope`) numbers its second evaluation as its first, so numbers match between passes.
final class PreferenceResolution: @unchecked Sendable {
    // @unchecked: a resolution is only used by the thread rendering the tree it belongs to.
    @TaskLocal static var current: PreferenceResolution?

    /// Passes after the first, at most: a value that keeps changing stops there.
    static let maxExtraPasses = 3

    /// The number of the next `onPreferenceChange` resolved.
    var counter = 0
    /// Values found after the previous pass's layout, by number.
    var lateValues: [Int: Any] = [:]

    /// The next number.
    func next() -> Int {
        defer { counter += 1 }
        return counter
    }
}

/// A node that can tell, once laid out, whether the preference value it reported at resolution
/// time has changed.
@MainActor protocol LatePreferenceChecking: AnyObject {
    /// The number of the modifier and its value now, when it differs from the one its action ran
    /// with.
    func lateValue() -> (Int, Any)?
}

extension LayoutNode {
    /// The late preference values of every `onPreferenceChange` in the tree.
    final func latePreferenceValues() -> [Int: Any] {
        var found: [Int: Any] = [:]
        var stack: [LayoutNode] = [self]
        while let node = stack.popLast() {
            if let checking = node as? LatePreferenceChecking, let (n, v) = checking.lateValue() { found[n] = v }
            stack.append(contentsOf: node.children)
        }
        return found
    }
}
