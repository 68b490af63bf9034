// UIKit's value types that SwiftUI code reaches for, on platforms without UIKit: colours, fonts,
// images, insets, the screen, trait collections, accessibility flags. A target that depends on the
// `UIKit` product can import it, and `#if canImport(UIKit)` is then true in its files. (SwiftPM puts
// every built module in one directory, so once any target of a build depends on UIKit, the check
// can be true in the other targets of that build too; only targets that depend on UIKit should
// rely on it.)
//
// Where we differ: UIKit's types are classes (NSObject subclasses); these are value types
// (`UIColor`, `UIFont`, `UIImage` are structs) with the same names, initialisers and properties.
// Nothing here runs an event loop: `UIApplication.shared` and `UIScreen.main` are fixed values.
@_exported import Foundation
