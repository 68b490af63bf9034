import Foundation

/// A control that chooses a date: SwiftUI's `DatePicker`, drawn in the compact style iOS 14 and
/// later use by default — the label leading and, trailing, the date and the time each in a
/// capsule, formatted from the binding's value (never the current date) with the environment's
/// locale, time zone and calendar (`.medium` date and `.short` time styles, as iOS shows them).
///
/// Metrics (UIKit's compact `UIDatePicker`, observed on iOS 17): each capsule is the value in the
/// body font and the label colour, padded 11 pt horizontally and 6 pt vertically, on
/// `tertiarySystemFill` with a 6 pt corner radius; the two capsules are 6 pt apart. The `in:`
/// range only limits what the wheel offers, so a still frame ignores it.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// A date picker bound to `selection` showing `displayedComponents`, named by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }

    /// A date picker limited to `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker limited to dates from `range`'s lower bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker limited to dates up to `range`'s upper bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The texts the capsules show, in order: the date, then the time.
    static func capsuleTexts(
        _ date: Date, components: DatePickerComponents, locale: Locale, timeZone: TimeZone, calendar: Calendar
    ) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        var texts: [String] = []
        if components.contains(.date) {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            texts.append(formatter.string(from: date))
        }
        if components.contains(.hourAndMinute) {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            texts.append(formatter.string(from: date))
        }
        return texts
    }

    /// The label leading, the capsules trailing.
    public var body: some View {
        let texts = Self.capsuleTexts(
            selection.wrappedValue, components: components, locale: locale, timeZone: timeZone, calendar: calendar)
        return HStack(spacing: 8) {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            HStack(spacing: 6) {
                ForEach(texts, id: \.self) { text in
                    Text(verbatim: text)
                        .foregroundStyle(.primary)
                        .lineLimit(1)
                        .padding(.horizontal, 11)
                        .padding(.vertical, 6)
                        .background(SystemFillColors.tertiary, in: RoundedRectangle(cornerRadius: 6))
                }
            }
            .fixedSize()
        }
        .opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a localized key, limited to `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized key, limited to dates from `range`'s lower bound.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized key, limited to dates up to `range`'s upper bound.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}
