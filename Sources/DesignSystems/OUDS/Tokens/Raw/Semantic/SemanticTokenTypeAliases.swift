import ProofUI

// The value types of the semantic tokens, named as in the OUDS documents.

/// A space (padding, gap, inset), in points.
public typealias SpaceSemanticToken = CGFloat
/// A size (icon, minimum touch area, maximum width), in points.
public typealias SizeSemanticToken = CGFloat
/// A corner radius, in points.
public typealias BorderRadiusSemanticToken = CGFloat
/// A border width, in points.
public typealias BorderWidthSemanticToken = CGFloat
/// A border line style.
public typealias BorderStyleSemanticToken = BorderStyleRawToken
/// An opacity, 0…1.
public typealias OpacitySemanticToken = Double
/// A dimension, in points.
public typealias DimensionSemanticToken = CGFloat
/// A grid width, margin or gap, in points.
public typealias GridSemanticToken = CGFloat
/// An effect value (blur radius), in points.
public typealias EffectSemanticToken = CGFloat
/// A font family name; nil is the system font.
public typealias FontFamilySemanticToken = String
/// A space with a compact (mobile) and a regular (tablet) value.
public typealias MultipleSpaceSemanticToken = MultipleDimensionSemanticToken
/// A size with a compact (mobile) and a regular (tablet) value.
public typealias MultipleSizeSemanticToken = MultipleDimensionSemanticToken
/// A colour semantic token's value in one mode: its hexadecimal code (`#RRGGBB` or `#RRGGBBAA`),
/// as OUDS iOS's token providers write it.
public typealias ColorSemanticToken = String
