import ProofUI
import Testing

/// `.minimumScaleFactor(_:)`: text shrinks uniformly to fit its width and line limit, never below
/// the factor, and is truncated at the factor when even that does not fit.
@MainActor
@Suite("UI: minimumScaleFactor")
struct MinimumScaleFactorTests {
    /// The size `view` chooses for a width.
    static func size<V: View>(_ view: V, width: CGFloat? = nil) throws -> CGSize {
        let size: RenderConfiguration.SizeProposal = width.map { .width($0) } ?? .intrinsic
        let list = try ViewRenderer.displayList(
            view.probe("t"), configuration: RenderConfiguration(size: size))
        return try #require(list.accessibility.first { $0.identifier == "t" }?.frame.size)
    }

    @Test func textThatFitsKeepsItsSize() throws {
        let text = Text("Checkout").lineLimit(1)
        let natural = try Self.size(text)
        #expect(try Self.size(text.minimumScaleFactor(0.5), width: natural.width + 20) == natural)
    }

    @Test func textShrinksToTheLargestScaleThatFits() throws {
        let text = Text("Total due today").lineLimit(1)
        let natural = try Self.size(text)
        let width = (natural.width * 0.6).rounded()
        let shrunk = try Self.size(text.minimumScaleFactor(0.4), width: width)
        #expect(shrunk.width <= width)
        #expect(shrunk.width >= width - 2, "the largest scale that fits leaves at most a sliver")
        // About 60 % of the natural size (line heights round to the pixel grid).
        #expect(abs(shrunk.height - natural.height * 0.6) <= 2)
    }

    @Test func belowTheFactorTextIsTruncatedAtTheFactor() throws {
        let text = Text("Total due today").lineLimit(1)
        let natural = try Self.size(text)
        let width = (natural.width * 0.5).rounded()
        let truncated = try Self.size(text.minimumScaleFactor(0.8), width: width)
        #expect(truncated.width <= width)
        #expect(abs(truncated.height - natural.height * 0.8) <= 2, "drawn at the factor, then truncated")
        let unscaled = try Self.size(text, width: width)
        #expect(unscaled.height == natural.height, "without the modifier the text keeps its size")
    }
}
