import Foundation

/// The graphical style: the month of the bound date as a calendar, the selected day ringed, and
/// the time in a capsule below when the picker shows it (iOS 14 and later's inline calendar).
///
/// Metrics (UIKit's `.inline` `UIDatePicker`, observed on iOS 17): a 44 pt header with the month
/// and year (17 pt semibold, label colour) and a "chevron.right" in the tint, the previous and next
/// month chevrons (20 pt medium, tint) trailing; weekday initials in 13 pt semibold capitals in the
/// tertiary label colour; days in seven equal columns, rows 44 pt tall, 20 pt regular; the
/// selected day 20 pt semibold in the tint on a 40 pt circle of the tint at 12 %. Weekdays start on
/// the locale's first day. Proof has no "today", so no day is marked as today.
public struct GraphicalDatePickerStyle: BuiltinDatePickerStyle {
    /// The style.
    public init() {}

    /// A row's height.
    static let rowHeight: CGFloat = 44

    /// The month of `date` as weeks of day numbers, nil for the days of the weeks outside it.
    static func weeks(of date: Date, in calendar: Calendar) -> [[Int?]] {
        guard let days = calendar.range(of: .day, in: .month, for: date),
            let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date))
        else { return [] }
        let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: leading) + days.map { Optional($0) }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The weekday titles in the calendar's order, in capitals (`SUN`, `MON`, … in en_US).
    static func weekdayTitles(_ calendar: Calendar) -> [String] {
        let symbols = calendar.shortWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let start = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(start + $0) % 7].uppercased(with: calendar.locale) }
    }

    func makeBody(_ picker: DatePickerConfiguration) -> AnyView {
        let calendar = picker.calendar
        let selectedDay = calendar.component(.day, from: picker.date)
        let formatter = picker.formatter()
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        let month = formatter.string(from: picker.date)
        let weeks = Self.weeks(of: picker.date, in: calendar)
        return AnyView(
            VStack(spacing: 0) {
                HStack(spacing: 6) {
                    Text(verbatim: month).font(.system(size: 17, weight: .semibold)).foregroundStyle(.primary)
                    Image(systemName: "chevron.right").font(.system(size: 15, weight: .semibold)).foregroundStyle(.tint)
                    Spacer(minLength: 8)
                    HStack(spacing: 28) {
                        Image(systemName: "chevron.left")
                        Image(systemName: "chevron.right")
                    }
                    .font(.system(size: 20, weight: .medium))
                    .foregroundStyle(.tint)
                }
                .padding(.horizontal, 8)
                .frame(height: Self.rowHeight)
                EqualWidthLayout {
                    ForEach(Self.weekdayTitles(calendar), id: \.self) { title in
                        Text(verbatim: title).font(.system(size: 13, weight: .semibold))
                            .foregroundStyle(TextInputColors.placeholder)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 20)
                ForEach(Array(weeks.enumerated()), id: \.offset) { _, week in
                    EqualWidthLayout {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            dayCell(day, selected: day == selectedDay)
                        }
                    }
                    .frame(height: Self.rowHeight)
                }
                if picker.components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time")
                        Spacer(minLength: 8)
                        DateCapsule(text: picker.timeText)
                    }
                    .padding(.horizontal, 8)
                    .frame(height: Self.rowHeight)
                }
            })
    }

    @ViewBuilder private func dayCell(_ day: Int?, selected: Bool) -> some View {
        if let day {
            Text(verbatim: "\(day)")
                .font(.system(size: 20, weight: selected ? .semibold : .regular))
                .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.primary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if selected { Circle().fill(Color.accentColor.opacity(0.12)).frame(width: 40, height: 40) }
                }
        } else {
            Color.clear
        }
    }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
