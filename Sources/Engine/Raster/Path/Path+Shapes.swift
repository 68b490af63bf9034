import Foundation

extension Path {
    /// Adds a closed rectangle, drawn clockwise on screen from its top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a rounded rectangle with circular corners; radii beyond half the shorter side are clamped.
    public mutating func addRoundedRect(in r: Rect, cornerRadii radii: CornerRadii) {
        let k = radii.clamped(to: r)
        if k.topLeft == 0 && k.topRight == 0 && k.bottomRight == 0 && k.bottomLeft == 0 {
            return addRect(r)
        }
        let h = Double.pi / 2
        move(to: Point(x: r.minX + k.topLeft, y: r.minY))
        addLine(to: Point(x: r.maxX - k.topRight, y: r.minY))
        addArcPieces(
            center: Point(x: r.maxX - k.topRight, y: r.minY + k.topRight), radius: k.topRight, start: -h, sweep: h)
        addLine(to: Point(x: r.maxX, y: r.maxY - k.bottomRight))
        addArcPieces(
            center: Point(x: r.maxX - k.bottomRight, y: r.maxY - k.bottomRight), radius: k.bottomRight, start: 0,
            sweep: h)
        addLine(to: Point(x: r.minX + k.bottomLeft, y: r.maxY))
        addArcPieces(
            center: Point(x: r.minX + k.bottomLeft, y: r.maxY - k.bottomLeft), radius: k.bottomLeft, start: h, sweep: h)
        addLine(to: Point(x: r.minX, y: r.minY + k.topLeft))
        addArcPieces(
            center: Point(x: r.minX + k.topLeft, y: r.minY + k.topLeft), radius: k.topLeft, start: 2 * h, sweep: h)
        closeSubpath()
    }

    /// Adds a rounded rectangle with the same radius at every corner.
    public mutating func addRoundedRect(in r: Rect, cornerRadius: Double) {
        addRoundedRect(in: r, cornerRadii: CornerRadii(cornerRadius))
    }

    /// Adds a closed ellipse inscribed in `r`, starting at its rightmost point.
    public mutating func addEllipse(in r: Rect) {
        let c = r.center
        let rx = r.width / 2
        let ry = r.height / 2
        let t = Transform(a: rx, b: 0, c: 0, d: ry, tx: c.x, ty: c.y)
        move(to: t.apply(Point(x: 1, y: 0)))
        appendUnitArc(start: 0, sweep: 2 * .pi, transform: t, scaleHint: Swift.max(abs(rx), abs(ry)))
        closeSubpath()
    }

    /// Adds a closed circle.
    public mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Adds a capsule: a rounded rectangle whose radius is half its shorter side.
    public mutating func addCapsule(in r: Rect) {
        addRoundedRect(in: r, cornerRadius: Swift.min(abs(r.width), abs(r.height)) / 2)
    }

    /// Adds a circular arc, as `Path.addArc(center:radius:startAngle:endAngle:clockwise:)` in SwiftUI.
    ///
    /// Angles are in radians from the +x axis towards +y (downwards on screen). `clockwise: false`
    /// increases the angle (clockwise on screen, because y grows downwards), `clockwise: true`
    /// decreases it — the same convention as Core Graphics and SwiftUI. A sweep of 360° or more is
    /// clamped to one full turn. A line joins the current point to the arc's start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep > 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    - (sweep.truncatingRemainder(dividingBy: full) > 0 ? full : 0)
            }
            if sweep <= -full { sweep = -full }
        } else {
            if sweep < 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    + (sweep.truncatingRemainder(dividingBy: full) < 0 ? full : 0)
            }
            if sweep >= full { sweep = full }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        addArcPieces(center: center, radius: radius, start: startAngle, sweep: sweep)
    }

    /// Appends cubic pieces of a circular arc whose start point is the current point.
    mutating func addArcPieces(center: Point, radius: Double, start: Double, sweep: Double) {
        guard radius > 0 else { return }
        let t = Transform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        appendUnitArc(start: start, sweep: sweep, transform: t, scaleHint: radius)
    }

    /// Appends cubic pieces approximating the unit-circle arc from `start` through `sweep` radians,
    /// mapped through `transform`. Pieces are at most 45° and shorter on large radii, so that the
    /// radial error stays under 5e-4 units of `scaleHint` (radius): 0.0015 px at 3× scale.
    mutating func appendUnitArc(start: Double, sweep: Double, transform: Transform, scaleHint: Double) {
        guard sweep != 0, sweep.isFinite, start.isFinite else { return }
        // Radial error of a cubic arc piece of angle θ is ≈ 4.3e-6·r·(θ/(π/4))^6.
        let r = Swift.max(abs(scaleHint), 1e-9)
        var maxPiece = Double.pi / 4
        let ratio = 5e-4 / (4.3e-6 * r)
        if ratio < 1 { maxPiece *= pow(ratio, 1.0 / 6.0) }
        let n = Swift.min(4096, Swift.max(1, Int((abs(sweep) / maxPiece).rounded(.up))))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<n {
            let a0 = start + step * Double(i)
            let a1 = i == n - 1 ? start + sweep : a0 + step
            let c0 = cos(a0)
            let s0 = sin(a0)
            // A full turn ends exactly where it started.
            let fullTurn = i == n - 1 && abs(sweep) == 2 * Double.pi
            let c1 = fullTurn ? cos(start) : cos(a1)
            let s1 = fullTurn ? sin(start) : sin(a1)
            let p1 = Point(x: c0 - k * s0, y: s0 + k * c0)
            let p2 = Point(x: c1 + k * s1, y: s1 - k * c1)
            let p3 = Point(x: c1, y: s1)
            addCurve(to: transform.apply(p3), control1: transform.apply(p1), control2: transform.apply(p2))
        }
    }

    /// A rectangle path.
    public static func rect(_ r: Rect) -> Path { Path { $0.addRect(r) } }
    /// A rounded-rectangle path with one radius.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        Path { $0.addRoundedRect(in: r, cornerRadius: cornerRadius) }
    }
    /// A rounded-rectangle path with per-corner radii.
    public static func roundedRect(_ r: Rect, cornerRadii: CornerRadii) -> Path {
        Path { $0.addRoundedRect(in: r, cornerRadii: cornerRadii) }
    }
    /// An ellipse path.
    public static func ellipse(in r: Rect) -> Path { Path { $0.addEllipse(in: r) } }
    /// A circle path.
    public static func circle(center: Point, radius: Double) -> Path {
        Path { $0.addCircle(center: center, radius: radius) }
    }
    /// A capsule path.
    public static func capsule(in r: Rect) -> Path { Path { $0.addCapsule(in: r) } }
    /// An open arc path.
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> Path
    {
        Path {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }
}
