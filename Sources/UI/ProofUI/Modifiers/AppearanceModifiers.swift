/// Modifiers real components use that change how a subtree looks (`textCase`, `redacted`,
/// `symbolVariant`) or that a still frame keeps without drawing (`controlSize`, `badge`, focus,
/// transitions).
nonisolated extension View {
    /// Draws text inside in upper or lower case (nil: as written), in the environment's locale.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Redacts content inside for `reason`, added to the reasons an ancestor set.
    ///
    /// With `.placeholder`, as iOS draws it: each line of text becomes a rounded bar at the text's
    /// size, and each image a box, both in the text's colour at 16 % opacity (a grey on the
    /// default colours); shapes and colours draw as they are. The layout does not change.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows content inside unredacted, whatever an ancestor's `.redacted(reason:)` says.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }

    /// The size of controls inside.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// How symbols inside colour their layers (kept in the environment; Proof's single-layer
    /// symbols draw alike in every mode: see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Draws symbols inside in `variant` (`Image(systemName: "heart")` with `.fill` draws
    /// `heart.fill`) where the symbol table has it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                let current = env.symbolVariants
                env.symbolVariants = SymbolVariants(
                    shape: variant.shape ?? current.shape, isFilled: current.isFilled || variant.isFilled,
                    isSlashed: current.isSlashed || variant.isSlashed)
            })
    }

    /// Makes the view able to take focus (inert: a still frame has no focus engine).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Binds focus to `condition` (inert: no view takes focus in a still frame; force a focused
    /// appearance with `.interactionState(.focused)`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds focus to `binding` being `value` (inert, as `focused(_:)`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// A transition for insertion and removal (none happens in a still frame).
    public func transition(_ t: AnyTransition) -> some View { self }
    /// An animation of every change inside (deprecated in SwiftUI; a still frame shows final states).
    public func animation(_ animation: Animation?) -> some View { self }
}
