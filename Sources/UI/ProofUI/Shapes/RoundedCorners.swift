import Raster

/// Rounded-rectangle outlines in both corner styles.
enum RoundedCorners {
    /// How far the continuous corner reaches along each side, in radii (Apple's corner starts about
    /// 1.528 r from the vertex; the curve is two cubics per corner meeting at 45°).
    static let continuousExtent = 1.52866

    static func path(_ rect: CGRect, radius: CGFloat, style: RoundedCornerStyle) -> Raster.Path {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else { return .rect(rect.raster) }
        switch style {
        case .circular: return .roundedRect(rect.raster, cornerRadius: r)
        case .continuous: return continuous(rect, r)
        }
    }

    /// The continuous corner (the published reconstruction of iOS's rounded rectangle): each
    /// corner leaves the side 1.52866 r before the vertex, curves through a short straight piece and
    /// reaches the other side with the mirrored curve. When the rectangle is too small for that
    /// extent the radius shrinks so the corner still fits (as iOS does).
    static func continuous(_ rect: CGRect, _ radius: CGFloat) -> Raster.Path {
        let r = min(radius, min(rect.width, rect.height) / 2 / continuousExtent)
        return continuous(rect, radii: [r, r, r, r])
    }

    /// A rounded rectangle with a radius per corner (top leading, bottom leading, bottom trailing,
    /// top trailing, as `RectangleCornerRadii`; leading is the left), each clamped to half the
    /// shorter side.
    static func path(_ rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) -> Raster.Path {
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ r: CGFloat) -> CGFloat { max(0, min(r, limit)) }
        let (tl, bl, br, tr) = (
            clamp(radii.topLeading), clamp(radii.bottomLeading), clamp(radii.bottomTrailing), clamp(radii.topTrailing)
        )
        guard tl > 0 || bl > 0 || br > 0 || tr > 0 else { return .rect(rect.raster) }
        switch style {
        case .circular:
            return .roundedRect(
                rect.raster,
                cornerRadii: CornerRadii(
                    topLeft: Double(tl), topRight: Double(tr), bottomRight: Double(br), bottomLeft: Double(bl)))
        case .continuous:
            let fit = limit / continuousExtent
            return continuous(rect, radii: [min(tr, fit), min(br, fit), min(bl, fit), min(tl, fit)])
        }
    }

    /// The continuous outline with `radii` for the top-right, bottom-right, bottom-left and top-left
    /// corners (already fitted to the rectangle).
    private static func continuous(_ rect: CGRect, radii: [CGFloat]) -> Raster.Path {
        // One corner, from the top side to the right side, as (distance from the corner along x,
        // along y) in radii; the others are its reflections.
        let corner: [(CGFloat, CGFloat)] = [
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),  // curve
            (0.63149399, 0.07491100),  // line
            (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),  // curve
            (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),  // curve
        ]
        // Corner vertices and the directions that map (along, across) offsets into the rectangle.
        let corners: [(CGPoint, CGFloat, CGFloat, Bool)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), -1, 1, false),  // top right: x inwards is −, y +
            (CGPoint(x: rect.maxX, y: rect.maxY), -1, -1, true),  // bottom right
            (CGPoint(x: rect.minX, y: rect.maxY), 1, -1, false),  // bottom left
            (CGPoint(x: rect.minX, y: rect.minY), 1, 1, true),  // top left
        ]
        return Raster.Path { p in
            for (index, (v, sx, sy, swap)) in corners.enumerated() {
                let r = radii[index]
                // Even corners start on a horizontal side, odd ones on a vertical side: swapping the
                // offsets walks the same curve from the other end.
                func pt(_ o: (CGFloat, CGFloat)) -> Raster.Point {
                    let (u, w) = swap ? (o.1, o.0) : (o.0, o.1)
                    return Raster.Point(x: Double(v.x + sx * u * r), y: Double(v.y + sy * w * r))
                }
                let start = pt((1.52866483, 0))
                if index == 0 { p.move(to: start) } else { p.addLine(to: start) }
                p.addCurve(to: pt(corner[2]), control1: pt(corner[0]), control2: pt(corner[1]))
                p.addLine(to: pt(corner[3]))
                p.addCurve(to: pt(corner[6]), control1: pt(corner[4]), control2: pt(corner[5]))
                p.addCurve(to: pt(corner[9]), control1: pt(corner[7]), control2: pt(corner[8]))
            }
            p.closeSubpath()
        }
    }
}
