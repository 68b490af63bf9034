/// The compact style: the label leading and, trailing, the date and the time each in a capsule
/// (`DateCapsule`), 6 pt apart.
public struct CompactDatePickerStyle: BuiltinDatePickerStyle {
    /// The style.
    public init() {}

    func makeBody(_ picker: DatePickerConfiguration) -> AnyView {
        var texts: [String] = []
        if picker.components.contains(.date) { texts.append(picker.dateText) }
        if picker.components.contains(.hourAndMinute) { texts.append(picker.timeText) }
        return AnyView(
            HStack(spacing: 8) {
                if !picker.labelsHidden {
                    picker.label
                    Spacer(minLength: 0)
                }
                HStack(spacing: 6) {
                    ForEach(texts, id: \.self) { DateCapsule(text: $0) }
                }
                .fixedSize()
            })
    }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
