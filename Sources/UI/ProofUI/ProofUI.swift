@_exported import Foundation
// Re-exported as SwiftUI re-exports it: `@Observable` needs no import beside the UI module's.
@_exported import Observation
// Re-exported so that `import ProofUI` (or a design system's umbrella) is the only import code
// needs: font registration (`FontRegistry`, `FontRequest`, `FontWeight`) lives there.
@_exported import ProofText

/// Horizontal alignment of the lines of a multi-line text (SwiftUI's `TextAlignment`).
public typealias TextAlignment = ProofText.TextAlignment
/// The direction of a layout: left to right or right to left.
public typealias LayoutDirection = ProofText.LayoutDirection
/// Dynamic Type content size categories, `xSmall` … `accessibility5`.
public typealias DynamicTypeSize = ProofText.DynamicTypeSize
