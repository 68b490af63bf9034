extension FoundationModifierLibrary {
    /// Sets the frame from length tokens resolved in the environment.
    nonisolated public struct SizeModifier: ViewModifier {
        enum Frame: Sendable {
            case fixed(width: Theme.Length?, height: Theme.Length?)
            case flexible(
                minWidth: Theme.Length?, idealWidth: Theme.Length?, maxWidth: Theme.Length?,
                minHeight: Theme.Length?, idealHeight: Theme.Length?, maxHeight: Theme.Length?)
            case size(Theme.Size)
        }
        let frame: Frame
        let alignment: Alignment
        @Environment(\.self) private var environment

        /// The content in the frame.
        @MainActor public func body(content: Content) -> some View {
            func r(_ token: Theme.Length?) -> CGFloat? { token.map { $0.resolve(in: environment) } }
            switch frame {
            case .fixed(let width, let height):
                return AnyView(content.frame(width: r(width), height: r(height), alignment: alignment))
            case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH):
                return AnyView(
                    content.frame(
                        minWidth: r(minW), idealWidth: r(idealW), maxWidth: r(maxW), minHeight: r(minH),
                        idealHeight: r(idealH), maxHeight: r(maxH), alignment: alignment))
            case .size(let size):
                let s = size.resolve(in: environment)
                return AnyView(
                    content.frame(
                        width: s.width.resolve(in: environment), height: s.height.resolve(in: environment),
                        alignment: alignment))
            }
        }
    }
}

extension FoundationModifier {
    /// A fixed width and/or height.
    public static func size(
        width: Theme.Length? = nil, height: Theme.Length? = nil, alignment: Alignment = .center
    ) -> FoundationModifier<FoundationModifierLibrary.SizeModifier> {
        .init(.init(frame: .fixed(width: width, height: height), alignment: alignment))
    }
    /// A flexible frame.
    public static func size(
        minWidth: Theme.Length? = nil, idealWidth: Theme.Length? = nil, maxWidth: Theme.Length? = nil,
        minHeight: Theme.Length? = nil, idealHeight: Theme.Length? = nil, maxHeight: Theme.Length? = nil,
        alignment: Alignment = .center
    ) -> FoundationModifier<FoundationModifierLibrary.SizeModifier> {
        .init(
            .init(
                frame: .flexible(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight), alignment: alignment))
    }
    /// A square frame.
    public static func size(square: Theme.Length, alignment: Alignment = .center)
        -> FoundationModifier<FoundationModifierLibrary.SizeModifier>
    { .init(.init(frame: .fixed(width: square, height: square), alignment: alignment)) }
    /// The frame of a size token.
    public static func size(_ size: Theme.Size, alignment: Alignment = .center)
        -> FoundationModifier<FoundationModifierLibrary.SizeModifier>
    { .init(.init(frame: .size(size), alignment: alignment)) }
}
