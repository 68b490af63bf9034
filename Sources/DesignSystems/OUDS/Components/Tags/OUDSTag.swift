import Foundation
import ProofUI

/// A tag: a short non-interactive label on a pill (or square) of the status colour, optionally led by
/// a bullet, an icon or a loader (`theme.tag`). Emphasized tags use the emphasized status surfaces,
/// muted tags the muted ones. Default size: min height 32, `labelStrongMedium` (bold, as OUDS iOS);
/// small: 24, `labelStrongSmall`. Use `.disabled(true)` for the disabled look (no effect on a loading tag).
///
/// ```swift
/// OUDSTag(label: "Label")
/// OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"))))
/// OUDSTag(label: "Label", status: .positive(leading: .icon), appearance: .muted, size: .small)
/// OUDSTag(loadingLabel: "Loading")
/// ```
public struct OUDSTag: View {
    /// What leads the label and which status colours the tag takes.
    public struct Status: Sendable {
        /// The element before the label.
        public enum Leading: Hashable, Sendable {
            /// Nothing.
            case none
            /// A round bullet in the asset colour.
            case bullet
            /// An icon: the status glyph, or the custom image of neutral and accent tags.
            case icon
        }

        let leading: Leading
        let kind: IndicatorStatusKind
        let image: OUDSImage?

        /// Neutral, with a bullet when `bullet`.
        public static func neutral(bullet: Bool = false) -> Status {
            Status(leading: bullet ? .bullet : .none, kind: .neutral, image: nil)
        }
        /// Neutral, led by `image`.
        public static func neutral(image: OUDSImage) -> Status { Status(leading: .icon, kind: .neutral, image: image) }
        /// Accent, with a bullet when `bullet`.
        public static func accent(bullet: Bool = false) -> Status {
            Status(leading: bullet ? .bullet : .none, kind: .accent, image: nil)
        }
        /// Accent, led by `image`.
        public static func accent(image: OUDSImage) -> Status { Status(leading: .icon, kind: .accent, image: image) }
        /// Positive, led by `leading` (the icon is a tick in a circle).
        public static func positive(leading: Leading = .none) -> Status {
            Status(leading: leading, kind: .positive, image: nil)
        }
        /// Info, led by `leading` (the icon is an "i" in a circle).
        public static func info(leading: Leading = .none) -> Status {
            Status(leading: leading, kind: .info, image: nil)
        }
        /// Warning, led by `leading` (the icon is the warning triangle).
        public static func warning(leading: Leading = .none) -> Status {
            Status(leading: leading, kind: .warning, image: nil)
        }
        /// Negative, led by `leading` (the icon is a "!" in a circle).
        public static func negative(leading: Leading = .none) -> Status {
            Status(leading: leading, kind: .negative, image: nil)
        }

        /// The older spelling of `neutral(image:)`.
        @available(*, deprecated, renamed: "neutral(image:)")
        public static func neutral(icon: OUDSImage) -> Status { neutral(image: icon) }
        /// The older spelling of `accent(image:)`.
        @available(*, deprecated, renamed: "accent(image:)")
        public static func accent(icon: OUDSImage) -> Status { accent(image: icon) }
        /// OUDS iOS 2.3's deprecated `Image` form of `neutral(image:)`.
        @available(*, deprecated, message: "Use neutral(image:) with an OUDSImage instead")
        public static func neutral(
            icon: Image, flipIcon: Bool = false, renderingMode: Image.TemplateRenderingMode = .template
        ) -> Status {
            neutral(image: OUDSImage(asset: icon, flipped: flipIcon, renderingMode: renderingMode))
        }
        /// OUDS iOS 2.3's deprecated `Image` form of `accent(image:)`.
        @available(*, deprecated, message: "Use accent(image:) with an OUDSImage instead")
        public static func accent(
            icon: Image, flipIcon: Bool = false, renderingMode: Image.TemplateRenderingMode = .template
        ) -> Status {
            accent(image: OUDSImage(asset: icon, flipped: flipIcon, renderingMode: renderingMode))
        }
    }

    /// The emphasis of the tag's colours.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Solid, high-contrast status surface (the default).
        case emphasized
        /// Subtle, muted status surface.
        case muted
    }

    /// The corners of the tag.
    public enum Shape: Hashable, Sendable, CaseIterable {
        /// Square corners (`radiusNone`).
        case square
        /// Pill (`theme.tag.borderRadius`), the default.
        case rounded
    }

    /// The size of the tag.
    public enum Size: Hashable, Sendable, CaseIterable {
        /// Min height 32 (Orange), asset 16.
        case `default`
        /// Min height 24 (Orange), asset 12.
        case small
    }

    private let label: String
    private let status: Status
    private let appearance: Appearance
    private let shape: Shape
    private let size: Size
    private let hasLoader: Bool
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A tag showing `label` in `status` (default neutral), `appearance` (default emphasized), `shape`
    /// (default rounded) and `size` (default `.default`); `hasLoader` replaces the leading element with
    /// a loader and ignores status and appearance.
    public init(
        label: String, status: Status = .neutral(), appearance: Appearance = .emphasized, shape: Shape = .rounded,
        size: Size = .default,
        hasLoader: Bool = false
    ) {
        self.label = label
        self.status = hasLoader ? .neutral() : status
        self.appearance = hasLoader ? .emphasized : appearance
        self.shape = shape
        self.size = size
        self.hasLoader = hasLoader
    }

    /// A loading tag: a loader before `loadingLabel`.
    public init(loadingLabel: String, shape: Shape = .rounded, size: Size = .default) {
        self.init(label: loadingLabel, shape: shape, size: size, hasLoader: true)
    }

    /// `init(label:status:appearance:shape:size:hasLoader:)` with the label looked up as `key` in
    /// `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, status: Status = .neutral(),
        appearance: Appearance = .emphasized, shape: Shape = .rounded, size: Size = .default, hasLoader: Bool = false
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), status: status, appearance: appearance,
            shape: shape, size: size, hasLoader: hasLoader)
    }

    /// A loading tag whose label is looked up as `loadingKey` in `tableName` of `bundle`.
    public init(
        loadingKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, shape: Shape = .rounded,
        size: Size = .default
    ) {
        self.init(loadingLabel: loadingKey.resolved(tableName: tableName, bundle: bundle), shape: shape, size: size)
    }

    /// The leading element and the label on the tag's surface.
    public var body: some View {
        let t = theme.tag
        let enabled = isEnabled || hasLoader
        let small = size == .small
        let emphasized = appearance == .emphasized
        let background = (emphasized ? t.colorBgEmphasized : t.colorBgMuted).color(status.kind, enabled: enabled)
        let labelColor = (emphasized ? t.colorContentEmphasized : t.colorContentMuted).color(
            status.kind, enabled: enabled)
        let assetColor = (emphasized ? t.colorContentEmphasized : t.colorAssetMuted).color(
            status.kind, enabled: enabled)
        let asset = small ? t.sizeAssetSmall : t.sizeAssetDefault
        let hasAsset = hasLoader || status.leading != .none
        let radius = shape == .rounded ? t.borderRadius : theme.borders.radiusNone
        return HStack(spacing: t.spaceColumnGap) {
            if hasAsset {
                leading(asset: asset, color: assetColor, enabled: enabled, emphasized: emphasized)
                    .frame(width: asset, height: asset)
            }
            Text(label)
                .lineLimit(1)
                .font(small ? theme.fonts.labelStrongSmall : theme.fonts.labelStrongMedium)
                .foregroundColor(labelColor)
        }
        .modifier(TagBox(small: small, hasAsset: hasAsset, radius: radius, background: background))
    }

    @ViewBuilder private func leading(asset: CGFloat, color: Color, enabled: Bool, emphasized: Bool) -> some View {
        let t = theme.tag
        let small = size == .small
        if hasLoader {
            let p = theme.progressIndicator
            let diameter = asset - 2 * (small ? t.spaceInsetLoaderSmall : t.spaceInsetLoaderDefault)
            ProgressArcShape(
                from: 0, to: p.circularIndeterminateArcFraction,
                lineWidth: p.sizeLoaderStrokeWidth * diameter / p.sizeLoader
            )
            .stroke(
                color, style: StrokeStyle(lineWidth: p.sizeLoaderStrokeWidth * diameter / p.sizeLoader, lineCap: .butt)
            )
            .frame(width: diameter, height: diameter)
        } else if status.leading == .bullet {
            Circle().fill(color).padding(small ? t.spaceInsetBulletSmall : t.spaceInsetBulletDefault)
        } else if let image = status.image {
            image.view(size: asset).foregroundColor(color)
        } else {
            switch status.kind {
            case .positive: StatusGlyph(glyph: .tick, fillsBox: false, tint: color)
            case .info: StatusGlyph(glyph: .info, fillsBox: false, tint: color)
            case .negative: StatusGlyph(glyph: .important, fillsBox: false, tint: color)
            case .warning:
                if enabled && !emphasized {
                    StatusGlyph(
                        glyph: .warning, fillsBox: false, tint: theme.icon.colorContentStatusWarningExternalShape,
                        markTint: theme.icon.colorContentStatusWarningInternalShape)
                } else {
                    StatusGlyph(glyph: .warning, fillsBox: false, tint: color)
                }
            case .neutral, .accent: EmptyView()
            }
        }
    }
}
