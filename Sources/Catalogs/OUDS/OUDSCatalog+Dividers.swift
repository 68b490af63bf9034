import OUDSSwiftUI

extension OUDSCatalog {
    /// Divider entries: both orientations in every colour.
    static var dividers: [OUDSCatalogEntry] {
        OUDSDividerColor.allCases.map { color in
            OUDSCatalogEntry("divider", kebabCase(color.rawValue)) {
                HStack(spacing: 12) {
                    OUDSHorizontalDivider(color: color).frame(width: 80)
                    OUDSVerticalDivider(color: color).frame(height: 40)
                }
            }
        }
    }
}

/// `brandPrimary` → `brand-primary`, for file names.
func kebabCase(_ s: String) -> String {
    s.reduce(into: "") { out, c in
        if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
    }
}
