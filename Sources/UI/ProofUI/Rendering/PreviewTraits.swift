/// What a preview's modifiers say about how to show it: `previewDisplayName(_:)`,
/// `previewLayout(_:)`, `preferredColorScheme(_:)` and `previewDevice(_:)`, read from the
/// modifiers of a view value without rendering it.
public struct PreviewTraits: Hashable, Sendable {
    /// The name given with `previewDisplayName(_:)`.
    public var displayName: String?
    /// The layout given with `previewLayout(_:)`; `.device` without one, as in Xcode.
    public var layout: PreviewLayout = .device
    /// The scheme given with `preferredColorScheme(_:)`.
    public var colorScheme: ColorScheme?
    /// The device given with `previewDevice(_:)`.
    public var device: PreviewDevice?

    /// No traits: device layout, no name, scheme or device.
    public init() {}

    /// The traits of `view`'s modifiers (through every modifier around it, not inside its `body`).
    /// Where the same trait is set twice, the innermost modifier wins, as an environment value does.
    public init(of view: some View) {
        self.init()
        Self.collect(view, into: &self)
    }

    static func collect(_ view: any View, into traits: inout PreviewTraits) {
        (view as? any PreviewTraitsCarrier)?.collectPreviewTraits(into: &traits)
    }

    /// The render configuration these traits ask for: the device's size, scale and safe area for `.device`,
    /// the ideal size for `.sizeThatFits`, the given size for `.fixed`; the device's scale (3x on
    /// the default device); the scheme; the system background (white, black in dark).
    public func renderConfiguration() throws(PreviewError) -> RenderConfiguration {
        let device = device ?? .proofDefault
        let screen: PreviewDevice.Screen
        if let known = device.screen {
            screen = known
        } else if layout == .device {
            throw .unknownDevice(device.rawValue, known: PreviewDevice.knownDevices)
        } else {
            screen = PreviewDevice.proofDefault.screen!
        }
        let size: RenderConfiguration.SizeProposal =
            switch layout {
            case .device: .fixed(width: screen.size.width, height: screen.size.height)
            case .sizeThatFits: .intrinsic
            case .fixed(let width, let height): .fixed(width: width, height: height)
            }
        var configuration = RenderConfiguration(
            size: size, scale: screen.scale, colorScheme: colorScheme ?? .light,
            background: Color(light: .white, dark: .black))
        // On a device the view is laid out in its safe area, as Xcode's canvas shows it.
        if layout == .device { configuration.safeAreaInsets = screen.safeArea }
        return configuration
    }
}

/// A view whose modifiers may carry preview traits.
protocol PreviewTraitsCarrier {
    func collectPreviewTraits(into traits: inout PreviewTraits)
    /// The view inside when this is a preview-trait modifier (which is inert for layout).
    var previewTraitContent: (any View)? { get }
}

extension ModifiedContent: PreviewTraitsCarrier where Content: View {
    func collectPreviewTraits(into traits: inout PreviewTraits) {
        (modifier as? PreviewTraitModifier)?.write(&traits)
        PreviewTraits.collect(content, into: &traits)
    }
    var previewTraitContent: (any View)? { modifier is PreviewTraitModifier ? content : nil }
}
