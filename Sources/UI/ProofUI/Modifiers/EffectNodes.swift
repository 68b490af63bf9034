import Raster

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

/// Opacity, blend mode and shadow applied to the child drawn as a group.
final class LayerNode: WrapperNode {
    let opacity: Double
    let blendMode: BlendMode
    let shadow: ShadowSpec?
    init(
        child: LayoutNode, opacity: Double = 1, blendMode: BlendMode = .normal, shadow: ShadowSpec? = nil,
        environment: EnvironmentValues
    ) {
        self.opacity = max(0, min(1, opacity.isFinite ? opacity : 1))
        self.blendMode = blendMode
        self.shadow = shadow
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Layer" }
    /// A layer that changes nothing is only drawn as a group when asked (`.compositingGroup()`).
    var isGroupForced = false

    override func draw(_ list: inout DisplayListBuilder) {
        guard opacity > 0 else { return }
        if opacity >= 1, blendMode == .normal, shadow == nil, !isGroupForced {
            child.draw(&list)
            return
        }
        list.append(.beginLayer(opacity: opacity, blendMode: blendMode, shadow: shadow))
        child.draw(&list)
        list.append(.endLayer)
    }
}

/// Clips the child to a shape in its frame.
final class ClipNode: WrapperNode {
    let shape: (CGRect) -> Path
    init(child: LayoutNode, shape: @escaping (CGRect) -> Path, environment: EnvironmentValues) {
        self.shape = shape
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Clip" }
    override func draw(_ list: inout DisplayListBuilder) {
        let local = shape(CGRect(origin: .zero, size: frame.size))
        list.append(.pushClip(local.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)).storage))
        child.draw(&list)
        list.append(.popClip)
    }
}

/// Lays the child out but draws nothing (`.hidden()`).
final class HiddenNode: WrapperNode {
    override var debugName: String { "Hidden" }
    override func draw(_ list: inout DisplayListBuilder) {}
}

/// Records accessibility properties for the child's frame.
final class AccessibilityNode: WrapperNode {
    var record: AccessibilityRecord
    init(child: LayoutNode, record: AccessibilityRecord, environment: EnvironmentValues) {
        self.record = record
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Accessibility" }
    override func draw(_ list: inout DisplayListBuilder) {
        var r = record
        r.frame = frame
        list.append(.accessibility(r))
        child.draw(&list)
    }
}
