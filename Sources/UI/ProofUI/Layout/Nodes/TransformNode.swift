/// Drawing-only transforms: offset, rotation, scale (layout is unchanged, as in SwiftUI).
final class TransformNode: WrapperNode {
    enum Kind {
        case offset(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        case affine(CGAffineTransform)
    }
    let kind: Kind
    init(child: LayoutNode, kind: Kind, environment: EnvironmentValues) {
        self.kind = kind
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Transform" }

    var transform: CGAffineTransform {
        func around(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let ax = frame.minX + anchor.x * frame.width
            let ay = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(t).concatenating(
                CGAffineTransform(translationX: ax, y: ay))
        }
        switch kind {
        case .offset(let o):
            let dx = environment.layoutDirection == .rightToLeft ? -o.width : o.width
            return CGAffineTransform(translationX: dx, y: o.height)
        case .rotation(let a, let anchor): return around(anchor, CGAffineTransform(rotationAngle: a.radians))
        case .scale(let s, let anchor): return around(anchor, CGAffineTransform(scaleX: s.width, y: s.height))
        case .affine(let t): return around(.topLeading, t)
        }
    }

    override func draw(_ list: inout DisplayListBuilder) {
        list.append(.pushTransform(transform))
        child.draw(&list)
        list.append(.popTransform)
    }
}
