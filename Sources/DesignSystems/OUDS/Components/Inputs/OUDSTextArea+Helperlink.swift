import ProofUI

extension OUDSTextArea {
    /// A small link under the helper text of a text area: the text input's
    /// (`OUDSTextArea.Helperlink(text:action:)` as OUDS iOS spells it, one type for both).
    public typealias Helperlink = OUDSTextInput.Helperlink
}
