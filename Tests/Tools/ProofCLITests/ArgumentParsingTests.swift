import ProofCLICore
import ProofViewFormat
import ProofUI
import Testing

@Suite("CLI: argument parsing")
struct ArgumentParsingTests {
    private func options(_ arguments: [String]) throws -> RenderOptions {
        guard case .render(let options) = try Invocation.parse(["render"] + arguments) else {
            Issue.record("not a render invocation")
            return RenderOptions(source: .preview(""))
        }
        return options
    }

    private func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try Invocation.parse(arguments)
            return nil
        } catch {
            #expect(error.exitCode == 2)
            guard case .usage(let message) = error else { return nil }
            return message
        }
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["render", "--help"], ["list", "-h"],
        ["render", "card", "--scale", "2", "--help"],
    ])
    func helpIsRecognisedAnywhere(arguments: [String]) throws {
        #expect(try Invocation.parse(arguments) == .help)
    }

    @Test func listAndRenderSources() throws {
        #expect(try Invocation.parse(["list"]) == .list)
        #expect(try options(["ui-card"]).source == .preview("ui-card"))
        #expect(try options(["--json", "tree.json"]).source == .json("tree.json"))
        #expect(try options(["--json=tree.json"]).source == .json("tree.json"))
    }

    @Test func eachFlagSetsItsOption() throws {
        let o = try options([
            "card", "--scale", "3", "--scheme", "dark", "--direction", "rtl", "--size-category", "accessibility2",
            "--width=320.5",
            "--out", "shots/card.png", "--dump", "--accessibility", "--assets", "icons",
        ])
        #expect(o.source == .preview("card"))
        #expect(o.scale == 3)
        #expect(o.colorScheme == .dark)
        #expect(o.layoutDirection == .rightToLeft)
        #expect(o.dynamicTypeSize == .accessibility2)
        #expect(o.width == 320.5)
        #expect(o.outputPath == "shots/card.png")
        #expect(o.dump && o.accessibility)
        #expect(o.assetsFolder == "icons")
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func everySizeCategoryParses(size: DynamicTypeSize) throws {
        #expect(try options(["card", "--size-category", size.rawValue]).dynamicTypeSize == size)
    }

    @Test func unsetFlagsKeepThePreviewConfigurationAndItsBackground() throws {
        let base = RenderConfiguration(
            size: .fixed(width: 100, height: 50), scale: 2, colorScheme: .light, background: .white)
        #expect(try options(["card"]).configuration(from: base) == base)
        let changed = try options([
            "card", "--scale", "1", "--scheme", "dark", "--direction", "rtl", "--width", "300", "--size-category",
            "xSmall",
        ])
        .configuration(from: base)
        #expect(changed.scale == 1)
        #expect(changed.colorScheme == .dark)
        #expect(changed.layoutDirection == .rightToLeft)
        #expect(changed.dynamicTypeSize == .xSmall)
        #expect(changed.size == .width(300))
        #expect(changed.background == .white)
    }

    @Test(arguments: [
        (["ui/button/primary"], "ui-button-primary.png"),
        (["card", "--out", "out/c.png"], "out/c.png"),
        (["--json", "specs/tree.json"], "tree.png"),
        (["--json", "tree"], "tree.png"),
    ])
    func outputPathDefaultsToTheNameInTheCurrentFolder(arguments: [String], expected: String) throws {
        #expect(try options(arguments).resolvedOutputPath == expected)
    }

    @Test func dumpAndAccessibilityWithoutOutWriteNoPNG() throws {
        #expect(try options(["card"]).writesPNG)
        #expect(try !options(["card", "--dump"]).writesPNG)
        #expect(try !options(["card", "--accessibility"]).writesPNG)
        #expect(try options(["card", "--dump", "--out", "card.png"]).writesPNG)
    }

    @Test(arguments: [
        ([], "missing command"),
        (["rendr"], "did you mean 'render'"),
        (["list", "extra"], "list takes no arguments"),
        (["render"], "render needs a preview name"),
        (["render", "a", "b"], "unexpected argument 'b'"),
        (["render", "a", "--json", "t.json"], "not both"),
        (["render", "a", "--scale", "4"], "--scale must be 1, 2 or 3, not '4'"),
        (["render", "a", "--scale", "2x"], "--scale must be 1, 2 or 3"),
        (["render", "a", "--scheme", "night"], "--scheme must be light or dark"),
        (["render", "a", "--direction", "left"], "--direction must be ltr or rtl"),
        (["render", "a", "--size-category", "Large"], "did you mean 'large'"),
        (["render", "a", "--width", "0"], "--width must be a number of points from 1 to 16384"),
        (["render", "a", "--width", "wide"], "not 'wide'"),
        (["render", "a", "--width", "nan"], "--width must be"),
        (["render", "a", "--width", "-20"], "--width must be"),
        (["render", "a", "--out", "card.jpg"], "--out must name a .png file"),
        (["render", "a", "--scale"], "--scale needs a value (1, 2 or 3)"),
        (["render", "a", "--out", "--dump"], "found the option '--dump'"),
        (["render", "a", "--dump=yes"], "--dump takes no value"),
        (["render", "a", "--scale", "2", "--scale", "3"], "--scale is given twice"),
        (["render", "a", "--sacle", "2"], "did you mean '--scale'"),
        (["render", "a", "-s", "2"], "unknown option '-s'"),
        (["render", "--json="], "--json needs a file path"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], fragment: String) {
        let message = usageMessage(arguments)
        #expect(message?.contains(fragment) == true, "\(message ?? "no error")")
    }
}
