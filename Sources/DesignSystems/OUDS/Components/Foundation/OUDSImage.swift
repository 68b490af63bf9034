import Foundation
import ProofUI

/// An image for an OUDS component, or a view of its own: the `Image`, how to draw it (template by
/// default, so a component tints it with the content colour of its state; mirrored when
/// `flipped`) and its accessibility label. As a view it is resizable, in its rendering mode,
/// tinted with `color` when given, labelled for VoiceOver.
///
/// ```swift
/// OUDSButton(text: "Like", image: OUDSImage(asset: Image("ic_heart"), accessibilityLabel: "Like")) {}
/// OUDSImage(name: "ic_heart", color: theme.colors.contentBrandPrimary).frame(width: 24, height: 24)
/// ```
nonisolated public struct OUDSImage: View, Sendable {
    /// The image as given (`Image("ic")`, `Image(systemName:)`, `Image(decorative:)`), or the named
    /// asset for `init(name:…)`.
    ///
    /// Where we differ: OUDS iOS declares it optional (nil for a named theme icon); here a named
    /// icon is its `Image(decorative:)`, so the property is never nil.
    public let asset: Image
    /// The asset name given to `init(name:…)`, else nil.
    public let name: String?
    /// Whether the image is drawn mirrored (for right-to-left layouts).
    public let flipped: Bool
    /// What VoiceOver reads, or nil for a decorative image.
    public let accessibilityLabel: String?
    /// The tint of the image when it is a view, or nil for the surrounding foreground.
    public let color: Color?
    /// `.template` (tinted with the component's content colour, the default) or `.original`.
    public let renderingMode: Image.TemplateRenderingMode

    /// The image to draw (OUDS iOS's accessor).
    public var image: Image? { asset }

    /// An image with a localized accessibility label (`key` from `tableName` of `bundle`).
    public init(
        asset: Image, flipped: Bool = false, accessibilityLabel key: LocalizedStringKey, tableName: String? = nil,
        bundle: Bundle = .main, renderingMode: Image.TemplateRenderingMode = .template
    ) {
        let label = key.resolved(tableName: tableName, bundle: bundle)
        self.init(
            asset: asset, name: nil, flipped: flipped, accessibilityLabel: label, color: nil,
            renderingMode: renderingMode)
    }

    /// An image; `accessibilityLabel` nil makes it decorative.
    public init(
        asset: Image, flipped: Bool = false, accessibilityLabel: String? = nil,
        renderingMode: Image.TemplateRenderingMode = .template
    ) {
        self.init(
            asset: asset, name: nil, flipped: flipped, accessibilityLabel: accessibilityLabel, color: nil,
            renderingMode: renderingMode)
    }

    /// The icon named `name` from the registered assets (OUDS iOS reads the theme's icon library),
    /// tinted with `color` when given.
    public init(
        name: String, flipped: Bool = false, accessibilityLabel: String? = nil, color: Color? = nil,
        renderingMode: Image.TemplateRenderingMode = .template
    ) {
        self.init(
            asset: Image(decorative: name), name: name, flipped: flipped, accessibilityLabel: accessibilityLabel,
            color: color, renderingMode: renderingMode)
    }

    /// The earlier Proof spelling, rendering mode before `flipped`.
    @available(*, deprecated, renamed: "init(asset:flipped:accessibilityLabel:renderingMode:)")
    public init(asset: Image, renderingMode: Image.TemplateRenderingMode, flipped: Bool) {
        self.init(asset: asset, flipped: flipped, renderingMode: renderingMode)
    }

    private init(
        asset: Image, name: String?, flipped: Bool, accessibilityLabel: String?, color: Color?,
        renderingMode: Image.TemplateRenderingMode
    ) {
        self.asset = asset
        self.name = name
        self.flipped = flipped
        self.accessibilityLabel = accessibilityLabel
        self.color = color
        self.renderingMode = renderingMode
    }

    /// The image as a view: resizable, in its rendering mode, mirrored when flipped, tinted with
    /// `color`, with its accessibility label.
    @MainActor public var body: some View {
        asset.resizable().renderingMode(renderingMode)
            .scaleEffect(x: flipped ? -1 : 1, y: 1)
            .foregroundColor(color)
            .accessibilityLabel(accessibilityLabel ?? "")
    }

    /// The image resizable, in its rendering mode, mirrored when flipped, filling `size` × `size`
    /// points (components pass their icon size token).
    public func view(size: CGFloat) -> some View {
        asset.resizable().renderingMode(renderingMode)
            .scaledToFit()
            .frame(width: size, height: size)
            .scaleEffect(x: flipped ? -1 : 1, y: 1)
    }
}

/// The OUDS 1.x name of `OUDSImage`.
@available(*, deprecated, renamed: "OUDSImage")
public typealias OUDSIcon = OUDSImage
