/// Maps a family and weight to a PostScript font name in the shared font registry: step 2 of
/// "Registering custom fonts" in the OUDS documents, as written there. Text asking for `key`'s family
/// and weight then uses the face registered under `postScript` (see
/// `FontRegistry.mapFamily(_:weight:toPostScriptName:)`, which this calls).
public func registerFont(postScript: String, forCombination key: PSFNMK) {
    FontRegistry.shared.mapFamily(key.familyName, weight: key.weight, toPostScriptName: postScript)
}
