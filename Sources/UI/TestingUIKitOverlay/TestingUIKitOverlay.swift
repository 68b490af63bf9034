// The toolchain's swift-testing declares a cross-import overlay named `_Testing_UIKit`
// (lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay): a file that imports both Testing
// and a module named UIKit makes the compiler import `_Testing_UIKit` too, and without one the
// file fails with "no such module '_Testing_UIKit'". The Linux toolchain ships no such module (on
// Apple platforms it adds image attachments), so UIKit depends on this empty one: test files that
// import Testing and UIKit compile as they do on iOS. It declares nothing.
