/// Rich text: Unicode scalars with runs of attributes (weight, size, colour, underline, link, …).
/// The typesetter's input; SwiftUI `Text` concatenation and `AttributedString` map onto it.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A range of scalars sharing attributes.
    public struct Run: Hashable, Sendable {
        /// Scalar offsets.
        public var range: Range<Int>
        /// The attributes of those scalars.
        public var attributes: TextAttributes
    }

    /// The text as Unicode scalar values.
    public private(set) var scalars: [UInt32]
    /// Attribute runs covering `scalars` in order, without gaps.
    public private(set) var runs: [Run]

    /// Text with one set of attributes.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        scalars = string.unicodeScalars.map(\.value)
        runs = scalars.isEmpty ? [] : [Run(range: 0..<scalars.count, attributes: attributes)]
        emptyAttributes = attributes
    }

    /// Text with default attributes.
    public init(stringLiteral value: String) { self.init(value) }

    /// Attributes reported for empty text (its line height still counts).
    public private(set) var emptyAttributes: TextAttributes

    /// The text as a String.
    public var string: String {
        var s = String.UnicodeScalarView()
        for v in scalars { if let u = Unicode.Scalar(v) { s.append(u) } }
        return String(s)
    }

    /// Number of scalars.
    public var count: Int { scalars.count }

    /// Whether there is no text.
    public var isEmpty: Bool { scalars.isEmpty }

    /// Appends another text with its attributes (adjacent equal runs merge).
    public mutating func append(_ other: AttributedText) {
        let base = scalars.count
        scalars += other.scalars
        for run in other.runs {
            let shifted = Run(
                range: (run.range.lowerBound + base)..<(run.range.upperBound + base), attributes: run.attributes)
            if let last = runs.last, last.attributes == run.attributes,
                last.range.upperBound == shifted.range.lowerBound
            {
                runs[runs.count - 1].range = last.range.lowerBound..<shifted.range.upperBound
            } else {
                runs.append(shifted)
            }
        }
        if base == 0 { emptyAttributes = other.emptyAttributes }
    }

    /// The concatenation of two texts.
    public static func + (a: AttributedText, b: AttributedText) -> AttributedText {
        var r = a
        r.append(b)
        return r
    }

    /// Attributes of the scalar at `index` (or of the empty text).
    public func attributes(at index: Int) -> TextAttributes {
        for run in runs where run.range.contains(index) { return run.attributes }
        return runs.last?.attributes ?? emptyAttributes
    }

    /// Changes attributes over `range` with `change`.
    public mutating func modifyAttributes(in range: Range<Int>, _ change: (inout TextAttributes) -> Void) {
        var out: [Run] = []
        for run in runs {
            let lo = run.range.clamped(to: 0..<range.lowerBound)
            let mid = run.range.clamped(to: range)
            let hi = run.range.clamped(to: range.upperBound..<Int.max)
            if !lo.isEmpty { out.append(Run(range: lo, attributes: run.attributes)) }
            if !mid.isEmpty {
                var a = run.attributes
                change(&a)
                out.append(Run(range: mid, attributes: a))
            }
            if !hi.isEmpty { out.append(Run(range: hi, attributes: run.attributes)) }
        }
        runs = out
        if scalars.isEmpty { change(&emptyAttributes) }
    }

    /// Changes the attributes of the whole text.
    public mutating func modifyAttributes(_ change: (inout TextAttributes) -> Void) {
        modifyAttributes(in: 0..<scalars.count, change)
    }

    /// A slice of the text with its attributes.
    public func slice(_ range: Range<Int>) -> AttributedText {
        var r = AttributedText("", attributes: attributes(at: range.lowerBound))
        r.scalars = Array(scalars[range])
        r.runs = runs.compactMap { run in
            let c = run.range.clamped(to: range)
            return c.isEmpty
                ? nil
                : Run(
                    range: (c.lowerBound - range.lowerBound)..<(c.upperBound - range.lowerBound),
                    attributes: run.attributes)
        }
        return r
    }

    /// The text with some scalars replaced (used to turn newlines into spaces when truncating).
    func mapScalars(_ transform: (UInt32) -> UInt32) -> AttributedText {
        var r = self
        r.scalars = scalars.map(transform)
        return r
    }
}
