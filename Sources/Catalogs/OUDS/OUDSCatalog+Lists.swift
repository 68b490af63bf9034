import OUDSSwiftUI

extension OUDSCatalog {
    /// Bullet list entries: unordered over three levels (plain and in the brand colour), ticks, bare,
    /// ordered over three levels, an ordered list with an unordered sub-list, and body medium regular.
    static var bulletLists: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("bullet-list", "unordered") { ThreeLevels(type: .unordered()) },
            OUDSCatalogEntry("bullet-list", "unordered-branded") { ThreeLevels(type: .unordered(isBranded: true)) },
            OUDSCatalogEntry("bullet-list", "tick") { ThreeLevels(type: .unordered(icon: .tick)) },
            OUDSCatalogEntry("bullet-list", "bare") { ThreeLevels(type: .bare) },
            OUDSCatalogEntry("bullet-list", "ordered") { ThreeLevels(type: .ordered) },
            OUDSCatalogEntry("bullet-list", "mixed") {
                OUDSBulletList(type: .ordered) {
                    OUDSBulletList.Item("Choose a plan", subListType: .unordered()) {
                        OUDSBulletList.Item("Monthly")
                        OUDSBulletList.Item("Yearly")
                    }
                    OUDSBulletList.Item("Pay")
                }
                .frame(width: 240, alignment: .leading)
            },
            OUDSCatalogEntry("bullet-list", "body-medium-regular") {
                OUDSBulletList(textStyle: .bodyMedium, isBold: false) {
                    OUDSBulletList.Item("Label 1")
                    OUDSBulletList.Item("A longer label that wraps under itself, not under its marker")
                }
                .frame(width: 240, alignment: .leading)
            },
        ]
    }
}

/// Two items, the first with a nested item that has two nested items of its own.
private struct ThreeLevels: View {
    let type: OUDSBulletList.`Type`
    var body: some View {
        OUDSBulletList(type: type) {
            OUDSBulletList.Item("Label 1") {
                OUDSBulletList.Item("Label 1.1") {
                    OUDSBulletList.Item("Label 1.1.1")
                    OUDSBulletList.Item("Label 1.1.2")
                }
            }
            OUDSBulletList.Item("Label 2")
        }
        .frame(width: 240, alignment: .leading)
    }
}
