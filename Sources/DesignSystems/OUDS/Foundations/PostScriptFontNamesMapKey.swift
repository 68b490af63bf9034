/// The key of the PostScript font name map of the OUDS documents: a family name and an optional
/// weight (`PSFNMK("Winky Rough", Font.Weight.light)`). It is ProofText's `FontRequest` under the
/// documents' name and with their unlabelled initializer.
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

    /// The key of a request of the font registry's PostScript name map.
    public init(_ request: FontRequest) {
        self.init(request.family, request.weight)
    }

    /// The same family and weight as a font registry request.
    public var request: FontRequest { FontRequest(family: familyName, weight: weight) }

    /// The family name with spaces removed: what an unmapped key resolves to ("HelveticaNeue").
    public var description: String { request.familyPostScriptName }
}

/// The short name the OUDS documents use for `PostScriptFontNamesMapKey`.
public typealias PSFNMK = PostScriptFontNamesMapKey
