/// What text asks the font registry for: a family name and a weight. It is also the key of the
/// registry's PostScript name map (`FontRegistry.mapFamily(_:weight:toPostScriptName:)`), where a nil
/// weight stands for the family's default face.
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    /// The family name as designers write it ("Helvetica Neue").
    public let family: String
    /// The weight, or nil for the family's default face.
    public let weight: FontWeight?

    /// A request for `family` at `weight` (nil: the family's default face).
    public init(family: String, weight: FontWeight?) {
        self.family = family
        self.weight = weight
    }

    /// The family name with spaces removed ("HelveticaNeue"): the PostScript name the registry tries
    /// when the map has no entry for the request.
    public var familyPostScriptName: String { String(family.filter { $0 != " " }) }

    /// The family and the weight ("Helvetica Neue bold", "Helvetica Neue (default face)").
    public var description: String { "\(family) \(weight.map(\.description) ?? "(default face)")" }
}
