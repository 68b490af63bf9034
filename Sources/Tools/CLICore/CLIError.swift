import ProofArguments
import ProofSnapshot
import ProofUI
import ProofViewFormat

/// Why a `proof` command failed. `exitCode` tells input mistakes (2: the command line, the JSON,
/// a preview name) from failures to produce the output (1: rendering, writing the file).
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command line is wrong: an unknown command or option, a missing or bad value (as the
    /// option machinery reports it).
    case arguments(ArgumentError)
    /// The command line is wrong in a way particular to `proof` (a preview name and `--json`).
    case usage(String)
    /// A file named on the command line cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The JSON file is not valid JSON.
    case invalidJSON(path: String, JSONSyntaxError)
    /// The JSON file is valid JSON but does not describe a view.
    case invalidView(path: String, ViewSpecError)
    /// No preview of the catalogs has this name; `known` are their names, the likeliest first.
    case unknownPreview(String, known: [String], total: Int)
    /// The `--assets` folder could not be registered.
    case invalidAssets(String)
    /// The `--localizations` folder could not be read.
    case invalidLocalizations(String)
    /// The `--symbols` folder or file could not be registered.
    case invalidSymbols(String)
    /// An `--only` pattern selects no image; `examples` are image names, the likeliest first.
    case noSuchImage(String, examples: [String])
    /// The accept list names an image the catalogs do not have; `examples` are names, the likeliest first.
    case unknownAcceptedImage(String, path: String, examples: [String])
    /// The `--accepted` file is not an accept list.
    case invalidAcceptList(path: String, reason: String)
    /// A file given as a PNG does not decode as one.
    case invalidPNG(path: String, reason: String)
    /// A golden or the hash manifest could not be written or removed; the store's message.
    case golden(String)
    /// The view could not be rendered (missing image, unknown symbol, size out of range, …).
    case render(RenderError)
    /// The output could not be produced or written.
    case outputFailed(String)
    /// A file given as a verify report is not one.
    case invalidReport(path: String, reason: String)

    /// 2 for mistakes in the input, 1 for failures to render or write.
    public var exitCode: Int32 {
        switch self {
        case .arguments, .usage, .unreadableFile, .invalidJSON, .invalidView, .unknownPreview, .invalidAssets,
            .invalidLocalizations, .invalidSymbols, .noSuchImage, .unknownAcceptedImage, .invalidAcceptList,
            .invalidPNG, .invalidReport:
            2
        case .render, .outputFailed, .golden: 1
        }
    }

    /// One line a person can act on (without the `proof: ` prefix).
    public var description: String {
        switch self {
        case .arguments(let error): return error.description
        case .usage(let message): return message
        case .unreadableFile(let path, let reason): return "cannot read \(path): \(reason)"
        case .invalidJSON(let path, let error): return "\(path):\(error.position): invalid JSON: \(error.message)"
        case .invalidView(let path, let error): return "\(path):\(error.position): \(error.message)"
        case .unknownPreview(let name, let known, let total):
            let hint = NameSuggester.hint(for: name, in: known)
            let some = known.prefix(5).joined(separator: ", ")
            return
                "no preview named \"\(name)\"\(hint) (known previews include \(some)\(total > 5 ? ", …" : ""); "
                + "'proof list' prints all \(total))"
        case .noSuchImage(let pattern, let examples):
            let hint = NameSuggester.hint(for: pattern, in: examples)
            return
                "--only \(pattern) selects no image\(hint) (closest: \(examples.prefix(3).joined(separator: ", ")); "
                + "give an image name, its golden path without .png, or a prefix ending in '/')"
        case .unknownAcceptedImage(let name, let path, let examples):
            let hint = NameSuggester.hint(for: name, in: examples)
            return
                "\(path): no image named \"\(name)\"\(hint); an accept list names catalog images "
                + "(golden paths without .png, as the reports show them)"
        case .invalidAcceptList(let path, let reason): return "\(path) is not an accept list: \(reason)"
        case .invalidPNG(let path, let reason): return "\(path) is not a PNG that decodes: \(reason)"
        case .invalidReport(let path, let reason):
            return "\(path) is not a report of 'proof verify --report-json': \(reason)"
        case .golden(let message): return message
        case .invalidAssets(let message): return "--assets: \(message)"
        case .invalidLocalizations(let message): return "--localizations: \(message)"
        case .invalidSymbols(let message): return "--symbols: \(message)"
        case .render(.missingImage(let name)):
            return
                "cannot render: no image named \"\(name)\": pass the folder holding \(name).png or \(name).svg "
                + "with --assets <folder>"
        case .render(.unknownSymbol(let name, let nearest)):
            let quoted = nearest.map { "\"\($0)\"" }
            let hint = quoted.first.map { "; did you mean \($0)?" } ?? ""
            let others = quoted.count > 1 ? "others near it: \(quoted.dropFirst().joined(separator: ", ")); " : ""
            return
                "cannot render: no SF Symbol named \"\(name)\"\(hint) (\(others)or draw it from \(name).svg "
                + "in a folder passed with --symbols <folder>)"
        case .render(let error): return "cannot render: \(error)"
        case .outputFailed(let message): return message
        }
    }
}
