/// Why SVG path data (the `d` attribute of `<path>`) could not be parsed.
///
/// Every case carries `offset`, the 0-based position of the problem counted in **UTF-8 bytes** from
/// the start of the data. Every character the path grammar accepts is ASCII, so the bytes before an
/// error are all ASCII and the offset is also the count of Unicode scalars (and of `Character`s,
/// except that a "\r\n" pair counts as two). An offset equal to the data's length means the data
/// ended too early.
public enum SVGPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character that cannot start a command here: a command letter (`M L H V C S Q T A Z` or their
    /// lowercase relative forms) or, after the arguments of a command, another number was expected.
    case unexpectedCharacter(Character, offset: Int)
    /// A number (coordinate, radius or angle) is missing or malformed at `offset`.
    case expectedNumber(offset: Int)
    /// An arc's large-arc or sweep flag at `offset` is not `0` or `1`.
    case expectedFlag(offset: Int)
    /// The data does not begin with a moveto (`M` or `m`); `offset` is where its first command is.
    case missingMoveTo(offset: Int)
    /// The number starting at `offset` is too large to represent as a finite `Double` (such as `1e999`).
    case nonFiniteNumber(offset: Int)
    /// The segment whose arguments start at `offset` has a coordinate that overflows to infinity once
    /// its relative offsets are added to the current point.
    case nonFiniteCoordinate(offset: Int)

    /// The 0-based UTF-8 byte offset of the problem in the path data.
    public var offset: Int {
        switch self {
        case .unexpectedCharacter(_, let offset), .expectedNumber(let offset), .expectedFlag(let offset),
            .missingMoveTo(let offset), .nonFiniteNumber(let offset), .nonFiniteCoordinate(let offset):
            return offset
        }
    }

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unexpectedCharacter(let character, let offset):
            let shown =
                character.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 }
                ? "U+"
                    + character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(
                        separator: " U+")
                : "\"\(character)\""
            return "unexpected character \(shown) at offset \(offset) in SVG path data: expected a command letter "
                + "(M, L, H, V, C, S, Q, T, A, Z, or lowercase for relative coordinates) or a number"
        case .expectedNumber(let offset):
            return "expected a number at offset \(offset) in SVG path data (numbers look like 10, -2.5, .5 or 1e-3; "
                + "each command needs its full set of arguments, and a comma must be followed by a number)"
        case .expectedFlag(let offset):
            return "expected an arc flag (0 or 1) at offset \(offset) in SVG path data; the large-arc and sweep "
                + "flags of an A/a command are single digits 0 or 1"
        case .missingMoveTo(let offset):
            return "SVG path data must begin with a moveto command (M or m), "
                + "but the command at offset \(offset) is not one"
        case .nonFiniteNumber(let offset):
            return
                "the number at offset \(offset) in SVG path data is too large to represent (it overflows to infinity)"
        case .nonFiniteCoordinate(let offset):
            return "the segment whose arguments start at offset \(offset) in SVG path data has a coordinate that "
                + "overflows to infinity after adding its relative offsets to the current point"
        }
    }
}
