import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the badges family: standard dots, counts and icons in every status, their
    /// sizes side by side (extra small, small, medium, large), the "+99" overflow, custom images
    /// (raw and flipped) and the disabled look.
    static var badges: [OUDSCatalogEntry] {
        var list: [OUDSCatalogEntry] = []
        for status in OUDSBadgeStatus.allCases {
            list.append(
                OUDSCatalogEntry("badge-standard", "\(badgeSlug(status))-sizes") {
                    BadgeRow {
                        ForEach(OUDSBadgeSize.allCases, id: \.self) { size in
                            OUDSBadgeStandard(accessibilityLabel: "Status", status: status, size: size)
                        }
                    }
                })
        }
        list.append(
            OUDSCatalogEntry("badge-standard", "disabled") {
                OUDSBadgeStandard(accessibilityLabel: "Status", status: .negative).disabled(true)
            })
        for status in OUDSBadgeStatus.allCases {
            list.append(
                OUDSCatalogEntry("badge-count", "\(badgeSlug(status))-medium-large") {
                    BadgeRow {
                        OUDSBadgeCount(3, accessibilityLabel: "Messages", status: status, size: .medium)
                        OUDSBadgeCount(42, accessibilityLabel: "Messages", status: status, size: .large)
                    }
                })
        }
        list += [
            OUDSCatalogEntry("badge-count", "negative-large") {
                OUDSBadgeCount(7, accessibilityLabel: "Messages", status: .negative, size: .large)
            },
            OUDSCatalogEntry("badge-count", "overflow") {
                BadgeRow {
                    OUDSBadgeCount(100, accessibilityLabel: "Messages", status: .negative, size: .medium)
                    OUDSBadgeCount(255, accessibilityLabel: "Messages", status: .negative, size: .large)
                }
            },
            OUDSCatalogEntry("badge-count", "dot-sizes") {
                BadgeRow {
                    OUDSBadgeCount(5, accessibilityLabel: "Messages", status: .accent, size: .extraSmall)
                    OUDSBadgeCount(5, accessibilityLabel: "Messages", status: .accent, size: .small)
                }
            },
            OUDSCatalogEntry("badge-count", "disabled") {
                OUDSBadgeCount(9, accessibilityLabel: "Messages", status: .negative, size: .large).disabled(true)
            },
        ]
        let icons: [(String, OUDSBadgeIcon.Status)] = [
            ("neutral", .neutral(image: OUDSImage(asset: Image("ic_heart")))),
            ("accent", .accent(image: OUDSImage(asset: Image("ic_heart")))),
            ("positive", .positive), ("info", .info), ("warning", .warning), ("negative", .negative),
        ]
        for (slug, status) in icons {
            list.append(
                OUDSCatalogEntry("badge-icon", "\(slug)-sizes") {
                    BadgeRow {
                        ForEach(OUDSBadgeSize.allCases, id: \.self) { size in
                            OUDSBadgeIcon(status: status, accessibilityLabel: "Status", size: size)
                        }
                    }
                })
        }
        list += [
            OUDSCatalogEntry("badge-icon", "neutral-raw") {
                OUDSBadgeIcon(
                    status: .neutral(image: OUDSImage(asset: Image("il_brand"), renderingMode: .original)),
                    accessibilityLabel: "Brand", size: .large)
            },
            OUDSCatalogEntry("badge-icon", "accent-flipped") {
                OUDSBadgeIcon(
                    status: .accent(image: OUDSImage(asset: Image("ic_share"), flipped: true)),
                    accessibilityLabel: "Share", size: .large)
            },
            OUDSCatalogEntry("badge-icon", "disabled") {
                BadgeRow {
                    OUDSBadgeIcon(
                        status: .neutral(image: OUDSImage(asset: Image("ic_heart"))), accessibilityLabel: "Like",
                        size: .large)
                    OUDSBadgeIcon(status: .warning, accessibilityLabel: "Warning", size: .large)
                    OUDSBadgeIcon(status: .positive, accessibilityLabel: "Done", size: .large)
                }
                .disabled(true)
            },
        ]
        return list
    }

    /// The slug of a badge status.
    private static func badgeSlug(_ status: OUDSBadgeStatus) -> String {
        switch status {
        case .neutral: "neutral"
        case .accent: "accent"
        case .positive: "positive"
        case .info: "info"
        case .warning: "warning"
        case .negative: "negative"
        }
    }
}

/// Badges side by side, spaced with the theme's fixed small space.
private struct BadgeRow<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { HStack(spacing: theme.spaces.fixedSmall) { content } }
}
