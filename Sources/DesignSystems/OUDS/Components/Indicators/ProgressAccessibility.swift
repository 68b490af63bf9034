import ProofUI

/// The accessibility of a progress indicator: a determinate one exposes its percentage as value and
/// its helper text as label; an indeterminate one exposes only its helper text, and is hidden without one.
struct ProgressAccessibility: ViewModifier {
    let progress: Double?
    let helperText: String?

    @ViewBuilder func body(content: Content) -> some View {
        let percent = progress.map { "\(Int(($0 * 100).rounded()))%" }
        switch (helperText, percent) {
        case (let label?, let value?): content.accessibilityLabel(label).accessibilityValue(value)
        case (nil, let value?): content.accessibilityValue(value)
        case (let label?, nil): content.accessibilityLabel(label)
        case (nil, nil): content.accessibilityHidden(true)
        }
    }
}
