/// The names of the tokens of one namespace: an enumeration whose raw values are the token names.
public protocol OUDSTokenName: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {}
