#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a snapshot failure to the test framework that is running: Swift Testing when the call
/// happens inside a `@Test` (`Test.current` is set), else XCTest.
///
/// Both frameworks ship with the Swift toolchain on Linux and macOS, and a library target may
/// import them; a binary that links ProofSnapshot links `libTesting` and `libXCTest` too.
package enum FailureReporter {
    /// Records `message` as a failure at the given source location, with `attachments` (Swift
    /// Testing only: they are saved when `swift test --attachments-path` is given).
    package static func report(
        _ message: String, attachments: [DiffAttachment],
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
                #if compiler(>=6.2)
                    for attachment in attachments {
                        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
                    }
                #endif
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            print("\(filePath):\(line): error: \(message)")
        #endif
    }

    /// Whether the caller runs inside one case of a parameterized Swift Testing test.
    package static var isInParameterizedTestCase: Bool {
        #if canImport(Testing)
            return Test.Case.current?.isParameterized ?? false
        #else
            return false
        #endif
    }
}
