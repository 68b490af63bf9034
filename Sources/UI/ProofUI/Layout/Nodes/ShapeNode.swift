/// Lays out and draws one shape.
final class ShapeNode: LayoutNode {
    let name: String
    let style: AnyShapeStyle
    let sizing: (ProposedViewSize) -> CGSize
    let path: (CGRect) -> Path
    let insetPath: ((CGRect, CGFloat) -> Path)?
    let drawing: ShapeDrawing

    init(
        environment: EnvironmentValues, name: String, style: AnyShapeStyle,
        sizing: @escaping (ProposedViewSize) -> CGSize,
        path: @escaping (CGRect) -> Path, insetPath: ((CGRect, CGFloat) -> Path)?, drawing: ShapeDrawing
    ) {
        self.name = name
        self.style = style
        self.sizing = sizing
        self.path = path
        self.insetPath = insetPath
        self.drawing = drawing
        super.init(environment: environment)
    }

    override var debugName: String { name }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    override func draw(_ list: inout DisplayListBuilder) {
        let paint = style._resolvePaint(in: environment, bounds: frame)
        guard !paint.isInvisible else { return }
        // Shapes draw in their own coordinate space (origin at the frame's top-left), as in SwiftUI.
        let local = CGRect(origin: .zero, size: frame.size)
        let toRoot = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        switch drawing {
        case .fill(let eo):
            let placed = path(local).applying(toRoot).storage
            // A material blurs what is behind the shape, then its tint is filled over the blur.
            if let radius = paint.backdropBlurRadius {
                list.append(.backdropBlur(path: placed, radius: radius, evenOdd: eo))
            }
            list.append(.fill(path: placed, paint: paint, evenOdd: eo))
        case .stroke(let s, let inset):
            let p =
                inset
                ? (insetPath?(local, s.lineWidth / 2) ?? path(local.insetBy(dx: s.lineWidth / 2, dy: s.lineWidth / 2)))
                : path(local)
            list.append(.stroke(path: p.applying(toRoot).storage, paint: paint, style: s.raster))
        }
    }
}
