// A team's own `proof` passes catalogs (`Catalog`, `Catalog.previews(ofModule:)`) to
// `ProofCommand.run`: importing ProofCLICore is enough to name them.
@_exported import ProofSnapshot
