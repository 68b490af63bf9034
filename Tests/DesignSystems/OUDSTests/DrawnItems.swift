import OUDSSwiftUI
import Raster

/// One drawing item of a display list in device space.
struct DrawnItem {
    let kind: String
    let bounds: CGRect
    let paint: String
    let width: Double
    let path: Raster.Path?
    let string: String
}

/// The fills, strokes and texts of `list` in device space (through the pushed transforms), in drawing
/// order; a text's paint is its first run's own colour when it has one.
@MainActor func drawnItems(_ list: DisplayList) -> [DrawnItem] {
    var transforms: [Raster.Transform] = [.identity]
    var result: [DrawnItem] = []
    func rect(_ r: Raster.Rect) -> CGRect { CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    for item in list.items {
        switch item {
        case .pushTransform(let t):
            let local = Raster.Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
            transforms.append(local.concatenating(transforms.last!))
        case .popTransform: transforms.removeLast()
        case .fill(let path, let paint, _):
            let p = path.applying(transforms.last!)
            result.append(
                DrawnItem(kind: "fill", bounds: rect(p.bounds), paint: paint.description, width: 0, path: p, string: "")
            )
        case .stroke(let path, let paint, let style):
            let p = path.applying(transforms.last!)
            result.append(
                DrawnItem(
                    kind: "stroke", bounds: rect(p.bounds), paint: paint.description, width: style.lineWidth, path: p,
                    string: ""))
        case .text(let layout, let origin, let paint, let string):
            let color = layout.lines.first?.runs.first?.attributes.color
            let hexPaint =
                color.map { hex(Color(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.alpha), .light) }
                ?? paint.description
            result.append(
                DrawnItem(
                    kind: "text",
                    bounds: CGRect(x: origin.x, y: origin.y, width: layout.size.width, height: layout.size.height),
                    paint: hexPaint, width: 0, path: nil, string: string))
        default: break
        }
    }
    return result
}
