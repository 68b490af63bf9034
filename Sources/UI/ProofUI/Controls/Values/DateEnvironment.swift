import Foundation

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }

extension EnvironmentValues {
    /// The time zone dates are shown in. Proof's default is UTC, so a render is the same on every
    /// machine (SwiftUI's default is the device's time zone).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in (Gregorian by default).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
