import CHarfBuzz
import Raster

/// One call of `Typesetter.layout`: the text, its options and the shaping buffer.
final class LayoutSession {
    let registry: FontRegistry
    let text: AttributedText
    let options: TextLayoutOptions
    private let shaper: Shaper
    private var faceCache: [TextAttributes: FontFace] = [:]

    /// Glyphs of one item that fall on one line.
    struct Piece {
        var face: FontFace
        /// The face the attributes ask for (gives the line's metrics even when `face` is a fallback).
        var baseFace: FontFace
        var attributes: TextAttributes
        var level: UInt8
        var glyphs: [UInt32]
        var advances: [Double]
        var offsets: [Point]
        /// Scalar offsets shown (−1 entries of a remapped ellipsis become an empty range).
        var range: Range<Int>
        var width: Double { advances.reduce(0, +) }
    }

    /// A line before vertical placement.
    struct LineContent {
        var range: Range<Int>
        var pieces: [Piece]
        /// Attributes giving the metrics of a line without glyphs.
        var emptyAttributes: TextAttributes
        var isTruncated = false
        var width: Double { pieces.reduce(0) { $0 + $1.width } }
    }

    init(registry: FontRegistry, text: AttributedText, options: TextLayoutOptions) {
        self.registry = registry
        self.text = text
        self.options = options
        self.shaper = Shaper(language: options.language)
    }

    func finish() { shaper.destroy() }

    private var maxWidth: Double? {
        guard let w = options.maxWidth, w.isFinite else { return nil }
        return w
    }

    // MARK: Whole text

    func run() throws(FontError) -> TextLayout {
        var lines: [LineContent] = []
        for paragraph in Self.paragraphs(of: text.scalars) {
            lines += try layoutParagraph(paragraph, wrap: maxWidth)
            if let limit = options.lineLimit, lines.count > limit { break }
        }
        var truncated = false
        if let limit = options.lineLimit, lines.count > limit {
            let start = lines[limit - 1].range.lowerBound
            let own = lines[limit - 1].range
            lines.removeLast(lines.count - limit + 1)
            lines.append(try truncatedLine(from: start, ownLine: own))
            truncated = true
        }
        return try place(lines, truncated: truncated)
    }

    /// Paragraph ranges: text between LF, CR, CR LF, NEL, U+2028 and U+2029.
    static func paragraphs(of scalars: [UInt32]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029 {
                result.append(start..<i)
                if c == 0x0D, i + 1 < scalars.count, scalars[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        result.append(start..<scalars.count)
        return result
    }

    static func isParagraphSeparator(_ c: UInt32) -> Bool {
        c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029
    }

    /// Spaces that hang at the end of a line (not drawn, not counted in its width).
    static func isTrailingSpace(_ c: UInt32) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x3000 || c == 0x1680 || (0x2000...0x200A).contains(c) || c == 0x205F
    }

    // MARK: Paragraph

    private func baseFace(_ a: TextAttributes) throws(FontError) -> FontFace {
        if let f = faceCache[a] { return f }
        let family = a.monospaced ? (registry.monospacedFamily ?? a.family) : a.family
        let f = try registry.resolve(family: family, weight: a.weight)
        faceCache[a] = f
        return f
    }

    /// Shapes one paragraph and breaks it into lines no wider than `wrap` (when set).
    func layoutParagraph(_ p: Range<Int>, wrap: Double?) throws(FontError) -> [LineContent] {
        guard !p.isEmpty else {
            return [LineContent(range: p, pieces: [], emptyAttributes: text.attributes(at: p.lowerBound))]
        }
        let para = p.count == text.scalars.count ? text.scalars : Array(text.scalars[p])
        let items = try shapeParagraph(para, start: p.lowerBound)
        var ranges: [Range<Int>] = [p]
        if let wrap {
            var advance = [Double](repeating: 0, count: para.count)
            for item in items {
                for (g, cluster) in item.clusters.enumerated() { advance[cluster - p.lowerBound] += item.advances[g] }
            }
            ranges = para.withUnsafeBufferPointer { buf in
                breakLines(buf, advance: advance, width: wrap).map {
                    ($0.lowerBound + p.lowerBound)..<($0.upperBound + p.lowerBound)
                }
            }
        }
        return ranges.map { lineContent($0, items: items) }
    }

    /// Items of a paragraph: runs of one attribute set, bidi level, script and face, shaped.
    private func shapeParagraph(_ para: [UInt32], start: Int) throws(FontError) -> [ShapedItem] {
        let n = para.count
        return try para.withUnsafeBufferPointer { (buf) throws(FontError) -> [ShapedItem] in
            let levels = BidiResolver.levels(of: buf, rightToLeft: options.direction == .rightToLeft)
            let scripts = Self.resolvedScripts(buf)
            var items: [ShapedItem] = []
            var runIndex = text.runs.firstIndex { $0.range.contains(start) } ?? 0
            // The run's attributes and base face change only at run boundaries: resolve them there.
            var attrs = text.runs[runIndex].attributes
            var base = try baseFace(attrs)
            // The open item, kept in locals so the loop compares integers and references only.
            var itemStart = 0
            var itemFace = chooseFace(for: buf[0], base: base, previous: nil, weight: attrs.weight)
            var itemBase = base
            var itemAttrs = attrs
            func close(at end: Int) {
                var item = ShapedItem(
                    range: (start + itemStart)..<(start + end), level: levels[itemStart], face: itemFace,
                    baseFace: itemBase,
                    attributes: itemAttrs)
                shaper.shape(&item, paragraph: buf, paragraphStart: start, script: scripts[itemStart])
                items.append(item)
            }
            var previousFace = itemFace
            for i in 1..<n {  // n ≥ 1: empty paragraphs never reach shaping
                var runChanged = false
                if runIndex + 1 < text.runs.count && text.runs[runIndex].range.upperBound <= start + i {
                    while runIndex + 1 < text.runs.count && text.runs[runIndex].range.upperBound <= start + i {
                        runIndex += 1
                    }
                    attrs = text.runs[runIndex].attributes
                    base = try baseFace(attrs)
                    runChanged = attrs != itemAttrs
                }
                let face = chooseFace(for: buf[i], base: base, previous: previousFace, weight: attrs.weight)
                previousFace = face
                if face !== itemFace || levels[i] != levels[itemStart] || scripts[i] != scripts[itemStart] || runChanged
                {
                    close(at: i)
                    itemStart = i
                    itemFace = face
                    itemBase = base
                    itemAttrs = attrs
                }
            }
            close(at: n)
            return items
        }
    }

    /// The requested face when it has the character; marks and joiners stay with their base; else
    /// the first fallback family that has it; else the requested face (which draws .notdef).
    private func chooseFace(for c: UInt32, base: FontFace, previous: FontFace?, weight: FontWeight) -> FontFace {
        if c < 0x300 && c >= 0x20 && base.hasGlyph(for: c) { return base }
        if let previous, let scalar = Unicode.Scalar(c) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control:
                if previous.hasGlyph(for: c) || scalar.properties.generalCategory == .format { return previous }
            default: break
            }
            if (0xFE00...0xFE0F).contains(c) { return previous }
        }
        if base.hasGlyph(for: c) { return base }
        if let scalar = Unicode.Scalar(c),
            scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
        {
            return previous ?? base
        }
        // Spaces missing from the face (icon fonts) come from the previous face or a fallback.
        if let previous, previous.hasGlyph(for: c) { return previous }
        return registry.fallbackFace(for: c, weight: weight) ?? base
    }

    /// Scripts with Common and Inherited resolved to their neighbours'.
    static func resolvedScripts(_ buf: UnsafeBufferPointer<UInt32>) -> [hb_script_t] {
        var scripts = buf.map {
            $0 < 0x80
                ? (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON)
                : Shaper.script(of: $0)
        }
        func isWeak(_ s: hb_script_t) -> Bool {
            s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN
        }
        var last: hb_script_t?
        for i in scripts.indices {
            if isWeak(scripts[i]) {
                if let last { scripts[i] = last }
            } else {
                last = scripts[i]
            }
        }
        // Leading weak scalars take the first real script.
        if let first = scripts.first(where: { !isWeak($0) }) {
            for i in scripts.indices {
                if !isWeak(scripts[i]) { break }
                scripts[i] = first
            }
        }
        return scripts
    }

    // MARK: Line breaking

    /// Greedy breaking at UAX #14 opportunities; a word wider than the line breaks between graphemes.
    /// Trailing spaces hang outside the width. Returns paragraph-relative ranges.
    private func breakLines(_ buf: UnsafeBufferPointer<UInt32>, advance: [Double], width: Double) -> [Range<Int>] {
        let n = buf.count
        let allowed = LineBreakOpportunities.allowed(after: buf, language: options.language)
        var lines: [Range<Int>] = []
        var start = 0
        var graphemeStarts: [Bool]?
        let limit = width + 1e-9
        while start < n {
            var run = 0.0
            var lastBreak = -1
            var end = n
            var i = start
            while i < n {
                run += advance[i]
                if run > limit && !Self.isTrailingSpace(buf[i]) && i > start {
                    if lastBreak >= start {
                        end = lastBreak + 1
                    } else {
                        if graphemeStarts == nil { graphemeStarts = Self.graphemeStarts(buf) }
                        var e = i
                        while e > start + 1 && !graphemeStarts![e] { e -= 1 }
                        if e <= start {
                            e = start + 1
                            while e < n && !graphemeStarts![e] { e += 1 }
                        }
                        end = e
                    }
                    break
                }
                if allowed[i] && i < n - 1 { lastBreak = i }
                i += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Whether each scalar starts an extended grapheme cluster (Swift's `Character` boundaries).
    static func graphemeStarts(_ buf: UnsafeBufferPointer<UInt32>) -> [Bool] {
        var starts = [Bool](repeating: false, count: buf.count + 1)
        var s = String.UnicodeScalarView()
        for v in buf { s.append(Unicode.Scalar(v) ?? "\u{FFFD}") }
        var offset = 0
        for ch in String(s) {
            starts[offset] = true
            offset += ch.unicodeScalars.count
        }
        starts[buf.count] = true
        return starts
    }

    // MARK: Lines

    /// The glyphs of `range` (absolute), trailing spaces dropped, in visual order (UAX #9 L2).
    private func lineContent(_ range: Range<Int>, items: [ShapedItem]) -> LineContent {
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound && Self.isTrailingSpace(text.scalars[visibleEnd - 1]) { visibleEnd -= 1 }
        let visible = range.lowerBound..<visibleEnd
        var pieces: [Piece] = []
        for item in items where item.range.overlaps(visible) {
            guard let bounds = item.glyphBounds(of: visible) else { continue }
            let lo = bounds.lowerBound
            let hi = bounds.upperBound
            let whole = lo == 0 && hi == item.glyphs.count - 1  // the usual case: share the arrays
            pieces.append(
                Piece(
                    face: item.face, baseFace: item.baseFace, attributes: item.attributes, level: item.level,
                    glyphs: whole ? item.glyphs : Array(item.glyphs[lo...hi]),
                    advances: whole ? item.advances : Array(item.advances[lo...hi]),
                    offsets: whole ? item.offsets : Array(item.offsets[lo...hi]),
                    range: item.range.clamped(to: visible)))
        }
        return LineContent(
            range: range, pieces: Self.visualOrder(pieces), emptyAttributes: text.attributes(at: range.lowerBound))
    }

    /// Reverses runs at each level from the highest down to the lowest odd one (UAX #9 rule L2).
    static func visualOrder(_ pieces: [Piece]) -> [Piece] {
        guard let maxLevel = pieces.map(\.level).max(), maxLevel > 0 else { return pieces }
        let minLevel = pieces.map(\.level).min()!
        let lowestOdd = minLevel % 2 == 1 ? minLevel : minLevel + 1
        var order = pieces
        var level = maxLevel
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if order[i].level >= level {
                    var j = i
                    while j < order.count && order[j].level >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }

    // MARK: Truncation

    /// The last allowed line, cut with "…" so that it fits: the text from `start` to the end
    /// (paragraph breaks read as spaces) with the ellipsis at the tail, head or middle.
    private func truncatedLine(from start: Int, ownLine: Range<Int>) throws(FontError) -> LineContent {
        let remaining = maxWidth == nil ? text.slice(ownLine) : text.slice(start..<text.count)
        let flat = remaining.mapScalars { Self.isParagraphSeparator($0) ? 0x20 : $0 }
        let starts = flat.scalars.withUnsafeBufferPointer { Self.graphemeStarts($0) }
        let bounds = starts.indices.filter { starts[$0] }  // grapheme starts and the end
        let g = bounds.count - 1
        func trimmed(_ r: Range<Int>, leading: Bool, trailing: Bool) -> Range<Int> {
            var lo = r.lowerBound
            var hi = r.upperBound
            while trailing && hi > lo && Self.isTrailingSpace(flat.scalars[hi - 1]) { hi -= 1 }
            while leading && lo < hi && Self.isTrailingSpace(flat.scalars[lo]) { lo += 1 }
            return lo..<hi
        }
        func ellipsis(_ attrsAt: Int) -> AttributedText {
            AttributedText(
                "\u{2026}", attributes: flat.attributes(at: Swift.max(0, Swift.min(flat.count - 1, attrsAt))))
        }
        // Candidate showing k graphemes, with the original offset of each of its scalars (−1: ellipsis).
        func candidate(_ k: Int) -> (AttributedText, [Int]) {
            var parts: [(Range<Int>?, Int)] = []
            switch options.truncation {
            case .tail:
                parts = [(trimmed(0..<bounds[k], leading: false, trailing: true), 0), (nil, bounds[k] - 1)]
            case .head:
                parts = [(nil, bounds[g - k]), (trimmed(bounds[g - k]..<bounds[g], leading: true, trailing: false), 0)]
            case .middle:
                let front = (k + 1) / 2
                let back = k / 2
                parts = [
                    (trimmed(0..<bounds[front], leading: false, trailing: true), 0), (nil, bounds[front] - 1),
                    (trimmed(bounds[g - back]..<bounds[g], leading: true, trailing: false), 0),
                ]
            }
            var result = AttributedText("", attributes: flat.attributes(at: 0))
            var map: [Int] = []
            for (r, at) in parts {
                if let r {
                    result.append(flat.slice(r))
                    map += r.map { $0 + (maxWidth == nil ? ownLine.lowerBound : start) }
                } else {
                    result.append(ellipsis(at))
                    map.append(-1)
                }
            }
            return (result, map)
        }
        func line(_ k: Int) throws(FontError) -> LineContent {
            let (t, map) = candidate(k)
            let sub = LayoutSession(registry: registry, text: t, options: options)
            defer { sub.finish() }
            var content = try sub.layoutParagraph(0..<t.count, wrap: nil)[0]
            content.pieces = content.pieces.map { piece in
                var p = piece
                let mapped = piece.range.compactMap { map[$0] >= 0 ? map[$0] : nil }
                p.range = (mapped.min() ?? 0)..<((mapped.max() ?? -1) + 1)
                return p
            }
            content.range = ownLine
            content.isTruncated = true
            return content
        }
        guard let width = maxWidth else { return try line(g) }
        var lo = 0
        var hi = g
        var best = try line(0)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidateLine = try line(mid)
            if candidateLine.width <= width + 1e-9 {
                best = candidateLine
                lo = mid
            } else {
                hi = mid - 1
            }
        }
        return best
    }

    // MARK: Placement

    /// Stacks the lines (OUDS line boxes or natural heights), aligns them and positions every glyph.
    private func place(_ contents: [LineContent], truncated: Bool) throws(FontError) -> TextLayout {
        struct Box {
            var top: Double, height: Double, baseline: Double, ascent: Double, descent: Double
        }
        var boxes: [Box] = []
        var y = 0.0
        for (i, line) in contents.enumerated() {
            var asc = 0.0
            var desc = 0.0
            var gap = 0.0
            // Metrics of the requested faces: fallback faces (symbols are up to 2 em tall) never
            // make a line taller.
            func include(_ face: FontFace, size: Double) {
                let m = face.metrics.scaled(to: size)
                asc = Swift.max(asc, m.ascender)
                desc = Swift.max(desc, m.descender)
                gap = Swift.max(gap, m.lineGap)
            }
            for piece in line.pieces { include(piece.baseFace, size: piece.attributes.size) }
            if line.pieces.isEmpty { include(try baseFace(line.emptyAttributes), size: line.emptyAttributes.size) }
            let natural = asc + desc + gap
            let height = options.lineHeight ?? natural
            let baselineInBox = options.lineHeight == nil ? asc : (height - natural) / 2 + asc
            if i > 0 { y += options.lineSpacing }
            boxes.append(Box(top: y, height: height, baseline: y + baselineInBox, ascent: asc, descent: desc))
            y += height
        }
        let layoutWidth = contents.map(\.width).max() ?? 0
        var lines: [TextLine] = []
        var usedFaces: [FontFace] = []  // a handful at most: a linear search beats hashing names
        for (line, box) in zip(contents, boxes) {
            let w = line.width
            let rtl = options.direction == .rightToLeft
            let x0: Double
            switch options.alignment {
            case .leading: x0 = rtl ? layoutWidth - w : 0
            case .center: x0 = (layoutWidth - w) / 2
            case .trailing: x0 = rtl ? 0 : layoutWidth - w
            }
            var pen = x0
            var runs: [GlyphRun] = []
            for piece in line.pieces {
                if !usedFaces.contains(where: { $0 === piece.face }) { usedFaces.append(piece.face) }
                let startX = pen
                var positions: [Point] = []
                positions.reserveCapacity(piece.glyphs.count)
                for g in piece.glyphs.indices {
                    positions.append(
                        Point(
                            x: pen + piece.offsets[g].x,
                            y: box.baseline - piece.offsets[g].y - piece.attributes.baselineOffset))
                    pen += piece.advances[g]
                }
                runs.append(
                    GlyphRun(
                        face: piece.face, size: piece.attributes.size, glyphs: piece.glyphs, positions: positions,
                        advances: piece.advances, attributes: piece.attributes, range: piece.range,
                        isRightToLeft: piece.level & 1 == 1, minX: startX, maxX: pen,
                        baseline: box.baseline - piece.attributes.baselineOffset))
            }
            lines.append(
                TextLine(
                    range: line.range, frame: Rect(x: x0, y: box.top, width: w, height: box.height),
                    baseline: box.baseline,
                    ascent: box.ascent, descent: box.descent, runs: runs, isTruncated: line.isTruncated))
        }
        return TextLayout(
            size: Size(width: layoutWidth, height: y), lines: lines,
            usedPostScriptNames: Set(usedFaces.map(\.postScriptName)).sorted(), isTruncated: truncated)
    }
}
