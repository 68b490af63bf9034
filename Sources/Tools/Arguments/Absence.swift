/// What a declared option or positional argument stands for when the command line leaves it out.
enum Absence<Value: Sendable>: Sendable {
    /// This value.
    case value(Value)
    /// Nothing: leaving it out is an error.
    case required
}
