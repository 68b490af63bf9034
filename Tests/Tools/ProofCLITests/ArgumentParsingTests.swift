import ProofArguments
import ProofCLICore
import ProofUI
import Testing

@MainActor
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
            switch error {
            case .arguments(let error): return error.description
            case .usage(let message): return message
            default: return nil
            }
        }
    }

    /// A command line asking for help, and whose help it asks for.
    struct HelpCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var path: [String]
        var testDescription: String { arguments.joined(separator: " ") + " → " + path.joined(separator: " ") }
    }

    @Test(arguments: [
        HelpCase(arguments: ["--help"], path: ["proof"]),
        HelpCase(arguments: ["-h"], path: ["proof"]),
        HelpCase(arguments: ["help"], path: ["proof"]),
        HelpCase(arguments: ["bogus", "--help"], path: ["proof"]),
        HelpCase(arguments: ["render", "--help"], path: ["proof", "render"]),
        HelpCase(arguments: ["help", "render"], path: ["proof", "render"]),
        HelpCase(arguments: ["list", "-h"], path: ["proof", "list"]),
        HelpCase(arguments: ["render", "card", "--scale", "2", "--help"], path: ["proof", "render"]),
        HelpCase(arguments: ["render", "card", "--scale", "9", "-h"], path: ["proof", "render"]),
    ])
    func helpIsRecognisedAnywhere(_ help: HelpCase) throws {
        guard case .help(let request) = try Invocation.parse(help.arguments) else {
            Issue.record("not a help invocation")
            return
        }
        #expect(request.path == help.path)
        #expect(request.topic == nil)
    }

    @Test func versionComesFromProofVersion() throws {
        #expect(try Invocation.parse(["--version"]) == .version("proof \(ProofVersion.current)"))
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
            "--out", "shots/card.png", "--dump", "--accessibility", "--assets", "icons", "--symbols", "brand",
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
        #expect(o.symbolsPath == "brand")
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

    /// Render arguments and the PNG path they write.
    struct OutputCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var path: String
        var testDescription: String { arguments.joined(separator: " ") + " → " + path }
    }

    @Test(arguments: [
        OutputCase(arguments: ["ui/button/primary"], path: "ui-button-primary.png"),
        OutputCase(arguments: ["card", "--out", "out/c.png"], path: "out/c.png"),
        OutputCase(arguments: ["--json", "specs/tree.json"], path: "tree.png"),
        OutputCase(arguments: ["--json", "tree"], path: "tree.png"),
    ])
    func outputPathDefaultsToTheNameInTheCurrentFolder(_ output: OutputCase) throws {
        #expect(try options(output.arguments).resolvedOutputPath == output.path)
    }

    @Test func dumpAndAccessibilityWithoutOutWriteNoPNG() throws {
        #expect(try options(["card"]).writesPNG)
        #expect(try !options(["card", "--dump"]).writesPNG)
        #expect(try !options(["card", "--accessibility"]).writesPNG)
        #expect(try options(["card", "--dump", "--out", "card.png"]).writesPNG)
    }

    /// A bad command line and a fragment of its message.
    struct MistakeCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var fragment: String
        var testDescription: String { "proof " + arguments.joined(separator: " ") }
        init(_ arguments: [String], _ fragment: String) {
            self.arguments = arguments
            self.fragment = fragment
        }
    }

    @Test(arguments: [
        MistakeCase(
            [], "missing command: use 'proof list', 'proof render [<preview>] [options]', 'proof verify [options]'"),
        MistakeCase(["rendr"], "did you mean 'render'"),
        MistakeCase(["--sacle"], "unknown option '--sacle'"),
        MistakeCase(["--verison"], "did you mean '--version'"),
        MistakeCase(["list", "extra"], "list takes no arguments, found 'extra'"),
        MistakeCase(["list", "--dump"], "unknown option '--dump' (see 'proof list --help')"),
        MistakeCase(["render"], "render needs a preview name"),
        MistakeCase(["render", "a", "b"], "unexpected argument 'b': render takes only <preview>"),
        MistakeCase(["render", "a", "--json", "t.json"], "not both"),
        MistakeCase(["render", "a", "--scale", "4"], "--scale must be 1, 2 or 3, not '4'"),
        MistakeCase(["render", "a", "--scale", "2x"], "--scale must be 1, 2 or 3"),
        MistakeCase(["render", "a", "--scheme", "night"], "--scheme must be light or dark"),
        MistakeCase(["render", "a", "--direction", "left"], "--direction must be ltr or rtl"),
        MistakeCase(["render", "a", "--size-category", "Large"], "did you mean 'large'"),
        MistakeCase(["render", "a", "--width", "0"], "--width must be a number of points from 1 to 16384"),
        MistakeCase(["render", "a", "--width", "wide"], "not 'wide'"),
        MistakeCase(["render", "a", "--width", "nan"], "--width must be"),
        MistakeCase(["render", "a", "--width", "-20"], "--width must be"),
        MistakeCase(["render", "a", "--out", "card.jpg"], "--out must name a .png file"),
        MistakeCase(["render", "a", "--scale"], "--scale needs a value (1, 2 or 3)"),
        MistakeCase(["render", "a", "--out", "--dump"], "found the option '--dump'"),
        MistakeCase(["render", "a", "--dump=yes"], "--dump takes no value"),
        MistakeCase(["render", "a", "--dump", "--dump"], "--dump is given twice"),
        MistakeCase(["render", "a", "--scale", "2", "--scale", "3"], "--scale is given twice"),
        MistakeCase(["render", "a", "--sacle", "2"], "did you mean '--scale'? (see 'proof render --help')"),
        MistakeCase(["render", "a", "-s", "2"], "unknown option '-s'"),
        MistakeCase(["render", "a", "-scale", "2"], "did you mean '--scale'"),
        MistakeCase(["render", "--json="], "--json needs a file path"),
        MistakeCase(["render", "a", "--assets="], "--assets needs a folder path"),
        MistakeCase(["render", "a", "--symbols="], "--symbols needs a folder or .svg path"),
        MistakeCase(["help", "jsn"], "unknown command or help topic 'jsn'; did you mean 'json'?"),
    ])
    func badArgumentsAreUsageErrors(_ mistake: MistakeCase) {
        let message = usageMessage(mistake.arguments)
        #expect(message?.contains(mistake.fragment) == true, "\(message ?? "no error")")
    }
}
