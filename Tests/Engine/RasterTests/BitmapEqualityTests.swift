import Testing

@testable import Raster

/// `Bitmap.==` compares sizes and then all bytes at once (`memcmp`); golden verification relies on it.
@Suite("Engine: bitmap equality")
struct BitmapEqualityTests {
    static func bitmap(width: Int, height: Int, seed: UInt8) throws -> Bitmap {
        let bytes = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
        return try Bitmap(width: width, height: height, premultipliedRGBA: bytes)
    }

    @Test func equalBitmapsAreEqual() throws {
        #expect(try Self.bitmap(width: 33, height: 7, seed: 1) == Self.bitmap(width: 33, height: 7, seed: 1))
    }

    /// A difference in any byte, the first, one in the middle or the last, is seen.
    @Test(arguments: [0, 461, 923])
    func oneDifferentByteMakesThemDifferent(index: Int) throws {
        let a = try Self.bitmap(width: 33, height: 7, seed: 1)
        var b = a
        b.pixels[index] &+= 1
        #expect(a != b)
    }

    @Test func theSameBytesInAnotherShapeAreDifferent() throws {
        let a = try Self.bitmap(width: 2, height: 8, seed: 3)
        let b = try Bitmap(width: 4, height: 4, premultipliedRGBA: a.pixels)
        #expect(a != b)
    }
}
