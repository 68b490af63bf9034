import ProofUI

/// The trailing part of a text input: in error the 24 pt "important" icon (with its 12 pt inset
/// when no action follows) before the action; while loading the circular indicator in place of the
/// action; otherwise the action (a minimal icon-only button built by the field).
struct InputTrailing: View {
    let isError: Bool
    let isLoading: Bool
    let progress: Double?
    let action: AnyView?
    let look: InputLook
    @Environment(\.theme) private var theme

    init(status: OUDSTextInput.Status, action: AnyView?, look: InputLook) {
        isError = status.errorMessage != nil
        isLoading = status.isLoading
        progress = status.progress
        self.action = action
        self.look = look
    }

    init(isError: Bool, isLoading: Bool, action: AnyView?, look: InputLook) {
        self.isError = isError
        self.isLoading = isLoading
        progress = nil
        self.action = action
        self.look = look
    }

    var body: some View {
        let b = theme.button
        HStack(spacing: theme.textInput.spaceColumnGapTrailingErrorAction) {
            if isLoading {
                loader.frame(width: b.sizeLoader, height: b.sizeLoader).padding(b.spaceInsetIconOnly)
            } else {
                if isError, let color = look.error {
                    StatusGlyph(glyph: .important, fillsBox: false, tint: color)
                        .frame(width: b.sizeIconOnly, height: b.sizeIconOnly)
                        .padding(action == nil ? b.spaceInsetIconOnly : 0)
                        .accessibilityHidden(true)
                }
                if let action { action }
            }
        }
    }

    @ViewBuilder private var loader: some View {
        let size = theme.button.sizeLoader
        if let progress {
            OUDSCircularProgressIndicator(progress: progress, track: false, size: size)
        } else {
            OUDSCircularProgressIndicator(track: false, size: size)
        }
    }
}
