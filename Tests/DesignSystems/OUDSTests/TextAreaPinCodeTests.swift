import OUDSSwiftUI
import Testing

/// `OUDSTextArea` (`ouds-components.md` §3.2) and `OUDSPinCodeInput` (§3.4): heights, growth,
/// scroll bar, counter, and the digit boxes' widths, gaps and states, in every theme.
@MainActor
@Suite("OUDS: text area and pin code")
struct TextAreaPinCodeTests {
    static func list<V: View>(_ view: V, _ theme: ThemeCase = .orange, width: CGFloat = 320) throws -> DisplayList {
        try displayList(OUDSThemeableView(theme: theme.make()) { view.frame(width: width) })
    }

    static func fills(_ list: DisplayList) -> [(rect: CGRect, paint: String)] { fillRects(list) }

    /// The height of the area's box: its background fill, as wide as the area.
    static func boxHeight(_ list: DisplayList, width: CGFloat = 320) -> CGFloat? {
        fills(list).filter { abs($0.rect.width - width) < 0.5 }.map(\.rect.height).max()
    }

    static let long = String(repeating: "The parcel was left with the neighbour at number twelve. ", count: 12)

    /// Empty and unfocused: 12 + a 24 pt label + the 72 pt input; otherwise 10 + 16 + input + 10,
    /// the input between 72 and 240 (OrangeCompact 60), or fixed at its minimum with
    /// `constrainedMaxHeight`.
    @Test(arguments: ThemeCase.allCases)
    func heights(theme: ThemeCase) throws {
        let th = theme.make()
        let a = th.textArea
        let small = th.fonts.labelDefaultSmall.compact.lineHeight
        let large = th.fonts.labelDefaultLarge.compact.lineHeight
        let empty = try #require(Self.boxHeight(try Self.list(OUDSTextArea(label: "L", text: .constant("")), theme)))
        #expect(abs(empty - (a.spacePaddingBlockTopEmpty + large + a.sizeMinHeightInput)) < 0.5)
        let short = try #require(Self.boxHeight(try Self.list(OUDSTextArea(label: "L", text: .constant("Hi")), theme)))
        let padded = a.spacePaddingBlockTop + small + a.spacePaddingBlockBottom
        #expect(abs(short - (padded + a.sizeMinHeightInput)) < 0.5)
        let tall = try #require(
            Self.boxHeight(try Self.list(OUDSTextArea(label: "L", text: .constant(Self.long)), theme)))
        #expect(abs(tall - (padded + a.sizeMaxHeightInput)) < 0.5)
        let fixed = try #require(
            Self.boxHeight(
                try Self.list(OUDSTextArea(label: "L", text: .constant(Self.long), constrainedMaxHeight: true), theme)))
        #expect(abs(fixed - (padded + a.sizeMinHeightInput)) < 0.5)
    }

    /// The scroll bar (4 pt wide, `actionDisabled`) shows only when the text overflows, as long as
    /// the visible fraction.
    @Test func scrollBarOnlyWhenOverflowing() throws {
        let th = OrangeTheme()
        let a = th.textArea
        let bar = hex(a.colorScrollbar, .light)
        let short = try Self.list(OUDSTextArea(label: "L", text: .constant("Hi")))
        #expect(!Self.fills(short).contains { $0.paint == bar && abs($0.rect.width - a.sizeScrollbarWidth) < 0.01 })
        let tall = try Self.list(OUDSTextArea(label: "L", text: .constant(Self.long)))
        let thumb = try #require(
            Self.fills(tall).first { $0.paint == bar && abs($0.rect.width - a.sizeScrollbarWidth) < 0.01 })
        #expect(thumb.rect.height < a.sizeMaxHeightInput && thumb.rect.height > 10)
    }

    /// The counter says what remains with the number in bold; past the limit the area turns to its
    /// error look and the line says how many characters are too many.
    @Test(arguments: ThemeCase.allCases)
    func characterCounter(theme: ThemeCase) throws {
        let th = theme.make()
        let within = try Self.list(
            OUDSTextArea(label: "L", text: .constant("Hello"), helperText: .charactersMaxCount(20)), theme)
        #expect(textItems(within).map(\.string).last == "15 characters remaining")
        #expect(!fillPaints(within).contains(hex(th.textInput.colorBgError, .light)))
        let over = try Self.list(
            OUDSTextArea(label: "L", text: .constant("Hello, far too long!!!"), helperText: .charactersMaxCount(20)),
            theme)
        let line = try #require(textItems(over).last)
        #expect(line.string == "You have 2 characters too many.")
        #expect(line.paint == hex(th.textInput.colorContentError, .light))
        #expect(fillPaints(over).contains(hex(th.textInput.colorBgError, .light)))
        let runs = line.layout.lines.flatMap(\.runs)
        #expect(runs.count == 3, "the number is its own (bold) run")
    }

    /// Boxes share the width evenly, clamped to the theme's minimum and maximum, with the digit gap;
    /// each is as high as the text input.
    @Test(arguments: ThemeCase.allCases)
    func pinCodeBoxes(theme: ThemeCase) throws {
        let th = theme.make()
        let p = th.pinCodeInput
        let t = th.textInput
        for (width, length, expected) in [
            (400.0, OUDSPinCodeInput.Length.six, p.sizeMaxWidth),
            (340.0, .six, (340 - 5 * p.spaceColumnGapDigitInput) / 6),
            (200.0, .six, p.sizeMinWidth),
            (400.0, .four, p.sizeMaxWidth),
        ] {
            let list = try Self.list(OUDSPinCodeInput(.constant("")), theme, width: width)
            _ = length
            let boxes = Self.fills(list).filter { abs($0.rect.height - t.sizeMinHeight) < 0.5 }
            #expect(boxes.count == 6, "\(width)")
            let w = min(max(expected, p.sizeMinWidth), p.sizeMaxWidth)
            // Widths are snapped to the pixel grid, so an even share may differ by up to one point.
            #expect(boxes.allSatisfy { abs($0.rect.width - w) <= 1 }, "\(width): \(boxes.map(\.rect.width))")
            if boxes.count > 1 {
                #expect(abs(boxes[1].rect.minX - boxes[0].rect.maxX - p.spaceColumnGapDigitInput) < 0.5)
            }
        }
        let four = try Self.list(OUDSPinCodeInput(.constant(""), length: .four), theme, width: 400)
        #expect(Self.fills(four).filter { abs($0.rect.height - t.sizeMinHeight) < 0.5 }.count == 4)
    }

    /// Filled digits are masked, empty boxes show the dash except at the cursor and in error, and
    /// the focused box has the 2 pt emphasized border.
    @Test func pinCodeContent() throws {
        let th = OrangeTheme()
        let t = th.textInput
        let filled = try Self.list(OUDSPinCodeInput(.constant("12"), length: .four), width: 400)
        #expect(textItems(filled).map(\.string) == ["●", "●", "-", "-"])
        let focused = try Self.list(OUDSPinCodeInput(.constant("12"), length: .four, autofocus: true), width: 400)
        #expect(textItems(focused).map(\.string) == ["●", "●", "-"])
        let focusBorder = Self.fills(focused).filter {
            abs($0.rect.height - t.borderWidthFocus) < 0.01 && $0.paint == hex(t.colorBorder.focus, .light)
        }
        #expect(focusBorder.count == 1)
        let error = try Self.list(
            OUDSPinCodeInput(.constant("12"), length: .four, status: .error(message: "Wrong code")), width: 400)
        #expect(textItems(error).map(\.string) == ["●", "●", "Wrong code"])
        #expect(textItems(error).last?.paint == hex(t.colorContentError, .light))
    }
}
