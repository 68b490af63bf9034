import ProofUI
import Raster
import Testing

/// The options the picker tests choose from.
enum Flavour: String, CaseIterable, Identifiable {
    case vanilla = "Vanilla"
    case mint = "Mint"
    case lemon = "Lemon"
    var id: Self { self }
}

/// `Picker` in each style and `.tag(_:)`, read from the display list.
@MainActor
@Suite("UI: pickers")
struct PickerTests {
    nonisolated static let width: CGFloat = 240

    static func list<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> DisplayList {
        try ViewRenderer.displayList(
            view, configuration: RenderConfiguration(size: .width(width), scale: 2, colorScheme: scheme))
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
    }

    static func textPaints(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(_, _, let paint, _) = $0 { paint.description } else { nil } }
    }

    /// The bounds of the fills painted `paint` (in points).
    static func fills(_ list: DisplayList, _ color: ProofUI.Color, _ scheme: ColorScheme = .light) -> [Raster.Rect] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let paint = color._resolvePaint(in: environment, bounds: .zero)
        return list.items.compactMap { if case .fill(let p, paint, _) = $0 { p.bounds } else { nil } }
    }

    /// A way of tagging the options, and the option a selection of `Flavour.mint` shows.
    struct TagCase: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    @Test(arguments: [
        TagCase(name: "explicit tags") {
            AnyView(
                Picker("Flavour", selection: .constant(Flavour.mint)) {
                    Text("Vanilla").tag(Flavour.vanilla)
                    Text("Mint").tag(Flavour.mint)
                    Text("Lemon").tag(Flavour.lemon)
                })
        },
        TagCase(name: "ForEach identifiers") {
            AnyView(
                Picker("Flavour", selection: .constant(Flavour.mint)) {
                    ForEach(Flavour.allCases) { Text($0.rawValue) }
                })
        },
        TagCase(name: "tags outside padding") {
            AnyView(
                Picker("Flavour", selection: .constant(Flavour.mint)) {
                    ForEach(Flavour.allCases) { Text($0.rawValue).tag($0).padding(2) }
                })
        },
        TagCase(name: "optional selection") {
            AnyView(
                Picker("Flavour", selection: .constant(Flavour?.some(.mint))) {
                    ForEach(Flavour.allCases) { Text($0.rawValue).tag(Optional($0)) }
                })
        },
    ])
    func menuPickerShowsOnlyTheSelectedOptionInTheTint(c: TagCase) throws {
        let list = try Self.list(c.view())
        #expect(Self.texts(list) == ["Mint"])
        #expect(Self.textPaints(list) == ["#007AFF"])
    }

    @Test func anExplicitTagWinsOverTheForEachIdentifier() throws {
        let picker = Picker("Number", selection: .constant(20)) {
            ForEach(1...3, id: \.self) { Text("\($0 * 10)").tag($0 * 10) }
        }
        #expect(Self.texts(try Self.list(picker)) == ["20"])
    }

    @Test func aSelectionNoOptionCarriesShowsOnlyTheChevrons() throws {
        let list = try Self.list(
            Picker("Size", selection: .constant(9)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            })
        #expect(Self.texts(list).isEmpty)
        // The "chevron.up.chevron.down" symbol is still drawn, in the tint.
        #expect(!Self.fills(list, .accentColor).isEmpty)
    }

    @Test func theMenuPickerTakesTheTint() throws {
        let picker = Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }.tint(.orange)
        #expect(Self.textPaints(try Self.list(picker)) == ["#FF9500"])
    }

    static func paint(_ color: ProofUI.Color) -> String {
        color._resolvePaint(in: EnvironmentValues(), bounds: .zero).description
    }

    @Test func aDisabledMenuPickerIsGreyLikeADisabledButton() throws {
        let picker = Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }.disabled(true)
        #expect(Self.textPaints(try Self.list(picker)) == [Self.paint(.gray)])
    }

    @Test func theMenuPickerGoesThroughTheButtonStyle() throws {
        let picker = Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }
            .buttonStyle(.borderedProminent)
        #expect(Self.textPaints(try Self.list(picker)) == ["#FFFFFF"])
    }

    @Test func aNavigationLinkPickerIsARowWithTheValueTrailing() throws {
        let picker = Picker("Size", selection: .constant(2)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        }
        .pickerStyle(.navigationLink)
        let list = try Self.list(picker)
        #expect(Self.texts(list) == ["Size", "Large"])
        #expect(Self.textPaints(list) == [Self.paint(.primary), Self.paint(.secondary)])
        let origins = list.items.compactMap { if case .text(_, let o, _, _) = $0 { o.x } else { nil } }
        #expect(origins.first == 0)
        #expect((origins.last ?? 0) > Self.width / 2)
    }

    @Test func aTagLeavesLayoutAlone() throws {
        let tagged = try LayoutProbe(Text("Tagged").tag(3).probe("t"), width: 200, height: 100)
        let plain = try LayoutProbe(Text("Tagged").probe("t"), width: 200, height: 100)
        #expect(tagged.frame("t") == plain.frame("t"))
        #expect(tagged.frame("t") != nil)
    }

    /// A selected segment and where its raised background sits.
    struct SegmentCase: CustomTestStringConvertible, Sendable {
        let selected: Flavour
        let index: Int
        var testDescription: String { selected.rawValue }
    }

    @Test(arguments: [
        SegmentCase(selected: .vanilla, index: 0), SegmentCase(selected: .mint, index: 1),
        SegmentCase(selected: .lemon, index: 2),
    ])
    func segmentedControlRaisesTheSelectedSegment(c: SegmentCase) throws {
        let picker = Picker("Flavour", selection: .constant(c.selected)) {
            ForEach(Flavour.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        let list = try Self.list(picker.probe("p"))
        let frame = try #require(list.accessibility.first { $0.identifier == "p" }?.frame)
        // 32 pt tall and as wide as offered.
        #expect(frame == CGRect(x: 0, y: 0, width: Self.width, height: 32))
        #expect(Self.texts(list) == ["Vanilla", "Mint", "Lemon"])
        // The track: the whole control in tertiarySystemFill.
        let track = Self.fills(list, ProofUI.Color(hex: 0x767680, opacity: 0.12))
        #expect(track.map { [$0.minX, $0.minY, $0.width, $0.height] } == [[0, 0, 240, 32]])
        // The raised segment: one third of the track inset 2 pt, (240 − 4) / 3 pt wide, 28 pt tall.
        // Its edges snap to the device-pixel grid (half points at scale 2).
        let segment = try #require(Self.fills(list, .white).first)
        let width = Double(Self.width - 4) / 3
        let snap = { (x: Double) in (x * 2).rounded() / 2 }
        #expect(segment.minX == snap(2 + width * Double(c.index)))
        #expect(segment.maxX == snap(2 + width * Double(c.index + 1)))
        #expect(segment.minY == 2 && segment.height == 28)
    }

    @Test func rightToLeftSegmentsStartOnTheRight() throws {
        let picker = Picker("Flavour", selection: .constant(Flavour.vanilla)) {
            ForEach(Flavour.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        let list = try ViewRenderer.displayList(
            picker,
            configuration: RenderConfiguration(size: .width(Self.width), scale: 2, layoutDirection: .rightToLeft))
        let segment = try #require(Self.fills(list, .white).first)
        #expect(segment.maxX == Double(Self.width) - 2)
        let origins = list.items.compactMap { if case .text(_, let o, _, _) = $0 { o.x } else { nil } }
        #expect(origins.count == 3 && origins[0] > origins[1] && origins[1] > origins[2])
    }

    @Test func segmentedDarkRaisesTheSegmentOnGrey() throws {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) {
            ForEach(Flavour.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        let list = try Self.list(picker, scheme: .dark)
        #expect(Self.fills(list, ProofUI.Color(hex: 0x636366), .dark).count == 1)
        #expect(Self.fills(list, .white, .dark).isEmpty)
    }

    @Test func paletteOutsideAMenuIsTheSegmentedControl() throws {
        let make = { (style: Int) -> DisplayList in
            let picker = Picker("Flavour", selection: .constant(Flavour.lemon)) {
                ForEach(Flavour.allCases) { Text($0.rawValue) }
            }
            return try Self.list(
                style == 0 ? AnyView(picker.pickerStyle(.palette)) : AnyView(picker.pickerStyle(.segmented)))
        }
        #expect(try make(0).items.count == make(1).items.count)
        #expect(Self.texts(try make(0)) == ["Vanilla", "Mint", "Lemon"])
    }

    /// A wheel's selection and the rows it draws.
    struct WheelCase: CustomTestStringConvertible, Sendable {
        let name: String
        let selection: Int
        let drawn: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        WheelCase(name: "first selected", selection: 0, drawn: ["0", "1", "2", "3", "4"]),
        WheelCase(name: "middle selected", selection: 5, drawn: ["1", "2", "3", "4", "5", "6", "7", "8", "9"]),
        WheelCase(name: "last selected", selection: 11, drawn: ["7", "8", "9", "10", "11"]),
    ])
    func wheelCentresTheSelectionWithFourRowsEitherSide(c: WheelCase) throws {
        let picker = Picker("N", selection: .constant(c.selection)) {
            ForEach(0..<12) { Text("\($0)") }
        }
        .pickerStyle(.wheel)
        let list = try Self.list(picker.probe("w"))
        let frame = try #require(list.accessibility.first { $0.identifier == "w" }?.frame)
        #expect(frame == CGRect(x: 0, y: 0, width: Self.width, height: 216))
        #expect(Self.texts(list) == c.drawn)
        // The selection band: 32 pt tall, centred, inset 8 pt from each side.
        let band = try #require(Self.fills(list, ProofUI.Color(hex: 0x767680, opacity: 0.12)).first)
        #expect([band.minX, band.minY, band.width, band.height] == [8, 92, 224, 32])
        // The selected row's text is centred on the band, drawn opaque (the others fade).
        let midY = try #require(
            list.items.compactMap { item -> Double? in
                if case .text(let layout, let origin, _, "\(c.selection)") = item {
                    return Double(origin.y) + layout.size.height / 2
                }
                return nil
            }.first)
        #expect(abs(midY - 108) < 1)
    }

    @Test func inlineOutsideAListIsTheWheel() throws {
        let picker = Picker("N", selection: .constant(2)) { ForEach(0..<5) { Text("\($0)") } }
        let inline = try Self.list(picker.pickerStyle(.inline))
        let wheel = try Self.list(picker.pickerStyle(.wheel))
        #expect(Self.texts(inline) == Self.texts(wheel))
        #expect(inline.items.count == wheel.items.count)
    }
}

/// A menu picker in a `Form` row: the label leading, the value trailing in the secondary colour.
@MainActor
@Suite("UI: menu picker in a form")
struct MenuPickerInFormTests {
    @Test func aFormRowShowsTheLabelAndTheValueInTheSecondaryColour() throws {
        let form = Form {
            Picker("Flavour", selection: .constant(2)) {
                Text("Vanilla").tag(1)
                Text("Mint").tag(2)
            }
        }
        let list = try ViewRenderer.displayList(form, configuration: RenderConfiguration(size: .width(320), scale: 2))
        let texts = list.items.compactMap { item -> (String, CGFloat, ResolvedPaint)? in
            if case .text(_, let origin, let paint, let string) = item { (string, origin.x, paint) } else { nil }
        }
        #expect(texts.map(\.0) == ["Flavour", "Mint"])
        let label = try #require(texts.first)
        let value = try #require(texts.last)
        #expect(label.1 < 60, "the label leads the row")
        #expect(value.1 > 200, "the value trails")
        #expect(label.2 != value.2, "the value is not in the label's colour")
        let outside = try ViewRenderer.displayList(
            Picker("Flavour", selection: .constant(2)) {
                Text("Vanilla").tag(1)
                Text("Mint").tag(2)
            }, configuration: RenderConfiguration(size: .width(320), scale: 2))
        let shown = outside.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
        #expect(shown == ["Mint"], "outside a list the label is not drawn")
    }
}
