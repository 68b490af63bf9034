// FoundationUI (artlasovsky/foundation-ui) on ProofUI: extensible theme tokens, dynamic colours in
// four schemes, dynamic gradients, concentric rounded rectangles and the `.foundation(…)` modifiers.
// Re-exports ProofUI, as the real library's users see SwiftUI through it.
@_exported import ProofUI
