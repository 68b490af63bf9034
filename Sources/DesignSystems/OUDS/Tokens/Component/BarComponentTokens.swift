import ProofUI

/// Tokens of the OUDS bars (`theme.bar`; `ouds-components.md` §6): `OUDSTabBar`, the top toolbar
/// (`.toolBarTop`) and the bottom toolbar (`.toolBarBottom`).
///
/// The names are the OUDS iOS ones since tokens 2.0 (`…CurrentIndicator…`; 1.x said
/// `…ActiveIndicator…`). Values: OUDS Android tokens 2.5 and OUDS iOS 2.2/2.3 (`ouds-components.md`
/// §6.1); where they differ, the newer Android value is taken and the difference noted.
public struct BarComponentTokens: Sendable, Equatable {
    /// The translucent background of the tab bar and the navigation bar: `bgPrimary` at 80 %
    /// (#FFFFFFCC / #141414CC in Orange; iOS 2.2/2.3 had GrayDark800 at 80 %, #1F1F1FCC, in dark).
    /// Proof draws it flat (the blur behind it shows nothing in a still frame).
    public var colorBgTranslucent: Color
    /// The selected tab's icon and title before iOS 26 (`contentDefault`; `actionSelected` in Sosh
    /// and Wireframe).
    public var colorContentSelectedEnabled: Color
    /// The focused tab's icon and title (`actionFocus`).
    public var colorContentSelectedFocus: Color
    /// The unselected tabs' icons and titles before iOS 26: `contentMuted` (OUDS Android 2.5; iOS
    /// 2.3 had black / white at 60 %).
    public var colorContentUnselectedEnabled: Color
    /// The selected tab with Liquid Glass (iOS 26): `actionSelected`.
    public var colorAccent: Color
    /// Content on `colorAccent` (iOS 26 prominent toolbar items): `contentOnActionSelected`.
    public var colorContentOnAccent: Color
    /// The outline that separates a badge from the icon under it: `bgSecondary`.
    public var colorBorderBadge: Color
    /// The selected-tab indicator: `actionSelected`.
    public var colorCurrentIndicatorCustomSelectedEnabled: Color
    /// The selected-tab indicator's width before the half-height the iOS code adds (52 in iOS
    /// tokens 2.2/2.3, so the indicator is 53.5 wide).
    public var sizeWidthCurrentIndicatorCustomTop: CGFloat
    /// The selected-tab indicator's height (3).
    public var sizeHeightCurrentIndicatorCustom: CGFloat
    /// The selected-tab indicator's corner radius (`radiusNone` in Orange; Sosh and Wireframe round
    /// it with their default radius, 4 and 6).
    public var borderRadiusCurrentIndicatorCustomTop: CGFloat
    /// The line at the top edge of the tab bar: `borderMinimal`, 1 pt.
    public var colorBorderTop: Color
    /// The width of that line (`border.width.thin`).
    public var borderWidthTop: BorderWidthSemanticToken
    /// The tab titles' size on an iPhone (10; 13 on an iPad, as UIKit's tab bar).
    public var sizeLabelCompact: CGFloat
    /// The tab titles' size on an iPad.
    public var sizeLabelRegular: CGFloat
    /// The badge of a tab item: `surfaceStatusNegativeEmphasized`.
    public var colorBgBadge: Color
    /// The glyph of the close item: #999999, a colour OUDS iOS writes in its code (a "to do" there:
    /// no OUDS token names it yet).
    public var colorContentNavigationClose: Color
    /// The circle behind the close item: #78788029 (iOS's `tertiarySystemFill`), hard-coded in OUDS iOS
    /// like the glyph's colour.
    public var colorBgNavigationClose: Color

    /// The OUDS core tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        colorBgTranslucent = c.bgPrimary.opacity(0.8)
        colorContentSelectedEnabled = c.contentDefault
        colorContentSelectedFocus = c.actionFocus
        colorContentUnselectedEnabled = c.contentMuted
        colorAccent = c.actionSelected
        colorContentOnAccent = c.contentOnActionSelected
        colorBorderBadge = c.bgSecondary
        colorCurrentIndicatorCustomSelectedEnabled = c.actionSelected
        sizeWidthCurrentIndicatorCustomTop = 52
        sizeHeightCurrentIndicatorCustom = 3
        borderRadiusCurrentIndicatorCustomTop = s.borders.radiusNone
        colorBorderTop = c.borderMinimal
        borderWidthTop = s.borders.widthThin
        sizeLabelCompact = 10
        sizeLabelRegular = 13
        colorBgBadge = c.surfaceStatusNegativeEmphasized
        colorContentNavigationClose = Color(hex: 0x999999)
        colorBgNavigationClose = Color(hex: 0x787880, opacity: Double(0x29) / 255)
    }
}
