import ProofUI

extension OUDSTextArea {
    /// A small link under the helper text of a text area.
    public struct Helperlink {
        let text: String
        let action: () -> Void

        /// A link showing `text` that runs `action` when tapped.
        public init(text: String, action: @escaping () -> Void) {
            self.text = text
            self.action = action
        }
    }
}
