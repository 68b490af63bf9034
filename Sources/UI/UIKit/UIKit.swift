// UIKit's value types that SwiftUI code reaches for, on platforms without UIKit: colours, fonts,
// images, insets, the screen, trait collections, accessibility flags. A target sees this module
// only if it depends on the `UIKit` product; then `#if canImport(UIKit)` is true in its files.
//
// Where we differ: UIKit's types are classes (NSObject subclasses); these are value types
// (`UIColor`, `UIFont`, `UIImage` are structs) with the same names, initialisers and properties.
// Nothing here runs an event loop: `UIApplication.shared` and `UIScreen.main` are fixed values.
@_exported import Foundation
