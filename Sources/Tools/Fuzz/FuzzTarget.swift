import Foundation
import ProofCLICore
import ProofSnapshot
import ProofText
import ProofUI
import ProofViewFormat
import Raster

/// A parser of input other people make, run on arbitrary bytes. Each one must answer with a value or
/// a typed error: a crash, hang or leak is a bug (libFuzzer and AddressSanitizer report them).
enum FuzzTarget: String, CaseIterable, Sendable {
    /// PNG decoding (`PNGCodec.decode`).
    case png
    /// SVG path data (`Path(svgPathData:)`), then filling and stroking the path on a small canvas.
    case svgPath = "svg-path"
    /// The JSON view format: parsing, building the view tree, laying it out.
    case jsonView = "json-view"
    /// Font loading (`FontFace(data:path:)`, what the registry reads).
    case font
    /// An asset catalog colour set's `Contents.json`, read through `AssetCatalog`.
    case colorSet = "color-set"
    /// An asset catalog image set's `Contents.json`, read through `AssetCatalog`.
    case imageSet = "image-set"
    /// A `.strings` file (`LocalizationTable(stringsFile:language:)`).
    case strings
    /// A `.xcstrings` string catalog (`LocalizationTable.tables(stringCatalog:)`).
    case xcstrings
    /// The golden hash manifest (`GoldenManifest.load(from:)`).
    case manifest
    /// A `proof verify --report-json` report, decoded as `proof review` reads it (`JSONDecoder`
    /// into `GoldenReport`).
    case report
    /// The review's accept list (`GoldenAcceptList.decode`).
    case acceptList = "accept-list"
    /// A `proof` command line (`Invocation.parse`): arguments separated by NUL bytes.
    case commandLine = "command-line"

    /// A folder of this process's own for the targets whose parser reads files.
    static let workFolder: String = {
        let folder = NSTemporaryDirectory() + "proof-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `bytes` at `relativePath` inside the work folder and returns the full path.
    static func file(_ relativePath: String, _ bytes: [UInt8]) -> String {
        let path = workFolder + "/" + relativePath
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Runs the parser on `bytes`; returns whether it accepted them (errors are answers too).
    @MainActor func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .png:
            return (try? PNGCodec.decode(bytes)) != nil
        case .svgPath:
            guard let path = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self)),
                let canvas = try? Canvas(width: 64, height: 64)
            else { return false }
            let filled = (try? canvas.fill(path, color: Raster.Color(red: 0, green: 0, blue: 0), rule: .evenOdd)) != nil
            let stroked =
                (try? canvas.stroke(
                    path, color: Raster.Color(red: 0, green: 0, blue: 0), style: StrokeStyle(lineWidth: 3))) != nil
            return filled && stroked
        case .jsonView:
            guard let value = try? JSONParser.parse(bytes), let view = try? ViewTreeBuilder().view(from: value) else {
                return false
            }
            var configuration = RenderConfiguration()
            configuration.size = .fixed(width: 200, height: 200)
            return (try? ViewRenderer.displayList(view, configuration: configuration)) != nil
        case .font:
            return (try? FontFace(data: Data(bytes), path: "fuzz.ttf")) != nil
        case .colorSet:
            let contents = Self.file("Fuzz.xcassets/Tint.colorset/Contents.json", bytes)
            defer { try? FileManager.default.removeItem(atPath: (contents as NSString).deletingLastPathComponent) }
            return (try? AssetCatalog(contentsOf: Self.workFolder + "/Fuzz.xcassets")) != nil
        case .imageSet:
            let contents = Self.file("Fuzz.xcassets/Icon.imageset/Contents.json", bytes)
            defer { try? FileManager.default.removeItem(atPath: (contents as NSString).deletingLastPathComponent) }
            return (try? AssetCatalog(contentsOf: Self.workFolder + "/Fuzz.xcassets")) != nil
        case .strings:
            return (try? LocalizationTable(stringsFile: Self.file("Localizable.strings", bytes), language: "en")) != nil
        case .xcstrings:
            return (try? LocalizationTable.tables(stringCatalog: Self.file("Localizable.xcstrings", bytes))) != nil
        case .manifest:
            _ = Self.file("Golden/.proof-hashes.json", bytes)
            return GoldenManifest.load(from: GoldenStore(root: Self.workFolder + "/Golden")) != nil
        case .report:
            return (try? JSONDecoder().decode(GoldenReport.self, from: Data(bytes))) != nil
        case .acceptList:
            return (try? GoldenAcceptList.decode(bytes)) != nil
        case .commandLine:
            let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            return (try? Invocation.parse(arguments)) != nil
        }
    }
}
