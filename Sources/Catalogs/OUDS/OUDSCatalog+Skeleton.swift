import OUDSSwiftUI

extension OUDSCatalog {
    /// Skeleton entries: a content card loading (avatar, two text lines and a button replaced by
    /// placeholders) and loaded, and bare `OUDSSkeleton` shapes.
    static var skeletons: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("skeleton", "card-loading") { SkeletonCard().oudsSkeleton(isVisible: true) },
            OUDSCatalogEntry("skeleton", "card-loaded") { SkeletonCard().oudsSkeleton(isVisible: false) },
            OUDSCatalogEntry("skeleton", "shapes") {
                HStack(spacing: 12) {
                    OUDSSkeleton().frame(width: 64, height: 40)
                    OUDSSkeleton(securityMargin: false, shape: Capsule()).frame(width: 96, height: 24)
                    OUDSSkeleton(securityMargin: false, shape: Circle()).frame(width: 40, height: 40)
                    OUDSSkeleton(shape: RoundedRectangle(cornerRadius: 8)).frame(width: 64, height: 40)
                }
                .oudsSkeleton(isVisible: true, isAnimated: false)
            },
        ]
    }
}

/// A small content card whose parts turn into placeholders under `.oudsSkeleton(isVisible: true)`.
private struct SkeletonCard: View {
    @Environment(\.theme) private var theme

    var body: some View {
        HStack(alignment: .top, spacing: theme.spaces.columnGapMedium) {
            Circle().fill(theme.colors.surfaceBrandPrimary).frame(width: 40, height: 40)
                .skeleton(securityMargin: false, shape: Circle())
            VStack(alignment: .leading, spacing: theme.spaces.fixedXsmall) {
                Text("Order #4521").font(theme.fonts.labelStrongLarge).foregroundColor(theme.colors.contentDefault)
                    .skeleton()
                Text("Delivered on 12 December").font(theme.fonts.labelDefaultMedium)
                    .foregroundColor(theme.colors.contentMuted).skeleton()
                OUDSButton(text: "Track", appearance: .strong, size: .small) {}
                    .skeleton(securityMargin: false, shape: RoundedRectangle(cornerRadius: 4))
            }
        }
        .frame(width: 280, alignment: .leading)
    }
}
