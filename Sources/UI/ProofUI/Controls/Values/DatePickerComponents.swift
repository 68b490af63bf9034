/// The parts of a date a `DatePicker` shows: `.date`, `.hourAndMinute` or both.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
