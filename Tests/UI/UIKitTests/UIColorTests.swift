import Raster
import SwiftUI
import Testing
import UIKit

/// One system or semantic colour and its expected #RRGGBB and alpha in each appearance.
struct ColorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let color: UIColor
    let light: UInt32
    let dark: UInt32
    var lightHighContrast: UInt32?
    var darkHighContrast: UInt32?
    var lightAlpha: Double = 1
    var darkAlpha: Double = 1
    var testDescription: String { name }
}

private func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast = .normal) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
    ])
}

private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    #expect(color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
}

private func hex(_ value: UInt32, _ alpha: Double = 1) -> [Int] {
    [Int(value >> 16), Int((value >> 8) & 0xFF), Int(value & 0xFF), Int((alpha * 255).rounded())]
}

@MainActor
@Suite("UIKit: UIColor")
struct UIColorTests {
    nonisolated static let cases: [ColorCase] = [
        ColorCase(
            name: "systemBlue", color: .systemBlue, light: 0x007AFF, dark: 0x0A84FF, lightHighContrast: 0x0040DD,
            darkHighContrast: 0x409CFF),
        ColorCase(
            name: "systemRed", color: .systemRed, light: 0xFF3B30, dark: 0xFF453A, lightHighContrast: 0xD70015,
            darkHighContrast: 0xFF6961),
        ColorCase(
            name: "systemGreen", color: .systemGreen, light: 0x34C759, dark: 0x30D158, lightHighContrast: 0x248A3D,
            darkHighContrast: 0x30DB5B),
        ColorCase(
            name: "systemGray2", color: .systemGray2, light: 0xAEAEB2, dark: 0x636366, lightHighContrast: 0x8E8E93,
            darkHighContrast: 0x7C7C80),
        ColorCase(
            name: "systemGray6", color: .systemGray6, light: 0xF2F2F7, dark: 0x1C1C1E, lightHighContrast: 0xEBEBF0,
            darkHighContrast: 0x242426),
        ColorCase(name: "label", color: .label, light: 0x000000, dark: 0xFFFFFF),
        ColorCase(
            name: "secondaryLabel", color: .secondaryLabel, light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.6,
            darkAlpha: 0.6),
        ColorCase(name: "systemBackground", color: .systemBackground, light: 0xFFFFFF, dark: 0x000000),
        ColorCase(
            name: "secondarySystemBackground", color: .secondarySystemBackground, light: 0xF2F2F7, dark: 0x1C1C1E),
        ColorCase(
            name: "separator", color: .separator, light: 0x3C3C43, dark: 0x545458, lightAlpha: 0.29, darkAlpha: 0.6),
        ColorCase(name: "red (pure, not system)", color: .red, light: 0xFF0000, dark: 0xFF0000),
    ]

    @Test("system and semantic colours in light, dark and increased contrast", arguments: cases)
    func systemColors(_ c: ColorCase) {
        #expect(rgba(c.color, traits(.light)) == hex(c.light, c.lightAlpha))
        #expect(rgba(c.color, traits(.dark)) == hex(c.dark, c.darkAlpha))
        #expect(rgba(c.color, traits(.light, .high)) == hex(c.lightHighContrast ?? c.light, c.lightAlpha))
        #expect(rgba(c.color, traits(.dark, .high)) == hex(c.darkHighContrast ?? c.dark, c.darkAlpha))
        // Color(uiColor:) keeps every appearance.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        dark.colorSchemeContrast = .increased
        let resolved = Color(uiColor: c.color).resolve(in: dark)
        #expect(
            [resolved.red, resolved.green, resolved.blue, resolved.opacity].map { Int(($0 * 255).rounded()) }
                == hex(c.darkHighContrast ?? c.dark, c.darkAlpha))
    }

    @Test("component initialisers")
    func components() {
        #expect(rgba(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.2), .current) == [255, 128, 0, 51])
        #expect(rgba(UIColor(white: 0.2, alpha: 1), .current) == [51, 51, 51, 255])
        #expect(rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), .current) == [0, 0, 255, 255])
        #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.5), traits(.dark)) == [0x0A, 0x84, 0xFF, 128])
    }

    @Test("a dynamic provider is evaluated for each trait collection")
    func dynamicProvider() throws {
        let color = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(rgba(color, traits(.light)) == [255, 0, 0, 255])
        #expect(rgba(color, traits(.dark)) == [0, 0, 255, 255])
        // Drawn in SwiftUI, it follows the render's colour scheme.
        for (scheme, expected) in [(ColorScheme.light, [255, 0, 0, 255]), (.dark, [0, 0, 255, 255])] {
            let image = try ViewRenderer.render(
                Color(uiColor: color).frame(width: 4, height: 4),
                configuration: RenderConfiguration(colorScheme: scheme))
            let p = image.bitmap.pixel(x: 1, y: 1)
            #expect([Int(p.r), Int(p.g), Int(p.b), Int(p.a)] == expected)
        }
    }

    @Test("init(named:) finds ProofUI's colour assets, else nil")
    func named() {
        #expect(UIColor(named: "UIKitTests.missing") == nil)
        ColorAssets.shared.register("UIKitTests.brand", light: Color(hex: 0x112233), dark: Color(hex: 0x445566))
        let brand = UIColor(named: "UIKitTests.brand", in: nil, compatibleWith: nil)
        #expect(brand.map { rgba($0, traits(.dark)) } == hex(0x445566))
    }
}
