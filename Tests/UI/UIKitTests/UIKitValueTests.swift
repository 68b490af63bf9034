import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("UIKit: screen, traits, accessibility, application")
struct UIKitValueTests {
    @Test("UIScreen.main is an iPhone 15 Pro in portrait")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(PreviewDevice.proofDefault.screen?.size == UIScreen.main.bounds.size)
    }

    @Test("edge insets")
    func insets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("trait collections merge, later specified traits win")
    func traits() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 2)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.dynamicTypeSize = .xxLarge
        #expect(UITraitCollection(environment).userInterfaceStyle == .dark)
        #expect(UITraitCollection(environment).preferredContentSizeCategory == .extraExtraLarge)
    }

    @Test("content size categories order and map to Dynamic Type sizes")
    func contentSizes() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(DynamicTypeSize(.accessibilityExtraLarge) == .accessibility3)
        #expect(DynamicTypeSize(.unspecified) == nil)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("accessibility settings are all off")
    func accessibility() {
        let flags = [
            UIAccessibility.isVoiceOverRunning, UIAccessibility.isReduceMotionEnabled,
            UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isBoldTextEnabled,
            UIAccessibility.isDarkerSystemColorsEnabled, UIAccessibility.isInvertColorsEnabled,
            UIAccessibility.isGrayscaleEnabled, UIAccessibility.shouldDifferentiateWithoutColor,
            UIAccessibility.isSwitchControlRunning, UIAccessibility.buttonShapesEnabled,
        ]
        #expect(flags.allSatisfy { !$0 })
    }

    @Test("the application and animations are inert values")
    func application() {
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("#if canImport(UIKit) is true in a target that depends on UIKit")
    func canImport() {
        #if canImport(UIKit)
            let canImport = true
        #else
            let canImport = false
        #endif
        #expect(canImport)
    }
}
