/// Core Text's font registration scopes, for the documents' `CTFontManagerRegisterFontsForURL(url,
/// .process, nil)`. Proof registers fonts in its process-wide registry whatever the scope.
public enum CTFontManagerScope: Sendable {
    /// Not registered anywhere (Core Text); Proof still registers for the process.
    case none
    /// The current process.
    case process
    /// The user's fonts (Core Text); the process in Proof.
    case persistent
    /// The login session (Core Text); the process in Proof.
    case session
}

/// Core Foundation's URL type, which on Linux is Foundation's `URL`, so that the documents' `url as
/// CFURL` compiles.
public typealias CFURL = URL
