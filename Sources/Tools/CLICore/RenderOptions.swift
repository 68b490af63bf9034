import ProofArguments
import ProofUI
import ProofViewFormat

/// The arguments of `proof render`: what to render and the flags that change how.
public struct RenderOptions: Equatable, Sendable {
    /// What is rendered.
    public enum Source: Equatable, Sendable {
        /// A registered preview, by name.
        case preview(String)
        /// A JSON view file, by path.
        case json(String)
    }

    /// What is rendered.
    public var source: Source
    /// `--scale`: pixels per point.
    public var scale: Int?
    /// `--scheme`.
    public var colorScheme: ColorScheme?
    /// `--direction`.
    public var layoutDirection: LayoutDirection?
    /// `--size-category`.
    public var dynamicTypeSize: DynamicTypeSize?
    /// `--width`, in points.
    public var width: Double?
    /// `--out`, as given.
    public var outputPath: String?
    /// `--dump`: print the display list.
    public var dump = false
    /// `--accessibility`: print the accessibility JSON.
    public var accessibility = false
    /// `--assets`: a folder of images to register.
    public var assetsFolder: String?

    /// Options rendering `source` with its own configuration.
    public init(source: Source) { self.source = source }

    /// Largest `--width`, in points (the renderer's limit).
    public static let maxWidth = 16384.0

    /// Whether a PNG is written: always with `--out`, otherwise unless only printing was asked for.
    public var writesPNG: Bool { outputPath != nil || !(dump || accessibility) }

    /// `--out`, or `<name>.png` in the current directory (a preview's name with `/` as `-`; a JSON
    /// file's name without its folder and `.json`).
    public var resolvedOutputPath: String {
        if let outputPath { return outputPath }
        switch source {
        case .preview(let name): return name.replacingOccurrences(of: "/", with: "-") + ".png"
        case .json(let path):
            var name = path.split(separator: "/").last.map(String.init) ?? "view"
            if name.lowercased().hasSuffix(".json") { name = String(name.dropLast(5)) }
            return (name.isEmpty ? "view" : name) + ".png"
        }
    }

    /// `base` with the flags applied; the background and other settings are kept.
    public func configuration(from base: RenderConfiguration) -> RenderConfiguration {
        var c = base
        if let scale { c.scale = CGFloat(scale) }
        if let colorScheme { c.colorScheme = colorScheme }
        if let layoutDirection { c.layoutDirection = layoutDirection }
        if let dynamicTypeSize { c.dynamicTypeSize = dynamicTypeSize }
        if let width { c.size = .width(CGFloat(width)) }
        return c
    }

    /// Parses the arguments after `render`.
    public static func parse(_ arguments: [String]) throws(CLIError) -> RenderOptions {
        var preview: String?
        var json: String?
        var options = RenderOptions(source: .preview(""))
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard preview == nil else {
                    throw .usage(
                        "unexpected argument '\(argument)': render takes one preview name (already given: '\(preview!)')"
                    )
                }
                preview = argument
                continue
            }
            guard argument.hasPrefix("--") else {
                throw .usage(
                    "unknown option '\(argument)': render options start with '--', like --scale 2 (see 'proof --help')")
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let flag = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            guard flags.contains(flag) else {
                throw .usage(
                    "unknown option '\(flag)'\(NameSuggester.hint(for: flag, in: flags, quote: "'")) (see 'proof --help')"
                )
            }
            guard seen.insert(flag).inserted else { throw .usage("\(flag) is given twice") }
            if flag == "--dump" || flag == "--accessibility" {
                guard inline == nil else { throw .usage("\(flag) takes no value") }
                if flag == "--dump" { options.dump = true } else { options.accessibility = true }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    let found = index < arguments.count ? ", found the option '\(arguments[index])'" : ""
                    throw .usage("\(flag) needs a value (\(valueHints[flag] ?? "see 'proof --help'"))\(found)")
                }
                value = arguments[index]
                index += 1
            }
            try options.set(flag, value, json: &json)
        }
        switch (preview, json) {
        case (let name?, nil): options.source = .preview(name)
        case (nil, let path?): options.source = .json(path)
        case (nil, nil): throw .usage("render needs a preview name (see 'proof list') or --json <file>")
        case (let name?, _?):
            throw .usage("render takes a preview name or --json <file>, not both (got the preview '\(name)')")
        }
        return options
    }

    private static let flags = [
        "--scale", "--scheme", "--direction", "--size-category", "--width", "--out", "--json", "--dump",
        "--accessibility", "--assets",
    ]

    private static let valueHints = [
        "--scale": "1, 2 or 3", "--scheme": "light or dark", "--direction": "ltr or rtl",
        "--size-category": "xSmall … accessibility5",
        "--width": "points", "--out": "a .png file", "--json": "a JSON file",
        "--assets": "a folder of PNG and SVG files",
    ]

    private mutating func set(_ flag: String, _ value: String, json: inout String?) throws(CLIError) {
        switch flag {
        case "--scale":
            guard let n = Int(value), (1...3).contains(n) else {
                throw .usage("--scale must be 1, 2 or 3, not '\(value)'")
            }
            scale = n
        case "--scheme":
            guard let s = ColorScheme(rawValue: value) else {
                throw .usage("--scheme must be light or dark, not '\(value)'")
            }
            colorScheme = s
        case "--direction":
            switch value {
            case "ltr": layoutDirection = .leftToRight
            case "rtl": layoutDirection = .rightToLeft
            default: throw .usage("--direction must be ltr or rtl, not '\(value)'")
            }
        case "--size-category":
            guard let size = DynamicTypeSize(rawValue: value) else {
                let names = DynamicTypeSize.allCases.map(\.rawValue)
                throw .usage(
                    "--size-category cannot be '\(value)'\(NameSuggester.hint(for: value, in: names, quote: "'")) (use \(names.joined(separator: ", ")))"
                )
            }
            dynamicTypeSize = size
        case "--width":
            guard let w = Double(value), w.isFinite, w >= 1, w <= Self.maxWidth else {
                throw .usage("--width must be a number of points from 1 to \(Int(Self.maxWidth)), not '\(value)'")
            }
            width = w
        case "--out":
            guard value.lowercased().hasSuffix(".png"), !value.hasSuffix("/.png"), value.count > 4 else {
                throw .usage("--out must name a .png file, like card.png, not '\(value)'")
            }
            outputPath = value
        case "--json":
            guard !value.isEmpty else { throw .usage("--json needs a file path") }
            json = value
        default:  // --assets
            guard !value.isEmpty else { throw .usage("--assets needs a folder path") }
            assetsFolder = value
        }
    }
}
