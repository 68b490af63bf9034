import ProofUI
import Raster
import Testing

/// A sign-in form as apps write it: `@State` strings bound with `$`.
private struct SignInForm: View {
    @State private var email = "ada@example.com"
    @State private var password = "secret"
    @State private var notes = ""
    var body: some View {
        VStack(spacing: 8) {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            TextField("Notes", text: $notes, prompt: Text("Optional"), axis: .vertical).lineLimit(3)
        }
        .textFieldStyle(.roundedBorder)
    }
}

/// `TextField`, `SecureField`, `TextEditor` and the text field styles, read from the display list.
@MainActor
@Suite("UI: text input")
struct TextInputTests {
    nonisolated static let width: CGFloat = 200

    func list<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> DisplayList {
        try ViewRenderer.displayList(
            view, configuration: RenderConfiguration(size: .width(Self.width), scale: 2, colorScheme: scheme))
    }

    /// The drawn texts with their paint.
    func drawn(_ list: DisplayList) -> [(string: String, paint: ResolvedPaint, origin: CGPoint, lines: Int)] {
        list.items.compactMap { item in
            if case .text(let layout, let origin, let paint, let string) = item {
                return (string, paint, origin, layout.lines.count)
            }
            return nil
        }
    }

    func paint(_ color: ProofUI.Color, _ scheme: ColorScheme) -> ResolvedPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color._resolvePaint(in: environment, bounds: .zero)
    }

    /// A colour scheme and its placeholder colour.
    struct SchemeCase: CustomTestStringConvertible, Sendable {
        let scheme: ColorScheme
        let placeholder: UInt32
        var testDescription: String { "\(scheme)" }
    }

    @Test(arguments: [
        SchemeCase(scheme: .light, placeholder: 0x3C3C43), SchemeCase(scheme: .dark, placeholder: 0xEBEBF5),
    ])
    func emptyFieldDrawsItsTitleInThePlaceholderGrey(c: SchemeCase) throws {
        let texts = drawn(try list(TextField("Name", text: .constant("")), scheme: c.scheme))
        #expect(texts.map(\.string) == ["Name"])
        #expect(texts.first?.paint == paint(ProofUI.Color(hex: c.placeholder, opacity: 0.3), c.scheme))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func enteredTextIsInTheLabelColour(scheme: ColorScheme) throws {
        let texts = drawn(try list(TextField("Name", text: .constant("Ada")), scheme: scheme))
        #expect(texts.map(\.string) == ["Ada"])
        #expect(texts.first?.paint == paint(.primary, scheme))
    }

    @Test func promptReplacesTheTitleAsPlaceholder() throws {
        let view = TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
        #expect(drawn(try list(view)).map(\.string) == ["name@example.com"])
    }

    @Test func plainFieldIsAsWideAsOfferedAndOneLineTall() throws {
        let configuration = RenderConfiguration(size: .width(Self.width), scale: 2)
        let probe = try LayoutProbe(
            TextField("Name", text: .constant("Ada")).textFieldStyle(.plain).probe("f"), configuration)
        let line = try #require(try LayoutProbe(Text("Ada").probe("t"), configuration).frame("t"))
        let frame = try #require(probe.frame("f"))
        #expect(frame.width == Self.width)
        #expect(frame.height == line.height)
        #expect(drawn(probe.list).first?.origin == CGPoint(x: 0, y: 0))
    }

    @Test func roundedBorderIs34PointsWithAFillAndAHairlineBorder() throws {
        let view = TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).probe("f")
        let probe = try LayoutProbe(view, RenderConfiguration(size: .width(Self.width), scale: 2))
        let frame = try #require(probe.frame("f"))
        #expect(frame.width == Self.width)
        #expect(frame.height == 34)
        let origin = try #require(drawn(probe.list).first?.origin)
        #expect(origin.x == 7)
        #expect(origin.y > 5 && origin.y < 6)
        var fills: [ResolvedPaint] = []
        var strokes: [(ResolvedPaint, CGFloat)] = []
        for item in probe.list.items {
            if case .fill(_, let p, _) = item { fills.append(p) }
            if case .stroke(_, let p, let style) = item { strokes.append((p, style.lineWidth)) }
        }
        #expect(fills == [paint(.white, .light)])
        #expect(strokes.count == 1)
        #expect(strokes.first?.0 == paint(ProofUI.Color(hex: 0x3C3C43, opacity: 0.29), .light))
        #expect(strokes.first?.1 == 0.5)
    }

    @Test func longTextStaysOnOneLineUnlessTheFieldIsVertical() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let single = drawn(try list(TextField("T", text: .constant(long))))
        #expect(single.first?.lines == 1)
        let vertical = drawn(try list(TextField("T", text: .constant(long), axis: .vertical)))
        #expect((vertical.first?.lines ?? 0) >= 2)
        let limited = drawn(try list(TextField("T", text: .constant(long + " " + long), axis: .vertical).lineLimit(2)))
        #expect(limited.first?.lines == 2)
    }

    /// A bound text and the bullets a secure field draws.
    struct SecureCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let drawn: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        SecureCase(name: "ascii", text: "hunter2", drawn: "•••••••"),
        SecureCase(name: "one per character, not per scalar", text: "é👍🏽", drawn: "••"),
        SecureCase(name: "empty shows the placeholder", text: "", drawn: "Password"),
    ])
    func secureFieldDrawsABulletPerCharacter(c: SecureCase) throws {
        #expect(drawn(try list(SecureField("Password", text: .constant(c.text)))).map(\.string) == [c.drawn])
    }

    @Test func disabledFieldIsDimmed() throws {
        let items = try list(TextField("T", text: .constant("Ada")).disabled(true)).items
        let layers = items.compactMap { item -> Double? in
            if case .beginLayer(let opacity, _, _) = item { return opacity }
            return nil
        }
        #expect(layers == [0.5])
    }

    @Test func stateBoundFormDrawsItsValues() throws {
        #expect(drawn(try list(SignInForm())).map(\.string) == ["ada@example.com", "••••••", "Optional"])
    }

    @Test func textEditorFillsTheOfferedSpaceWithInsetText() throws {
        let view = TextEditor(text: .constant("Hi")).probe("e")
        let probe = try LayoutProbe(view, width: 200, height: 120)
        #expect(probe.frame("e") == CGRect(x: 0, y: 0, width: 200, height: 120))
        #expect(drawn(probe.list).first?.origin == CGPoint(x: 5, y: 8))
        #expect(drawn(probe.list).first?.paint == paint(.primary, .light))
    }
}
