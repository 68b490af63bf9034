import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

// The framework usage document (seed 000) "Controls — Checkbox", "Controls — Radio Button" and
// "Controls — Switch", compiled verbatim inside view bodies and rendered, and §6 Common patterns for
// these controls. Changes to the documents' text, each for a stated reason:
// - The snippets are statements in a `VStack` of a view body, with `@State` values for `$isOn` and
//   `$selection` and `layoutDirection` read from the environment, as the snippets assume.
// - `Bundle.module` is declared below: the test target has no resources, so SwiftPM generates no
//   accessor; the document's apps have one.
// - The pickers' `data` is declared beside them (the document uses it without declaring it).

extension Bundle {
    /// The resource bundle the snippets name (the test target has none: the main bundle).
    static var module: Bundle { .main }
}

// Controls — Checkbox.
struct CheckboxSnippets: View {
    @State var isOn = true
    @State var selection: OUDSCheckboxIndicatorState = .indeterminate
    @Environment(\.layoutDirection) var layoutDirection
    var body: some View {
        VStack {
            OUDSCheckbox(isOn: $isOn, accessibilityLabel: "Label")
            OUDSCheckboxIndeterminate(selection: $selection, accessibilityLabel: "Label")
            OUDSCheckboxItem("Label", isOn: $isOn)
            OUDSCheckboxItem(
                "Label", isOn: $isOn, description: "Helper",
                image: OUDSImage(asset: Image(decorative: "ic")))
            OUDSCheckboxItem(
                "Label", isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "ic")), isReversed: true)
            // Raw (non-tinted) image:
            OUDSCheckboxItem(
                "Label", isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original))
            // Flip icon for RTL:
            OUDSCheckboxItem(
                "Label", isOn: $isOn,
                image: OUDSImage(
                    asset: Image(systemName: "figure.handball"),
                    flipped: layoutDirection == .rightToLeft))
            // LocalizedStringKey:
            OUDSCheckboxItem(
                LocalizedStringKey("agree_terms"), bundle: Bundle.module, isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "ic")))
            // Indeterminate (three states) — also accepts LocalizedStringKey:
            OUDSCheckboxItemIndeterminate(
                "Label", selection: $selection,
                image: OUDSImage(asset: Image(decorative: "ic")))
            OUDSCheckboxItemIndeterminate(
                LocalizedStringKey("select_all"), bundle: Bundle.module,
                selection: $selection)
        }
    }
}

// Controls — Radio Button (without the picker).
struct RadioSnippets: View {
    @State var isOn = true
    @Environment(\.layoutDirection) var layoutDirection
    var body: some View {
        VStack {
            OUDSRadio(isOn: $isOn, accessibilityLabel: "Label")
            OUDSRadioItem("Label", isOn: $isOn)
            OUDSRadioItem("Label", isOn: $isOn, image: OUDSImage(asset: Image(decorative: "ic")))
            // Raw (non-tinted) image:
            OUDSRadioItem(
                "Label", isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original))
            // Flip icon for RTL:
            OUDSRadioItem(
                "Label", isOn: $isOn,
                image: OUDSImage(
                    asset: Image(systemName: "chevron.right"),
                    flipped: layoutDirection == .rightToLeft))
            // LocalizedStringKey:
            OUDSRadioItem(
                LocalizedStringKey("option_label"), bundle: Bundle.module, isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "ic")))
        }
    }
}

// Controls — Switch.
struct SwitchSnippets: View {
    @State var isOn = true
    @Environment(\.layoutDirection) var layoutDirection
    var body: some View {
        VStack {
            OUDSSwitch(isOn: $isOn, accessibilityLabel: "Label")
            OUDSSwitchItem("Label", isOn: $isOn)
            OUDSSwitchItem(
                "Label", isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "ic")))
            // Raw (non-tinted) image:
            OUDSSwitchItem(
                "Label", isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original))
            // Flip icon for RTL:
            OUDSSwitchItem(
                "Label", isOn: $isOn,
                image: OUDSImage(
                    asset: Image(systemName: "figure.handball"),
                    flipped: layoutDirection == .rightToLeft))
            // LocalizedStringKey:
            OUDSSwitchItem(
                LocalizedStringKey("wifi_setting"), bundle: Bundle.module, isOn: $isOn,
                image: OUDSImage(asset: Image(decorative: "ic")))
        }
    }
}

// §6 Common patterns, for the three controls: error with plain and rich text, helper text (plain
// and rich), read-only, disabled.
struct CommonPatternSnippets: View {
    @State var isOn = true
    var body: some View {
        VStack {
            OUDSCheckboxItem("Label", isOn: $isOn, isError: true, errorText: "Message")
            OUDSRadioItem("Label", isOn: $isOn, isError: true, errorText: AttributedString("Message"))
            OUDSSwitchItem("Label", isOn: $isOn, helperText: "…")
            OUDSCheckboxItem("Label", isOn: $isOn, helperText: AttributedString("…"))
            OUDSRadioItem("Label", isOn: $isOn, isReadOnly: true)
            OUDSSwitchItem("Label", isOn: $isOn).disabled(true)
        }
    }
}

/// The §6 forbidden combinations, one per control item.
enum ForbiddenPattern: String, CaseIterable, CustomTestStringConvertible {
    /// A checkbox item both in error and read-only.
    case checkboxItemInErrorAndReadOnly
    /// A radio item in error and disabled.
    case radioItemInErrorAndDisabled
    /// A switch item read-only and disabled.
    case switchItemReadOnlyAndDisabled

    /// The component the render error names.
    var component: String {
        switch self {
        case .checkboxItemInErrorAndReadOnly: "OUDSCheckboxItem"
        case .radioItemInErrorAndDisabled: "OUDSRadioItem"
        case .switchItemReadOnlyAndDisabled: "OUDSSwitchItem"
        }
    }

    var testDescription: String { rawValue }
}

/// §6 forbidden combinations ("fatal error at runtime" in the document; a typed render error here).
struct ForbiddenPatternSnippets: View {
    let pattern: ForbiddenPattern
    @State var isOn = true
    var body: some View {
        switch pattern {
        case .checkboxItemInErrorAndReadOnly: OUDSCheckboxItem("Label", isOn: $isOn, isError: true, isReadOnly: true)
        case .radioItemInErrorAndDisabled: OUDSRadioItem("Label", isOn: $isOn, isError: true).disabled(true)
        case .switchItemReadOnlyAndDisabled: OUDSSwitchItem("Label", isOn: $isOn, isReadOnly: true).disabled(true)
        }
    }
}

@MainActor
@Suite("OUDS: document control snippets")
struct DocumentControlSnippetTests {
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func pickerSnippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let configuration = RenderConfiguration(scale: 1, colorScheme: scheme)
        let list = try ViewRenderer.displayList(
            OUDSThemeableView(theme: theme.make()) { PickerSnippets() }, configuration: configuration)
        let options = ["Option A", "Option B", "Details", "Option C", "Option D"]
        #expect(
            textItems(list).map(\.string) == options + [
                "All options (1/2)", "Option A", "Option B", "Option A", "Option B", "Option A", "Option B", "Option C",
            ])
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func controlSnippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let t = theme.make()
        let configuration = RenderConfiguration(scale: 1, colorScheme: scheme)
        let checkboxes = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { CheckboxSnippets() }, configuration: configuration)
        #expect(
            textItems(checkboxes).map(\.string) == ["Label", "Label", "Helper"] + Array(repeating: "Label", count: 3)
                + ["agree_terms", "Label", "select_all"])
        let radios = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { RadioSnippets() }, configuration: configuration)
        #expect(textItems(radios).map(\.string) == Array(repeating: "Label", count: 4) + ["option_label"])
        let switches = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { SwitchSnippets() }, configuration: configuration)
        #expect(textItems(switches).map(\.string) == Array(repeating: "Label", count: 4) + ["wifi_setting"])
        let patterns = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { CommonPatternSnippets() }, configuration: configuration)
        #expect(
            textItems(patterns).map(\.string) == [
                "Label", "Message", "Label", "Message", "Label", "…", "Label", "…", "Label", "Label",
            ])
        _ = try ViewRenderer.render(OUDSThemeableView(theme: t) { CheckboxSnippets() }, configuration: configuration)
    }

    @Test func rightToLeftFlipsTheImageAndMirrorsTheRow() throws {
        OUDSTestAssets.register()
        func render(_ direction: LayoutDirection) throws -> RenderedImage {
            var configuration = RenderConfiguration(layoutDirection: direction)
            configuration.size = .width(320)
            return try ViewRenderer.render(
                OUDSThemeableView(theme: OrangeTheme()) { SwitchSnippets() }, configuration: configuration)
        }
        let ltr = try render(.leftToRight)
        let rtl = try render(.rightToLeft)
        #expect(textItems(rtl.displayList).count == 5)
        let width = rtl.bitmap.width
        #expect(ltr.bitmap.width == width && ltr.bitmap.height == rtl.bitmap.height)
        // The row is mirrored: each label starts where its left-to-right twin ends, seen from the right
        // (within the device pixel that text frames are rounded to).
        func labelFrames(_ list: DisplayList) -> [(x: Double, width: Double)] {
            list.items.compactMap {
                guard case .text(let layout, let origin, _, _) = $0 else { return nil }
                return (Double(origin.x), layout.size.width)
            }
        }
        for (l, r) in zip(labelFrames(ltr.displayList), labelFrames(rtl.displayList)) {
            #expect(abs(r.x - (Double(width) - l.x - l.width)) < 1, "label at \(r.x) vs \(l.x) left to right")
        }
        // Only the image asked to flip ("figure.handball") is drawn through a horizontal flip, and only
        // right to left. Its device box is the bounds of what is filled inside that flip.
        func flippedBoxes(_ list: DisplayList) -> [Raster.Rect] {
            var stack: [(transform: Raster.Transform, flip: Int?)] = [(.identity, nil)]
            var boxes: [Raster.Rect] = []
            for item in list.items {
                switch item {
                case .pushTransform(let t):
                    let local = Raster.Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
                    let flip = t.a < 0 && t.d > 0 ? boxes.count : stack.last!.flip
                    if t.a < 0 && t.d > 0 { boxes.append(.zero) }
                    stack.append((local.concatenating(stack.last!.transform), flip))
                case .popTransform: stack.removeLast()
                case .fill(let path, _, _):
                    guard let flip = stack.last!.flip else { break }
                    let b = path.applying(stack.last!.transform).bounds
                    boxes[flip] = boxes[flip] == .zero ? b : boxes[flip].union(b)
                default: break
                }
            }
            return boxes
        }
        #expect(flippedBoxes(ltr.displayList).isEmpty)
        let boxes = flippedBoxes(rtl.displayList)
        try #require(boxes.count == 1, "\(boxes)")
        let box = boxes[0]
        #expect(box.width > 8 && box.height > 8, "\(box)")
        // Its pixels are the left-to-right icon mirrored in place; unmirrored they would differ.
        let (x0, x1) = (Int(box.minX.rounded(.down)), Int(box.maxX.rounded(.up)))
        var mirroredError = 0
        var unmirroredError = 0
        for y in Int(box.minY.rounded(.down))..<Int(box.maxY.rounded(.up)) {
            for x in x0..<x1 {
                let p = rtl.bitmap.pixel(x: x, y: y)
                let mirrored = ltr.bitmap.pixel(x: width - 1 - x, y: y)
                // The left-to-right icon sits at the mirrored place: the same pixels, moved, not mirrored.
                let unmirrored = ltr.bitmap.pixel(x: width - x1 + (x - x0), y: y)
                mirroredError = max(mirroredError, abs(Int(p.a) - Int(mirrored.a)))
                unmirroredError = max(unmirroredError, abs(Int(p.a) - Int(unmirrored.a)))
            }
        }
        #expect(mirroredError <= 2, "flipped icon differs from the mirrored left-to-right icon by \(mirroredError)")
        #expect(
            unmirroredError >= 128, "the icon looks the same unflipped (\(unmirroredError)): the test proves nothing")
    }

    @Test(arguments: ForbiddenPattern.allCases)
    func forbiddenCombinationsAreTypedErrors(pattern: ForbiddenPattern) {
        let error = renderError(OUDSThemeableView(theme: OrangeTheme()) { ForbiddenPatternSnippets(pattern: pattern) })
        let component = pattern.component
        guard case .invalidConfiguration(let name, _)? = error else {
            Issue.record("expected invalidConfiguration, got \(String(describing: error))")
            return
        }
        #expect(name == component)
    }
}

// Controls — the checkbox picker lines and the radio picker line, verbatim.
struct PickerSnippets: View {
    @State var selections: [String] = ["a"]
    @State var selection = "b"
    let data: [OUDSCheckboxPickerData<String>] = [
        .init(tag: "a", label: "Option A"), .init(tag: "b", label: "Option B"),
    ]
    var body: some View {
        VStack {
            OUDSCheckboxPicker(
                selections: $selections,
                checkboxes: [
                    .init(tag: "a", label: "Option A"),
                    .init(tag: "b", label: "Option B", description: "Details", isReversed: true),
                    .init(tag: "c", label: "Option C", image: OUDSImage(asset: Image(systemName: "flame"))),
                    .init(
                        tag: "d", label: "Option D",
                        image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original)),
                ])
            OUDSCheckboxPicker(
                selections: $selections, checkboxes: data,
                placement: .verticalRooted("All options", .textAndCount))
            OUDSCheckboxPicker(
                selections: $selections, checkboxes: data,
                isReversed: true, placement: .horizontal(true))
            OUDSRadioPicker(
                selection: $selection,
                radios: [
                    .init(tag: "a", label: "Option A"),
                    .init(
                        tag: "b", label: "Option B",
                        image: OUDSImage(asset: Image(systemName: "flame"))),
                    .init(
                        tag: "c", label: "Option C",
                        image: OUDSImage(
                            asset: Image(decorative: "il_brand"),
                            renderingMode: .original)),
                ],
                placement: .vertical)
        }
    }
}
