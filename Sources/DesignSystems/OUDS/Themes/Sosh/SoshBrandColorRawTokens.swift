import OUDSThemesContract

// Raw colours of the Sosh brand (`ouds-tokens.md` §2.5), generated from the reference table.

/// Raw colour tokens of the Sosh brand.
public enum SoshBrandColorRawTokens {
    // MARK: FunctionalGrayDark
    /// #5E8097
    public static let functionalGrayDark80 = ColorRawToken(rgba: 0x5E80_97FF)
    /// #56758A
    public static let functionalGrayDark160 = ColorRawToken(rgba: 0x5675_8AFF)
    /// #4E6B7E
    public static let functionalGrayDark240 = ColorRawToken(rgba: 0x4E6B_7EFF)
    /// #476071
    public static let functionalGrayDark320 = ColorRawToken(rgba: 0x4760_71FF)
    /// #3F5564
    public static let functionalGrayDark400 = ColorRawToken(rgba: 0x3F55_64FF)
    /// #374B58
    public static let functionalGrayDark480 = ColorRawToken(rgba: 0x374B_58FF)
    /// #2F404B
    public static let functionalGrayDark560 = ColorRawToken(rgba: 0x2F40_4BFF)
    /// #27353F
    public static let functionalGrayDark640 = ColorRawToken(rgba: 0x2735_3FFF)
    /// #1F2B32
    public static let functionalGrayDark720 = ColorRawToken(rgba: 0x1F2B_32FF)
    /// #182026
    public static let functionalGrayDark800 = ColorRawToken(rgba: 0x1820_26FF)
    /// #101519
    public static let functionalGrayDark880 = ColorRawToken(rgba: 0x1015_19FF)
    /// #080B0D
    public static let functionalGrayDark960 = ColorRawToken(rgba: 0x080B_0DFF)
    // MARK: FunctionalGrayLight
    /// #F7F9FA
    public static let functionalGrayLight80 = ColorRawToken(rgba: 0xF7F9_FAFF)
    /// #E9EEF1
    public static let functionalGrayLight160 = ColorRawToken(rgba: 0xE9EE_F1FF)
    /// #D9E2E7
    public static let functionalGrayLight240 = ColorRawToken(rgba: 0xD9E2_E7FF)
    /// #CDD8E0
    public static let functionalGrayLight320 = ColorRawToken(rgba: 0xCDD8_E0FF)
    /// #C0CED8
    public static let functionalGrayLight400 = ColorRawToken(rgba: 0xC0CE_D8FF)
    /// #B4C5D0
    public static let functionalGrayLight480 = ColorRawToken(rgba: 0xB4C5_D0FF)
    /// #A7BBC8
    public static let functionalGrayLight560 = ColorRawToken(rgba: 0xA7BB_C8FF)
    /// #9BB1C0
    public static let functionalGrayLight640 = ColorRawToken(rgba: 0x9BB1_C0FF)
    /// #8EA7B8
    public static let functionalGrayLight720 = ColorRawToken(rgba: 0x8EA7_B8FF)
    /// #819EB1
    public static let functionalGrayLight800 = ColorRawToken(rgba: 0x819E_B1FF)
    /// #7594A9
    public static let functionalGrayLight880 = ColorRawToken(rgba: 0x7594_A9FF)
    /// #688AA1
    public static let functionalGrayLight960 = ColorRawToken(rgba: 0x688A_A1FF)
    // MARK: LochmaraDark
    /// #0191F4
    public static let lochmaraDark80 = ColorRawToken(rgba: 0x0191_F4FF)
    /// #0182DA
    public static let lochmaraDark160 = ColorRawToken(rgba: 0x0182_DAFF)
    /// #0173C1
    public static let lochmaraDark240 = ColorRawToken(rgba: 0x0173_C1FF)
    /// #016AB2
    public static let lochmaraDark320 = ColorRawToken(rgba: 0x016A_B2FF)
    /// #0161A2
    public static let lochmaraDark400 = ColorRawToken(rgba: 0x0161_A2FF)
    /// #01558E
    public static let lochmaraDark480 = ColorRawToken(rgba: 0x0155_8EFF)
    /// #01487A
    public static let lochmaraDark560 = ColorRawToken(rgba: 0x0148_7AFF)
    /// #003C66
    public static let lochmaraDark640 = ColorRawToken(rgba: 0x003C_66FF)
    /// #003051
    public static let lochmaraDark720 = ColorRawToken(rgba: 0x0030_51FF)
    /// #002742
    public static let lochmaraDark800 = ColorRawToken(rgba: 0x0027_42FF)
    /// #002138
    public static let lochmaraDark880 = ColorRawToken(rgba: 0x0021_38FF)
    /// #001524
    public static let lochmaraDark960 = ColorRawToken(rgba: 0x0015_24FF)
    // MARK: LochmaraLight
    /// #EDF6FD
    public static let lochmaraLight80 = ColorRawToken(rgba: 0xEDF6_FDFF)
    /// #D6EEFF
    public static let lochmaraLight160 = ColorRawToken(rgba: 0xD6EE_FFFF)
    /// #C2E6FF
    public static let lochmaraLight240 = ColorRawToken(rgba: 0xC2E6_FFFF)
    /// #AEDEFF
    public static let lochmaraLight320 = ColorRawToken(rgba: 0xAEDE_FFFF)
    /// #99D5FF
    public static let lochmaraLight400 = ColorRawToken(rgba: 0x99D5_FFFF)
    /// #85CDFE
    public static let lochmaraLight480 = ColorRawToken(rgba: 0x85CD_FEFF)
    /// #71C5FE
    public static let lochmaraLight560 = ColorRawToken(rgba: 0x71C5_FEFF)
    /// #5DBCFE
    public static let lochmaraLight640 = ColorRawToken(rgba: 0x5DBC_FEFF)
    /// #48B4FE
    public static let lochmaraLight720 = ColorRawToken(rgba: 0x48B4_FEFF)
    /// #34ACFE
    public static let lochmaraLight800 = ColorRawToken(rgba: 0x34AC_FEFF)
    /// #20A3FE
    public static let lochmaraLight880 = ColorRawToken(rgba: 0x20A3_FEFF)
    /// #0B9BFE
    public static let lochmaraLight960 = ColorRawToken(rgba: 0x0B9B_FEFF)
    // MARK: OpacityBlack
    /// #000F1900
    public static let opacityBlack0 = ColorRawToken(rgba: 0x000F_1900)
    /// #000F190A
    public static let opacityBlack40 = ColorRawToken(rgba: 0x000F_190A)
    /// #000F1914
    public static let opacityBlack80 = ColorRawToken(rgba: 0x000F_1914)
    /// #000F191F
    public static let opacityBlack120 = ColorRawToken(rgba: 0x000F_191F)
    /// #000F1929
    public static let opacityBlack160 = ColorRawToken(rgba: 0x000F_1929)
    /// #000F1933
    public static let opacityBlack200 = ColorRawToken(rgba: 0x000F_1933)
    /// #000F193D
    public static let opacityBlack240 = ColorRawToken(rgba: 0x000F_193D)
    /// #000F1947
    public static let opacityBlack280 = ColorRawToken(rgba: 0x000F_1947)
    /// #000F1952
    public static let opacityBlack320 = ColorRawToken(rgba: 0x000F_1952)
    /// #000F195C
    public static let opacityBlack360 = ColorRawToken(rgba: 0x000F_195C)
    /// #000F1966
    public static let opacityBlack400 = ColorRawToken(rgba: 0x000F_1966)
    /// #000F1970
    public static let opacityBlack440 = ColorRawToken(rgba: 0x000F_1970)
    /// #000F197A
    public static let opacityBlack480 = ColorRawToken(rgba: 0x000F_197A)
    /// #000F1985
    public static let opacityBlack520 = ColorRawToken(rgba: 0x000F_1985)
    /// #000F198F
    public static let opacityBlack560 = ColorRawToken(rgba: 0x000F_198F)
    /// #000F1999
    public static let opacityBlack600 = ColorRawToken(rgba: 0x000F_1999)
    /// #000F19A3
    public static let opacityBlack640 = ColorRawToken(rgba: 0x000F_19A3)
    /// #000F19AD
    public static let opacityBlack680 = ColorRawToken(rgba: 0x000F_19AD)
    /// #000F19B8
    public static let opacityBlack720 = ColorRawToken(rgba: 0x000F_19B8)
    /// #000F19C2
    public static let opacityBlack760 = ColorRawToken(rgba: 0x000F_19C2)
    /// #000F19CC
    public static let opacityBlack800 = ColorRawToken(rgba: 0x000F_19CC)
    /// #000F19D6
    public static let opacityBlack840 = ColorRawToken(rgba: 0x000F_19D6)
    /// #000F19E0
    public static let opacityBlack880 = ColorRawToken(rgba: 0x000F_19E0)
    /// #000F19EB
    public static let opacityBlack920 = ColorRawToken(rgba: 0x000F_19EB)
    /// #000F19F5
    public static let opacityBlack960 = ColorRawToken(rgba: 0x000F_19F5)
    // MARK: OpacityLochmaraDark
    /// #01558E85
    public static let opacityLochmaraDark880520 = ColorRawToken(rgba: 0x0155_8E85)
    /// #001524CC
    public static let opacityLochmaraDark960800 = ColorRawToken(rgba: 0x0015_24CC)
    // MARK: OpacityLochmaraLight
    /// #34ACFE14
    public static let opacityLochmaraLight80080 = ColorRawToken(rgba: 0x34AC_FE14)
    // MARK: OpacityRaspberry
    /// #FC69991A
    public static let opacityRaspberry100 = ColorRawToken(rgba: 0xFC69_991A)
    /// #960333A3
    public static let opacityRaspberry640 = ColorRawToken(rgba: 0x9603_33A3)
    // MARK: OpacityTurbo
    /// #FFE50029
    public static let opacityTurbo160 = ColorRawToken(rgba: 0xFFE5_0029)
    /// #665C007A
    public static let opacityTurbo480 = ColorRawToken(rgba: 0x665C_007A)
    // MARK: OpacityWhite
    /// #EDF6FC00
    public static let opacityWhite0 = ColorRawToken(rgba: 0xEDF6_FC00)
    /// #EDF6FC0A
    public static let opacityWhite40 = ColorRawToken(rgba: 0xEDF6_FC0A)
    /// #EDF6FC14
    public static let opacityWhite80 = ColorRawToken(rgba: 0xEDF6_FC14)
    /// #EDF6FC1F
    public static let opacityWhite120 = ColorRawToken(rgba: 0xEDF6_FC1F)
    /// #EDF6FC29
    public static let opacityWhite160 = ColorRawToken(rgba: 0xEDF6_FC29)
    /// #EDF6FC33
    public static let opacityWhite200 = ColorRawToken(rgba: 0xEDF6_FC33)
    /// #EDF6FC3D
    public static let opacityWhite240 = ColorRawToken(rgba: 0xEDF6_FC3D)
    /// #EDF6FC47
    public static let opacityWhite280 = ColorRawToken(rgba: 0xEDF6_FC47)
    /// #EDF6FC52
    public static let opacityWhite320 = ColorRawToken(rgba: 0xEDF6_FC52)
    /// #EDF6FC5C
    public static let opacityWhite360 = ColorRawToken(rgba: 0xEDF6_FC5C)
    /// #EDF6FC66
    public static let opacityWhite400 = ColorRawToken(rgba: 0xEDF6_FC66)
    /// #EDF6FC70
    public static let opacityWhite440 = ColorRawToken(rgba: 0xEDF6_FC70)
    /// #EDF6FC7A
    public static let opacityWhite480 = ColorRawToken(rgba: 0xEDF6_FC7A)
    /// #EDF6FC85
    public static let opacityWhite520 = ColorRawToken(rgba: 0xEDF6_FC85)
    /// #EDF6FC8F
    public static let opacityWhite560 = ColorRawToken(rgba: 0xEDF6_FC8F)
    /// #EDF6FC99
    public static let opacityWhite600 = ColorRawToken(rgba: 0xEDF6_FC99)
    /// #EDF6FCA3
    public static let opacityWhite640 = ColorRawToken(rgba: 0xEDF6_FCA3)
    /// #EDF6FCAD
    public static let opacityWhite680 = ColorRawToken(rgba: 0xEDF6_FCAD)
    /// #EDF6FCB8
    public static let opacityWhite720 = ColorRawToken(rgba: 0xEDF6_FCB8)
    /// #EDF6FCC2
    public static let opacityWhite760 = ColorRawToken(rgba: 0xEDF6_FCC2)
    /// #EDF6FCCC
    public static let opacityWhite800 = ColorRawToken(rgba: 0xEDF6_FCCC)
    /// #EDF6FCD6
    public static let opacityWhite840 = ColorRawToken(rgba: 0xEDF6_FCD6)
    /// #EDF6FCE0
    public static let opacityWhite880 = ColorRawToken(rgba: 0xEDF6_FCE0)
    /// #EDF6FCEB
    public static let opacityWhite920 = ColorRawToken(rgba: 0xEDF6_FCEB)
    /// #EDF6FCF5
    public static let opacityWhite960 = ColorRawToken(rgba: 0xEDF6_FCF5)
    // MARK: Raspberry
    /// #FFE6EE
    public static let raspberry50 = ColorRawToken(rgba: 0xFFE6_EEFF)
    /// #FECDDD
    public static let raspberry100 = ColorRawToken(rgba: 0xFECD_DDFF)
    /// #FD9BBB
    public static let raspberry200 = ColorRawToken(rgba: 0xFD9B_BBFF)
    /// #FC6999
    public static let raspberry300 = ColorRawToken(rgba: 0xFC69_99FF)
    /// #FB226A
    public static let raspberry400 = ColorRawToken(rgba: 0xFB22_6AFF)
    /// #DE034B
    public static let raspberry500 = ColorRawToken(rgba: 0xDE03_4BFF)
    /// #BF0341
    public static let raspberry600 = ColorRawToken(rgba: 0xBF03_41FF)
    /// #960333
    public static let raspberry700 = ColorRawToken(rgba: 0x9603_33FF)
    /// #640222
    public static let raspberry800 = ColorRawToken(rgba: 0x6402_22FF)
    /// #320111
    public static let raspberry900 = ColorRawToken(rgba: 0x3201_11FF)
    /// #190009
    public static let raspberry950 = ColorRawToken(rgba: 0x1900_09FF)
    // MARK: Turbo
    /// #FCFAE8
    public static let turbo50 = ColorRawToken(rgba: 0xFCFA_E8FF)
    /// #FFFACC
    public static let turbo100 = ColorRawToken(rgba: 0xFFFA_CCFF)
    /// #FFF599
    public static let turbo200 = ColorRawToken(rgba: 0xFFF5_99FF)
    /// #FFEF66
    public static let turbo300 = ColorRawToken(rgba: 0xFFEF_66FF)
    /// #FFEA33
    public static let turbo400 = ColorRawToken(rgba: 0xFFEA_33FF)
    /// #FFE500
    public static let turbo500 = ColorRawToken(rgba: 0xFFE5_00FF)
    /// #CCB700
    public static let turbo600 = ColorRawToken(rgba: 0xCCB7_00FF)
    /// #998900
    public static let turbo700 = ColorRawToken(rgba: 0x9989_00FF)
    /// #7A6E00
    public static let turbo750 = ColorRawToken(rgba: 0x7A6E_00FF)
    /// #665C00
    public static let turbo800 = ColorRawToken(rgba: 0x665C_00FF)
    /// #332E00
    public static let turbo900 = ColorRawToken(rgba: 0x332E_00FF)
    /// #221F02
    public static let turbo950 = ColorRawToken(rgba: 0x221F_02FF)
    /// #1A1700
    public static let turbo1000 = ColorRawToken(rgba: 0x1A17_00FF)
}
