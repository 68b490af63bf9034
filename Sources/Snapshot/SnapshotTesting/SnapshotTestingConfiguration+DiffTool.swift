extension SnapshotTestingConfiguration {
    /// What a failure message shows for comparing the reference with the failed snapshot: a command
    /// built from the two paths (`ksdiff <reference> <failed>`), or the default two `file://` lines.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A tool whose text `tool` makes from the reference's and the failed snapshot's paths.
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// The command `value`, followed by the two paths.
        public init(stringLiteral value: StringLiteralType) {
            self.init { "\(value) \($0) \($1)" }
        }

        /// Kaleidoscope's command line tool.
        public static let ksdiff: DiffTool = "ksdiff"

        /// The two files as `file://` URLs, with a hint on configuring a tool.
        public static let `default` = DiffTool { current, failed in
            """
            @\u{2212}
            "file://\(current)"
            @+
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        /// The text for these two paths.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}
