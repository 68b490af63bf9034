import ProofArguments
import ProofSnapshot

/// Why `proof-gallery` stopped: a selection that names no image (exit status 2), or an image or
/// the index that could not be produced (exit status 1).
enum GalleryError: CommandFailure {
    /// `--only` names no image; `examples` are names that exist.
    case noSuchImage(String, examples: [String])
    /// An image could not be rendered or written.
    case image(GoldenStoreError)
    /// The output folder or the index could not be written.
    case cannotWrite(path: String, reason: String)

    var exitCode: Int32 {
        switch self {
        case .noSuchImage: 2
        case .image, .cannotWrite: 1
        }
    }

    var description: String {
        switch self {
        case .noSuchImage(let pattern, let examples):
            let hint = NameSuggester.hint(for: pattern, in: examples, quote: "'")
            return
                "'\(pattern)' names no image\(hint); give a name (e.g. \(examples.prefix(3).joined(separator: ", "))) "
                + "or a prefix ending in '/' (e.g. ouds/sosh/)"
        case .image(let error): return error.description
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
