import Raster

/// Converts a `Path` to and from the scene file's command arrays: `["M", x, y]`, `["L", x, y]`,
/// `["Q", cx, cy, x, y]`, `["C", c1x, c1y, c2x, c2y, x, y]` and `["Z"]`.
///
/// Encoding writes `path.elements` one to one (numbers in their shortest round-trip form), so the
/// reference libraries receive exactly the cubic pieces Raster's shape helpers produced.
enum PathCoding {
    /// Number of coordinates after each command letter.
    private static let arity: [String: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]

    /// Appends the command arrays of `path` to `container`.
    static func encode(_ path: Path, into container: inout UnkeyedEncodingContainer) throws {
        for element in path.elements {
            var seg = container.nestedUnkeyedContainer()
            switch element {
            case .move(let p):
                try seg.encode("M")
                try encode([p], into: &seg)
            case .line(let p):
                try seg.encode("L")
                try encode([p], into: &seg)
            case .quad(let c, let p):
                try seg.encode("Q")
                try encode([c, p], into: &seg)
            case .cubic(let c1, let c2, let p):
                try seg.encode("C")
                try encode([c1, c2, p], into: &seg)
            case .close:
                try seg.encode("Z")
            }
        }
    }

    private static func encode(_ points: [Point], into seg: inout UnkeyedEncodingContainer) throws {
        for p in points {
            try seg.encode(p.x)
            try seg.encode(p.y)
        }
    }

    /// Reads command arrays from `container` into a path. The path must start with `M` (Skia and
    /// Raster treat a leading `L` differently), each command must have exactly its number of
    /// coordinates, and every coordinate must be finite.
    static func decode(from container: inout UnkeyedDecodingContainer) throws -> Path {
        var path = Path()
        var first = true
        while !container.isAtEnd {
            var seg = try container.nestedUnkeyedContainer()
            let cmd = try seg.decode(String.self)
            guard let n = arity[cmd] else {
                throw corrupted(seg, "unknown path command \"\(cmd)\" (expected M, L, Q, C or Z)")
            }
            guard seg.count == n + 1 else {
                throw corrupted(seg, "path command \(cmd) takes \(n) numbers, got \((seg.count ?? 1) - 1)")
            }
            if first && cmd != "M" {
                throw corrupted(seg, "a path must start with M, not \(cmd)")
            }
            first = false
            var v: [Double] = []
            while !seg.isAtEnd {
                let x = try seg.decode(Double.self)
                guard x.isFinite else {
                    throw corrupted(seg, "non-finite coordinate \(x)")
                }
                v.append(x)
            }
            switch cmd {
            case "M": path.move(to: Point(v[0], v[1]))
            case "L": path.addLine(to: Point(v[0], v[1]))
            case "Q": path.addQuadCurve(to: Point(v[2], v[3]), control: Point(v[0], v[1]))
            case "C": path.addCurve(to: Point(v[4], v[5]), control1: Point(v[0], v[1]), control2: Point(v[2], v[3]))
            default: path.closeSubpath()
            }
        }
        return path
    }

    /// An error located at the segment itself (not at the element after the last one read).
    private static func corrupted(_ seg: UnkeyedDecodingContainer, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: seg.codingPath, debugDescription: message))
    }
}
