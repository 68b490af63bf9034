private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls inside draw without their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the pickers, steppers, sliders and date pickers inside: only the
    /// control is drawn (the label still names it for accessibility).
    public func labelsHidden() -> some View { modifier(EnvironmentWritingModifier { $0.labelsHidden = true }) }
}
