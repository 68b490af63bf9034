import ChallengeDesignSystemCatalog
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

extension DSSnapshotCase: CustomTestStringConvertible {
    /// The test function the state stands for.
    public var testDescription: String { test }
}

/// Records `state` as the team's tests do, `assertSnapshot(of: view, as: .image)` at the default
/// 3x, and again in dark mode (`<test>.dark.png`), both under the `__Snapshots__` folder beside the
/// calling test file, named after the state's test.
@MainActor func assertLightAndDark(
    _ state: DSSnapshotCase, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    UIView.setAnimationsEnabled(false)
    let view = state.view
    assertSnapshot(of: view, as: .image, named: "1", file: filePath, testName: state.test, line: line, column: column)
    assertSnapshot(
        of: view, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", file: filePath,
        testName: state.test, line: line, column: column)
}
