extension FoundationModifierLibrary {
    /// Pads the content by a token; with a concentric style, the concentric rounded rectangle seen
    /// inside shrinks so that inner corners stay concentric with the outer ones.
    nonisolated public struct PaddingModifier: ViewModifier {
        /// How far inner radii may shrink.
        public enum ConcentricShapeStyle: Hashable, Sendable {
            /// Never below `radius` (2 by default).
            case minimum(CGFloat = 2)
            /// Never below 2.
            case soft
            /// Down to 0 (square inner corners).
            case sharp

            var minimum: CGFloat {
                switch self {
                case .minimum(let r): r
                case .soft: 2
                case .sharp: 0
                }
            }
        }

        let token: Theme.Padding
        let edges: Edge.Set
        let concentricShapeStyle: ConcentricShapeStyle?
        @Environment(\.self) private var environment

        /// The padded content.
        @MainActor public func body(content: Content) -> some View {
            let amount = token.resolve(in: environment)
            let outer = environment.dynamicConcentricRoundedRectangle
            let inner =
                concentricShapeStyle.map { Self.inner(outer, padding: amount, edges: edges, style: $0) } ?? outer
            return content.environment(\.dynamicConcentricRoundedRectangle, inner).padding(edges, amount)
        }

        /// `outer` seen through a padding of `padding` on `edges`: each corner's radius loses the larger
        /// padding of its two edges (a corner between unpadded edges keeps its radius), never below
        /// the style's minimum nor its own radius.
        ///
        /// Where we differ: FoundationUI subtracts the whole padding from every corner, even where
        /// only some edges are padded.
        static func inner(
            _ outer: FoundationRoundedRectangle, padding: CGFloat, edges: Edge.Set, style: ConcentricShapeStyle
        ) -> FoundationRoundedRectangle {
            func pad(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? padding : 0 }
            let (top, bottom, leading, trailing) = (pad(.top), pad(.bottom), pad(.leading), pad(.trailing))
            func reduce(_ radius: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
                let reach = max(a, b)
                guard reach > 0 else { return radius }
                return min(radius, max(radius - reach, style.minimum))
            }
            let r = outer.cornerRadii
            if outer.isUniform, top == bottom, bottom == leading, leading == trailing {
                var copy = outer
                copy.cornerRadius = outer.cornerRadius.map { reduce($0, top, leading) }
                return copy
            }
            var copy = FoundationRoundedRectangle(
                topLeadingRadius: reduce(r.topLeading, top, leading),
                bottomLeadingRadius: reduce(r.bottomLeading, bottom, leading),
                bottomTrailingRadius: reduce(r.bottomTrailing, bottom, trailing),
                topTrailingRadius: reduce(r.topTrailing, top, trailing), padding: outer.padding, style: outer.style)
            copy.cornerRadius = outer.cornerRadius
            return copy
        }
    }
}

extension FoundationModifier {
    /// Padding of `token` on `edges`; with `concentricShapeStyle`, inner concentric rounded
    /// rectangles shrink to stay concentric (nil, the default: they keep the outer radii).
    public static func padding(
        _ token: Theme.Padding, _ edges: Edge.Set = .all,
        concentricShapeStyle: FoundationModifierLibrary.PaddingModifier.ConcentricShapeStyle? = .none
    ) -> FoundationModifier<FoundationModifierLibrary.PaddingModifier> {
        .init(.init(token: token, edges: edges, concentricShapeStyle: concentricShapeStyle))
    }
}
