/// One font request that did not get the font it named, and what was used instead. Each distinct
/// request is reported once per registry.
public struct FontFallbackReport: Hashable, Sendable, CustomStringConvertible {
    /// Why the requested font was not used.
    public enum Reason: Hashable, Sendable {
        /// The map has no entry for the family and weight; the family name without spaces was used.
        case unmappedUsedFamilyName
        /// The map names a PostScript font that is not registered.
        case mappedFontNotRegistered(String)
        /// Nothing registered under the family; the declared substitute family was used.
        case substitute(String)
        /// Nothing registered and no substitute; the default family was used.
        case defaultFamily(String)
    }

    /// The family asked for.
    public let requestedFamily: String
    /// The weight asked for.
    public let requestedWeight: FontWeight
    /// PostScript name of the face actually used.
    public let usedPostScriptName: String
    /// Why.
    public let reason: Reason

    /// A one-line explanation.
    public var description: String {
        let asked = "\(requestedFamily) \(requestedWeight)"
        switch reason {
        case .unmappedUsedFamilyName:
            return "\(asked): no PostScript map entry; used the family name without spaces (\(usedPostScriptName))"
        case .mappedFontNotRegistered(let ps):
            return "\(asked): mapped to \(ps), which is not registered; used \(usedPostScriptName)"
        case .substitute(let family):
            return "\(asked): not registered; used substitute family \(family) (\(usedPostScriptName))"
        case .defaultFamily(let family):
            return "\(asked): not registered and no substitute; used default family \(family) (\(usedPostScriptName))"
        }
    }
}
