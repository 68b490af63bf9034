/// The working colour space of a `.drawingGroup(opaque:colorMode:)`.
///
/// Proof composites every group in sRGB-encoded values, as Core Graphics does for `.nonLinear`;
/// `.linear` and `.extendedLinear` are accepted and drawn the same way.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB-encoded values, clamped to 0…1.
    case nonLinear
    /// Linear values, clamped to 0…1.
    case linear
    /// Linear values, not clamped.
    case extendedLinear
}
