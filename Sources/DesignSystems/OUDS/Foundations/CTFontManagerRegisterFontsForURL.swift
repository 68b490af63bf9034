// swift-format-ignore: AlwaysUseLowerCamelCase
/// Registers the font file at `url` in Proof's shared font registry: the Linux counterpart of Core
/// Text's function of the same name, so that step 1 of the documents' "Registering custom fonts"
/// compiles and works unchanged. Returns whether the file was registered; on failure the typed
/// `FontError` is stored in `error` when given.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ url: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<FontError?>?
) -> Bool {
    do {
        try FontRegistry.shared.registerFont(at: url.path)
        return true
    } catch let failure {
        error?.pointee = failure
        return false
    }
}
