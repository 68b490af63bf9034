// FILE: - Theme.swift

import FoundationUI

extension Theme.Radius {
    public static let xxSmall = Theme.Radius(2)
    public static let xSmall = Theme.Radius(4)
    public static let small = Theme.Radius(6)
    public static let regular = Theme.Radius(8)
    public static let large = Theme.Radius(12)
    public static let xLarge = Theme.Radius(18)
    public static let xxLarge = Theme.Radius(24)
}
