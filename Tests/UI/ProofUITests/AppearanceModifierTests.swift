import ProofUI
import Raster
import Testing

/// A metric scaled by Dynamic Type, drawn as a box of that width.
struct ScaledBox: View {
    @ScaledMetric var width: CGFloat = 20
    @ScaledMetric(relativeTo: .caption) var height: CGFloat = 10
    var body: some View { Color.red.frame(width: width, height: height).accessibilityIdentifier("box") }
}

/// Shows the environment values the appearance modifiers set.
struct AppearanceReader: View {
    @Environment(\.controlSize) var controlSize
    @Environment(\.symbolRenderingMode) var mode
    @Environment(\.symbolVariants) var variants
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        let mode = self.mode.map(String.init(describing:)) ?? "nil"
        return Text("\(controlSize) \(mode) \(variants == .fill.circle) \(reasons.rawValue)")
    }
}

/// Whether a row is the default one (the badge's condition, as in Apple's example).
let rowIsDefault = true

/// A view with focus state, bound with `.focused`.
struct FocusedView: View {
    @FocusState var isFocused: Bool
    @FocusState var field: Int?
    var body: some View {
        VStack {
            Text("focused \(isFocused)").focused($isFocused).focusable()
            Text("field \(field.map(String.init) ?? "nil")").focused($field, equals: 1)
        }
    }
}

/// `@ScaledMetric`, `.textCase`, `.redacted`/`.unredacted`, `.symbolVariant`, the modifiers kept
/// in the environment, and the inert ones.
@MainActor
@Suite("UI: appearance modifiers")
struct AppearanceModifierTests {
    /// A text case and what it draws.
    struct CaseExample: CustomTestStringConvertible, Sendable {
        let name: String
        let textCase: Text.Case?
        let locale: String
        let input: String
        let drawn: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        CaseExample(
            name: "uppercase", textCase: .uppercase, locale: "en_US", input: "Section Title", drawn: "SECTION TITLE"),
        CaseExample(
            name: "lowercase", textCase: .lowercase, locale: "en_US", input: "Section Title", drawn: "section title"),
        CaseExample(
            name: "nil keeps the text", textCase: nil, locale: "en_US", input: "Section Title", drawn: "Section Title"),
        CaseExample(
            name: "Turkish dotted capital I", textCase: .uppercase, locale: "tr_TR", input: "istanbul",
            drawn: "İSTANBUL"),
    ])
    func textCaseChangesTheDrawnText(c: CaseExample) throws {
        let view = VStack { Text(c.input) }.textCase(c.textCase).environment(\.locale, Locale(identifier: c.locale))
        #expect(try drawnTexts(view) == [c.drawn])
    }

    @Test func innerTextCaseWins() throws {
        let view = VStack {
            Text("Inner").textCase(.lowercase)
            Text("Outer")
        }
        .textCase(.uppercase)
        #expect(try drawnTexts(view) == ["inner", "OUTER"])
    }

    /// Fills of a display list.
    func fills(_ list: DisplayList) -> [(Raster.Path, ResolvedPaint)] {
        list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item { return (path, paint) }
            return nil
        }
    }

    @Test func placeholderDrawsABarPerLineAndKeepsTheLayout() throws {
        let text = Text("Two lines of placeholder text here").frame(width: 120)
        let plain = try ViewRenderer.displayList(text)
        let redacted = try ViewRenderer.displayList(text.redacted(reason: .placeholder))
        #expect(redacted.size == plain.size)
        #expect(texts(redacted).isEmpty)
        var lines = 0
        for case .text(let layout, _, _, _) in plain.items { lines += layout.lines.count }
        #expect(lines >= 2)
        let bars = fills(redacted)
        #expect(bars.count == lines)
        // The text's colour (primary label) at 16 % opacity.
        let grey = Color.primary.opacity(0.16)._resolvePaint(in: EnvironmentValues(), bounds: .zero)
        for (_, paint) in bars { #expect(paint == grey) }
    }

    @Test func placeholderBarsFollowTheTextSize() throws {
        func barHeight(_ font: Font) throws -> Double {
            let list = try ViewRenderer.displayList(Text("Word").font(font).redacted(reason: .placeholder))
            return try #require(fills(list).first).0.bounds.size.height
        }
        let body = try barHeight(.body)
        let title = try barHeight(.largeTitle)
        #expect(body > 8 && body < 17)
        #expect(title > body * 1.8)
    }

    @Test func placeholderImagesAreBoxes() throws {
        let image = Image(systemName: "star.fill")
        let list = try ViewRenderer.displayList(image.redacted(reason: .placeholder))
        let boxes = fills(list)
        #expect(boxes.count == 1)
        let bounds = try #require(boxes.first).0.bounds
        #expect(bounds.size.width == Double(list.size.width) && bounds.size.height == Double(list.size.height))
    }

    @Test func unredactedShowsContent() throws {
        let view = VStack {
            Text("hidden")
            Text("shown").unredacted()
        }
        .redacted(reason: .placeholder)
        #expect(try drawnTexts(view) == ["shown"])
    }

    @Test(arguments: [
        ("privacy", RedactionReasons.privacy), ("invalidated", .invalidated), ("none", RedactionReasons()),
    ])
    func otherReasonsDrawTheContent(name: String, reason: RedactionReasons) throws {
        #expect(try drawnTexts(Text("visible").redacted(reason: reason)) == ["visible"])
    }

    nonisolated static let scaledSizes: [(DynamicTypeSize, Double, Double)] = [
        (.large, 20, 10), (.xSmall, 20 * 14 / 17, 10 * 14 / 17), (.accessibility3, 20 * 40 / 17, 10 * 40 / 17),
    ]

    @Test(arguments: scaledSizes)
    func scaledMetricFollowsDynamicType(size: DynamicTypeSize, width: Double, height: Double) throws {
        let list = try ViewRenderer.displayList(ScaledBox(), configuration: RenderConfiguration(dynamicTypeSize: size))
        let frame = try #require(list.accessibility.first { $0.identifier == "box" }).frame
        // Frames snap to the device-pixel grid (1 pt at scale 1).
        #expect(abs(Double(frame.width) - width) <= 1 && abs(Double(frame.height) - height) <= 1)
    }

    @Test func environmentValuesReachTheSubtree() throws {
        #expect(try drawnTexts(AppearanceReader()) == ["regular nil false 0"])
        let set = AppearanceReader().controlSize(.mini).symbolRenderingMode(.hierarchical).symbolVariant(.fill)
            .symbolVariant(.circle).redacted(reason: .privacy)
        #expect(try drawnTexts(set) == ["mini hierarchical true 2"])
    }

    @Test(arguments: [("heart", "heart.fill"), ("star", "star.fill"), ("bell", "bell.fill")])
    func symbolVariantDrawsTheVariantSymbol(base: String, variant: String) throws {
        let viaModifier = try ViewRenderer.displayList(Image(systemName: base).symbolVariant(.fill))
        let direct = try ViewRenderer.displayList(Image(systemName: variant))
        let plain = try ViewRenderer.displayList(Image(systemName: base))
        #expect(fills(viaModifier).map(\.0) == fills(direct).map(\.0))
        #expect(fills(viaModifier).map(\.0) != fills(plain).map(\.0))
    }

    @Test func symbolVariantFallsBackToTheNamedSymbol() throws {
        // No "house.slash" in the table: the symbol as named draws.
        let viaModifier = try ViewRenderer.displayList(Image(systemName: "house").symbolVariant(.slash))
        #expect(viaModifier.description == (try ViewRenderer.displayList(Image(systemName: "house"))).description)
    }

    @Test func focusStateIsStoredAndInert() throws {
        let view = FocusedView()
        #expect(try drawnTexts(view) == ["focused false", "field nil"])
        view.$isFocused.wrappedValue = true
        view.field = 1
        #expect(try drawnTexts(view) == ["focused true", "field 1"])
    }

    /// A modifier a still frame does not draw.
    struct InertModifier: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (Text) -> AnyView
        var testDescription: String { name }
    }

    @Test(arguments: [
        InertModifier(name: "badge(Int)") { AnyView($0.badge(3)) },
        InertModifier(name: "badge(Text)") { AnyView($0.badge(Text("new"))) },
        InertModifier(name: "badge(String)") { AnyView($0.badge("new")) },
        InertModifier(name: "badge(key or nil)") { AnyView($0.badge(rowIsDefault ? "Default" : nil)) },
        InertModifier(name: "badge(String?)") { AnyView($0.badge(String?.none)) },
        InertModifier(name: "focusable") { AnyView($0.focusable()) },
        InertModifier(name: "contentShape") { AnyView($0.contentShape(Rectangle())) },
        InertModifier(name: "transition") { AnyView($0.transition(.opacity.combined(with: .move(edge: .top)))) },
        InertModifier(name: "animation") { AnyView($0.animation(.easeInOut)) },
        InertModifier(name: "task(id:)") { AnyView($0.task(id: 1) {}) },
        InertModifier(name: "controlSize") { AnyView($0.controlSize(.large)) },
        InertModifier(name: "symbolRenderingMode") { AnyView($0.symbolRenderingMode(.multicolor)) },
    ])
    func inertModifiersLeaveTheDisplayListUnchanged(m: InertModifier) throws {
        let text = Text("Inbox")
        #expect(try ViewRenderer.displayList(m.apply(text)).description == ViewRenderer.displayList(text).description)
    }
}
