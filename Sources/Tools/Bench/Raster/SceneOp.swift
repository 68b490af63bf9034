import Raster

/// One drawing operation of a benchmark scene, as the scene file describes it.
///
/// In JSON an operation is an object with an `"op"` key:
/// - `fill`: `path`, `color`, `rule` (`"nonzero"` or `"evenodd"`, default non-zero);
/// - `stroke`: `path`, `color`, `width`, `cap` (`butt`/`round`/`square`, default butt),
///   `join` (`miter`/`round`/`bevel`, default miter), `miterLimit` (default 4, Skia's default),
///   optional `dash` and `dashPhase`;
/// - `shadow`: `path`, `color`, `sigma` (Gaussian standard deviation), `dx`, `dy`: the path's
///   non-zero fill coverage blurred, offset and tinted (the shape itself is not drawn).
enum SceneOp: Sendable {
    /// Fill `path` with a solid colour.
    case fill(path: Path, color: RGBA8, rule: FillRule)
    /// Stroke `path` with a solid colour.
    case stroke(path: Path, color: RGBA8, style: StrokeStyle)
    /// Draw the blurred shadow of `path`'s fill, moved by `offset`.
    case shadow(path: Path, color: RGBA8, sigma: Double, offset: Point)

    /// The miter limit assumed when a stroke does not give one (Skia's and bench_reference.py's).
    static let defaultMiterLimit = 4.0

    /// The path this operation draws.
    var path: Path {
        switch self {
        case .fill(let p, _, _), .stroke(let p, _, _), .shadow(let p, _, _, _): return p
        }
    }
}

extension SceneOp: Codable {
    private enum CodingKeys: String, CodingKey {
        case op, path, color, rule, width, cap, join, miterLimit, dash, dashPhase, sigma, dx, dy
    }

    /// The file's names of the fill rules.
    private static let ruleNames: [(FillRule, String)] = [(.nonZero, "nonzero"), (.evenOdd, "evenodd")]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .op)
        var pathContainer = try c.nestedUnkeyedContainer(forKey: .path)
        let path = try PathCoding.decode(from: &pathContainer)
        let color = try c.decode(RGBA8.self, forKey: .color)
        func finite(_ key: CodingKeys, default value: Double? = nil) throws -> Double {
            let v: Double
            if let value {
                v = try c.decodeIfPresent(Double.self, forKey: key) ?? value
            } else {
                v = try c.decode(Double.self, forKey: key)
            }
            guard v.isFinite else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "\(key.stringValue) must be finite")
            }
            return v
        }
        switch kind {
        case "fill":
            let name = try c.decodeIfPresent(String.self, forKey: .rule) ?? "nonzero"
            guard let rule = Self.ruleNames.first(where: { $0.1 == name })?.0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .rule, in: c, debugDescription: "fill rule \"\(name)\" is not nonzero or evenodd")
            }
            self = .fill(path: path, color: color, rule: rule)
        case "stroke":
            let width = try finite(.width)
            guard width >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .width, in: c, debugDescription: "stroke width \(width) is negative")
            }
            let capName = try c.decodeIfPresent(String.self, forKey: .cap) ?? "butt"
            guard let cap = StrokeStyle.LineCap(rawValue: capName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cap, in: c, debugDescription: "line cap \"\(capName)\" is not butt, round or square")
            }
            let joinName = try c.decodeIfPresent(String.self, forKey: .join) ?? "miter"
            guard let join = StrokeStyle.LineJoin(rawValue: joinName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .join, in: c, debugDescription: "line join \"\(joinName)\" is not miter, round or bevel")
            }
            let dash = try c.decodeIfPresent([Double].self, forKey: .dash) ?? []
            guard dash.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .dash, in: c, debugDescription: "dash lengths must be finite")
            }
            let style = StrokeStyle(
                lineWidth: width, lineCap: cap, lineJoin: join,
                miterLimit: try finite(.miterLimit, default: Self.defaultMiterLimit),
                dash: dash, dashPhase: try finite(.dashPhase, default: 0))
            self = .stroke(path: path, color: color, style: style)
        case "shadow":
            let sigma = try finite(.sigma)
            guard sigma >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .sigma, in: c, debugDescription: "sigma \(sigma) is negative")
            }
            self = .shadow(
                path: path, color: color, sigma: sigma,
                offset: Point(try finite(.dx, default: 0), try finite(.dy, default: 0)))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: c, debugDescription: "unknown op \"\(kind)\" (expected fill, stroke or shadow)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        var pathContainer = c.nestedUnkeyedContainer(forKey: .path)
        try PathCoding.encode(path, into: &pathContainer)
        switch self {
        case .fill(_, let color, let rule):
            try c.encode("fill", forKey: .op)
            try c.encode(color, forKey: .color)
            try c.encode(Self.ruleNames.first(where: { $0.0 == rule })!.1, forKey: .rule)
        case .stroke(_, let color, let style):
            try c.encode("stroke", forKey: .op)
            try c.encode(color, forKey: .color)
            try c.encode(style.lineWidth, forKey: .width)
            try c.encode(style.lineCap.rawValue, forKey: .cap)
            try c.encode(style.lineJoin.rawValue, forKey: .join)
            try c.encode(style.miterLimit, forKey: .miterLimit)
            if !style.dash.isEmpty {
                try c.encode(style.dash, forKey: .dash)
                try c.encode(style.dashPhase, forKey: .dashPhase)
            }
        case .shadow(_, let color, let sigma, let offset):
            try c.encode("shadow", forKey: .op)
            try c.encode(color, forKey: .color)
            try c.encode(sigma, forKey: .sigma)
            try c.encode(offset.x, forKey: .dx)
            try c.encode(offset.y, forKey: .dy)
        }
    }
}
