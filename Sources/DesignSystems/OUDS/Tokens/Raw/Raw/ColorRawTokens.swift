// Raw colours shared by every OUDS brand (`ouds-tokens.md` §2.5, "OUDS shared raw colors"),
// generated from the reference table.

/// Raw colour tokens of the OUDS core, shared by the brands.
public enum ColorRawTokens {
    // MARK: FunctionalAmethyst
    /// #A885D8
    public static let functionalAmethyst400 = ColorRawToken(rgba: 0xA885_D8FF)
    /// #5B2F98
    public static let functionalAmethyst600 = ColorRawToken(rgba: 0x5B2F_98FF)
    // MARK: FunctionalBlack
    /// #000000
    public static let functionalBlack = ColorRawToken(rgba: 0x0000_00FF)
    // MARK: FunctionalDodgerBlue
    /// #F0FAFF
    public static let functionalDodgerBlue100 = ColorRawToken(rgba: 0xF0FA_FFFF)
    /// #BDE7FF
    public static let functionalDodgerBlue200 = ColorRawToken(rgba: 0xBDE7_FFFF)
    /// #8AD5FF
    public static let functionalDodgerBlue300 = ColorRawToken(rgba: 0x8AD5_FFFF)
    /// #57C3FF
    public static let functionalDodgerBlue400 = ColorRawToken(rgba: 0x57C3_FFFF)
    /// #26B2FF
    public static let functionalDodgerBlue500 = ColorRawToken(rgba: 0x26B2_FFFF)
    /// #009BF0
    public static let functionalDodgerBlue600 = ColorRawToken(rgba: 0x009B_F0FF)
    /// #0073B2
    public static let functionalDodgerBlue700 = ColorRawToken(rgba: 0x0073_B2FF)
    /// #00598A
    public static let functionalDodgerBlue800 = ColorRawToken(rgba: 0x0059_8AFF)
    /// #003857
    public static let functionalDodgerBlue900 = ColorRawToken(rgba: 0x0038_57FF)
    // MARK: FunctionalGrayDark
    /// #7A7A7A
    public static let functionalGrayDark80 = ColorRawToken(rgba: 0x7A7A_7AFF)
    /// #707070
    public static let functionalGrayDark160 = ColorRawToken(rgba: 0x7070_70FF)
    /// #666666
    public static let functionalGrayDark240 = ColorRawToken(rgba: 0x6666_66FF)
    /// #5C5C5C
    public static let functionalGrayDark320 = ColorRawToken(rgba: 0x5C5C_5CFF)
    /// #555555
    public static let functionalGrayDark400 = ColorRawToken(rgba: 0x5555_55FF)
    /// #444444
    public static let functionalGrayDark480 = ColorRawToken(rgba: 0x4444_44FF)
    /// #3B3B3B
    public static let functionalGrayDark560 = ColorRawToken(rgba: 0x3B3B_3BFF)
    /// #333333
    public static let functionalGrayDark640 = ColorRawToken(rgba: 0x3333_33FF)
    /// #272727
    public static let functionalGrayDark720 = ColorRawToken(rgba: 0x2727_27FF)
    /// #1F1F1F
    public static let functionalGrayDark800 = ColorRawToken(rgba: 0x1F1F_1FFF)
    /// #141414
    public static let functionalGrayDark880 = ColorRawToken(rgba: 0x1414_14FF)
    /// #0A0A0A
    public static let functionalGrayDark960 = ColorRawToken(rgba: 0x0A0A_0AFF)
    // MARK: FunctionalGrayLight
    /// #F4F4F4
    public static let functionalGrayLight80 = ColorRawToken(rgba: 0xF4F4_F4FF)
    /// #EEEEEE
    public static let functionalGrayLight160 = ColorRawToken(rgba: 0xEEEE_EEFF)
    /// #E0E0E0
    public static let functionalGrayLight240 = ColorRawToken(rgba: 0xE0E0_E0FF)
    /// #D6D6D6
    public static let functionalGrayLight320 = ColorRawToken(rgba: 0xD6D6_D6FF)
    /// #CCCCCC
    public static let functionalGrayLight400 = ColorRawToken(rgba: 0xCCCC_CCFF)
    /// #C2C2C2
    public static let functionalGrayLight480 = ColorRawToken(rgba: 0xC2C2_C2FF)
    /// #BBBBBB
    public static let functionalGrayLight560 = ColorRawToken(rgba: 0xBBBB_BBFF)
    /// #ADADAD
    public static let functionalGrayLight640 = ColorRawToken(rgba: 0xADAD_ADFF)
    /// #A3A3A3
    public static let functionalGrayLight720 = ColorRawToken(rgba: 0xA3A3_A3FF)
    /// #999999
    public static let functionalGrayLight800 = ColorRawToken(rgba: 0x9999_99FF)
    /// #8F8F8F
    public static let functionalGrayLight880 = ColorRawToken(rgba: 0x8F8F_8FFF)
    /// #858585
    public static let functionalGrayLight960 = ColorRawToken(rgba: 0x8585_85FF)
    // MARK: FunctionalMalachite
    /// #EDFCF0
    public static let functionalMalachite100 = ColorRawToken(rgba: 0xEDFC_F0FF)
    /// #C1F6CA
    public static let functionalMalachite200 = ColorRawToken(rgba: 0xC1F6_CAFF)
    /// #94F0A4
    public static let functionalMalachite300 = ColorRawToken(rgba: 0x94F0_A4FF)
    /// #67E97E
    public static let functionalMalachite400 = ColorRawToken(rgba: 0x67E9_7EFF)
    /// #3DE35A
    public static let functionalMalachite500 = ColorRawToken(rgba: 0x3DE3_5AFF)
    /// #1ECD3C
    public static let functionalMalachite600 = ColorRawToken(rgba: 0x1ECD_3CFF)
    /// #17A02F
    public static let functionalMalachite700 = ColorRawToken(rgba: 0x17A0_2FFF)
    /// #138126
    public static let functionalMalachite750 = ColorRawToken(rgba: 0x1381_26FF)
    /// #0E621D
    public static let functionalMalachite800 = ColorRawToken(rgba: 0x0E62_1DFF)
    /// #0A4715
    public static let functionalMalachite900 = ColorRawToken(rgba: 0x0A47_15FF)
    // MARK: FunctionalScarlet
    /// #FFE5E6
    public static let functionalScarlet100 = ColorRawToken(rgba: 0xFFE5_E6FF)
    /// #FFB2B3
    public static let functionalScarlet200 = ColorRawToken(rgba: 0xFFB2_B3FF)
    /// #FF8081
    public static let functionalScarlet300 = ColorRawToken(rgba: 0xFF80_81FF)
    /// #FF4D4E
    public static let functionalScarlet400 = ColorRawToken(rgba: 0xFF4D_4EFF)
    /// #FF1A1B
    public static let functionalScarlet500 = ColorRawToken(rgba: 0xFF1A_1BFF)
    /// #DB0002
    public static let functionalScarlet600 = ColorRawToken(rgba: 0xDB00_02FF)
    /// #B20002
    public static let functionalScarlet700 = ColorRawToken(rgba: 0xB200_02FF)
    /// #800001
    public static let functionalScarlet800 = ColorRawToken(rgba: 0x8000_01FF)
    /// #4D0001
    public static let functionalScarlet900 = ColorRawToken(rgba: 0x4D00_01FF)
    // MARK: FunctionalSun
    /// #FFF7D6
    public static let functionalSun100 = ColorRawToken(rgba: 0xFFF7_D6FF)
    /// #FFED99
    public static let functionalSun200 = ColorRawToken(rgba: 0xFFED_99FF)
    /// #FFE270
    public static let functionalSun300 = ColorRawToken(rgba: 0xFFE2_70FF)
    /// #FFD73D
    public static let functionalSun400 = ColorRawToken(rgba: 0xFFD7_3DFF)
    /// #FFD000
    public static let functionalSun500 = ColorRawToken(rgba: 0xFFD0_00FF)
    /// #D6AA00
    public static let functionalSun600 = ColorRawToken(rgba: 0xD6AA_00FF)
    /// #A38200
    public static let functionalSun700 = ColorRawToken(rgba: 0xA382_00FF)
    /// #856A00
    public static let functionalSun750 = ColorRawToken(rgba: 0x856A_00FF)
    /// #665100
    public static let functionalSun800 = ColorRawToken(rgba: 0x6651_00FF)
    /// #3D3100
    public static let functionalSun900 = ColorRawToken(rgba: 0x3D31_00FF)
    // MARK: FunctionalWhite
    /// #FFFFFF
    public static let functionalWhite = ColorRawToken(rgba: 0xFFFF_FFFF)
    // MARK: OpacityBlack
    /// #00000000
    public static let opacityBlack0 = ColorRawToken(rgba: 0x0000_0000)
    /// #0000000A
    public static let opacityBlack40 = ColorRawToken(rgba: 0x0000_000A)
    /// #00000014
    public static let opacityBlack80 = ColorRawToken(rgba: 0x0000_0014)
    /// #0000001F
    public static let opacityBlack120 = ColorRawToken(rgba: 0x0000_001F)
    /// #00000029
    public static let opacityBlack160 = ColorRawToken(rgba: 0x0000_0029)
    /// #00000033
    public static let opacityBlack200 = ColorRawToken(rgba: 0x0000_0033)
    /// #0000003D
    public static let opacityBlack240 = ColorRawToken(rgba: 0x0000_003D)
    /// #00000047
    public static let opacityBlack280 = ColorRawToken(rgba: 0x0000_0047)
    /// #00000052
    public static let opacityBlack320 = ColorRawToken(rgba: 0x0000_0052)
    /// #0000005C
    public static let opacityBlack360 = ColorRawToken(rgba: 0x0000_005C)
    /// #00000066
    public static let opacityBlack400 = ColorRawToken(rgba: 0x0000_0066)
    /// #00000070
    public static let opacityBlack440 = ColorRawToken(rgba: 0x0000_0070)
    /// #0000007A
    public static let opacityBlack480 = ColorRawToken(rgba: 0x0000_007A)
    /// #00000085
    public static let opacityBlack520 = ColorRawToken(rgba: 0x0000_0085)
    /// #0000008F
    public static let opacityBlack560 = ColorRawToken(rgba: 0x0000_008F)
    /// #00000099
    public static let opacityBlack600 = ColorRawToken(rgba: 0x0000_0099)
    /// #000000A3
    public static let opacityBlack640 = ColorRawToken(rgba: 0x0000_00A3)
    /// #000000AD
    public static let opacityBlack680 = ColorRawToken(rgba: 0x0000_00AD)
    /// #000000B8
    public static let opacityBlack720 = ColorRawToken(rgba: 0x0000_00B8)
    /// #000000C2
    public static let opacityBlack760 = ColorRawToken(rgba: 0x0000_00C2)
    /// #000000CC
    public static let opacityBlack800 = ColorRawToken(rgba: 0x0000_00CC)
    /// #000000D6
    public static let opacityBlack840 = ColorRawToken(rgba: 0x0000_00D6)
    /// #000000E0
    public static let opacityBlack880 = ColorRawToken(rgba: 0x0000_00E0)
    /// #000000EB
    public static let opacityBlack920 = ColorRawToken(rgba: 0x0000_00EB)
    /// #000000F5
    public static let opacityBlack960 = ColorRawToken(rgba: 0x0000_00F5)
    // MARK: OpacityDodgerBlue
    /// #26B2FF14
    public static let opacityDodgerBlue80 = ColorRawToken(rgba: 0x26B2_FF14)
    /// #00598A85
    public static let opacityDodgerBlue520 = ColorRawToken(rgba: 0x0059_8A85)
    // MARK: OpacityGrayDark
    /// #141414CC
    public static let opacityGrayDark880800 = ColorRawToken(rgba: 0x1414_14CC)
    // MARK: OpacityMalachite
    /// #3DE35A1F
    public static let opacityMalachite120 = ColorRawToken(rgba: 0x3DE3_5A1F)
    /// #0E621DA3
    public static let opacityMalachite640 = ColorRawToken(rgba: 0x0E62_1DA3)
    // MARK: OpacityScarlet
    /// #DB000214
    public static let opacityScarlet80 = ColorRawToken(rgba: 0xDB00_0214)
    /// #DB000252
    public static let opacityScarlet320 = ColorRawToken(rgba: 0xDB00_0252)
    // MARK: OpacitySun
    /// #FFD00029
    public static let opacitySun160 = ColorRawToken(rgba: 0xFFD0_0029)
    /// #6651007A
    public static let opacitySun480 = ColorRawToken(rgba: 0x6651_007A)
    // MARK: OpacityWhite
    /// #FFFFFF00
    public static let opacityWhite0 = ColorRawToken(rgba: 0xFFFF_FF00)
    /// #FFFFFF0A
    public static let opacityWhite40 = ColorRawToken(rgba: 0xFFFF_FF0A)
    /// #FFFFFF14
    public static let opacityWhite80 = ColorRawToken(rgba: 0xFFFF_FF14)
    /// #FFFFFF1F
    public static let opacityWhite120 = ColorRawToken(rgba: 0xFFFF_FF1F)
    /// #FFFFFF29
    public static let opacityWhite160 = ColorRawToken(rgba: 0xFFFF_FF29)
    /// #FFFFFF33
    public static let opacityWhite200 = ColorRawToken(rgba: 0xFFFF_FF33)
    /// #FFFFFF3D
    public static let opacityWhite240 = ColorRawToken(rgba: 0xFFFF_FF3D)
    /// #FFFFFF47
    public static let opacityWhite280 = ColorRawToken(rgba: 0xFFFF_FF47)
    /// #FFFFFF52
    public static let opacityWhite320 = ColorRawToken(rgba: 0xFFFF_FF52)
    /// #FFFFFF5C
    public static let opacityWhite360 = ColorRawToken(rgba: 0xFFFF_FF5C)
    /// #FFFFFF66
    public static let opacityWhite400 = ColorRawToken(rgba: 0xFFFF_FF66)
    /// #FFFFFF70
    public static let opacityWhite440 = ColorRawToken(rgba: 0xFFFF_FF70)
    /// #FFFFFF7A
    public static let opacityWhite480 = ColorRawToken(rgba: 0xFFFF_FF7A)
    /// #FFFFFF85
    public static let opacityWhite520 = ColorRawToken(rgba: 0xFFFF_FF85)
    /// #FFFFFF8F
    public static let opacityWhite560 = ColorRawToken(rgba: 0xFFFF_FF8F)
    /// #FFFFFF99
    public static let opacityWhite600 = ColorRawToken(rgba: 0xFFFF_FF99)
    /// #FFFFFFA3
    public static let opacityWhite640 = ColorRawToken(rgba: 0xFFFF_FFA3)
    /// #FFFFFFAD
    public static let opacityWhite680 = ColorRawToken(rgba: 0xFFFF_FFAD)
    /// #FFFFFFB8
    public static let opacityWhite720 = ColorRawToken(rgba: 0xFFFF_FFB8)
    /// #FFFFFFC2
    public static let opacityWhite760 = ColorRawToken(rgba: 0xFFFF_FFC2)
    /// #FFFFFFCC
    public static let opacityWhite800 = ColorRawToken(rgba: 0xFFFF_FFCC)
    /// #FFFFFFD6
    public static let opacityWhite840 = ColorRawToken(rgba: 0xFFFF_FFD6)
    /// #FFFFFFE0
    public static let opacityWhite880 = ColorRawToken(rgba: 0xFFFF_FFE0)
    /// #FFFFFFEB
    public static let opacityWhite920 = ColorRawToken(rgba: 0xFFFF_FFEB)
    /// #FFFFFFF5
    public static let opacityWhite960 = ColorRawToken(rgba: 0xFFFF_FFF5)
}
