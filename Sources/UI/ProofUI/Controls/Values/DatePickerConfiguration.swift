import Foundation

/// What a date picker style draws: the label, the date, which parts of it, and how to write it.
struct DatePickerConfiguration {
    /// The picker's label.
    let label: AnyView
    /// The bound date.
    let date: Date
    /// The parts shown.
    let components: DatePickerComponents
    /// `.labelsHidden()` is in effect.
    let labelsHidden: Bool
    /// The environment's locale.
    let locale: Locale
    /// The environment's time zone.
    let timeZone: TimeZone
    /// The environment's calendar, with the locale (for the first weekday) and time zone set.
    var calendar: Calendar

    /// A formatter for `locale`, `timeZone` and `calendar`.
    func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        return formatter
    }

    /// The date as the compact style writes it: `.medium` date style (`Nov 14, 2023` in en_US).
    var dateText: String {
        let formatter = formatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    /// The time as iOS writes it: `.short` time style (`10:13 PM` in en_US).
    var timeText: String {
        let formatter = formatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }
}
