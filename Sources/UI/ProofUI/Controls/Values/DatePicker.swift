import Foundation

/// A control that chooses a date: SwiftUI's `DatePicker`, drawn by the current date picker style
/// (`.datePickerStyle(_:)`): by default the compact style iOS 14 and later use — the label leading
/// and, trailing, the date and the time each in a capsule — or a month calendar (`.graphical`).
/// The date is the binding's value (never the current date), written with the environment's
/// locale, time zone and calendar (`.medium` date and `.short` time styles, as iOS shows them).
/// The `in:` range only limits what can be chosen, so a still frame ignores it.
nonisolated public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.datePickerStyle) private var style

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

    /// The picker drawn by the current date picker style.
    @MainActor public var body: some View {
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        let picker = DatePickerConfiguration(
            label: AnyView(label), date: selection.wrappedValue, components: components, labelsHidden: labelsHidden,
            locale: locale, timeZone: timeZone, calendar: calendar)
        return style.style.makeBody(picker).opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
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
