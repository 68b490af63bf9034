/// A progress value as every OUDS component reads it: clamped to [0, 1] (NaN and infinities as 0,
/// as nothing is drawn for them), and its percentage as shown and spoken ("75%").
///
/// Where we differ: OUDS iOS takes the percentage's wording from its localised key
/// `core_progressIndicator_percent_value` ("75 %" in French); Proof ships the English form.
enum ProgressFraction {
    /// `value` in [0, 1].
    static func clamped(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }

    /// The percentage of `value` (clamped), rounded: "75%".
    static func percent(_ value: Double) -> String { "\(Int((clamped(value) * 100).rounded()))%" }
}
