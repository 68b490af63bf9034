/// Picks the scenes named by `--scene` options, keeping the file's order.
enum SceneSelection {
    /// The scenes whose names are in `names`, or all of them when `names` is empty; an unknown
    /// name is a usage error that lists the available ones.
    static func select(_ names: [String], from scenes: [BenchScene]) throws(CommandError) -> [BenchScene] {
        guard !names.isEmpty else { return scenes }
        let known = Set(scenes.map(\.name))
        let unknown = names.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw .usage(
                "unknown scene(s): \(unknown.joined(separator: ", ")); the file has: "
                    + scenes.map(\.name).joined(separator: ", "))
        }
        let wanted = Set(names)
        return scenes.filter { wanted.contains($0.name) }
    }
}
