/// The shared font registry's PostScript name map under the OUDS documents' name, read-only: a copy
/// taken when read (`FontRegistry.postScriptNameMap` keyed by `PSFNMK`).
public var kApplePostScriptFontNames: [PSFNMK: String] {
    Dictionary(uniqueKeysWithValues: FontRegistry.shared.postScriptNameMap.map { (PSFNMK($0.key), $0.value) })
}
