/// The size of the container `.containerRelativeFrame` measures against: the window, which in a
/// render is the size the configuration proposes (nil on an axis it leaves to the view).
private struct ContainerSizeKey: EnvironmentKey {
    static let defaultValue: ContainerSize = ContainerSize(width: nil, height: nil)
}

/// A container's lengths, nil where unknown.
struct ContainerSize: Hashable, Sendable {
    var width: CGFloat?
    var height: CGFloat?
}

extension EnvironmentValues {
    /// The container `.containerRelativeFrame` measures against.
    var containerSize: ContainerSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

extension RenderConfiguration {
    /// The window's size: the lengths the configuration proposes to the root view.
    var containerSize: ContainerSize {
        switch size {
        case .intrinsic: ContainerSize(width: nil, height: nil)
        case .width(let w): ContainerSize(width: w, height: nil)
        case .fixed(let w, let h): ContainerSize(width: w, height: h)
        }
    }
}

nonisolated extension View {
    /// Frames the view at the size of its container on `axes`, aligned by `alignment`.
    ///
    /// The container is the window: in a render, the size `RenderConfiguration.size` proposes (a
    /// scroll view is taken to span the window, as a full-width carousel does). Proof differs from
    /// SwiftUI for a scroll view narrower than the window, which it does not measure; on an axis
    /// the configuration leaves to the view (an intrinsic render) the frame takes the view's own
    /// length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Frames the view at `span` of `count` equal columns (or rows) of its container on `axes`,
    /// with `spacing` between them: `(length - spacing × (count - 1)) / count × span + spacing ×
    /// (span - 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let n = CGFloat(max(1, count))
            let s = CGFloat(max(1, min(span, max(1, count))))
            let column = max(0, (length - spacing * (n - 1)) / n)
            return column * s + spacing * (s - 1)
        }
    }

    /// Frames the view at the length `length` computes from its container's length on each of
    /// `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(
            CarryingNodeModifier(carried: length) { length, child, env in
                let container = env.containerSize
                let width = axes.contains(.horizontal) ? container.width.map { length($0, .horizontal) } : nil
                let height = axes.contains(.vertical) ? container.height.map { length($0, .vertical) } : nil
                return FixedFrameNode(
                    child: child, width: width, height: height, alignment: alignment, environment: env)
            })
    }
}
