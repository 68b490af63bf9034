import Foundation
import ProofUI

/// A categorical tag: a short non-interactive label that sorts content into one of five categories,
/// each on its own decorative colour (`theme.categoricalTag`; Sosh has no categorical colours and
/// shows every category on its primary brand surface). The geometry is the tag's (`theme.tag`):
/// default size min height 32 with `labelStrongMedium`, small 24 with `labelModerateSmall`,
/// optionally led by a bullet, an icon or a loader, pill or square corners.
///
/// ```swift
/// OUDSCategoricalTag(label: "Label")
/// OUDSCategoricalTag(label: "Label", category: .category3, leading: .bullet, shape: .square, size: .small)
/// OUDSCategoricalTag(label: "Label", leading: .icon(OUDSImage(asset: Image("ic_heart"))))
/// OUDSCategoricalTag(loadingLabel: "Loading", progress: 0.4)
/// ```
/// Use `.disabled(true)` for the disabled look (`actionDisabled` surface); a loading tag is always
/// on `surfaceSecondary` with `contentDefault` text.
public struct OUDSCategoricalTag: View {
    /// The category, which picks the background colour.
    public enum Category: Hashable, Sendable, CaseIterable {
        /// The first category (Orange: emerald).
        case category1
        /// The second category (Orange: sky).
        case category2
        /// The third category (Orange: amber).
        case category3
        /// The fourth category (Orange: amethyst).
        case category4
        /// The fifth category (Orange: shocking pink).
        case category5
    }

    /// The element before the label.
    public enum Leading: Sendable {
        /// Nothing.
        case none
        /// A round bullet in the content colour.
        case bullet
        /// `image`, tinted with the content colour unless its rendering mode is `.original`.
        case icon(OUDSImage)
    }

    private let label: String
    private let category: Category
    private let leading: Leading
    private let shape: OUDSTag.Shape
    private let size: OUDSTag.Size
    /// Nil when not loading; `.some(nil)` for an indeterminate loader, `.some(p)` for progress `p`.
    private let loading: Double??

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A tag showing `label` in `category` (default the first), led by `leading` (default nothing),
    /// with `shape` (default rounded) and `size` (default `.default`).
    public init(
        label: String, category: Category = .category1, leading: Leading = .none, shape: OUDSTag.Shape = .rounded,
        size: OUDSTag.Size = .default
    ) {
        self.label = label
        self.category = category
        self.leading = leading
        self.shape = shape
        self.size = size
        loading = nil
    }

    /// A loading tag: a loader before `loadingLabel`, determinate when `progress` (0–1) is given.
    public init(
        loadingLabel: String, progress: Double? = nil, category: Category = .category1,
        shape: OUDSTag.Shape = .rounded, size: OUDSTag.Size = .default
    ) {
        label = loadingLabel
        self.category = category
        leading = .none
        self.shape = shape
        self.size = size
        loading = .some(progress)
    }

    /// `init(loadingLabel:progress:category:shape:size:)` with the label looked up as `loadingKey` in
    /// `tableName` of `bundle`.
    public init(
        loadingKey: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, progress: Double? = nil,
        category: Category = .category1, shape: OUDSTag.Shape = .rounded, size: OUDSTag.Size = .default
    ) {
        self.init(
            loadingLabel: loadingKey.resolved(tableName: tableName, bundle: bundle), progress: progress,
            category: category, shape: shape, size: size)
    }

    /// `init(label:category:leading:shape:size:)` with the label looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, category: Category = .category1,
        leading: Leading = .none, shape: OUDSTag.Shape = .rounded, size: OUDSTag.Size = .default
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), category: category, leading: leading,
            shape: shape, size: size)
    }

    /// The leading element and the label on the category's surface.
    public var body: some View {
        let t = theme.tag
        let small = size == .small
        let asset = small ? t.sizeAssetSmall : t.sizeAssetDefault
        let hasAsset: Bool
        if loading != nil {
            hasAsset = true
        } else if case .none = leading {
            hasAsset = false
        } else {
            hasAsset = true
        }
        let radius = shape == .rounded ? t.borderRadius : theme.borders.radiusNone
        return HStack(alignment: .center, spacing: t.spaceColumnGap) {
            if hasAsset {
                leadingView(asset: asset).frame(width: asset, height: asset)
            }
            Text(verbatim: label)
                .lineLimit(1)
                .font(small ? theme.fonts.labelModerateSmall : theme.fonts.labelStrongMedium)
                .foregroundColor(contentColor)
        }
        .modifier(TagBox(small: small, hasAsset: hasAsset, radius: radius, background: backgroundColor))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(loading == nil ? label : label + ", " + Self.loadingAccessibilityLabel)
    }

    /// What VoiceOver adds to a loading tag's label (OUDS iOS localizes `core_common_loading_a11y`;
    /// Proof ships English).
    static let loadingAccessibilityLabel = "Loading"

    @ViewBuilder private func leadingView(asset: CGFloat) -> some View {
        let t = theme.tag
        let small = size == .small
        if let progress = loading {
            if let progress {
                OUDSCircularProgressIndicator(progress: progress, status: .neutral, track: false, size: asset)
            } else {
                OUDSCircularProgressIndicator(status: .neutral, track: false, size: asset)
            }
        } else {
            switch leading {
            case .none: EmptyView()
            case .bullet:
                Circle().fill(contentColor).padding(small ? t.spaceInsetBulletSmall : t.spaceInsetBulletDefault)
            case .icon(let image): image.view(size: asset).foregroundColor(contentColor)
            }
        }
    }

    private var backgroundColor: Color {
        if loading != nil { return theme.colors.surfaceSecondary }
        guard isEnabled else { return theme.colors.actionDisabled }
        let c = theme.categoricalTag
        switch category {
        case .category1: return c.colorBgCategory1
        case .category2: return c.colorBgCategory2
        case .category3: return c.colorBgCategory3
        case .category4: return c.colorBgCategory4
        case .category5: return c.colorBgCategory5
        }
    }

    private var contentColor: Color {
        if loading != nil { return theme.colors.contentDefault }
        return isEnabled ? theme.categoricalTag.colorContent : theme.colors.contentOnActionDisabled
    }
}
