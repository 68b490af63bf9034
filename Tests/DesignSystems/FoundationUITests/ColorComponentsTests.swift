import FoundationUI
import Testing

/// The colour models: hexadecimal forms, the six constructions of one colour, exact RGB ↔ HSB round
/// trips, unquantised components, malformed input as a typed error.
@Suite("FoundationUI: colour models")
struct ColorComponentsTests {
    static let hexForms = ["#D70", "D70", "#d70", "#DD7700", "dd7700", "#DD7700FF", "dd7700ff"]

    @Test(arguments: hexForms)
    func hexadecimalForms(code: String) throws {
        let c = try ColorComponents(validatingHex: code)
        #expect(c.rgba8() == (0xDD, 0x77, 0x00, 255))
        #expect(ColorComponents(hex: code).invalidity == nil)
    }

    @Test func hexadecimalOpacity() throws {
        #expect(try ColorComponents(validatingHex: "#00000080").rgba8().opacity == 0x80)
    }

    static let malformed = ["", "#", "#12", "#1234", "#12345", "#1234567", "#GGGGGG", "blue", "#123456789"]

    @Test(arguments: malformed)
    func malformedHexadecimalIsATypedError(code: String) {
        #expect(throws: ColorComponentsError.invalidHexadecimalCode(code)) { try ColorComponents(validatingHex: code) }
        let c = ColorComponents(hex: code)
        #expect(c.invalidity == .invalidHexadecimalCode(code))
        #expect(c.color.isUnavailable)
        #expect(ColorComponentsError.invalidHexadecimalCode(code).description.contains("#RRGGBB"))
    }

    /// Drawing a malformed colour fails the render, naming the code.
    @MainActor @Test func malformedColourFailsTheRender() {
        let view = Color.clear.frame(width: 4, height: 4)
            .foundation(.background(Theme.Color(ColorComponents(hex: "#12345"))))
        do {
            _ = try displayList(view)
            Issue.record("expected a render error")
        } catch {
            #expect("\(error)".contains("#12345"))
        }
    }

    @Test func sixConstructionsAgree() throws {
        let reference = ColorComponents(red8bit: 0, green: 122, blue: 255).rgba8()
        let forms: [ColorComponents] = [
            ColorComponents(hue: (4 - 122.0 / 255) / 6, saturation: 1, brightness: 1),
            ColorComponents(red: 0, green: 122.0 / 255, blue: 1),
            try ColorComponents(validatingHex: "#007AFF"),
            ColorComponents.hex("007aff"),
            ColorComponents(color: Color(red: 0, green: 122.0 / 255, blue: 1), colorScheme: .dark),
        ]
        for (index, form) in forms.enumerated() {
            let c = form.rgba8()
            #expect(c == reference, "\(index)")
        }
        // Whole degrees and percents by definition (211° is not exactly #007AFF's 210.1°).
        let degrees = ColorComponents(hue360: 211, saturation: 100, brightness: 50, opacity: 40)
        #expect(degrees.hue == 211.0 / 360 && degrees.brightness == 0.5 && degrees.opacity == 0.4)
    }

    /// Every 8-bit colour of a 16-level cube comes back exactly through HSB.
    @Test func rgbToHSBRoundTripsExactly() {
        var mismatches = 0
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let c = ColorComponents(red8bit: r, green: g, blue: b).rgba8()
                    if c.red != r || c.green != g || c.blue != b { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func componentsAreNotQuantised() {
        let c = ColorComponents(hue: 0.123456, saturation: 0.654321, brightness: 0.987654, opacity: 0.5)
        #expect(c.hue == 0.123456 && c.saturation == 0.654321 && c.brightness == 0.987654 && c.opacity == 0.5)
        // (0.3 − 0.305) / 0.6 of a sector short of red: 359.5°, not rounded to a whole degree.
        let fromRGB = ColorComponents(red: 0.9, green: 0.3, blue: 0.305)
        #expect(abs(fromRGB.hue * 360 - 359.5) < 1e-9)
    }

    @Test func grayscaleAndItsEightBitForm() {
        #expect(ColorComponents(grayscale: 0.5).saturation == 0)
        #expect(!ColorComponents(grayscale: 0.5).isSaturated)
        #expect(ColorComponents(grayscale8bit: 191).rgba8() == (191, 191, 191, 255))
        #expect(ColorComponents(red8bit: 255, green: 0, blue: 0).isSaturated)
    }

    @Test func adjustmentsMultiplyOrOverrideWithoutClamping() {
        let c = ColorComponents(hue: 0.5, saturation: 0.5, brightness: 0.8)
        #expect(c.brightness(2).brightness == 1.6)
        #expect(c.brightness(0.3, method: .override).brightness == 0.3)
        #expect(c.saturation(dynamic: { $0.isSaturated ? 0.5 : 1 }).saturation == 0.25)
        #expect(c.opacity(0.5).opacity == 0.5)
        #expect(c.hue(0.25, method: .override).hue == 0.25)
        #expect(c.brightness(2).rgba8().red <= 255)
    }
}
