import Foundation

/// Parses SVG path data — the `d` attribute of `<path>` — into a `Path`.
///
/// Supports the whole SVG 1.1 / SVG 2 path grammar: the commands `M L H V C S Q T A Z` in absolute
/// (uppercase) and relative (lowercase) forms, implicit repetition of a command's arguments (extra
/// pairs after a moveto are linetos), numbers such as `+3`, `1e-3`, `.5.5` (two numbers) and `-1-2`
/// (two numbers), comma / whitespace separators, and compact arc flags (`a1 1 0 00 1 1`).
///
/// Behaviour, following the SVG specification:
/// - `S` / `T` reflect the previous command's second control point about the current point only when
///   the previous command was `C`/`S` (respectively `Q`/`T`); otherwise the control point is the
///   current point.
/// - After `Z`, a drawing command other than a moveto starts a new subpath at the closed subpath's
///   first point (an explicit `.move` is emitted there), and relative coordinates are measured from it.
/// - Elliptical arcs are converted per SVG implementation notes F.6: radii are made positive and scaled
///   up when too small to reach the end point, a zero radius gives a straight line, an arc whose end
///   point equals its start point is omitted, and the x-axis rotation is in degrees. Arcs become cubic
///   Bézier pieces whose last point is exactly the arc's end point.
/// - The grammar is applied strictly: a comma must separate two arguments (not a command letter and an
///   argument, nor an argument and the next command letter).
///
/// Errors report the first problem with its offset in UTF-8 bytes (see `SVGPathError`). The scanner
/// works directly on UTF-8 bytes, without regular expressions or `Foundation.Scanner`.
public struct SVGPathParser: Hashable, Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses path data; empty or whitespace-only data gives an empty path.
    public func parse(_ data: String) throws(SVGPathError) -> Path {
        if let result = data.utf8.withContiguousStorageIfAvailable({ Self.result(parsing: $0) }) {
            return try result.get()
        }
        return try parse(utf8: Array(data.utf8))
    }

    /// Parses path data given as UTF-8 bytes; empty or whitespace-only data gives an empty path.
    public func parse(utf8 bytes: some Collection<UInt8>) throws(SVGPathError) -> Path {
        if let result = bytes.withContiguousStorageIfAvailable({ Self.result(parsing: $0) }) {
            return try result.get()
        }
        return try Array(bytes).withUnsafeBufferPointer { Self.result(parsing: $0) }.get()
    }

    private static func result(parsing bytes: UnsafeBufferPointer<UInt8>) -> Result<Path, SVGPathError> {
        Result { () throws(SVGPathError) -> Path in
            var run = Run(bytes: bytes)
            try run.parseAll()
            return run.path
        }
    }

    /// The state of one parse: a cursor over the bytes plus the geometry built so far.
    private struct Run {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Offset of the next unread byte.
        var i = 0
        var path = Path()
        /// End point of the last segment (or the subpath start after `Z`).
        var current = Point.zero
        /// First point of the current subpath.
        var subpathStart = Point.zero
        /// Second control point of the previous segment when it was `C` or `S`.
        var lastCubicControl: Point?
        /// Control point of the previous segment when it was `Q` or `T`.
        var lastQuadControl: Point?
        /// Set by `Z`: the next drawing segment must first emit a move to `current`.
        var needsMove = false
        /// Whether the next argument is the first of its segment (no separator may precede it).
        var atSegmentStart = true

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var n: Int { bytes.count }

        // MARK: Commands

        mutating func parseAll() throws(SVGPathError) {
            skipWhitespace()
            guard i < n else { return }
            let first = bytes[i]
            if first != Byte.M && first != Byte.m {
                if Self.isCommand(first) || Self.isNumberStart(first) { throw .missingMoveTo(offset: i) }
                throw unexpectedCharacter(at: i)
            }
            while true {
                skipWhitespace()
                guard i < n else { return }
                let letter = bytes[i]
                guard Self.isCommand(letter) else { throw unexpectedCharacter(at: i) }
                i += 1
                if letter | 0x20 == Byte.z {
                    closePath()
                    continue
                }
                skipWhitespace()
                var command = letter
                while true {
                    atSegmentStart = true
                    try segment(command)
                    if command == Byte.M { command = Byte.L } else if command == Byte.m { command = Byte.l }
                    let sawComma = skipCommaWhitespace()
                    if i < n && Self.isNumberStart(bytes[i]) { continue }
                    if sawComma { throw .expectedNumber(offset: i) }
                    break
                }
            }
        }

        /// Parses the arguments of one segment of `command` and appends it.
        mutating func segment(_ command: UInt8) throws(SVGPathError) {
            let offset = i
            let relative = command >= Byte.a
            let base = relative ? current : .zero
            switch command | 0x20 {
            case Byte.m:
                let p = try point(base)
                try check(p, offset: offset)
                path.move(to: p)
                current = p
                subpathStart = p
                needsMove = false
                lastCubicControl = nil
                lastQuadControl = nil
            case Byte.l:
                let p = try point(base)
                try check(p, offset: offset)
                lineTo(p)
            case Byte.h:
                let p = Point(x: try number() + base.x, y: current.y)
                try check(p, offset: offset)
                lineTo(p)
            case Byte.v:
                let p = Point(x: current.x, y: try number() + base.y)
                try check(p, offset: offset)
                lineTo(p)
            case Byte.c:
                let c1 = try point(base)
                let c2 = try point(base)
                let p = try point(base)
                try check(c1, c2, p, offset: offset)
                cubicTo(p, c1, c2)
            case Byte.s:
                let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                let c2 = try point(base)
                let p = try point(base)
                try check(c1, c2, p, offset: offset)
                cubicTo(p, c1, c2)
            case Byte.q:
                let c = try point(base)
                let p = try point(base)
                try check(c, p, offset: offset)
                quadTo(p, c)
            case Byte.t:
                let c = lastQuadControl.map { current * 2 - $0 } ?? current
                let p = try point(base)
                try check(c, p, offset: offset)
                quadTo(p, c)
            default:  // Byte.a
                let rx = try number()
                let ry = try number()
                let rotation = try number()
                let largeArc = try flag()
                let sweep = try flag()
                let p = try point(base)
                try check(p, offset: offset)
                arcTo(p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
            }
        }

        mutating func closePath() {
            path.closeSubpath()
            current = subpathStart
            needsMove = true
            lastCubicControl = nil
            lastQuadControl = nil
        }

        /// Emits the move that starts a new subpath after `Z`, when needed.
        mutating func beginSegment() {
            if needsMove {
                path.move(to: current)
                needsMove = false
            }
        }

        mutating func lineTo(_ p: Point) {
            beginSegment()
            path.addLine(to: p)
            current = p
            lastCubicControl = nil
            lastQuadControl = nil
        }

        mutating func cubicTo(_ p: Point, _ c1: Point, _ c2: Point) {
            beginSegment()
            path.addCurve(to: p, control1: c1, control2: c2)
            current = p
            lastCubicControl = c2
            lastQuadControl = nil
        }

        mutating func quadTo(_ p: Point, _ c: Point) {
            beginSegment()
            path.addQuadCurve(to: p, control: c)
            current = p
            lastCubicControl = nil
            lastQuadControl = c
        }

        /// Appends an elliptical arc from `current` to `end` (SVG implementation notes F.6.5 and F.6.6).
        mutating func arcTo(
            _ end: Point, rx rxIn: Double, ry ryIn: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool
        ) {
            let start = current
            lastCubicControl = nil
            lastQuadControl = nil
            // F.6.2: identical end points omit the arc; F.6.6 step 1: a zero radius makes a line.
            if start == end { return }
            var rx = abs(rxIn)
            var ry = abs(ryIn)
            guard rx > 0, ry > 0 else { return lineTo(end) }

            let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * (.pi / 180)
            let cosPhi = cos(phi)
            let sinPhi = sin(phi)
            // F.6.5 step 1: the midpoint-relative start point in the ellipse's axis-aligned frame.
            let hx = (start.x - end.x) / 2
            let hy = (start.y - end.y) / 2
            let x1 = cosPhi * hx + sinPhi * hy
            let y1 = -sinPhi * hx + cosPhi * hy
            // Work in the unit-circle frame (divided by the radii), which avoids squaring large radii.
            var ux = x1 / rx
            var uy = y1 / ry
            let lambda = ux * ux + uy * uy
            var coefficient = 0.0
            if lambda >= 1 {
                // F.6.6 step 3: radii too small to reach the end point are scaled up just enough.
                let s = lambda.squareRoot()
                rx *= s
                ry *= s
                ux /= s
                uy /= s
            } else if lambda > 0 {
                // F.6.5 step 2, divided through by rx²·ry².
                coefficient = ((1 - lambda) / lambda).squareRoot()
                if largeArc == sweep { coefficient = -coefficient }
            } else {
                // The radii dwarf the chord so much that the ratio underflows: the arc is a straight line.
                return lineTo(end)
            }
            // Center (F.6.5 steps 2–3) and angles (steps 5–6) measured on the unit circle.
            let ucx = coefficient * uy
            let ucy = -coefficient * ux
            let theta1 = atan2(uy - ucy, ux - ucx)
            let theta2 = atan2(-uy - ucy, -ux - ucx)
            var delta = theta2 - theta1
            if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
            let cxp = rx * ucx
            let cyp = ry * ucy
            let center = Point(
                x: cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2,
                y: sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2)
            guard center.isFinite, theta1.isFinite, delta.isFinite, delta != 0 else { return lineTo(end) }

            let transform = Transform.scale(rx, ry)
                .concatenating(.rotation(phi))
                .concatenating(.translation(center.x, center.y))
            var pieces = Path()
            pieces.move(to: start)
            pieces.appendUnitArc(start: theta1, sweep: delta, transform: transform, scaleHint: Swift.max(rx, ry))
            let elements = pieces.elements
            guard elements.count > 1, pieces.isFinite else { return lineTo(end) }
            beginSegment()
            for k in 1..<elements.count {
                guard case .cubic(let c1, let c2, let p) = elements[k] else { continue }
                // The last piece ends exactly on the requested end point, not on its rounded image.
                path.addCurve(to: k == elements.count - 1 ? end : p, control1: c1, control2: c2)
            }
            current = end
        }

        // MARK: Arguments

        /// Throws when a point of the segment whose arguments start at `offset` is not finite.
        func check(_ p: Point, offset: Int) throws(SVGPathError) {
            if !p.isFinite { throw .nonFiniteCoordinate(offset: offset) }
        }

        /// Throws when a point of the segment whose arguments start at `offset` is not finite.
        func check(_ p: Point, _ q: Point, offset: Int) throws(SVGPathError) {
            if !(p.isFinite && q.isFinite) { throw .nonFiniteCoordinate(offset: offset) }
        }

        /// Throws when a point of the segment whose arguments start at `offset` is not finite.
        func check(_ p: Point, _ q: Point, _ r: Point, offset: Int) throws(SVGPathError) {
            if !(p.isFinite && q.isFinite && r.isFinite) { throw .nonFiniteCoordinate(offset: offset) }
        }

        /// Reads a coordinate pair and adds `base` (the current point for relative commands).
        mutating func point(_ base: Point) throws(SVGPathError) -> Point {
            let x = try number()
            let y = try number()
            return Point(x: x + base.x, y: y + base.y)
        }

        /// Skips the separator before a non-first argument of a segment.
        mutating func beginArgument() {
            if atSegmentStart {
                atSegmentStart = false
            } else {
                _ = skipCommaWhitespace()
            }
        }

        /// Reads an arc flag: a single `0` or `1`.
        mutating func flag() throws(SVGPathError) -> Bool {
            beginArgument()
            guard i < n else { throw .expectedFlag(offset: i) }
            switch bytes[i] {
            case Byte.zero:
                i += 1
                return false
            case Byte.one:
                i += 1
                return true
            default: throw .expectedFlag(offset: i)
            }
        }

        /// Reads a number: `sign? (digits ("." digits?)? | "." digits) (("e"|"E") sign? digits)?`.
        mutating func number() throws(SVGPathError) -> Double {
            beginArgument()
            let start = i
            var j = i
            var negative = false
            if j < n && (bytes[j] == Byte.plus || bytes[j] == Byte.minus) {
                negative = bytes[j] == Byte.minus
                j += 1
            }
            var mantissa: UInt64 = 0
            var exponent = 0
            var exact = true
            var digits = 0
            while j < n {
                let d = bytes[j] &- Byte.zero
                guard d < 10 else { break }
                if mantissa < 100_000_000_000_000_000 { mantissa = mantissa * 10 + UInt64(d) } else { exact = false }
                digits += 1
                j += 1
            }
            if j < n && bytes[j] == Byte.dot {
                j += 1
                while j < n {
                    let d = bytes[j] &- Byte.zero
                    guard d < 10 else { break }
                    if mantissa < 100_000_000_000_000_000 {
                        mantissa = mantissa * 10 + UInt64(d)
                        exponent -= 1
                    } else {
                        exact = false
                    }
                    digits += 1
                    j += 1
                }
            }
            guard digits > 0 else { throw .expectedNumber(offset: start) }
            // An exponent counts only when digits follow the "e" and its optional sign.
            if j < n && bytes[j] | 0x20 == Byte.e {
                var k = j + 1
                var exponentNegative = false
                if k < n && (bytes[k] == Byte.plus || bytes[k] == Byte.minus) {
                    exponentNegative = bytes[k] == Byte.minus
                    k += 1
                }
                if k < n && bytes[k] &- Byte.zero < 10 {
                    var e = 0
                    while k < n {
                        let d = bytes[k] &- Byte.zero
                        guard d < 10 else { break }
                        if e < 100_000 { e = e * 10 + Int(d) }
                        k += 1
                    }
                    exponent += exponentNegative ? -e : e
                    j = k
                }
            }
            i = j
            var value: Double
            if exact && mantissa == 0 {
                value = 0
            } else if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
                // Both operands are exact, so one correctly rounded operation gives the exact result.
                value = Double(mantissa)
                if exponent < 0 {
                    value /= Self.powersOfTen[-exponent]
                } else if exponent > 0 {
                    value *= Self.powersOfTen[exponent]
                }
            } else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self)
                guard let parsed = Double(text) else { throw .expectedNumber(offset: start) }
                value = parsed.magnitude
            }
            guard value.isFinite else { throw .nonFiniteNumber(offset: start) }
            return negative ? -value : value
        }

        // MARK: Scanning

        mutating func skipWhitespace() {
            while i < n && Self.isWhitespace(bytes[i]) { i += 1 }
        }

        /// Skips `wsp* ("," wsp*)?` and reports whether a comma was consumed.
        mutating func skipCommaWhitespace() -> Bool {
            skipWhitespace()
            guard i < n && bytes[i] == Byte.comma else { return false }
            i += 1
            skipWhitespace()
            return true
        }

        /// The error for the character that starts at byte `offset`.
        func unexpectedCharacter(at offset: Int) -> SVGPathError {
            let b = bytes[offset]
            if b < 0x80 { return .unexpectedCharacter(Character(Unicode.Scalar(b)), offset: offset) }
            var iterator = bytes[offset...].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                return .unexpectedCharacter(Character(scalar), offset: offset)
            }
            return .unexpectedCharacter("\u{FFFD}", offset: offset)
        }

        static func isWhitespace(_ b: UInt8) -> Bool {
            b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
        }

        static func isNumberStart(_ b: UInt8) -> Bool {
            b &- Byte.zero < 10 || b == Byte.dot || b == Byte.minus || b == Byte.plus
        }

        static func isCommand(_ b: UInt8) -> Bool {
            switch b | 0x20 {
            case Byte.m, Byte.l, Byte.h, Byte.v, Byte.c, Byte.s, Byte.q, Byte.t, Byte.a, Byte.z: return true
            default: return false
            }
        }

        static let powersOfTen: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
            1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
        ]
    }

    /// ASCII codes used by the scanner.
    private enum Byte {
        static let zero = UInt8(ascii: "0"), one = UInt8(ascii: "1")
        static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-")
        static let dot = UInt8(ascii: "."), comma = UInt8(ascii: ",")
        static let e = UInt8(ascii: "e")
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // SVG command letters: upper case is absolute, lower case relative.
        static let M = UInt8(ascii: "M"), m = UInt8(ascii: "m"), L = UInt8(ascii: "L"), l = UInt8(ascii: "l")
        static let a = UInt8(ascii: "a"), c = UInt8(ascii: "c"), h = UInt8(ascii: "h"), q = UInt8(ascii: "q")
        static let s = UInt8(ascii: "s"), t = UInt8(ascii: "t"), v = UInt8(ascii: "v"), z = UInt8(ascii: "z")
    }
}

extension Path {
    /// Creates a path from SVG path data (the `d` attribute of `<path>`); see `SVGPathParser`.
    ///
    /// Empty data gives an empty path. Throws the first syntax error with its UTF-8 byte offset.
    public init(svgPathData: String) throws(SVGPathError) {
        self = try SVGPathParser().parse(svgPathData)
    }
}
