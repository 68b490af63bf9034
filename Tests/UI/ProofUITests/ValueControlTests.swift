import Foundation
import Raster
import Testing

@testable import ProofUI

/// `Stepper`, `Slider`, `DatePicker`, `Gauge`, `Menu` and `ShareLink`, read from the display list.
@MainActor
@Suite("UI: value controls")
struct ValueControlTests {
    nonisolated static let width: CGFloat = 240
    nonisolated static let tertiaryFill = ProofUI.Color(hex: 0x767680, opacity: 0.12)
    nonisolated static let systemFill = ProofUI.Color(hex: 0x787880, opacity: 0.2)

    static func list<V: View>(_ view: V, width: CGFloat = width) throws -> DisplayList {
        try ViewRenderer.displayList(view, configuration: RenderConfiguration(size: .width(width), scale: 2))
    }

    static func frame(_ list: DisplayList, _ id: String) -> CGRect? {
        list.accessibility.first { $0.identifier == id }?.frame
    }

    static func rects(_ rects: [Raster.Rect]) -> [[Double]] {
        rects.map { [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 100).rounded() / 100 } }
    }

    // MARK: Stepper

    @Test func stepperPutsThe94By32ControlTrailing() throws {
        let list = try Self.list(Stepper("Quantity", value: .constant(2), in: 1...5).probe("s"))
        let frame = try #require(Self.frame(list, "s"))
        #expect(frame == CGRect(x: 0, y: 0, width: Self.width, height: 32))
        #expect(Self.rects(PickerTests.fills(list, Self.tertiaryFill)) == [[146, 0, 94, 32]])
        #expect(PickerTests.texts(list) == ["Quantity"])
    }

    @Test func aHiddenLabelLeavesTheControlAlone() throws {
        let list = try Self.list(Stepper("Quantity", value: .constant(2)).labelsHidden().probe("s"))
        #expect(Self.frame(list, "s")?.size == CGSize(width: 94, height: 32))
        #expect(PickerTests.texts(list).isEmpty)
    }

    /// A stepper's value and which halves it dims.
    struct BoundCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: Int
        let dimmed: [Double]
        var testDescription: String { name }
    }

    @Test(arguments: [
        BoundCase(name: "inside the range", value: 3, dimmed: []),
        BoundCase(name: "at the minimum", value: 1, dimmed: [0.3]),
        BoundCase(name: "at the maximum", value: 5, dimmed: [0.3]),
    ])
    func aHalfThatCannotStepIsDimmed(c: BoundCase) throws {
        let list = try Self.list(Stepper("N", value: .constant(c.value), in: 1...5))
        let opacities = list.items.compactMap { item -> Double? in
            if case .beginLayer(let opacity, _, _) = item, opacity < 1 { return opacity }
            return nil
        }
        #expect(opacities == c.dimmed)
    }

    // MARK: Slider

    /// A slider's value and its thumb's centre in a 240 pt slider.
    struct SliderCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: Double
        let step: Double?
        let thumbCentre: Double
        var testDescription: String { name }
    }

    @Test(arguments: [
        SliderCase(name: "minimum", value: 0, step: nil, thumbCentre: 14),
        SliderCase(name: "quarter", value: 2.5, step: nil, thumbCentre: 14 + 212 * 0.25),
        SliderCase(name: "maximum", value: 10, step: nil, thumbCentre: 226),
        SliderCase(name: "beyond the maximum", value: 12, step: nil, thumbCentre: 226),
        SliderCase(name: "snapped to a step", value: 6, step: 5, thumbCentre: 14 + 212 * 0.5),
    ])
    func sliderPutsTheThumbAtTheValueAndFillsTheTrackToIt(c: SliderCase) throws {
        let slider =
            c.step.map { AnyView(Slider(value: .constant(c.value), in: 0...10, step: $0)) }
            ?? AnyView(Slider(value: .constant(c.value), in: 0...10))
        let list = try Self.list(slider.probe("s"))
        #expect(Self.frame(list, "s") == CGRect(x: 0, y: 0, width: Self.width, height: 28))
        // The white 28 pt thumb.
        let thumb = try #require(PickerTests.fills(list, .white).first)
        #expect(abs(thumb.midX - c.thumbCentre) < 0.01)
        #expect(thumb.width == 28 && thumb.minY == 0)
        // The 4 pt track, and the tint from its start to the thumb's centre.
        #expect(Self.rects(PickerTests.fills(list, Self.systemFill)) == [[0, 12, 240, 4]])
        let filled = try #require(PickerTests.fills(list, .accentColor).first)
        #expect(filled.minX == 0 && filled.height == 4)
        #expect(abs(filled.width - c.thumbCentre) < 0.01)
    }

    @Test func sliderValueLabelsFlankTheTrackAndTheLabelIsNotDrawn() throws {
        let slider = Slider(value: .constant(0.5)) {
            Text("Volume")
        } minimumValueLabel: {
            Text("Lo")
        } maximumValueLabel: {
            Text("Hi")
        }
        let list = try Self.list(slider)
        #expect(PickerTests.texts(list) == ["Lo", "Hi"])
        let track = try #require(PickerTests.fills(list, Self.systemFill).first)
        #expect(track.minX > 8 && track.maxX < Double(Self.width) - 8)
    }

    // MARK: DatePicker

    /// 14 November 2023, 22:13:20 UTC.
    nonisolated static let date = Date(timeIntervalSince1970: 1_700_000_000)

    /// The components shown, the locale and time zone, and the capsules' texts.
    struct DateCase: CustomTestStringConvertible, Sendable {
        let name: String
        let components: DatePickerComponents
        let locale: String
        let timeZone: String
        let texts: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        DateCase(
            name: "date and time", components: [.date, .hourAndMinute], locale: "en_US", timeZone: "UTC",
            texts: ["Nov 14, 2023", "10:13\u{202F}PM"]),
        DateCase(name: "date", components: .date, locale: "en_US", timeZone: "UTC", texts: ["Nov 14, 2023"]),
        DateCase(
            name: "time", components: .hourAndMinute, locale: "en_US", timeZone: "UTC", texts: ["10:13\u{202F}PM"]),
        DateCase(
            name: "French, Paris", components: [.date, .hourAndMinute], locale: "fr_FR", timeZone: "Europe/Paris",
            texts: ["14 nov. 2023", "23:13"]),
    ])
    func datePickerFormatsTheBoundDate(c: DateCase) throws {
        let picker = DatePicker("When", selection: .constant(Self.date), displayedComponents: c.components)
            .environment(\.locale, Locale(identifier: c.locale))
            .environment(\.timeZone, try #require(TimeZone(identifier: c.timeZone)))
        let list = try Self.list(picker, width: 320)
        #expect(PickerTests.texts(list) == ["When"] + c.texts)
        #expect(PickerTests.fills(list, Self.tertiaryFill).count == c.texts.count)
    }

    @Test func dateCapsulesTrailWithTheLabelLeading() throws {
        let list = try Self.list(
            DatePicker("When", selection: .constant(Self.date), displayedComponents: .date).probe("d"), width: 320)
        let capsule = try #require(PickerTests.fills(list, Self.tertiaryFill).first)
        #expect(abs(capsule.maxX - 320) < 0.01)
        let origin = try #require(
            list.items.compactMap { if case .text(_, let o, _, "When") = $0 { o } else { nil } }.first)
        #expect(origin.x == 0)
    }

    @Test func theGraphicalStyleDrawsTheMonthWithTheSelectedDayRinged() throws {
        let picker = DatePicker("When", selection: .constant(Self.date)).datePickerStyle(.graphical)
        let list = try Self.list(picker, width: 320)
        let texts = PickerTests.texts(list)
        // The header, the weekdays from Sunday, November's 30 days, the time row; no label.
        let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        #expect(texts == ["November 2023"] + weekdays + (1...30).map(String.init) + ["Time", "10:13\u{202F}PM"])
        // One ring, around the 14th: November 2023 starts on a Wednesday, so the 14th is the
        // Tuesday (third column) of the third week.
        let ring = try #require(PickerTests.fills(list, ProofUI.Color.accentColor.opacity(0.12)).first)
        let column = Double(320) / 7
        #expect(abs(ring.midX - column * 2.5) < 0.5)
        #expect(abs(ring.midY - (44 + 20 + 44 * 2.5)) < 0.5)
        #expect(ring.width == 40)
    }

    @Test func calendarWeeksStartOnTheLocalesFirstDay() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        calendar.locale = Locale(identifier: "fr_FR")
        let weeks = GraphicalDatePickerStyle.weeks(of: Self.date, in: calendar)
        // November 2023 in France: Monday first, the 1st a Wednesday (third column), five weeks.
        #expect(weeks.count == 5)
        #expect(weeks[0] == [nil, nil, 1, 2, 3, 4, 5])
        #expect(weeks[4] == [27, 28, 29, 30, nil, nil, nil])
        #expect(GraphicalDatePickerStyle.weekdayTitles(calendar).first == "LUN.")
    }

    // MARK: Gauge

    @Test(arguments: [0.0, 0.25, 0.8, 1.0])
    func linearCapacityGaugeFillsTheBarToTheValue(value: Double) throws {
        let list = try Self.list(Gauge(value: value * 50, in: 0...50) { Text("Storage") })
        #expect(PickerTests.texts(list) == ["Storage"])
        let bar = try #require(PickerTests.fills(list, Self.systemFill).first)
        #expect(bar.width == 240 && bar.height == 6)
        let filled = PickerTests.fills(list, .accentColor).first
        #expect(abs((filled?.width ?? 0) - 240 * value) < 0.01)
    }

    @Test func circularGaugesAre58PointsSquare() throws {
        let circular = Gauge(value: 0.5) {
            Text("T")
        } currentValueLabel: {
            Text("50")
        }
        .gaugeStyle(.accessoryCircular).probe("g")
        let capacity = Gauge(value: 0.5) {
            Text("T")
        } currentValueLabel: {
            Text("50")
        }
        .gaugeStyle(.accessoryCircularCapacity).probe("g")
        for view in [AnyView(circular), AnyView(capacity)] {
            let list = try Self.list(view)
            #expect(Self.frame(list, "g")?.size == CGSize(width: 58, height: 58))
            #expect(PickerTests.texts(list) == ["50"])
        }
    }

    @Test func circularCapacityStrokesAnArcAsLongAsTheValue() throws {
        let strokes = { (value: Double) throws -> [Raster.Rect] in
            let list = try Self.list(Gauge(value: value) { Text("T") }.gaugeStyle(.accessoryCircularCapacity))
            return list.items.compactMap { if case .stroke(let p, _, _) = $0 { p.bounds } else { nil } }
        }
        // The track is the whole ring (radius 26: the 58 pt gauge less the 6 pt line); a quarter turn
        // from 12 o'clock ends at 3 o'clock, so the arc's bounds are the ring's top-right quarter.
        let quarter = try strokes(0.25)
        #expect(quarter.count == 2)
        let ring = quarter[0]
        let arc = quarter[1]
        #expect(ring.width == 52 && ring.height == 52)
        #expect(arc.minX == ring.midX && arc.maxX == ring.maxX)
        #expect(arc.minY == ring.minY && arc.maxY == ring.midY)
        // Half a turn ends at 6 o'clock: the right half of the ring.
        let half = try #require(try strokes(0.5).last)
        #expect(half.minX == ring.midX && half.maxX == ring.maxX)
        #expect(half.minY == ring.minY && half.maxY == ring.maxY)
    }

    // MARK: Menu and ShareLink

    @Test func menuDrawsItsLabelInTheTint() throws {
        let list = try Self.list(Menu("Sort") { Text("Name") })
        #expect(PickerTests.texts(list) == ["Sort"])
        #expect(PickerTests.textPaints(list) == ["#007AFF"])
        let tinted = try Self.list(
            Menu {
                Text("Name")
            } label: {
                Text("Sort")
            }.tint(.red))
        #expect(PickerTests.textPaints(tinted) == ["#FF3B30"])
    }

    /// A menu style as design systems write one: the menu rebuilt from its configuration, padded on a
    /// capsule.
    struct CapsuleMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(8).background(Capsule().fill(Color.yellow))
        }
    }

    @Test func aCustomMenuStyleDrawsTheMenuItRebuilds() throws {
        let list = try Self.list(Menu("Sort") { Text("Name") }.menuStyle(CapsuleMenuStyle()))
        #expect(PickerTests.texts(list) == ["Sort"])
        #expect(PickerTests.textPaints(list) == ["#007AFF"])
        #expect(PickerTests.fills(list, .yellow).count == 1)
    }

    @Test func theButtonMenuStyleTakesTheButtonStyle() throws {
        let menu = Menu("Sort") { Text("Name") }.menuStyle(.button).buttonStyle(.borderedProminent)
        #expect(PickerTests.textPaints(try Self.list(menu)) == ["#FFFFFF"])
        let disabled = Menu("Sort") { Text("Name") }.disabled(true)
        #expect(PickerTests.textPaints(try Self.list(disabled)) == [PickerTests.paint(.gray)])
    }

    @Test func shareLinkIsTheShareLabelInTheTint() throws {
        let url = try #require(URL(string: "https://example.com"))
        let list = try Self.list(ShareLink(item: url))
        #expect(PickerTests.texts(list) == ["Share"])
        #expect(PickerTests.textPaints(list) == ["#007AFF"])
        // The "square.and.arrow.up" symbol leads, in the tint.
        #expect(!PickerTests.fills(list, .accentColor).isEmpty)
        #expect(PickerTests.texts(try Self.list(ShareLink("Send", item: "Hello"))) == ["Send"])
    }
}
