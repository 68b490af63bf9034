import OUDSThemesContract

// Raw colours of the Orange brand (`ouds-tokens.md` §2.5), generated from the reference table.

/// Raw colour tokens of the Orange brand.
public enum OrangeBrandColorRawTokens {
    // MARK: DecorativeAmber
    /// #FFF0CC
    public static let decorativeAmber100 = ColorRawToken(rgba: 0xFFF0_CCFF)
    /// #FFE199
    public static let decorativeAmber200 = ColorRawToken(rgba: 0xFFE1_99FF)
    /// #FFD266
    public static let decorativeAmber300 = ColorRawToken(rgba: 0xFFD2_66FF)
    /// #FFC333
    public static let decorativeAmber400 = ColorRawToken(rgba: 0xFFC3_33FF)
    /// #FFB400
    public static let decorativeAmber500 = ColorRawToken(rgba: 0xFFB4_00FF)
    /// #CC9000
    public static let decorativeAmber600 = ColorRawToken(rgba: 0xCC90_00FF)
    /// #996C00
    public static let decorativeAmber700 = ColorRawToken(rgba: 0x996C_00FF)
    /// #664800
    public static let decorativeAmber800 = ColorRawToken(rgba: 0x6648_00FF)
    /// #332400
    public static let decorativeAmber900 = ColorRawToken(rgba: 0x3324_00FF)
    // MARK: DecorativeAmethyst
    /// #F1ECF9
    public static let decorativeAmethyst100 = ColorRawToken(rgba: 0xF1EC_F9FF)
    /// #E0D4F2
    public static let decorativeAmethyst200 = ColorRawToken(rgba: 0xE0D4_F2FF)
    /// #C5ADE6
    public static let decorativeAmethyst300 = ColorRawToken(rgba: 0xC5AD_E6FF)
    /// #A885D8
    public static let decorativeAmethyst400 = ColorRawToken(rgba: 0xA885_D8FF)
    /// #8D60CD
    public static let decorativeAmethyst500 = ColorRawToken(rgba: 0x8D60_CDFF)
    /// #5B2F98
    public static let decorativeAmethyst600 = ColorRawToken(rgba: 0x5B2F_98FF)
    /// #432371
    public static let decorativeAmethyst700 = ColorRawToken(rgba: 0x4323_71FF)
    /// #2C174A
    public static let decorativeAmethyst800 = ColorRawToken(rgba: 0x2C17_4AFF)
    /// #150B23
    public static let decorativeAmethyst900 = ColorRawToken(rgba: 0x150B_23FF)
    // MARK: DecorativeDeepPeach
    /// #FBEBDF
    public static let decorativeDeepPeach100 = ColorRawToken(rgba: 0xFBEB_DFFF)
    /// #F4CFB2
    public static let decorativeDeepPeach200 = ColorRawToken(rgba: 0xF4CF_B2FF)
    /// #E3B591
    public static let decorativeDeepPeach300 = ColorRawToken(rgba: 0xE3B5_91FF)
    /// #C19372
    public static let decorativeDeepPeach400 = ColorRawToken(rgba: 0xC193_72FF)
    /// #CF7E3F
    public static let decorativeDeepPeach500 = ColorRawToken(rgba: 0xCF7E_3FFF)
    /// #AA6631
    public static let decorativeDeepPeach600 = ColorRawToken(rgba: 0xAA66_31FF)
    /// #7E4F2A
    public static let decorativeDeepPeach700 = ColorRawToken(rgba: 0x7E4F_2AFF)
    /// #553720
    public static let decorativeDeepPeach800 = ColorRawToken(rgba: 0x5537_20FF)
    /// #2E2014
    public static let decorativeDeepPeach900 = ColorRawToken(rgba: 0x2E20_14FF)
    // MARK: DecorativeEmerald
    /// #E5F5ED
    public static let decorativeEmerald100 = ColorRawToken(rgba: 0xE5F5_EDFF)
    /// #C0E8D4
    public static let decorativeEmerald200 = ColorRawToken(rgba: 0xC0E8_D4FF)
    /// #9BDABA
    public static let decorativeEmerald300 = ColorRawToken(rgba: 0x9BDA_BAFF)
    /// #75CCA1
    public static let decorativeEmerald400 = ColorRawToken(rgba: 0x75CC_A1FF)
    /// #50BE87
    public static let decorativeEmerald500 = ColorRawToken(rgba: 0x50BE_87FF)
    /// #3BA06E
    public static let decorativeEmerald600 = ColorRawToken(rgba: 0x3BA0_6EFF)
    /// #2E7B54
    public static let decorativeEmerald700 = ColorRawToken(rgba: 0x2E7B_54FF)
    /// #20563B
    public static let decorativeEmerald800 = ColorRawToken(rgba: 0x2056_3BFF)
    /// #123021
    public static let decorativeEmerald900 = ColorRawToken(rgba: 0x1230_21FF)
    // MARK: DecorativeShockingPink
    /// #FFE5F6
    public static let decorativeShockingPink100 = ColorRawToken(rgba: 0xFFE5_F6FF)
    /// #FFB4E6
    public static let decorativeShockingPink200 = ColorRawToken(rgba: 0xFFB4_E6FF)
    /// #FF80D4
    public static let decorativeShockingPink300 = ColorRawToken(rgba: 0xFF80_D4FF)
    /// #FF4DC3
    public static let decorativeShockingPink400 = ColorRawToken(rgba: 0xFF4D_C3FF)
    /// #FF1AB2
    public static let decorativeShockingPink500 = ColorRawToken(rgba: 0xFF1A_B2FF)
    /// #E50099
    public static let decorativeShockingPink600 = ColorRawToken(rgba: 0xE500_99FF)
    /// #B20077
    public static let decorativeShockingPink700 = ColorRawToken(rgba: 0xB200_77FF)
    /// #800055
    public static let decorativeShockingPink800 = ColorRawToken(rgba: 0x8000_55FF)
    /// #4D0033
    public static let decorativeShockingPink900 = ColorRawToken(rgba: 0x4D00_33FF)
    // MARK: DecorativeSky
    /// #D2ECF9
    public static let decorativeSky100 = ColorRawToken(rgba: 0xD2EC_F9FF)
    /// #A5DAF3
    public static let decorativeSky200 = ColorRawToken(rgba: 0xA5DA_F3FF)
    /// #79C7EC
    public static let decorativeSky300 = ColorRawToken(rgba: 0x79C7_ECFF)
    /// #4AB4E6
    public static let decorativeSky400 = ColorRawToken(rgba: 0x4AB4_E6FF)
    /// #1FA2E0
    public static let decorativeSky500 = ColorRawToken(rgba: 0x1FA2_E0FF)
    /// #1982B3
    public static let decorativeSky600 = ColorRawToken(rgba: 0x1982_B3FF)
    /// #136186
    public static let decorativeSky700 = ColorRawToken(rgba: 0x1361_86FF)
    /// #0C415A
    public static let decorativeSky800 = ColorRawToken(rgba: 0x0C41_5AFF)
    /// #06202D
    public static let decorativeSky900 = ColorRawToken(rgba: 0x0620_2DFF)
    // MARK: OpacityWarmGray
    /// #BD793C14
    public static let opacityWarmGray80 = ColorRawToken(rgba: 0xBD79_3C14)
    /// #685D5066
    public static let opacityWarmGray400 = ColorRawToken(rgba: 0x685D_5066)
    // MARK: Orange
    /// #FFF2E6
    public static let orange50 = ColorRawToken(rgba: 0xFFF2_E6FF)
    /// #FFD5B0
    public static let orange100 = ColorRawToken(rgba: 0xFFD5_B0FF)
    /// #FFC18A
    public static let orange200 = ColorRawToken(rgba: 0xFFC1_8AFF)
    /// #FFA554
    public static let orange300 = ColorRawToken(rgba: 0xFFA5_54FF)
    /// #FF9433
    public static let orange400 = ColorRawToken(rgba: 0xFF94_33FF)
    /// #FF7900
    public static let orange500 = ColorRawToken(rgba: 0xFF79_00FF)
    /// #F15E00
    public static let orange550 = ColorRawToken(rgba: 0xF15E_00FF)
    /// #E86E00
    public static let orange600 = ColorRawToken(rgba: 0xE86E_00FF)
    /// #B55600
    public static let orange700 = ColorRawToken(rgba: 0xB556_00FF)
    /// #8C4300
    public static let orange800 = ColorRawToken(rgba: 0x8C43_00FF)
    /// #6B3300
    public static let orange900 = ColorRawToken(rgba: 0x6B33_00FF)
    // MARK: WarmGray
    /// #F9F5F0
    public static let warmGray100 = ColorRawToken(rgba: 0xF9F5_F0FF)
    /// #E9DDCE
    public static let warmGray200 = ColorRawToken(rgba: 0xE9DD_CEFF)
    /// #D6C4AE
    public static let warmGray300 = ColorRawToken(rgba: 0xD6C4_AEFF)
    /// #C1AB90
    public static let warmGray400 = ColorRawToken(rgba: 0xC1AB_90FF)
    /// #A99275
    public static let warmGray500 = ColorRawToken(rgba: 0xA992_75FF)
    /// #8A7860
    public static let warmGray600 = ColorRawToken(rgba: 0x8A78_60FF)
    /// #685D50
    public static let warmGray700 = ColorRawToken(rgba: 0x685D_50FF)
    /// #48433D
    public static let warmGray800 = ColorRawToken(rgba: 0x4843_3DFF)
    /// #353228
    public static let warmGray900 = ColorRawToken(rgba: 0x3532_28FF)
    /// #23211A
    public static let warmGray1000 = ColorRawToken(rgba: 0x2321_1AFF)
}
