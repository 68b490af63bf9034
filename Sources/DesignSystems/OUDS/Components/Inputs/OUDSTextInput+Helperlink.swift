import ProofUI

extension OUDSTextInput {
    /// A small link under the helper text, for help the text cannot give (an external page, a sheet).
    /// OUDS spells it with a lower-case "l"; ``HelperLink`` is the documents' spelling.
    public struct Helperlink {
        let text: String
        let action: () -> Void

        /// A link showing `text` that runs `action` when tapped.
        public init(text: String, action: @escaping () -> Void) {
            self.text = text
            self.action = action
        }
    }

    /// The text-input document's spelling of ``Helperlink``.
    public typealias HelperLink = Helperlink
}
