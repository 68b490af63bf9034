/// The platform's default list style: on iPhone it draws as `InsetGroupedListStyle` (iOS 14 and later).
public struct DefaultListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}
