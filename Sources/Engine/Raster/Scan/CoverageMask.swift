/// An 8-bit coverage image placed on the device-pixel grid: the scan converter's output for one
/// shape, kept so that the same shape can be drawn many times without scan converting it again
/// (glyph caches are made of these).
///
/// Pixel (`left` + i, `top` + j) of the device has coverage `coverage[j * width + i]`; everything
/// outside the box has zero coverage.
public struct CoverageMask: Sendable, Equatable {
    /// Device x of the first column.
    public let left: Int
    /// Device y of the first row.
    public let top: Int
    /// Number of columns (0 when the shape covers nothing).
    public let width: Int
    /// Number of rows (0 when the shape covers nothing).
    public let height: Int
    /// Row-major coverage, 0 (outside) … 255 (inside).
    public let coverage: [UInt8]

    /// Largest side, in pixels, of a mask (a mask is meant for glyphs and icons, not whole pages).
    public static let maxDimension = 4096

    /// Largest distance, in pixels, from the origin to any side of a mask's box. The scan converter
    /// snaps to 1/256 px in 32-bit integers, which reach ±2^23 px; this leaves room for the box's
    /// margin and its `maxDimension`.
    public static let maxCoordinate = Rasterizer.maxClipCoordinate

    /// A mask covering nothing.
    public static let empty = CoverageMask(left: 0, top: 0, width: 0, height: 0, coverage: [])

    init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// Scan-converts `path` mapped through `transform` with the same converter `Canvas.fill` uses, so
    /// a mask drawn at its own position gives the pixels a direct fill would.
    ///
    /// Throws `RasterError.nonFiniteGeometry` for NaN or infinite input,
    /// `RasterError.coordinatesOutOfRange` when the shape lies beyond `maxCoordinate` from the origin,
    /// and `RasterError.invalidCanvasSize` when the shape's box exceeds `maxDimension` on a side.
    public init(
        path: Path, transform: Transform = .identity, rule: FillRule = .nonZero,
        tolerance: Double = Canvas.defaultFlatteningTolerance
    )
        throws(RasterError)
    {
        guard path.isFinite,
            [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        else { throw .nonFiniteGeometry("coverage mask path or transform") }
        guard tolerance.isFinite, tolerance > 0 else {
            throw .nonFiniteGeometry("coverage mask tolerance \(tolerance)")
        }
        let device = path.applying(transform)
        let bounds = device.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width >= 0, bounds.height >= 0 else {
            self = .empty
            return
        }
        let reach = Double(Self.maxCoordinate)
        guard bounds.minX >= -reach, bounds.maxX <= reach, bounds.minY >= -reach, bounds.maxY <= reach else {
            throw .coordinatesOutOfRange(
                "coverage mask box \(bounds) (each side within ±\(Self.maxCoordinate) px of the origin)")
        }
        let x0 = Rasterizer.floorInt(bounds.minX)
        let y0 = Rasterizer.floorInt(bounds.minY)
        let x1 = Rasterizer.ceilInt(bounds.maxX) + 1
        let y1 = Rasterizer.ceilInt(bounds.maxY) + 1
        guard x1 - x0 <= Self.maxDimension, y1 - y0 <= Self.maxDimension else {
            throw .invalidCanvasSize(width: x1 - x0, height: y1 - y0, limit: Self.maxDimension)
        }
        var rasterizer = Rasterizer()
        rasterizer.reset(clipX0: x0, clipY0: y0, clipX1: x1, clipY1: y1)
        let flattener = Flattener(tolerance: tolerance)
        flattener.flatten(device, transform: .identity) { rasterizer.addPolygon($0.points) }
        var mx0 = Int.max
        var my0 = Int.max
        var mx1 = Int.min
        var my1 = Int.min
        var spans: [(y: Int, x: Int, values: [UInt8])] = []
        rasterizer.rasterize(rule: rule) { span in
            var values = [UInt8](repeating: span.constant, count: span.count)
            if let v = span.values { for i in 0..<span.count { values[i] = v[i] } }
            spans.append((span.y, span.x, values))
            mx0 = Swift.min(mx0, span.x)
            mx1 = Swift.max(mx1, span.x + span.count)
            my0 = Swift.min(my0, span.y)
            my1 = Swift.max(my1, span.y + 1)
        }
        guard mx1 > mx0, my1 > my0 else {
            self = .empty
            return
        }
        let w = mx1 - mx0
        var cov = [UInt8](repeating: 0, count: w * (my1 - my0))
        for s in spans {
            let base = (s.y - my0) * w + (s.x - mx0)
            for i in 0..<s.values.count { cov[base + i] = s.values[i] }
        }
        self.init(left: mx0, top: my0, width: w, height: my1 - my0, coverage: cov)
    }

    /// The mask moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(left: left + dx, top: top + dy, width: width, height: height, coverage: coverage)
    }

    /// Approximate memory held by the mask, in bytes (for cache budgets).
    public var byteCount: Int { coverage.count + 48 }
}
