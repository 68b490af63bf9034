import OUDSThemesContract

// Raw colours of the Orange brand (`ouds-tokens.md` §2.5), generated from the reference table.

/// Raw colour tokens of the Orange brand.
public enum OrangeBrandColorRawTokens {
    // MARK: DecorativeAmber
    /// #FFF0CC
    public static let decorativeAmber100 = ColorRawToken(rgba: 0xFFF0CCFF)
    /// #FFE199
    public static let decorativeAmber200 = ColorRawToken(rgba: 0xFFE199FF)
    /// #FFD266
    public static let decorativeAmber300 = ColorRawToken(rgba: 0xFFD266FF)
    /// #FFC333
    public static let decorativeAmber400 = ColorRawToken(rgba: 0xFFC333FF)
    /// #FFB400
    public static let decorativeAmber500 = ColorRawToken(rgba: 0xFFB400FF)
    /// #CC9000
    public static let decorativeAmber600 = ColorRawToken(rgba: 0xCC9000FF)
    /// #996C00
    public static let decorativeAmber700 = ColorRawToken(rgba: 0x996C00FF)
    /// #664800
    public static let decorativeAmber800 = ColorRawToken(rgba: 0x664800FF)
    /// #332400
    public static let decorativeAmber900 = ColorRawToken(rgba: 0x332400FF)
    // MARK: DecorativeAmethyst
    /// #F1ECF9
    public static let decorativeAmethyst100 = ColorRawToken(rgba: 0xF1ECF9FF)
    /// #E0D4F2
    public static let decorativeAmethyst200 = ColorRawToken(rgba: 0xE0D4F2FF)
    /// #C5ADE6
    public static let decorativeAmethyst300 = ColorRawToken(rgba: 0xC5ADE6FF)
    /// #A885D8
    public static let decorativeAmethyst400 = ColorRawToken(rgba: 0xA885D8FF)
    /// #8D60CD
    public static let decorativeAmethyst500 = ColorRawToken(rgba: 0x8D60CDFF)
    /// #5B2F98
    public static let decorativeAmethyst600 = ColorRawToken(rgba: 0x5B2F98FF)
    /// #432371
    public static let decorativeAmethyst700 = ColorRawToken(rgba: 0x432371FF)
    /// #2C174A
    public static let decorativeAmethyst800 = ColorRawToken(rgba: 0x2C174AFF)
    /// #150B23
    public static let decorativeAmethyst900 = ColorRawToken(rgba: 0x150B23FF)
    // MARK: DecorativeDeepPeach
    /// #FBEBDF
    public static let decorativeDeepPeach100 = ColorRawToken(rgba: 0xFBEBDFFF)
    /// #F4CFB2
    public static let decorativeDeepPeach200 = ColorRawToken(rgba: 0xF4CFB2FF)
    /// #E3B591
    public static let decorativeDeepPeach300 = ColorRawToken(rgba: 0xE3B591FF)
    /// #C19372
    public static let decorativeDeepPeach400 = ColorRawToken(rgba: 0xC19372FF)
    /// #CF7E3F
    public static let decorativeDeepPeach500 = ColorRawToken(rgba: 0xCF7E3FFF)
    /// #AA6631
    public static let decorativeDeepPeach600 = ColorRawToken(rgba: 0xAA6631FF)
    /// #7E4F2A
    public static let decorativeDeepPeach700 = ColorRawToken(rgba: 0x7E4F2AFF)
    /// #553720
    public static let decorativeDeepPeach800 = ColorRawToken(rgba: 0x553720FF)
    /// #2E2014
    public static let decorativeDeepPeach900 = ColorRawToken(rgba: 0x2E2014FF)
    // MARK: DecorativeEmerald
    /// #E5F5ED
    public static let decorativeEmerald100 = ColorRawToken(rgba: 0xE5F5EDFF)
    /// #C0E8D4
    public static let decorativeEmerald200 = ColorRawToken(rgba: 0xC0E8D4FF)
    /// #9BDABA
    public static let decorativeEmerald300 = ColorRawToken(rgba: 0x9BDABAFF)
    /// #75CCA1
    public static let decorativeEmerald400 = ColorRawToken(rgba: 0x75CCA1FF)
    /// #50BE87
    public static let decorativeEmerald500 = ColorRawToken(rgba: 0x50BE87FF)
    /// #3BA06E
    public static let decorativeEmerald600 = ColorRawToken(rgba: 0x3BA06EFF)
    /// #2E7B54
    public static let decorativeEmerald700 = ColorRawToken(rgba: 0x2E7B54FF)
    /// #20563B
    public static let decorativeEmerald800 = ColorRawToken(rgba: 0x20563BFF)
    /// #123021
    public static let decorativeEmerald900 = ColorRawToken(rgba: 0x123021FF)
    // MARK: DecorativeShockingPink
    /// #FFE5F6
    public static let decorativeShockingPink100 = ColorRawToken(rgba: 0xFFE5F6FF)
    /// #FFB4E6
    public static let decorativeShockingPink200 = ColorRawToken(rgba: 0xFFB4E6FF)
    /// #FF80D4
    public static let decorativeShockingPink300 = ColorRawToken(rgba: 0xFF80D4FF)
    /// #FF4DC3
    public static let decorativeShockingPink400 = ColorRawToken(rgba: 0xFF4DC3FF)
    /// #FF1AB2
    public static let decorativeShockingPink500 = ColorRawToken(rgba: 0xFF1AB2FF)
    /// #E50099
    public static let decorativeShockingPink600 = ColorRawToken(rgba: 0xE50099FF)
    /// #B20077
    public static let decorativeShockingPink700 = ColorRawToken(rgba: 0xB20077FF)
    /// #800055
    public static let decorativeShockingPink800 = ColorRawToken(rgba: 0x800055FF)
    /// #4D0033
    public static let decorativeShockingPink900 = ColorRawToken(rgba: 0x4D0033FF)
    // MARK: DecorativeSky
    /// #D2ECF9
    public static let decorativeSky100 = ColorRawToken(rgba: 0xD2ECF9FF)
    /// #A5DAF3
    public static let decorativeSky200 = ColorRawToken(rgba: 0xA5DAF3FF)
    /// #79C7EC
    public static let decorativeSky300 = ColorRawToken(rgba: 0x79C7ECFF)
    /// #4AB4E6
    public static let decorativeSky400 = ColorRawToken(rgba: 0x4AB4E6FF)
    /// #1FA2E0
    public static let decorativeSky500 = ColorRawToken(rgba: 0x1FA2E0FF)
    /// #1982B3
    public static let decorativeSky600 = ColorRawToken(rgba: 0x1982B3FF)
    /// #136186
    public static let decorativeSky700 = ColorRawToken(rgba: 0x136186FF)
    /// #0C415A
    public static let decorativeSky800 = ColorRawToken(rgba: 0x0C415AFF)
    /// #06202D
    public static let decorativeSky900 = ColorRawToken(rgba: 0x06202DFF)
    // MARK: OpacityWarmGray
    /// #BD793C14
    public static let opacityWarmGray80 = ColorRawToken(rgba: 0xBD793C14)
    /// #685D5066
    public static let opacityWarmGray400 = ColorRawToken(rgba: 0x685D5066)
    // MARK: Orange
    /// #FFF2E6
    public static let orange50 = ColorRawToken(rgba: 0xFFF2E6FF)
    /// #FFD5B0
    public static let orange100 = ColorRawToken(rgba: 0xFFD5B0FF)
    /// #FFC18A
    public static let orange200 = ColorRawToken(rgba: 0xFFC18AFF)
    /// #FFA554
    public static let orange300 = ColorRawToken(rgba: 0xFFA554FF)
    /// #FF9433
    public static let orange400 = ColorRawToken(rgba: 0xFF9433FF)
    /// #FF7900
    public static let orange500 = ColorRawToken(rgba: 0xFF7900FF)
    /// #F15E00
    public static let orange550 = ColorRawToken(rgba: 0xF15E00FF)
    /// #E86E00
    public static let orange600 = ColorRawToken(rgba: 0xE86E00FF)
    /// #B55600
    public static let orange700 = ColorRawToken(rgba: 0xB55600FF)
    /// #8C4300
    public static let orange800 = ColorRawToken(rgba: 0x8C4300FF)
    /// #6B3300
    public static let orange900 = ColorRawToken(rgba: 0x6B3300FF)
    // MARK: WarmGray
    /// #F9F5F0
    public static let warmGray100 = ColorRawToken(rgba: 0xF9F5F0FF)
    /// #E9DDCE
    public static let warmGray200 = ColorRawToken(rgba: 0xE9DDCEFF)
    /// #D6C4AE
    public static let warmGray300 = ColorRawToken(rgba: 0xD6C4AEFF)
    /// #C1AB90
    public static let warmGray400 = ColorRawToken(rgba: 0xC1AB90FF)
    /// #A99275
    public static let warmGray500 = ColorRawToken(rgba: 0xA99275FF)
    /// #8A7860
    public static let warmGray600 = ColorRawToken(rgba: 0x8A7860FF)
    /// #685D50
    public static let warmGray700 = ColorRawToken(rgba: 0x685D50FF)
    /// #48433D
    public static let warmGray800 = ColorRawToken(rgba: 0x48433DFF)
    /// #353228
    public static let warmGray900 = ColorRawToken(rgba: 0x353228FF)
    /// #23211A
    public static let warmGray1000 = ColorRawToken(rgba: 0x23211AFF)
}
