import ProofUI

/// Draws a text-input family field's background and border (`InputLook`) behind and over its
/// content, in a rectangle of `cornerRadius`: a bottom border is clipped by the rounded corners, so
/// its ends follow the radius, as OUDS draws it.
struct InputFieldChrome: ViewModifier {
    let look: InputLook
    let cornerRadius: CGFloat

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .circular)
        return
            content
            .background(shape.fill(look.background ?? .clear))
            .overlay(border(shape))
    }

    @ViewBuilder private func border(_ shape: RoundedRectangle) -> some View {
        switch look.border {
        case .none:
            EmptyView()
        case .bottom(let color, let width):
            Rectangle().fill(color).frame(height: width)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .clipShape(shape)
        case .full(let color, let width):
            shape.strokeBorder(color, lineWidth: width)
        }
    }
}

extension View {
    /// The field's background and border in `look`, with `cornerRadius`.
    func inputFieldChrome(_ look: InputLook, cornerRadius: CGFloat) -> some View {
        modifier(InputFieldChrome(look: look, cornerRadius: cornerRadius))
    }
}
