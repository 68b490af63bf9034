import ProofUI

extension OUDSTextInput {
    /// The button at the end of a text input (clear, show a picker…): a minimal icon-only button,
    /// disabled when the field is read-only or disabled, replaced by the indicator while loading.
    public struct TrailingAction {
        let image: OUDSImage
        let actionHint: String
        let action: () -> Void

        /// An action showing `image` (meaningful: it should not be vocalized); `actionHint` says
        /// what the action does, for assistive technologies.
        public init(image: OUDSImage, actionHint: String, action: @escaping () -> Void) {
            self.image = image
            self.actionHint = actionHint
            self.action = action
        }

        /// OUDS iOS 1.4.0's spelling, with the image as an `OUDSImage`.
        @_disfavoredOverload
        @available(*, deprecated, renamed: "init(image:actionHint:action:)")
        public init(icon: OUDSImage, actionHint: String, action: @escaping () -> Void) {
            self.init(image: icon, actionHint: actionHint, action: action)
        }

        /// The documents' and OUDS iOS 1.3's spelling, from a bare `Image` (`flipIcon` mirrors it).
        @_disfavoredOverload
        @available(*, deprecated, message: "Use OUDSTextInput.TrailingAction(image:actionHint:action:) instead.")
        public init(
            icon: Image, actionHint: String, flipIcon: Bool = false,
            renderingMode: Image.TemplateRenderingMode = .template, action: @escaping () -> Void
        ) {
            self.init(
                image: OUDSImage(asset: icon, flipped: flipIcon, renderingMode: renderingMode), actionHint: actionHint,
                action: action)
        }
    }
}
