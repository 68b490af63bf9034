import ProofUI

/// The accessibility of a progress indicator: a determinate one exposes its percentage as value and
/// "name. state. helper text" (those given) as label; an indeterminate one exposes only that label,
/// and is hidden without one.
struct ProgressAccessibility: ViewModifier {
    let progress: Double?
    let helperText: String?
    var name: String? = nil
    var state: String? = nil

    @ViewBuilder func body(content: Content) -> some View {
        let percent = progress.map(ProgressFraction.percent)
        let parts = [name, state, helperText].compactMap { $0 }.filter { !$0.isEmpty }
        let label = parts.isEmpty ? nil : parts.joined(separator: ". ")
        switch (label, percent) {
        case (let label?, let value?): content.accessibilityLabel(label).accessibilityValue(value)
        case (nil, let value?): content.accessibilityValue(value)
        case (let label?, nil): content.accessibilityLabel(label)
        case (nil, nil): content.accessibilityHidden(true)
        }
    }
}
