// `import SwiftUI` on a platform without Apple's SwiftUI: this module re-exports ProofUI, so a
// team's files compile with their imports unchanged and `SwiftUI.Color`, `SwiftUI.Font`,
// `SwiftUI.Image`, `SwiftUI.Text` (any qualified name) resolve through the re-export.
//
// Where we differ: on iOS, `import SwiftUI` also makes UIKit's types visible. Here UIKit is a
// separate, opt-in product; a file that uses `UIColor` or `UIImage` imports UIKit itself (which
// compiles unchanged on iOS as well).
@_exported import ProofUI
