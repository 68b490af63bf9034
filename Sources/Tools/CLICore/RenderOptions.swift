import Foundation
import ProofArguments
import ProofUI

/// The arguments of `proof render`: what to render and the flags that change how.
public struct RenderOptions: Equatable, Sendable {
    /// What is rendered.
    public enum Source: Equatable, Sendable {
        /// A catalog preview, by name.
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
    /// `--locale`, as given.
    public var locale: String?
    /// `--localizations`: a folder of string tables to register.
    public var localizationsFolder: String?
    /// `--symbols`: a folder of `<sf.name>.svg` files (or one such file) to register as symbols.
    public var symbolsPath: String?

    /// Options rendering `source` with its own configuration.
    public init(source: Source) { self.source = source }

    /// The options a parsed `proof render` command line gives; a preview name and `--json` are
    /// exclusive, and one of them is needed.
    init(_ parsed: ParsedArguments) throws(CLIError) {
        switch (parsed[RenderArguments.preview], parsed[RenderArguments.json]) {
        case (let name?, nil): source = .preview(name)
        case (nil, let path?): source = .json(path)
        case (nil, nil): throw .usage("render needs a preview name (see 'proof list') or --json <file>")
        case (let name?, _?):
            throw .usage("render takes a preview name or --json <file>, not both (got the preview '\(name)')")
        }
        scale = parsed[RenderArguments.scale]
        colorScheme = parsed[RenderArguments.scheme]
        layoutDirection = parsed[RenderArguments.direction]
        dynamicTypeSize = parsed[RenderArguments.sizeCategory]
        width = parsed[RenderArguments.width]
        outputPath = parsed[RenderArguments.out]
        dump = parsed[RenderArguments.dump]
        accessibility = parsed[RenderArguments.accessibility]
        assetsFolder = parsed[RenderArguments.assets]
        locale = parsed[RenderArguments.locale]
        localizationsFolder = parsed[RenderArguments.localizations]
        symbolsPath = parsed[RenderArguments.symbols]
    }

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
        // The locale first: a right-to-left one sets the direction, which --direction then overrides.
        if let locale { c.locale = Locale(identifier: locale) }
        if let scale { c.scale = CGFloat(scale) }
        if let colorScheme { c.colorScheme = colorScheme }
        if let layoutDirection { c.layoutDirection = layoutDirection }
        if let dynamicTypeSize { c.dynamicTypeSize = dynamicTypeSize }
        if let width { c.size = .width(CGFloat(width)) }
        return c
    }
}
