import OUDSSwiftUI
import OUDSTestAssets
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

// Realistic OUDS screens snapshot the way an app team writes its tests with swift-snapshot-testing:
// one test per screen, every theme and scheme, on an iPhone 13 at 2x (the references, in
// __Snapshots__/ScreenSnapshotTests/, are the goldens a designer reviews).

/// The four OUDS themes, named as the references are.
enum ScreenTheme: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case orange, orangeCompact, sosh, wireframe
    var testDescription: String { rawValue }

    @MainActor var theme: OUDSTheme {
        switch self {
        case .orange: OrangeTheme()
        case .orangeCompact: OrangeCompactTheme()
        case .sosh: SoshTheme()
        case .wireframe: WireframeTheme()
        }
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct ScreenSnapshotTests {
    init() { OUDSTestAssets.register() }

    func assertScreen<V: View>(_ screen: V, _ theme: ScreenTheme, named name: String) {
        let view = OUDSThemeableView(theme: theme.theme) { screen }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(userInterfaceStyle: style)])
            assertSnapshot(
                of: view, as: .image(layout: .device(config: .iPhone13), traits: traits),
                named: "\(theme.rawValue)-\(style == .dark ? "dark" : "light")", testName: name)
        }
    }

    @Test(arguments: ScreenTheme.allCases)
    func login(theme: ScreenTheme) { assertScreen(LoginScreen(), theme, named: "login") }

    @Test(arguments: ScreenTheme.allCases)
    func loginFailed(theme: ScreenTheme) { assertScreen(LoginScreen(failed: true), theme, named: "loginFailed") }

    @Test(arguments: ScreenTheme.allCases)
    func settings(theme: ScreenTheme) { assertScreen(SettingsScreen(), theme, named: "settings") }

    @Test(arguments: ScreenTheme.allCases)
    func checkout(theme: ScreenTheme) { assertScreen(CheckoutScreen(), theme, named: "checkout") }
}

extension ScreenSnapshotTests {
    @Test(arguments: ScreenTheme.allCases)
    func tabBarApp(theme: ScreenTheme) { assertScreen(TabBarAppScreen(), theme, named: "tabBarApp") }
}
