import Raster

/// Blend modes for `.blendMode` (those Raster composites; others fall back to normal).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Source over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Add, clamped.
    case plusLighter
    /// Darken by addition.
    case plusDarker

    var raster: Raster.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .plusLighter: .plusLighter
        case .plusDarker: .plusDarker
        }
    }
}
