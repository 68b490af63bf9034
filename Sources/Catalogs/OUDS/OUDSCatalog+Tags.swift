import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the tags family: text, bullet, icons (custom, raw, flipped, status glyphs),
    /// emphasized and muted statuses, both sizes, square shape, loader, disabled; input tags in every
    /// interaction state.
    static var tags: [OUDSCatalogEntry] {
        let statuses: [(String, OUDSTag.Status)] = [
            ("neutral", .neutral(image: OUDSImage(asset: Image("ic_heart")))),
            ("accent", .accent(image: OUDSImage(asset: Image("ic_heart")))),
            ("positive", .positive(leading: .icon)), ("info", .info(leading: .icon)),
            ("warning", .warning(leading: .icon)),
            ("negative", .negative(leading: .icon)),
        ]
        var list: [OUDSCatalogEntry] = [
            OUDSCatalogEntry("tag", "label") { OUDSTag(label: "Label") },
            OUDSCatalogEntry("tag", "label-small") { OUDSTag(label: "Label", size: .small) },
            OUDSCatalogEntry("tag", "square") { OUDSTag(label: "Label", status: .accent(), shape: .square) },
            OUDSCatalogEntry("tag", "bullet") { OUDSTag(label: "Label", status: .neutral(bullet: true)) },
            OUDSCatalogEntry("tag", "bullet-small-muted") {
                OUDSTag(label: "Label", status: .positive(leading: .bullet), appearance: .muted, size: .small)
            },
            OUDSCatalogEntry("tag", "icon-raw") {
                OUDSTag(
                    label: "Label",
                    status: .neutral(image: OUDSImage(asset: Image("il_brand"), renderingMode: .original)))
            },
            OUDSCatalogEntry("tag", "icon-flipped") {
                OUDSTag(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_share"), flipped: true)))
            },
        ]
        list.append(
            OUDSCatalogEntry("tag", "emphasized-statuses") {
                TagColumn {
                    ForEach(statuses.indices, id: \.self) {
                        OUDSTag(label: statuses[$0].0.capitalized, status: statuses[$0].1)
                    }
                }
            })
        list.append(
            OUDSCatalogEntry("tag", "muted-statuses") {
                TagColumn {
                    ForEach(statuses.indices, id: \.self) {
                        OUDSTag(label: statuses[$0].0.capitalized, status: statuses[$0].1, appearance: .muted)
                    }
                }
            })
        list.append(
            OUDSCatalogEntry("tag", "small-statuses") {
                TagColumn {
                    ForEach(statuses.indices, id: \.self) {
                        OUDSTag(label: statuses[$0].0.capitalized, status: statuses[$0].1, size: .small)
                    }
                }
            })
        list += [
            OUDSCatalogEntry("tag", "loader") { OUDSTag(loadingLabel: "Loading") },
            OUDSCatalogEntry("tag", "loader-small-square") {
                OUDSTag(loadingLabel: "Loading", shape: .square, size: .small)
            },
            OUDSCatalogEntry("tag", "disabled") {
                TagColumn {
                    OUDSTag(label: "Label", status: .positive(leading: .icon))
                    OUDSTag(label: "Label", status: .warning(leading: .icon), appearance: .muted)
                }
                .disabled(true)
            },
        ]
        let states: [(String, InteractionState)] = [
            ("enabled", .idle), ("hover", .hover), ("pressed", .pressed), ("focused", .focused),
        ]
        for (slug, state) in states {
            list.append(OUDSCatalogEntry("input-tag", slug) { OUDSInputTag("Label") {}.catalogState(state) })
        }
        list.append(OUDSCatalogEntry("input-tag", "disabled") { OUDSInputTag("Label") {}.disabled(true) })
        return list
    }
}

/// Tags stacked, leading-aligned, spaced with the theme's fixed extra-small space.
private struct TagColumn<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { VStack(alignment: .leading, spacing: theme.spaces.fixedXsmall) { content } }
}
