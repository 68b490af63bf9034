import Raster

/// A paint ready for the display list (Proof's counterpart of a resolved style).
public struct ResolvedPaint: Hashable, Sendable, CustomStringConvertible {
    let paint: Paint
    /// For a material: the blur radius (points, σ = radius / 2) of what is behind a filled shape,
    /// drawn as a `backdropBlur` item before the fill, whose paint is then the material's tint.
    let backdropBlurRadius: CGFloat?
    init(_ paint: Paint, backdropBlurRadius: CGFloat? = nil) {
        self.paint = paint
        self.backdropBlurRadius = backdropBlurRadius
    }

    /// The paint as text, for display-list dumps.
    public var description: String {
        switch paint {
        case .solid(let c):
            return Color.describe(Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha))
        case .linearGradient(let g, let s, let e):
            return "linear(\(g.stops.count) stops, \(fmt(s.x)),\(fmt(s.y)) → \(fmt(e.x)),\(fmt(e.y)))"
        case .radialGradient(let g, let c, let r0, let r1):
            return "radial(\(g.stops.count) stops, \(fmt(c.x)),\(fmt(c.y)) r \(fmt(r0))…\(fmt(r1)))"
        case .angularGradient(let g, let c, _, _): return "angular(\(g.stops.count) stops, \(fmt(c.x)),\(fmt(c.y)))"
        }
    }

    /// The fill of `.redacted(reason: .placeholder)` bars and boxes for content drawn in this
    /// paint: its colour at 16 % opacity (a gradient's first stop, for a gradient).
    var placeholder: ResolvedPaint {
        var c: Raster.Color
        switch paint {
        case .solid(let s): c = s
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            c = g.stops.first?.color ?? Raster.Color(red: 0, green: 0, blue: 0)
        }
        c.alpha *= 0.16
        return ResolvedPaint(.solid(c))
    }

    /// Whether the paint draws nothing.
    var isInvisible: Bool {
        if case .solid(let c) = paint { return c.alpha <= 0 }
        return false
    }
}

/// `v` for display-list dumps: rounded to two decimals, whole numbers without a fraction ("12", "0.25").
func fmt(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
}
