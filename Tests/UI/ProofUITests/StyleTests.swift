import Raster
import Testing

@testable import ProofUI

/// A primitive style as teams write one: the standard prominent look around `Button(configuration)`.
private struct WrappingPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(.borderedProminent).controlSize(.large)
    }
}

/// A custom toggle style: a checkbox-like square before the label, filled when on.
private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 3).fill(configuration.isOn ? Color.blue : Color.gray)
                .frame(width: 18, height: 18).probe("check")
            configuration.label
        }
    }
}

/// A custom toggle style that hands its binding on: the switch, with the label in bold.
private struct BoldSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label.bold() }.toggleStyle(.switch)
    }
}

/// A custom label style: the icon above the title.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.probe("icon")
            configuration.title.probe("title")
        }
    }
}

/// A custom progress style: a 10 pt tall bar of the fraction, drawn in orange.
private struct ThickBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.orange.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10).probe("bar")
    }
}

/// Button style presets with control sizes and border shapes, toggle, label and progress styles,
/// materials and symbol rendering, read from the display list against hand-computed metrics.
@MainActor
@Suite("UI: styles")
struct StyleTests {
    func list<V: View>(_ view: V, scheme: ColorScheme = .light, width: CGFloat = 300) throws -> DisplayList {
        try ViewRenderer.displayList(
            view, configuration: RenderConfiguration(size: .width(width), scale: 2, colorScheme: scheme))
    }

    func frame<V: View>(_ view: V, _ id: String) throws -> CGRect {
        try #require(try list(view).accessibility.first { $0.identifier == id }?.frame)
    }

    func fills(_ list: DisplayList) -> [(path: Raster.Path, paint: String)] {
        list.items.compactMap { if case .fill(let p, let paint, _) = $0 { (p, paint.description) } else { nil } }
    }

    func texts(_ list: DisplayList) -> [(string: String, paint: String)] {
        list.items.compactMap { if case .text(_, _, let paint, let s) = $0 { (s, paint.description) } else { nil } }
    }

    // MARK: - Buttons

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let size: ControlSize
        let font: Font
        let height: CGFloat
        let horizontalPadding: CGFloat
        let radius: CGFloat
        var testDescription: String { "\(size)" }
    }
    /// `BorderedButtonMetrics`' table, written out again by hand.
    nonisolated static let sizes = [
        SizeCase(size: .mini, font: .footnote, height: 24, horizontalPadding: 8, radius: 6),
        SizeCase(size: .small, font: .subheadline, height: 28, horizontalPadding: 10, radius: 6),
        SizeCase(size: .regular, font: .body, height: 34, horizontalPadding: 12, radius: 8),
        SizeCase(size: .large, font: .body, height: 50, horizontalPadding: 20, radius: 12),
        SizeCase(size: .extraLarge, font: .body, height: 50, horizontalPadding: 20, radius: 12),
    ]

    @Test("bordered buttons: height, padding and font per control size", arguments: sizes, [false, true])
    func borderedSize(_ c: SizeCase, prominent: Bool) throws {
        let text = try frame(Text("Save").font(c.font).fixedSize().probe("t"), "t")
        let button = Button("Save") {}.controlSize(c.size).probe("b")
        let b =
            try prominent
            ? frame(button.buttonStyle(.borderedProminent), "b") : frame(button.buttonStyle(.bordered), "b")
        #expect(b.height == c.height)
        #expect(abs(b.width - (text.width + 2 * c.horizontalPadding)) < 0.51)
    }

    @Test("a font set on the button wins over the control size's")
    func environmentFontWins() throws {
        let text = try frame(Text("Save").font(.caption).fixedSize().probe("t"), "t")
        let b = try frame(Button("Save") {}.buttonStyle(.bordered).font(.caption).probe("b"), "b")
        #expect(abs(b.width - (text.width + 24)) < 0.51)
    }

    struct ShapeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let shape: ButtonBorderShape
        let size: ControlSize
        /// The outline expected in a rect of the button's size.
        let expected: @Sendable (CGRect) -> ProofUI.Path
        var testDescription: String { name }
    }
    nonisolated static let shapes = [
        ShapeCase(name: "automatic regular", shape: .automatic, size: .regular) {
            RoundedRectangle(cornerRadius: 8).path(in: $0)
        },
        ShapeCase(name: "automatic large", shape: .automatic, size: .large) {
            RoundedRectangle(cornerRadius: 12).path(in: $0)
        },
        ShapeCase(name: "roundedRectangle small", shape: .roundedRectangle, size: .small) {
            RoundedRectangle(cornerRadius: 6).path(in: $0)
        },
        ShapeCase(name: "roundedRectangle(radius: 3)", shape: .roundedRectangle(radius: 3), size: .large) {
            RoundedRectangle(cornerRadius: 3).path(in: $0)
        },
        ShapeCase(name: "capsule", shape: .capsule, size: .regular) { Capsule().path(in: $0) },
        ShapeCase(name: "circle", shape: .circle, size: .regular) { Circle().path(in: $0) },
    ]

    @Test("border shapes outline the prominent button's background", arguments: shapes)
    func borderShape(_ c: ShapeCase) throws {
        let view = Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(c.shape).controlSize(c.size)
            .probe("b")
        let l = try list(view)
        let b = try #require(l.accessibility.first { $0.identifier == "b" }?.frame)
        let fill = try #require(fills(l).first)
        let expected = c.expected(CGRect(origin: .zero, size: b.size))
            .applying(CGAffineTransform(translationX: b.minX, y: b.minY))
        #expect(fill.path == expected.storage)
    }

    @Test("a circle makes an icon button square: as wide as the size's height")
    func circleIsSquare() throws {
        let b = try frame(
            Button(action: {}) { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle)
                .probe("b"), "b")
        #expect(b.width == 34 && b.height == 34)
    }

    struct PaintCase: CustomTestStringConvertible, Sendable {
        let name: String
        let prominent: Bool
        let role: ButtonRole?
        let disabled: Bool
        let scheme: ColorScheme
        let fill: String
        let text: String
        var testDescription: String { name }
    }
    nonisolated static let paints = [
        PaintCase(
            name: "prominent", prominent: true, role: nil, disabled: false, scheme: .light, fill: "#007AFF",
            text: "#FFFFFF"),
        PaintCase(
            name: "prominent dark", prominent: true, role: nil, disabled: false, scheme: .dark, fill: "#0A84FF",
            text: "#FFFFFF"),
        PaintCase(
            name: "prominent destructive", prominent: true, role: .destructive, disabled: false, scheme: .light,
            fill: "#FF3B30", text: "#FFFFFF"),
        PaintCase(
            name: "bordered", prominent: false, role: nil, disabled: false, scheme: .light, fill: "#007AFF26",
            text: "#007AFF"),
        PaintCase(
            name: "bordered destructive dark", prominent: false, role: .destructive, disabled: false, scheme: .dark,
            fill: "#FF453A26", text: "#FF453A"),
        PaintCase(
            name: "prominent disabled", prominent: true, role: nil, disabled: true, scheme: .light, fill: "#7676801F",
            text: "#3C3C434D"),
        PaintCase(
            name: "bordered disabled dark", prominent: false, role: nil, disabled: true, scheme: .dark,
            fill: "#7676803D", text: "#EBEBF54D"),
    ]

    @Test("role, tint, scheme and disabled colours of the bordered styles", arguments: paints)
    func borderedPaints(_ c: PaintCase) throws {
        let button = Button("Delete", role: c.role) {}.disabled(c.disabled)
        let l =
            try c.prominent
            ? list(button.buttonStyle(.borderedProminent), scheme: c.scheme)
            : list(button.buttonStyle(.bordered), scheme: c.scheme)
        #expect(fills(l).map(\.paint) == [c.fill])
        #expect(texts(l).map(\.paint) == [c.text])
    }

    @Test("borderless and plain buttons ignore the control size")
    func borderlessIgnoresSize() throws {
        let regular = try frame(Button("Save") {}.buttonStyle(.borderless).probe("b"), "b")
        let large = try frame(Button("Save") {}.buttonStyle(.borderless).controlSize(.large).probe("b"), "b")
        let plain = try frame(Button("Save") {}.buttonStyle(.plain).controlSize(.mini).probe("b"), "b")
        #expect(regular == large)
        #expect(regular.size == plain.size)
    }

    @Test("a primitive style wrapping Button(configuration) draws the inner style, without recursing")
    func primitiveStyle() throws {
        let l = try list(Button("Pay") {}.buttonStyle(WrappingPrimitiveStyle()).probe("b"))
        #expect(fills(l).map(\.paint) == ["#007AFF"])
        #expect(l.accessibility.first { $0.identifier == "b" }?.frame.height == 50)
    }

    // MARK: - Toggles

    @Test(
        "the switch: 51 × 31 track, green when on, grey when off, a 27 pt knob at the on or off end",
        arguments: [(true, ColorScheme.light, "#34C759"), (true, .dark, "#30D158"), (false, .light, "#78788029")])
    func switchStyle(isOn: Bool, scheme: ColorScheme, track: String) throws {
        let l = try list(Toggle("Wi-Fi", isOn: .constant(isOn)).toggleStyle(.switch), scheme: scheme, width: 200)
        let f = fills(l)
        #expect(f.count == 2)
        let trackBounds = f[0].path.bounds
        #expect(trackBounds.size.width == 51 && trackBounds.size.height == 31)
        #expect(trackBounds.maxX == 200)
        #expect(f[0].paint == track)
        let knob = f[1].path.bounds
        #expect(knob.size.width == 27 && knob.size.height == 27)
        #expect(knob.minX == (isOn ? trackBounds.maxX - 29 : trackBounds.minX + 2))
        #expect(f[1].paint == "#FFFFFF")
    }

    @Test("the automatic toggle style is the switch")
    func automaticToggle() throws {
        let a = try list(Toggle("A", isOn: .constant(true)))
        let s = try list(Toggle("A", isOn: .constant(true)).toggleStyle(.switch))
        #expect(a.description == s.description)
    }

    @Test("the button toggle style: a bordered button, tinted background only when on", arguments: [true, false])
    func buttonToggle(isOn: Bool) throws {
        let l = try list(Toggle("Bold", isOn: .constant(isOn)).toggleStyle(.button).probe("t"))
        #expect(l.accessibility.first { $0.identifier == "t" }?.frame.height == 34)
        #expect(fills(l).map(\.paint) == (isOn ? ["#007AFF26"] : []))
        #expect(texts(l).map(\.paint) == ["#007AFF"])
    }

    @Test("a custom toggle style sees the state", arguments: [true, false])
    func customToggle(isOn: Bool) throws {
        let l = try list(Toggle("Agree", isOn: .constant(isOn)).toggleStyle(CheckStyle()))
        #expect(fills(l).map(\.paint) == [isOn ? "#007AFF" : "#8E8E93"])
        #expect(texts(l).map(\.string) == ["Agree"])
    }

    @Test("a custom style hands $isOn on to a nested toggle", arguments: [true, false])
    func bindingProjection(isOn: Bool) throws {
        let custom = try list(Toggle("Sync", isOn: .constant(isOn)).toggleStyle(BoldSwitchStyle()), width: 200)
        #expect(fills(custom).first?.paint == (isOn ? "#34C759" : "#78788029"))
    }

    // MARK: - Labels

    @Test("label styles: what each one draws")
    func labelStyles() throws {
        func drawn<S: LabelStyle>(_ style: S) throws -> (texts: Int, icons: Int) {
            let l = try list(Label("Inbox", systemImage: "tray").labelStyle(style))
            return (texts(l).count, fills(l).count)
        }
        #expect(try drawn(.iconOnly) == (0, 1))
        #expect(try drawn(.titleOnly) == (1, 0))
        #expect(try drawn(.titleAndIcon) == (1, 1))
        #expect(try drawn(.automatic) == (1, 1))
    }

    @Test("title and icon: the icon leading, the title 8 pt after it")
    func titleAndIconSpacing() throws {
        let l = try list(
            Label {
                Text("Inbox").probe("title")
            } icon: {
                Color.red.frame(width: 20, height: 20).probe("icon")
            }
            .labelStyle(.titleAndIcon))
        let icon = try #require(l.accessibility.first { $0.identifier == "icon" }?.frame)
        let title = try #require(l.accessibility.first { $0.identifier == "title" }?.frame)
        #expect(title.minX == icon.maxX + 8)
    }

    @Test("a custom label style places the icon above the title")
    func customLabelStyle() throws {
        let l = try list(Label("Inbox", systemImage: "tray").labelStyle(StackedLabelStyle()))
        let icon = try #require(l.accessibility.first { $0.identifier == "icon" }?.frame)
        let title = try #require(l.accessibility.first { $0.identifier == "title" }?.frame)
        #expect(title.minY == icon.maxY + 2)
    }

    // MARK: - Progress

    @Test(
        "linear: a 4 pt track as wide as offered, the tint over the completed fraction",
        arguments: [0.0, 0.25, 1.0])
    func linear(_ fraction: Double) throws {
        let l = try list(ProgressView(value: fraction).progressViewStyle(.linear), width: 200)
        let f = fills(l)
        #expect(f[0].path.bounds.size.width == 200 && f[0].path.bounds.size.height == 4)
        #expect(f[0].paint == "#78788033")
        if fraction > 0 {
            #expect(f[1].path.bounds.size.width == 200 * fraction)
            #expect(f[1].paint == "#007AFF")
        }
    }

    @Test("circular: the spinner's eight spokes in a 20 pt square, whatever the value")
    func circular() throws {
        let spinner = try frame(ProgressView(value: 0.5).progressViewStyle(.circular).probe("p"), "p")
        #expect(spinner.size == CGSize(width: 20, height: 20))
        let l = try list(ProgressView().progressViewStyle(.circular))
        #expect(fills(l).count == 8)
    }

    @Test(
        "the large spinner is 37 pt; the smaller control sizes keep the medium 20 pt one",
        arguments: [(ControlSize.mini, 20.0), (.regular, 20), (.large, 37), (.extraLarge, 37)])
    func spinnerSizes(_ size: ControlSize, side: CGFloat) throws {
        let p = try frame(ProgressView().controlSize(size).probe("p"), "p")
        #expect(p.size == CGSize(width: side, height: side))
    }

    @Test("the automatic progress style: linear with a value, circular without")
    func automaticProgress() throws {
        #expect(fills(try list(ProgressView(value: 0.5))).count == 2)
        #expect(fills(try list(ProgressView())).count == 8)
    }

    @Test("a custom progress style gets the fraction completed", arguments: [0.3, 0.8])
    func customProgress(_ fraction: Double) throws {
        let bar = try frame(ProgressView(value: fraction).progressViewStyle(ThickBarStyle()), "bar")
        #expect(abs(bar.width - 100 * fraction) < 0.51)
    }

    // MARK: - Materials

    struct MaterialCase: CustomTestStringConvertible, Sendable {
        let name: String
        let material: Material
        let radius: CGFloat
        let light: String
        let dark: String
        var testDescription: String { name }
    }
    nonisolated static let materials = [
        MaterialCase(name: "ultraThin", material: .ultraThin, radius: 16, light: "#FFFFFF4D", dark: "#1C1C1E59"),
        MaterialCase(name: "thin", material: .thin, radius: 20, light: "#FFFFFF80", dark: "#1C1C1E8C"),
        MaterialCase(name: "regular", material: .regular, radius: 24, light: "#FFFFFFA6", dark: "#1C1C1EB3"),
        MaterialCase(name: "thick", material: .thick, radius: 28, light: "#FFFFFFCC", dark: "#1C1C1ED1"),
        MaterialCase(name: "ultraThick", material: .ultraThick, radius: 32, light: "#FFFFFFEB", dark: "#1C1C1EEB"),
        MaterialCase(name: "bar", material: .bar, radius: 24, light: "#F9F9F9F0", dark: "#1D1D1DF0"),
    ]

    @Test("a material fills its shape with a backdrop blur, then its tint", arguments: materials)
    func material(_ c: MaterialCase) throws {
        for (scheme, tint) in [(ColorScheme.light, c.light), (.dark, c.dark)] {
            let l = try list(
                Text("Hi").padding().background(c.material, in: RoundedRectangle(cornerRadius: 12)), scheme: scheme)
            guard case .backdropBlur(let path, let radius, _) = l.items.first else {
                Issue.record("no backdrop item first: \(l)")
                return
            }
            #expect(radius == c.radius)
            let fill = try #require(fills(l).first)
            #expect(fill.path == path)
            #expect(fill.paint == tint)
        }
    }

    /// Renders a material half over red and half over blue, and returns pixels along its middle row.
    func materialRow<V: View>(_ material: (AnyView) -> V) throws -> [[Int]] {
        let backdrop = HStack(spacing: 0) {
            Color(hex: 0xFF0000)
            Color(hex: 0x0000FF)
        }
        .frame(width: 100, height: 40)
        let view = backdrop.overlay { material(AnyView(Color.clear.frame(width: 60, height: 20))) }
        let image = try ViewRenderer.render(
            view, configuration: RenderConfiguration(size: .fixed(width: 100, height: 40), scale: 1))
        return (0..<100).map {
            let p = image.bitmap.pixel(x: $0, y: 20)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
    }

    @Test("the backdrop is blurred across the red–blue edge under the material only")
    func materialBlursBackdrop() throws {
        let row = try materialRow { $0.background(.regularMaterial) }
        // Outside the material (x < 20): the red as drawn.
        #expect(row[5] == [255, 0, 0])
        // At the edge (x = 50) the blur mixes red and blue about equally, under the white tint.
        let mid = row[50]
        #expect(abs(mid[0] - mid[2]) < 25)
        #expect(mid[0] > 128 && mid[2] > 128)
        // Away from the edge but inside the material, more red than blue.
        #expect(row[22][0] > row[22][2])
    }

    @Test("a material inside a shadowed group still blurs what is behind the group")
    func materialInLayer() throws {
        let plain = try materialRow { $0.background(.thinMaterial) }
        let shadowed = try materialRow { $0.background(.thinMaterial).shadow(color: .clear, radius: 0) }
        #expect(plain[50] == shadowed[50])
        #expect(plain[30] == shadowed[30])
    }

    // MARK: - Symbols and foreground levels

    @Test("foregroundStyle(primary, secondary): .secondary text takes the second style")
    func foregroundLevels() throws {
        let l = try list(
            VStack {
                Text("one")
                Text("two").foregroundStyle(.secondary)
                Text("three").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.red, .blue))
        #expect(texts(l).map(\.paint) == ["#FF3B30", "#007AFF", "#007AFF"])
        let single = try list(Text("two").foregroundStyle(.secondary).foregroundStyle(.red))
        #expect(texts(single).map(\.paint) == ["#FF3B3099"])
    }

    @Test(
        "single-layer symbols draw in the primary style in every rendering mode",
        arguments: [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor])
    func symbolModes(_ mode: SymbolRenderingMode) throws {
        let l = try list(
            Image(systemName: "person.circle").symbolRenderingMode(mode).foregroundStyle(.orange, .green))
        #expect(fills(l).map(\.paint) == ["#FF9500"])
    }
}
