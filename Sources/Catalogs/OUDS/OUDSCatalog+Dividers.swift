import OUDSSwiftUI

extension OUDSCatalog {
    /// Divider entries: both orientations in every colour; the colours meant for the brand
    /// surface (`onBrandPrimary`, and `alwaysWhite`, which no theme background shows) on it.
    static var dividers: [OUDSCatalogEntry] {
        OUDSDividerColor.allCases.map { color in
            OUDSCatalogEntry("divider", kebabCase(color.rawValue)) {
                if color == .onBrandPrimary || color == .alwaysWhite {
                    OnSurface { DividerPair(color: color) }
                } else {
                    DividerPair(color: color)
                }
            }
        }
    }
}

/// A horizontal and a vertical divider of `color`, side by side.
private struct DividerPair: View {
    let color: OUDSDividerColor
    var body: some View {
        HStack(spacing: 12) {
            OUDSHorizontalDivider(color: color).frame(width: 80)
            OUDSVerticalDivider(color: color).frame(height: 40)
        }
    }
}

/// `brandPrimary` → `brand-primary`, for file names.
func kebabCase(_ s: String) -> String {
    s.reduce(into: "") { out, c in
        if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
    }
}
