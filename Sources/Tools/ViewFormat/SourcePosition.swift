/// A place in a text file: 1-based line and column (columns count Unicode scalars, a tab is one).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column within the line, from 1.
    public var column: Int

    /// A position at `line`:`column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }
}
