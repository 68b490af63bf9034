/// Finds a module's `PreviewProvider`s at run time, so previews are written once (as
/// `PreviewProvider`s, as on iOS) and never listed again for the catalog, the CLI or the goldens.
///
/// It reads the Swift runtime's type metadata records of every loaded image (the records
/// `swift_enumerateAllMetadataSections` exposes, as Swift Testing's discovery does on ELF
/// platforms), keeps the non-generic structs, enums and classes declared in the module, asks each
/// for its metadata and keeps those that conform. Generic types cannot be previews (SwiftUI's
/// canvas cannot instantiate them either) and are skipped.
public enum PreviewDiscovery {
    /// The `PreviewProvider` types declared in `module` (its name as `#fileID` spells it), sorted by
    /// their full names; none for an unknown module.
    @MainActor public static func providers(inModule module: String) -> [any PreviewProvider.Type] {
        var found: [(name: String, type: any PreviewProvider.Type)] = []
        for descriptor in TypeDescriptors.all() where descriptor.moduleName == module {
            guard let type = descriptor.metadata() as? any PreviewProvider.Type else { continue }
            found.append((String(reflecting: type), type))
        }
        return found.sorted { $0.name < $1.name }.map(\.type)
    }

    /// The `PreviewProvider` types declared in the module that declares `type`.
    @MainActor public static func providers(inModuleOf type: Any.Type) -> [any PreviewProvider.Type] {
        let name = String(reflecting: type)
        return providers(inModule: String(name.prefix { $0 != "." }))
    }

    /// Every preview of the providers of `module`, each named `<provider>/<display name or index>`
    /// (see `PreviewProvider.makePreviews(named:)`).
    @MainActor public static func previews(inModule module: String) throws(PreviewError) -> [Preview] {
        var previews: [Preview] = []
        for provider in providers(inModule: module) { previews += try provider.makePreviews() }
        return previews
    }
}
