/// The role of a button.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Destructive (red in the default style).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancel.
    public static let cancel = ButtonRole(name: "cancel")
}
