/// The layout of `LazyVGrid` (tracks are columns, lines are rows) and `LazyHGrid` (tracks are rows,
/// lines are columns), as SwiftUI sizes them: fixed tracks first, then the flexible and adaptive
/// items in order, each taking an equal share of what is left, a flexible item kept between its
/// minimum and maximum, an adaptive item split into as many tracks of at least its minimum as fit
/// in its share (at least one). Cells fill the tracks in order, proposed the track's length and an
/// unspecified length along the lines, so each takes its ideal length there; a line is as long as
/// its longest cell.
///
/// With no proposed length along the tracks (a grid in a `ScrollView` scrolling across them) each
/// flexible or adaptive item gets its minimum.
struct LazyGridLayout: Layout {
    /// The axis the tracks run across: `.horizontal` for a `LazyVGrid`'s columns.
    let trackAxis: Axis
    let items: [GridItem]
    /// Where the tracks sit along the track axis when the grid is longer than they are (0…1).
    let trackAlignment: CGFloat
    let lineSpacing: CGFloat

    static let defaultSpacing: CGFloat = 8

    /// One resolved track: its length, the alignment of its cells and the space after it.
    struct Track: Equatable {
        var length: CGFloat
        var alignment: Alignment
        var spacingAfter: CGFloat
    }

    /// The tracks for a proposed length along the track axis.
    func tracks(for length: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        var remaining = (length ?? 0) - spacings.dropLast().reduce(0, +)
        var resolved: [[Track]] = Array(repeating: [], count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                resolved[i] = [Track(length: v, alignment: item.alignment ?? .center, spacingAfter: spacings[i])]
                remaining -= v
            }
        }
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (i, item) in items.enumerated() {
            let share = length == nil ? 0 : max(0, remaining / CGFloat(max(left, 1)))
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum):
                let w = min(max(share, minimum), maximum)
                resolved[i] = [Track(length: w, alignment: alignment, spacingAfter: spacings[i])]
                remaining -= w
            case .adaptive(let minimum, let maximum):
                let sp = spacings[i]
                let n = max(1, Int(((share + sp) / (minimum + sp)).rounded(.down)))
                let w = min(max((share - CGFloat(n - 1) * sp) / CGFloat(n), minimum), maximum)
                resolved[i] = (0..<n).map {
                    Track(length: w, alignment: alignment, spacingAfter: $0 == n - 1 ? spacings[i] : sp)
                }
                remaining -= CGFloat(n) * w + CGFloat(n - 1) * sp
            }
            left -= 1
        }
        return resolved.flatMap { $0 }
    }

    private func along(_ size: CGSize) -> (track: CGFloat, line: CGFloat) {
        trackAxis == .horizontal ? (size.width, size.height) : (size.height, size.width)
    }

    private func proposal(track: CGFloat) -> ProposedViewSize {
        trackAxis == .horizontal
            ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
    }

    /// The tracks, each line's length and the grid's size.
    private func arrange(_ p: ProposedViewSize, _ subviews: Subviews) -> ([Track], [CGFloat], CGSize) {
        let tracks = tracks(for: trackAxis == .horizontal ? p.width : p.height)
        guard !tracks.isEmpty else { return ([], [], .zero) }
        var lines: [CGFloat] = []
        for (i, subview) in subviews.enumerated() {
            let t = i % tracks.count
            let l = along(subview.sizeThatFits(proposal(track: tracks[t].length))).line
            if t == 0 { lines.append(l) } else { lines[lines.count - 1] = max(lines[lines.count - 1], l) }
        }
        let trackTotal = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacingAfter).reduce(0, +)
        let lineTotal = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        let size =
            trackAxis == .horizontal
            ? CGSize(width: trackTotal, height: lineTotal) : CGSize(width: lineTotal, height: trackTotal)
        return (tracks, lines, size)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).2
    }

    func placeSubviews(in bounds: CGRect, proposal p: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines, size) = arrange(p, subviews)
        guard !tracks.isEmpty else { return }
        var trackStarts: [CGFloat] = []
        var t0 = trackAlignment * (along(bounds.size).track - along(size).track)
        for track in tracks {
            trackStarts.append(t0)
            t0 += track.length + track.spacingAfter
        }
        var lineStart: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let t = i % tracks.count
            let line = i / tracks.count
            if t == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let track = tracks[t]
            let offer = proposal(track: track.length)
            let s = subview.sizeThatFits(offer)
            // The cell's rectangle, from the grid's top leading corner.
            let cell =
                trackAxis == .horizontal
                ? CGRect(x: trackStarts[t], y: lineStart, width: track.length, height: lines[line])
                : CGRect(x: lineStart, y: trackStarts[t], width: lines[line], height: track.length)
            let fx = track.alignment.horizontal.fraction ?? 0.5
            let fy = track.alignment.vertical.fraction ?? 0.5
            let x = cell.minX + fx * (cell.width - s.width)
            let y = cell.minY + fy * (cell.height - s.height)
            // Right to left, the node running the layout mirrors the placement.
            let origin = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
            subview.place(at: origin, proposal: offer)
        }
    }
}
