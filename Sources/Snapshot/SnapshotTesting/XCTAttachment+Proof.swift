import Foundation
import ProofSnapshot

extension XCTAttachment {
    /// An attachment of one of Proof's difference files.
    init(proof file: DiffAttachment) {
        let type: String? =
            switch file.pathExtension {
            case "png": "public.png"
            case "patch", "diff": "public.patch-file"
            case "txt": "public.plain-text"
            default: nil
            }
        if let type {
            self.init(data: Data(file.bytes), uniformTypeIdentifier: type)
        } else {
            self.init(data: Data(file.bytes))
        }
        name = file.name
    }

    /// This attachment as one of Proof's difference files named `fallbackName` when it has no name.
    func proofFile(fallbackName: String) -> DiffAttachment {
        let pathExtension: String? =
            switch uniformTypeIdentifier {
            case "public.png": "png"
            case "public.patch-file": "patch"
            case "public.plain-text": "txt"
            case "public.json": "json"
            default: nil
            }
        return DiffAttachment(name: name ?? fallbackName, pathExtension: pathExtension, bytes: [UInt8](data))
    }
}
