import ProofLocking

/// The PostScript names of the font families OUDS knows (`ouds-tokens.md` §4), and their
/// registration in the shared font registry, which backs `kApplePostScriptFontNames`.
///
/// Proof bundles no proprietary font: a mapped PostScript name that is not registered falls back to
/// the family's bundled stand-in (see `Fonts/README.md`), and the fallback is reported by the
/// registry. Registering a real font file under a mapped name makes it used.
public enum OUDSPostScriptFontNames {
    /// System families of iOS: Arial, Helvetica, SF Pro, Menlo, Courier New and Helvetica Neue Arabic.
    public static let system: [PSFNMK: String] = {
        var map: [PSFNMK: String] = [:]
        map[PSFNMK("Arial", .regular)] = "ArialMT"
        map[PSFNMK("Arial", nil)] = "ArialMT"
        map[PSFNMK("Arial", .bold)] = "Arial-BoldMT"
        map[PSFNMK("Helvetica", .light)] = "Helvetica-Light"
        map[PSFNMK("Helvetica", nil)] = "Helvetica"
        map[PSFNMK("Helvetica", .bold)] = "Helvetica-Bold"
        let sfPro: [(FontWeight?, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (nil, "Regular"),
            (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        for (weight, suffix) in sfPro { map[PSFNMK("SF Pro", weight)] = "SFPro-\(suffix)" }
        map[PSFNMK("Menlo", .regular)] = "Menlo-Regular"
        map[PSFNMK("Menlo", nil)] = "Menlo-Regular"
        map[PSFNMK("Menlo", .bold)] = "Menlo-Bold"
        map[PSFNMK("Courier New", nil)] = "CourierNewPSMT"
        map[PSFNMK("Courier New", .bold)] = "CourierNewPS-BoldMT"
        map[PSFNMK("Helvetica Neue Arabic", .light)] = "HelveticaNeueLTArabic-Light"
        map[PSFNMK("Helvetica Neue Arabic", .regular)] = "HelveticaNeueLTArabic-Roman"
        map[PSFNMK("Helvetica Neue Arabic", nil)] = "HelveticaNeueLTArabic-Roman"
        map[PSFNMK("Helvetica Neue Arabic", .bold)] = "HelveticaNeueLTArabic-Bold"
        return map
    }()

    /// "Helvetica Neue" (Orange). Semibold maps to the regular face, as on iOS.
    public static let helveticaNeue: [PSFNMK: String] = [
        PSFNMK("Helvetica Neue", .ultraLight): "HelveticaNeue-UltraLight",
        PSFNMK("Helvetica Neue", .thin): "HelveticaNeue-Thin",
        PSFNMK("Helvetica Neue", .light): "HelveticaNeue-Light",
        PSFNMK("Helvetica Neue", .regular): "HelveticaNeue",
        PSFNMK("Helvetica Neue", nil): "HelveticaNeue",
        PSFNMK("Helvetica Neue", .medium): "HelveticaNeue-Medium",
        PSFNMK("Helvetica Neue", .semibold): "HelveticaNeue",
        PSFNMK("Helvetica Neue", .bold): "HelveticaNeue-Bold",
    ]

    /// "Sosh" (the Sosh brand font; proprietary, never bundled).
    public static let sosh: [PSFNMK: String] = [
        PSFNMK("Sosh", .thin): "Sosh-Thin",
        PSFNMK("Sosh", .regular): "Sosh-Regular",
        PSFNMK("Sosh", nil): "Sosh-Regular",
        PSFNMK("Sosh", .medium): "Sosh-Medium",
        PSFNMK("Sosh", .bold): "Sosh-Bold",
        PSFNMK("Sosh", .black): "Sosh-Black",
    ]

    /// "Shantell Sans" (Wireframe).
    public static let shantellSans: [PSFNMK: String] = [
        PSFNMK("Shantell Sans", .light): "ShantellSans-Light",
        PSFNMK("Shantell Sans", .regular): "ShantellSans-Regular",
        PSFNMK("Shantell Sans", nil): "ShantellSans-Regular",
        PSFNMK("Shantell Sans", .medium): "ShantellSans-Medium",
        PSFNMK("Shantell Sans", .semibold): "ShantellSans-SemiBold",
        PSFNMK("Shantell Sans", .bold): "ShantellSans-Bold",
    ]

    private static let registeredKeys = Locked<Set<PSFNMK>>([])

    /// Adds the entries of `map` to the shared registry's PostScript map, leaving alone every key that
    /// already has an entry (so an application's own `registerFont(postScript:forCombination:)` wins,
    /// whenever it ran). Cheap after the first call for the same keys.
    public static func register(_ map: [PSFNMK: String]) {
        let fresh = registeredKeys.withLock { keys in
            let new = map.filter { !keys.contains($0.key) }
            keys.formUnion(new.keys)
            return new
        }
        guard !fresh.isEmpty else { return }
        let existing = kApplePostScriptFontNames
        for (key, name) in fresh where existing[key] == nil {
            registerFont(postScript: name, forCombination: key)
        }
    }
}
