import ProofUI

// Generated from `ouds-tokens.md` §2.4.

/// Raw font tokens: families, sizes, line heights, letter spacings (points) and weights (`ouds-tokens.md` §2.4).
public enum FontRawTokens {
    /// "Arial".
    public static let familyArial = "Arial"
    /// "Helvetica".
    public static let familyHelvetica = "Helvetica"
    /// "Noto Sans".
    public static let familyNotoSans = "Noto Sans"
    /// "SF Pro".
    public static let familySfPro = "SF Pro"
    /// "Roboto".
    public static let familyRoboto = "Roboto"
    /// "Menlo".
    public static let familyMenlo = "Menlo"
    /// "Monaco".
    public static let familyMonaco = "Monaco"
    /// "Courier New".
    public static let familyCourierNew = "Courier New"
    /// "SF Mono".
    public static let familySfMono = "SF Mono"
    /// 12 pt.
    public static let size150: CGFloat = 12
    /// 13 pt.
    public static let size175: CGFloat = 13
    /// 14 pt.
    public static let size200: CGFloat = 14
    /// 16 pt.
    public static let size250: CGFloat = 16
    /// 18 pt.
    public static let size300: CGFloat = 18
    /// 20 pt.
    public static let size350: CGFloat = 20
    /// 24 pt.
    public static let size450: CGFloat = 24
    /// 28 pt.
    public static let size550: CGFloat = 28
    /// 32 pt.
    public static let size650: CGFloat = 32
    /// 36 pt.
    public static let size750: CGFloat = 36
    /// 40 pt.
    public static let size850: CGFloat = 40
    /// 44 pt.
    public static let size950: CGFloat = 44
    /// 48 pt.
    public static let size1050: CGFloat = 48
    /// 52 pt.
    public static let size1150: CGFloat = 52
    /// 56 pt.
    public static let size1250: CGFloat = 56
    /// 64 pt.
    public static let size1450: CGFloat = 64
    /// 72 pt.
    public static let size1850: CGFloat = 72
    /// 16 pt.
    public static let lineHeight250: CGFloat = 16
    /// 20 pt.
    public static let lineHeight350: CGFloat = 20
    /// 24 pt.
    public static let lineHeight450: CGFloat = 24
    /// 28 pt.
    public static let lineHeight550: CGFloat = 28
    /// 32 pt.
    public static let lineHeight650: CGFloat = 32
    /// 36 pt.
    public static let lineHeight750: CGFloat = 36
    /// 40 pt.
    public static let lineHeight850: CGFloat = 40
    /// 44 pt.
    public static let lineHeight950: CGFloat = 44
    /// 48 pt.
    public static let lineHeight1050: CGFloat = 48
    /// 52 pt.
    public static let lineHeight1150: CGFloat = 52
    /// 56 pt.
    public static let lineHeight1250: CGFloat = 56
    /// 60 pt.
    public static let lineHeight1350: CGFloat = 60
    /// 64 pt.
    public static let lineHeight1450: CGFloat = 64
    /// 72 pt.
    public static let lineHeight1850: CGFloat = 72
    /// 80 pt.
    public static let lineHeight2050: CGFloat = 80
    /// 0.18 pt.
    public static let letterSpacing150: CGFloat = 0.18
    /// 0.19 pt.
    public static let letterSpacing175: CGFloat = 0.19
    /// 0.17 pt.
    public static let letterSpacing200: CGFloat = 0.17
    /// 0.2 pt.
    public static let letterSpacing250: CGFloat = 0.2
    /// 0.18 pt.
    public static let letterSpacing300: CGFloat = 0.18
    /// 0 pt.
    public static let letterSpacing350: CGFloat = 0
    /// -0.12 pt.
    public static let letterSpacing450: CGFloat = -0.12
    /// -0.28 pt.
    public static let letterSpacing550: CGFloat = -0.28
    /// -0.32 pt.
    public static let letterSpacing650: CGFloat = -0.32
    /// -0.36 pt.
    public static let letterSpacing750: CGFloat = -0.36
    /// -0.4 pt.
    public static let letterSpacing850: CGFloat = -0.4
    /// -0.55 pt.
    public static let letterSpacing950: CGFloat = -0.55
    /// -0.6 pt.
    public static let letterSpacing1050: CGFloat = -0.6
    /// -0.65 pt.
    public static let letterSpacing1150: CGFloat = -0.65
    /// -0.7 pt.
    public static let letterSpacing1250: CGFloat = -0.7
    /// -0.96 pt.
    public static let letterSpacing1450: CGFloat = -0.96
    /// -1.08 pt.
    public static let letterSpacing1850: CGFloat = -1.08
    /// Weight 100.
    public static let weight100 = FontWeight(100)
    /// Weight 200.
    public static let weight200 = FontWeight(200)
    /// Weight 300.
    public static let weight300 = FontWeight(300)
    /// Weight 400.
    public static let weight400 = FontWeight(400)
    /// Weight 500.
    public static let weight500 = FontWeight(500)
    /// Weight 600.
    public static let weight600 = FontWeight(600)
    /// Weight 700.
    public static let weight700 = FontWeight(700)
    /// Weight 800.
    public static let weight800 = FontWeight(800)
    /// Weight 900.
    public static let weight900 = FontWeight(900)
    /// Weight 950.
    public static let weight950 = FontWeight(950)
}
