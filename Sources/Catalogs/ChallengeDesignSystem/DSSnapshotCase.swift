import ProofUI

/// One state the design system's snapshot tests record: the view a test of `file` named `test`
/// snapshots (already `.padding().frame(width: 320)`, as the team writes them), in the folder of
/// `group` (`Atoms`, `Molecules`, `Organisms`, `Theme`, `Extensions`).
public struct DSSnapshotCase: Sendable {
    /// The test folder: `Atoms`, `Molecules`, `Organisms`, `Theme` or `Extensions`.
    public let group: String
    /// The test file's type, which names its `__Snapshots__` folder (`DSButtonSnapshotTests`).
    public let file: String
    /// The test function, which names its images (`primaryButton`).
    public let test: String
    let make: @MainActor () -> AnyView

    /// The state `test` of `file` in `group`, drawn by `make`.
    public init<V: View>(
        _ group: String, _ file: String, _ test: String, @ViewBuilder make: @escaping @MainActor () -> V
    ) {
        self.group = group
        self.file = file
        self.test = test
        self.make = { AnyView(make()) }
    }

    /// The view.
    @MainActor public var view: AnyView { make() }

    /// The golden of the scheme without its suffix: `ds/<group>/<file>/<test>`.
    public var name: String { "ds/\(group)/\(file)/\(test)" }
}
