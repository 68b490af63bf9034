import OUDSSwiftUI

extension OUDSCatalog {
    /// Categorical tag entries: the five categories in both sizes and both shapes, every leading
    /// element, the loaders and the disabled look.
    static var categoricalTags: [OUDSCatalogEntry] {
        let categories = OUDSCategoricalTag.Category.allCases
        func name(_ category: OUDSCategoricalTag.Category) -> String {
            "Category \((categories.firstIndex(of: category) ?? 0) + 1)"
        }
        return [
            OUDSCatalogEntry("categorical-tag", "categories") {
                CategoricalTagColumn {
                    ForEach(categories, id: \.self) { OUDSCategoricalTag(label: name($0), category: $0) }
                }
            },
            OUDSCatalogEntry("categorical-tag", "categories-small") {
                CategoricalTagColumn {
                    ForEach(categories, id: \.self) {
                        OUDSCategoricalTag(label: name($0), category: $0, leading: .bullet, size: .small)
                    }
                }
            },
            OUDSCatalogEntry("categorical-tag", "categories-square") {
                CategoricalTagColumn {
                    ForEach(categories, id: \.self) {
                        OUDSCategoricalTag(label: name($0), category: $0, leading: .bullet, shape: .square)
                    }
                }
            },
            OUDSCatalogEntry("categorical-tag", "leading") {
                CategoricalTagColumn {
                    OUDSCategoricalTag(label: "Bullet", category: .category2, leading: .bullet)
                    OUDSCategoricalTag(
                        label: "Icon", category: .category2, leading: .icon(OUDSImage(asset: Image("ic_heart"))))
                    OUDSCategoricalTag(
                        label: "Original", category: .category2,
                        leading: .icon(OUDSImage(asset: Image("il_brand"), renderingMode: .original)))
                    OUDSCategoricalTag(
                        label: "Flipped", category: .category2,
                        leading: .icon(OUDSImage(asset: Image("ic_share"), flipped: true)))
                    OUDSCategoricalTag(
                        label: "Small icon", category: .category4,
                        leading: .icon(OUDSImage(asset: Image("ic_heart"))), size: .small)
                }
            },
            OUDSCatalogEntry("categorical-tag", "loading") {
                CategoricalTagColumn {
                    OUDSCategoricalTag(loadingLabel: "Loading")
                    OUDSCategoricalTag(loadingLabel: "Loading", progress: 0.4, category: .category3)
                    OUDSCategoricalTag(loadingLabel: "Loading", size: .small)
                    OUDSCategoricalTag(loadingLabel: "Loading", progress: 0.75, shape: .square, size: .small)
                }
            },
            OUDSCatalogEntry("categorical-tag", "disabled") {
                CategoricalTagColumn {
                    OUDSCategoricalTag(label: "Label", category: .category5)
                    OUDSCategoricalTag(label: "Bullet", category: .category5, leading: .bullet)
                    OUDSCategoricalTag(
                        label: "Icon", category: .category5, leading: .icon(OUDSImage(asset: Image("ic_heart"))),
                        size: .small)
                }
                .disabled(true)
            },
        ]
    }
}

/// Categorical tags one under the other, leading-aligned.
private struct CategoricalTagColumn<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { VStack(alignment: .leading, spacing: theme.spaces.fixedXsmall) { content } }
}
