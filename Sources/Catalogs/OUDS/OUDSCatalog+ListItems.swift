import OUDSSwiftUI

extension OUDSCatalog {
    /// List item entries: static items with one and two lines, every leading element (icons, images,
    /// flag, avatars, custom view), every trailing element, slots, the small size, top alignment,
    /// disabled, the card styles (standard, outlined, rounded); navigation items (next, external,
    /// previous, outlined) in every interaction state, small, and right to left.
    static var listItems: [OUDSCatalogEntry] {
        var list: [OUDSCatalogEntry] = [
            OUDSCatalogEntry("static-list-item", "one-line") {
                ListItemColumn {
                    OUDSStaticListItem(data: OUDSListItemData(label: "Label"))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Bold label", hasBoldLabel: true))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label"), leading: .icon(heart),
                        trailing: .text(.labelMuted("Value")))
                }
            },
            OUDSCatalogEntry("static-list-item", "two-line") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label", description: "Description"), leading: .icon(heart))
                    OUDSStaticListItem(
                        data: OUDSListItemData(
                            label: "Label", description: "Description", overline: "Overline", extraLabel: "Extra label")
                    )
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label", description: "Description", helperText: "Helper text"),
                        trailing: .text(.label("Value")))
                }
            },
            OUDSCatalogEntry("static-list-item", "leading-icons") {
                ListItemColumn {
                    OUDSStaticListItem(data: OUDSListItemData(label: "Neutral"), leading: .icon(heart))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Large with badge"),
                        leading: .icon(
                            OUDSListItemIcon(
                                status: .neutral(asset: Image("ic_bell"), badge: true), description: "Bell",
                                size: .large))
                    )
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Positive"),
                        leading: .icon(OUDSListItemIcon(status: .positive, description: "Positive")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Info"),
                        leading: .icon(OUDSListItemIcon(status: .info, description: "Info")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Warning"),
                        leading: .icon(OUDSListItemIcon(status: .warning, description: "Warning")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Negative"),
                        leading: .icon(OUDSListItemIcon(status: .negative, description: "Negative")))
                }
            },
            OUDSCatalogEntry("static-list-item", "leading-media") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Image medium"),
                        leading: .image(OUDSListItemImage(asset: Image("il_brand"))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Image large 16:9", description: "Description"),
                        leading: .image(
                            OUDSListItemImage(
                                asset: Image("il_brand"), size: .large, ratio: .widescreen, contentMode: .fill)))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Image extra large", description: "Rounded media"),
                        leading: .image(
                            OUDSListItemImage(asset: Image("il_brand"), size: .extraLarge, contentMode: .fill))
                    )
                    .oudsListItemRoundedMedia(true)
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Flag"),
                        leading: .flag(OUDSListItemFlag(asset: Image("il_brand"))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Custom view"),
                        leading: .custom { OUDSBadgeCount(3, accessibilityLabel: "3", size: .large) })
                }
            },
            OUDSCatalogEntry("static-list-item", "leading-avatars") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Initials medium"),
                        leading: .avatar(OUDSListItemAvatar(type: .initials("AB"), size: .medium)))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Icon large", description: "Dot badge"),
                        leading: .avatar(
                            OUDSListItemAvatar(type: .icon, size: .large, badgeType: .standard(.positive))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Initials extra large", description: "Icon badge"),
                        leading: .avatar(
                            OUDSListItemAvatar(type: .initials("CD"), size: .extraLarge, badgeType: .icon(.info))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Image large"),
                        leading: .avatar(OUDSListItemAvatar(type: .image(Image("il_brand")), size: .large)))
                }
            },
            OUDSCatalogEntry("static-list-item", "trailing-texts") {
                ListItemColumn {
                    OUDSStaticListItem(data: OUDSListItemData(label: "Label"), trailing: .text(.label("Value")))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Muted"), trailing: .text(.labelMuted("Value")))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Strong"), trailing: .text(.labelStrong("Value")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Two texts"),
                        trailing: .text(.labelAndExtraLabel("Value", "Extra")))
                }
            },
            OUDSCatalogEntry("static-list-item", "trailing-elements") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Badge"),
                        trailing: .badge(.standard(OUDSBadgeStandard(accessibilityLabel: "New", status: .negative))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Count"),
                        trailing: .badge(.count(OUDSBadgeCount(12, accessibilityLabel: "Messages", status: .accent))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Tag"),
                        trailing: .tag(OUDSTag(label: "Tag", status: .positive(leading: .icon), size: .small)))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Icon"), trailing: .icon(heart))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Avatar"),
                        trailing: .avatar(OUDSListItemAvatar(type: .initials("EF"), size: .medium)))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Slot"),
                        trailing: .slot { OUDSLink(text: "Edit", size: .small) {} })
                }
            },
            OUDSCatalogEntry("static-list-item", "slots") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(
                            label: "Text slot", description: "Description",
                            textSlot: OUDSListItemData.Slot { OUDSTag(label: "Tag", size: .small) },
                            bottomSlot: OUDSListItemData.Slot {
                                OUDSLinearProgressIndicator(progress: 0.6, helperText: nil)
                            }),
                        leading: .icon(heart))
                }
            },
            OUDSCatalogEntry("static-list-item", "small") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label", description: "Description", overline: "Hidden overline"),
                        leading: .icon(heart), trailing: .text(.labelAndExtraLabel("Value", "Hidden")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Avatar"),
                        leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge)))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Image"),
                        leading: .image(OUDSListItemImage(asset: Image("il_brand"), size: .large)))
                    OUDSNavigationListItem(data: OUDSListItemData(label: "Navigation"), leading: .icon(heart))
                }
                .oudsListItemSize(.small)
            },
            OUDSCatalogEntry("static-list-item", "top-aligned") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(
                            label: "A long label that wraps over two lines",
                            description: "A description that wraps as well, under the label"),
                        leading: .icon(heart), trailing: .text(.labelMuted("Value")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(
                            label: "Avatar on top", description: "A description that wraps under the label"),
                        leading: .avatar(OUDSListItemAvatar(type: .initials("GH"), size: .large)))
                }
                .oudsListItemContainerAlignment(.top)
            },
            OUDSCatalogEntry("static-list-item", "disabled") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(
                            label: "Label", description: "Description", overline: "Overline", helperText: "Helper"),
                        leading: .icon(heart), trailing: .text(.labelStrong("Value")))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Status"),
                        leading: .icon(OUDSListItemIcon(status: .warning, description: "Warning")),
                        trailing: .badge(.count(OUDSBadgeCount(5, accessibilityLabel: "5"))))
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Avatar and image"),
                        leading: .avatar(OUDSListItemAvatar(type: .initials("IJ"), size: .large)),
                        trailing: .image(OUDSListItemImage(asset: Image("il_brand"))))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Card background"))
                        .oudsListCardStyle()
                }
                .disabled(true)
            },
            OUDSCatalogEntry("static-list-item", "card-standard") {
                ListItemColumn {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label", description: "Description"), leading: .icon(heart))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Label"), trailing: .text(.labelMuted("Value")))
                    OUDSStaticListItem(data: OUDSListItemData(label: "No divider, no background"))
                        .oudsListCardStyle(.standard(divider: false, background: false))
                }
                .oudsListCardStyle()
            },
            OUDSCatalogEntry("static-list-item", "card-outlined") {
                ListItemColumn(spaced: true) {
                    OUDSStaticListItem(
                        data: OUDSListItemData(label: "Label", description: "Description"), leading: .icon(heart))
                    OUDSStaticListItem(data: OUDSListItemData(label: "Disabled")).disabled(true)
                }
                .oudsListCardStyle(.outlined())
            },
            OUDSCatalogEntry("static-list-item", "card-rounded") {
                RoundedListItems {
                    ListItemColumn(spaced: true) {
                        OUDSStaticListItem(
                            data: OUDSListItemData(label: "Raised card", description: "Description"),
                            leading: .icon(heart)
                        )
                        .oudsListCardStyle()
                        OUDSStaticListItem(data: OUDSListItemData(label: "Outlined card"))
                            .oudsListCardStyle(.outlined())
                    }
                }
            },
        ]
        let states: [(String, InteractionState, Bool)] = [
            ("enabled", .idle, true), ("hover", .hover, true), ("pressed", .pressed, true),
            ("focused", .focused, true), ("disabled", .idle, false),
        ]
        for (slug, state, enabled) in states {
            list.append(
                OUDSCatalogEntry("navigation-list-item", slug) {
                    NavigationColumn().catalogState(state).disabled(!enabled)
                })
        }
        list.append(
            OUDSCatalogEntry("navigation-list-item", "right-to-left") {
                NavigationColumn().environment(\.layoutDirection, .rightToLeft)
            })
        return list
    }

    /// The neutral heart icon the entries lead with.
    @MainActor static var heart: OUDSListItemIcon {
        OUDSListItemIcon(status: .neutral(asset: Image("ic_heart")), description: "Heart")
    }
}

/// The four navigation variants: next with icon and description, external with a trailing text,
/// previous, and next in an outlined card; spaced so that focus rings do not overlap.
private struct NavigationColumn: View {
    var body: some View {
        ListItemColumn(spaced: true) {
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Next", description: "Description"), leading: .icon(OUDSCatalog.heart))
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "External"), indicatorType: .external,
                trailing: .text(.labelMuted("Value")))
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Previous"), indicatorType: .previous, leading: .icon(OUDSCatalog.heart))
            OUDSNavigationListItem(data: OUDSListItemData(label: "Outlined card"), leading: .icon(OUDSCatalog.heart))
                .oudsListCardStyle(.outlined())
        }
    }
}

/// List items stacked in a 320 pt column: touching like a list, or spaced with the theme's fixed
/// small space (more than two focus rings, for focused items and cards).
private struct ListItemColumn<Content: View>: View {
    @Environment(\.theme) private var theme
    let spaced: Bool
    let content: Content
    init(spaced: Bool = false, @ViewBuilder content: () -> Content) {
        self.spaced = spaced
        self.content = content()
    }
    var body: some View {
        VStack(alignment: .leading, spacing: spaced ? theme.spaces.fixedSmall : 0) { content }.frame(width: 320)
    }
}

/// The content under the current theme with `tuning.hasRoundedListItems`.
private struct RoundedListItems<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        content.environment(
            \.theme,
            OUDSTheme(
                name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
                tuning: Tuning(hasRoundedListItems: true), fontPostScriptNames: theme.fontPostScriptNames))
    }
}
