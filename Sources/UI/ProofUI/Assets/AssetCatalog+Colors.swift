import Foundation

extension AssetCatalog {
    /// The colour of a `.colorset`: its any, dark and high-contrast entries as one dynamic colour.
    static func readColorSet(_ folder: String) throws(AssetCatalogError) -> Color {
        let contents = try readContents(folder)
        let file = folder + "/Contents.json"
        guard let entries = contents["colors"] as? [[String: Any]] else {
            throw .invalidContents(path: file, reason: "a colour set needs a \"colors\" array")
        }
        var any: Color?
        var dark: Color?
        var anyHigh: Color?
        var darkHigh: Color?
        for entry in entries where isForPhone(entry) {
            guard let (scheme, high) = appearance(entry) else { continue }
            guard let description = entry["color"] as? [String: Any] else {
                throw .invalidColor(path: file, reason: "an entry has no \"color\" object")
            }
            let color = try parseColor(description, file: file)
            switch (scheme, high) {
            case (.dark, false): dark = color
            case (.dark, true): darkHigh = color
            case (_, false): any = color
            case (_, true): anyHigh = color
            }
        }
        guard let light = any ?? dark else {
            throw .invalidColor(path: file, reason: "no colour for the universal or iphone idiom")
        }
        if dark == nil, anyHigh == nil, darkHigh == nil { return light }
        return Color(
            light: light, dark: dark ?? light, lightHighContrast: anyHigh, darkHighContrast: darkHigh ?? anyHigh)
    }

    /// One `color` object: `color-space` and `components`, or a `reference` to a system colour.
    static func parseColor(_ description: [String: Any], file: String) throws(AssetCatalogError) -> Color {
        if let reference = description["reference"] as? String {
            guard let color = systemColorReferences[reference] else {
                let known = systemColorReferences.keys.sorted().joined(separator: ", ")
                throw .invalidColor(
                    path: file, reason: "unknown system colour reference \"\(reference)\" (known: \(known))")
            }
            return color
        }
        guard let components = description["components"] as? [String: Any] else {
            throw .invalidColor(path: file, reason: "a colour needs \"components\" or a \"reference\"")
        }
        func component(_ key: String, default fallback: Double? = nil) throws(AssetCatalogError) -> Double {
            guard let raw = components[key] else {
                if let fallback { return fallback }
                throw .invalidColor(path: file, reason: "the colour has no \"\(key)\" component")
            }
            guard let value = componentValue(raw, isAlpha: key == "alpha"), value.isFinite, (0...1).contains(value)
            else {
                throw .invalidColor(
                    path: file, reason: "component \"\(key)\" is \(raw): write 0.000–1.000, 0–255 or 0x00–0xFF")
            }
            return value
        }
        let alpha = try component("alpha", default: 1)
        let space = (description["color-space"] as? String) ?? "srgb"
        switch space {
        case "gray-gamma-22", "extended-gray":
            return Color(white: try component("white"), opacity: alpha)
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let red = try component("red")
            let green = try component("green")
            let blue = try component("blue")
            // Display P3 is drawn as sRGB (Proof has no wide gamut), as `Color.RGBColorSpace.displayP3` is.
            let rgb: Color.RGBColorSpace = space == "extended-linear-srgb" ? .sRGBLinear : .sRGB
            return Color(rgb, red: red, green: green, blue: blue, opacity: alpha)
        default:
            throw .invalidColor(
                path: file, reason: "colour space \"\(space)\" is not one of srgb, display-p3, gray-gamma-22")
        }
    }

    /// A component as Xcode writes it: a float with a decimal point (0.000–1.000), an 8-bit
    /// integer (0–255) or 8-bit hex (0x00–0xFF). A bare integer colour component is read as 8-bit,
    /// as Xcode's integer input method writes it (its floating-point method always writes
    /// decimals); alpha is always 0–1 (Xcode writes it as a float in every method), so `"1"` is opaque.
    static func componentValue(_ raw: Any, isAlpha: Bool = false) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) { return number.doubleValue }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || isAlpha { return Double(text) }
        return Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
    }

    /// The system colours a colour set may reference, by the names Xcode writes.
    static let systemColorReferences: [String: Color] = [
        "systemBlueColor": .blue, "systemRedColor": .red, "systemGreenColor": .green, "systemOrangeColor": .orange,
        "systemYellowColor": .yellow, "systemPinkColor": .pink, "systemPurpleColor": .purple,
        "systemTealColor": .teal, "systemIndigoColor": .indigo, "systemGrayColor": .gray,
        "labelColor": .primary, "secondaryLabelColor": .secondary, "whiteColor": .white, "blackColor": .black,
        "clearColor": .clear,
    ]
}
