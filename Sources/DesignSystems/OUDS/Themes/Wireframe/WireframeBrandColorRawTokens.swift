import OUDSThemesContract

// Raw colours of the Wireframe brand (`ouds-tokens.md` §2.5), generated from the reference table.

/// Raw colour tokens of the Wireframe brand.
public enum WireframeBrandColorRawTokens {
    // MARK: Flame
    /// #FEF7EE
    public static let flame50 = ColorRawToken(rgba: 0xFEF7_EEFF)
    /// #FDEDD7
    public static let flame100 = ColorRawToken(rgba: 0xFDED_D7FF)
    /// #FBD7AD
    public static let flame200 = ColorRawToken(rgba: 0xFBD7_ADFF)
    /// #F8BA79
    public static let flame300 = ColorRawToken(rgba: 0xF8BA_79FF)
    /// #F5A15D
    public static let flame400 = ColorRawToken(rgba: 0xF5A1_5DFF)
    /// #F0741F
    public static let flame500 = ColorRawToken(rgba: 0xF074_1FFF)
    /// #E15A15
    public static let flame600 = ColorRawToken(rgba: 0xE15A_15FF)
    /// #BB4413
    public static let flame700 = ColorRawToken(rgba: 0xBB44_13FF)
    /// #953717
    public static let flame800 = ColorRawToken(rgba: 0x9537_17FF)
    /// #782F16
    public static let flame900 = ColorRawToken(rgba: 0x782F_16FF)
    /// #411509
    public static let flame950 = ColorRawToken(rgba: 0x4115_09FF)
    // MARK: FunctionalGrayDark
    /// #5E7197
    public static let functionalGrayDark80 = ColorRawToken(rgba: 0x5E71_97FF)
    /// #56688A
    public static let functionalGrayDark160 = ColorRawToken(rgba: 0x5668_8AFF)
    /// #4E5E7E
    public static let functionalGrayDark240 = ColorRawToken(rgba: 0x4E5E_7EFF)
    /// #475571
    public static let functionalGrayDark320 = ColorRawToken(rgba: 0x4755_71FF)
    /// #3F4B64
    public static let functionalGrayDark400 = ColorRawToken(rgba: 0x3F4B_64FF)
    /// #374258
    public static let functionalGrayDark480 = ColorRawToken(rgba: 0x3742_58FF)
    /// #2F384B
    public static let functionalGrayDark560 = ColorRawToken(rgba: 0x2F38_4BFF)
    /// #272F3F
    public static let functionalGrayDark640 = ColorRawToken(rgba: 0x272F_3FFF)
    /// #1F2632
    public static let functionalGrayDark720 = ColorRawToken(rgba: 0x1F26_32FF)
    /// #181C26
    public static let functionalGrayDark800 = ColorRawToken(rgba: 0x181C_26FF)
    /// #101319
    public static let functionalGrayDark880 = ColorRawToken(rgba: 0x1013_19FF)
    /// #08090D
    public static let functionalGrayDark960 = ColorRawToken(rgba: 0x0809_0DFF)
    // MARK: FunctionalGrayLight
    /// #F7F8FA
    public static let functionalGrayLight80 = ColorRawToken(rgba: 0xF7F8_FAFF)
    /// #E9ECF1
    public static let functionalGrayLight160 = ColorRawToken(rgba: 0xE9EC_F1FF)
    /// #D9DEE7
    public static let functionalGrayLight240 = ColorRawToken(rgba: 0xD9DE_E7FF)
    /// #CDD3E0
    public static let functionalGrayLight320 = ColorRawToken(rgba: 0xCDD3_E0FF)
    /// #C0C8D8
    public static let functionalGrayLight400 = ColorRawToken(rgba: 0xC0C8_D8FF)
    /// #B4BDD0
    public static let functionalGrayLight480 = ColorRawToken(rgba: 0xB4BD_D0FF)
    /// #A7B2C8
    public static let functionalGrayLight560 = ColorRawToken(rgba: 0xA7B2_C8FF)
    /// #9BA7C0
    public static let functionalGrayLight640 = ColorRawToken(rgba: 0x9BA7_C0FF)
    /// #8E9CB8
    public static let functionalGrayLight720 = ColorRawToken(rgba: 0x8E9C_B8FF)
    /// #8191B1
    public static let functionalGrayLight800 = ColorRawToken(rgba: 0x8191_B1FF)
    /// #7586A9
    public static let functionalGrayLight880 = ColorRawToken(rgba: 0x7586_A9FF)
    /// #687BA1
    public static let functionalGrayLight960 = ColorRawToken(rgba: 0x687B_A1FF)
    // MARK: OpacityBlack
    /// #05052E00
    public static let opacityBlack0 = ColorRawToken(rgba: 0x0505_2E00)
    /// #05052E0A
    public static let opacityBlack40 = ColorRawToken(rgba: 0x0505_2E0A)
    /// #05052E14
    public static let opacityBlack80 = ColorRawToken(rgba: 0x0505_2E14)
    /// #05052E1F
    public static let opacityBlack120 = ColorRawToken(rgba: 0x0505_2E1F)
    /// #05052E29
    public static let opacityBlack160 = ColorRawToken(rgba: 0x0505_2E29)
    /// #05052E33
    public static let opacityBlack200 = ColorRawToken(rgba: 0x0505_2E33)
    /// #05052E3D
    public static let opacityBlack240 = ColorRawToken(rgba: 0x0505_2E3D)
    /// #05052E47
    public static let opacityBlack280 = ColorRawToken(rgba: 0x0505_2E47)
    /// #05052E52
    public static let opacityBlack320 = ColorRawToken(rgba: 0x0505_2E52)
    /// #05052E5C
    public static let opacityBlack360 = ColorRawToken(rgba: 0x0505_2E5C)
    /// #05052E66
    public static let opacityBlack400 = ColorRawToken(rgba: 0x0505_2E66)
    /// #05052E70
    public static let opacityBlack440 = ColorRawToken(rgba: 0x0505_2E70)
    /// #05052E7A
    public static let opacityBlack480 = ColorRawToken(rgba: 0x0505_2E7A)
    /// #05052E85
    public static let opacityBlack520 = ColorRawToken(rgba: 0x0505_2E85)
    /// #05052E8F
    public static let opacityBlack560 = ColorRawToken(rgba: 0x0505_2E8F)
    /// #05052E99
    public static let opacityBlack600 = ColorRawToken(rgba: 0x0505_2E99)
    /// #05052EA3
    public static let opacityBlack640 = ColorRawToken(rgba: 0x0505_2EA3)
    /// #05052EAD
    public static let opacityBlack680 = ColorRawToken(rgba: 0x0505_2EAD)
    /// #05052EB8
    public static let opacityBlack720 = ColorRawToken(rgba: 0x0505_2EB8)
    /// #05052EC2
    public static let opacityBlack760 = ColorRawToken(rgba: 0x0505_2EC2)
    /// #05052ECC
    public static let opacityBlack800 = ColorRawToken(rgba: 0x0505_2ECC)
    /// #05052ED6
    public static let opacityBlack840 = ColorRawToken(rgba: 0x0505_2ED6)
    /// #05052EE0
    public static let opacityBlack880 = ColorRawToken(rgba: 0x0505_2EE0)
    /// #05052EEB
    public static let opacityBlack920 = ColorRawToken(rgba: 0x0505_2EEB)
    /// #05052EF5
    public static let opacityBlack960 = ColorRawToken(rgba: 0x0505_2EF5)
    // MARK: OpacityGrayDark
    /// #101319CC
    public static let opacityGrayDark880800 = ColorRawToken(rgba: 0x1013_19CC)
    // MARK: OpacityRoyalBlue
    /// #2055E500
    public static let opacityRoyalBlue0 = ColorRawToken(rgba: 0x2055_E500)
    /// #2055E50A
    public static let opacityRoyalBlue40 = ColorRawToken(rgba: 0x2055_E50A)
    /// #2055E514
    public static let opacityRoyalBlue80 = ColorRawToken(rgba: 0x2055_E514)
    /// #2055E51F
    public static let opacityRoyalBlue120 = ColorRawToken(rgba: 0x2055_E51F)
    /// #2055E529
    public static let opacityRoyalBlue160 = ColorRawToken(rgba: 0x2055_E529)
    /// #2055E533
    public static let opacityRoyalBlue200 = ColorRawToken(rgba: 0x2055_E533)
    /// #2055E53D
    public static let opacityRoyalBlue240 = ColorRawToken(rgba: 0x2055_E53D)
    /// #2055E547
    public static let opacityRoyalBlue280 = ColorRawToken(rgba: 0x2055_E547)
    /// #2055E552
    public static let opacityRoyalBlue320 = ColorRawToken(rgba: 0x2055_E552)
    /// #2055E55C
    public static let opacityRoyalBlue360 = ColorRawToken(rgba: 0x2055_E55C)
    /// #2055E566
    public static let opacityRoyalBlue400 = ColorRawToken(rgba: 0x2055_E566)
    /// #2055E570
    public static let opacityRoyalBlue440 = ColorRawToken(rgba: 0x2055_E570)
    /// #2055E57A
    public static let opacityRoyalBlue480 = ColorRawToken(rgba: 0x2055_E57A)
    /// #2055E585
    public static let opacityRoyalBlue520 = ColorRawToken(rgba: 0x2055_E585)
    /// #2055E58F
    public static let opacityRoyalBlue560 = ColorRawToken(rgba: 0x2055_E58F)
    /// #2055E599
    public static let opacityRoyalBlue600 = ColorRawToken(rgba: 0x2055_E599)
    /// #2055E5A3
    public static let opacityRoyalBlue640 = ColorRawToken(rgba: 0x2055_E5A3)
    /// #2055E5AD
    public static let opacityRoyalBlue680 = ColorRawToken(rgba: 0x2055_E5AD)
    /// #2055E5B8
    public static let opacityRoyalBlue720 = ColorRawToken(rgba: 0x2055_E5B8)
    /// #2055E5C2
    public static let opacityRoyalBlue760 = ColorRawToken(rgba: 0x2055_E5C2)
    /// #2055E5CC
    public static let opacityRoyalBlue800 = ColorRawToken(rgba: 0x2055_E5CC)
    /// #2055E5D6
    public static let opacityRoyalBlue840 = ColorRawToken(rgba: 0x2055_E5D6)
    /// #2055E5E0
    public static let opacityRoyalBlue880 = ColorRawToken(rgba: 0x2055_E5E0)
    /// #2055E5EB
    public static let opacityRoyalBlue920 = ColorRawToken(rgba: 0x2055_E5EB)
    /// #2055E5F5
    public static let opacityRoyalBlue960 = ColorRawToken(rgba: 0x2055_E5F5)
    // MARK: OpacityRustyRed
    /// #DB234514
    public static let opacityRustyRed80 = ColorRawToken(rgba: 0xDB23_4514)
    /// #8E1532AD
    public static let opacityRustyRed680 = ColorRawToken(rgba: 0x8E15_32AD)
    // MARK: OpacityWhite
    /// #EFF5FF00
    public static let opacityWhite0 = ColorRawToken(rgba: 0xEFF5_FF00)
    /// #EFF5FF0A
    public static let opacityWhite40 = ColorRawToken(rgba: 0xEFF5_FF0A)
    /// #EFF5FF14
    public static let opacityWhite80 = ColorRawToken(rgba: 0xEFF5_FF14)
    /// #EFF5FF1F
    public static let opacityWhite120 = ColorRawToken(rgba: 0xEFF5_FF1F)
    /// #EFF5FF29
    public static let opacityWhite160 = ColorRawToken(rgba: 0xEFF5_FF29)
    /// #EFF5FF33
    public static let opacityWhite200 = ColorRawToken(rgba: 0xEFF5_FF33)
    /// #EFF5FF3D
    public static let opacityWhite240 = ColorRawToken(rgba: 0xEFF5_FF3D)
    /// #EFF5FF47
    public static let opacityWhite280 = ColorRawToken(rgba: 0xEFF5_FF47)
    /// #EFF5FF52
    public static let opacityWhite320 = ColorRawToken(rgba: 0xEFF5_FF52)
    /// #EFF5FF5C
    public static let opacityWhite360 = ColorRawToken(rgba: 0xEFF5_FF5C)
    /// #EFF5FF66
    public static let opacityWhite400 = ColorRawToken(rgba: 0xEFF5_FF66)
    /// #EFF5FF70
    public static let opacityWhite440 = ColorRawToken(rgba: 0xEFF5_FF70)
    /// #EFF5FF7A
    public static let opacityWhite480 = ColorRawToken(rgba: 0xEFF5_FF7A)
    /// #EFF5FF85
    public static let opacityWhite520 = ColorRawToken(rgba: 0xEFF5_FF85)
    /// #EFF5FF8F
    public static let opacityWhite560 = ColorRawToken(rgba: 0xEFF5_FF8F)
    /// #EFF5FF99
    public static let opacityWhite600 = ColorRawToken(rgba: 0xEFF5_FF99)
    /// #EFF5FFA3
    public static let opacityWhite640 = ColorRawToken(rgba: 0xEFF5_FFA3)
    /// #EFF5FFAD
    public static let opacityWhite680 = ColorRawToken(rgba: 0xEFF5_FFAD)
    /// #EFF5FFB8
    public static let opacityWhite720 = ColorRawToken(rgba: 0xEFF5_FFB8)
    /// #EFF5FFC2
    public static let opacityWhite760 = ColorRawToken(rgba: 0xEFF5_FFC2)
    /// #EFF5FFCC
    public static let opacityWhite800 = ColorRawToken(rgba: 0xEFF5_FFCC)
    /// #EFF5FFD6
    public static let opacityWhite840 = ColorRawToken(rgba: 0xEFF5_FFD6)
    /// #EFF5FFE0
    public static let opacityWhite880 = ColorRawToken(rgba: 0xEFF5_FFE0)
    /// #EFF5FFEB
    public static let opacityWhite920 = ColorRawToken(rgba: 0xEFF5_FFEB)
    /// #EFF5FFF5
    public static let opacityWhite960 = ColorRawToken(rgba: 0xEFF5_FFF5)
    // MARK: RoyalBlue
    /// #EFF5FF
    public static let royalBlue50 = ColorRawToken(rgba: 0xEFF5_FFFF)
    /// #DCE9FD
    public static let royalBlue100 = ColorRawToken(rgba: 0xDCE9_FDFF)
    /// #C1D8FC
    public static let royalBlue200 = ColorRawToken(rgba: 0xC1D8_FCFF)
    /// #96C1FA
    public static let royalBlue300 = ColorRawToken(rgba: 0x96C1_FAFF)
    /// #649FF6
    public static let royalBlue400 = ColorRawToken(rgba: 0x649F_F6FF)
    /// #407BF1
    public static let royalBlue500 = ColorRawToken(rgba: 0x407B_F1FF)
    /// #2055E5
    public static let royalBlue600 = ColorRawToken(rgba: 0x2055_E5FF)
    /// #2248D3
    public static let royalBlue700 = ColorRawToken(rgba: 0x2248_D3FF)
    /// #223CAB
    public static let royalBlue800 = ColorRawToken(rgba: 0x223C_ABFF)
    /// #213787
    public static let royalBlue900 = ColorRawToken(rgba: 0x2137_87FF)
    /// #1F2D6B
    public static let royalBlue950 = ColorRawToken(rgba: 0x1F2D_6BFF)
    /// #182353
    public static let royalBlue1000 = ColorRawToken(rgba: 0x1823_53FF)
    // MARK: RustyRed
    /// #FFF1F1
    public static let rustyRed50 = ColorRawToken(rgba: 0xFFF1_F1FF)
    /// #FEE5E6
    public static let rustyRed100 = ColorRawToken(rgba: 0xFEE5_E6FF)
    /// #FCCFD2
    public static let rustyRed200 = ColorRawToken(rgba: 0xFCCF_D2FF)
    /// #FA9EA6
    public static let rustyRed300 = ColorRawToken(rgba: 0xFA9E_A6FF)
    /// #F66F7D
    public static let rustyRed400 = ColorRawToken(rgba: 0xF66F_7DFF)
    /// #EE455B
    public static let rustyRed500 = ColorRawToken(rgba: 0xEE45_5BFF)
    /// #DB2345
    public static let rustyRed600 = ColorRawToken(rgba: 0xDB23_45FF)
    /// #B81839
    public static let rustyRed700 = ColorRawToken(rgba: 0xB818_39FF)
    /// #8E1532
    public static let rustyRed800 = ColorRawToken(rgba: 0x8E15_32FF)
    /// #681229
    public static let rustyRed900 = ColorRawToken(rgba: 0x6812_29FF)
    /// #4A0717
    public static let rustyRed950 = ColorRawToken(rgba: 0x4A07_17FF)
    /// #380513
    public static let rustyRed1000 = ColorRawToken(rgba: 0x3805_13FF)
}
