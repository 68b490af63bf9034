import ProofSnapshot
import XCTest

/// `assertSnapshot` outside a Swift Testing test reports through `XCTFail`.
final class XCTestReportingTests: XCTestCase {
    /// Failures captured while `capturing` is set; other failures reach XCTest as usual.
    private var captured: [(description: String, file: String)] = []
    /// Whether failures are captured instead of reported.
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((description, filePath))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testMismatchFailsThroughXCTFail() throws {
        try withScratchDirectory { dir in
            try writeFile(Array("expected".utf8), to: dir + "/testMismatchFailsThroughXCTFail.x.txt")
            capturing = true
            assertSnapshot(
                of: "actual", as: .lines, named: "x", record: .never, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            capturing = false
            XCTAssertEqual(captured.count, 1)
            XCTAssertTrue(captured.first?.description.contains("does not match its reference") ?? false)
            XCTAssertTrue(captured.first?.file.hasSuffix("XCTestReportingTests.swift") ?? false)
        }
    }

    func testMatchDoesNotFail() throws {
        try withScratchDirectory { dir in
            try writeFile(Array("same".utf8), to: dir + "/testMatchDoesNotFail.x.txt")
            capturing = true
            assertSnapshot(
                of: "same", as: .lines, named: "x", record: .never, snapshotDirectory: dir,
                artifactsDirectory: dir + "/a")
            capturing = false
            XCTAssertTrue(captured.isEmpty)
        }
    }
}
