/// The key of the PostScript font name map of the OUDS documents: a family name and an optional
/// weight (`PSFNMK("Winky Rough", Font.Weight.light)`).
public struct PostScriptFontNamesMapKey: Hashable, Sendable, CustomStringConvertible {
    /// The family name as designers write it ("Helvetica Neue").
    public let familyName: String
    /// The weight, or nil for the family's default face.
    public let weight: FontWeight?

    /// Creates a key for `familyName` at `weight`.
    public init(_ familyName: String, _ weight: FontWeight?) {
        self.familyName = familyName
        self.weight = weight
    }

    /// The family name with spaces removed: what an unmapped key resolves to ("HelveticaNeue").
    public var description: String { String(familyName.filter { $0 != " " }) }
}

/// The short name the OUDS documents use for `PostScriptFontNamesMapKey`.
public typealias PSFNMK = PostScriptFontNamesMapKey

/// Maps a family and weight to a PostScript font name in the shared registry (step 2 of
/// "Registering custom fonts" in the OUDS documents).
public func registerFont(postScript: String, forCombination key: PSFNMK) {
    FontRegistry.shared.registerFont(postScript: postScript, forCombination: key)
}

/// The shared registry's PostScript name map, read-only.
public var kApplePostScriptFontNames: [PSFNMK: String] { FontRegistry.shared.postScriptNameMap }
