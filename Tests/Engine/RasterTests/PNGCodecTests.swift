import Foundation
import Testing

@testable import Raster

// MARK: - Helpers (file-private: other test files may define their own)

/// A PNG chunk's type and the offset of its length field.
private struct Chunk {
    var type: String
    var offset: Int
    var length: Int
}

/// The chunks of a well-formed PNG, in order.
private func chunks(of png: [UInt8]) -> [Chunk] {
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        result.append(Chunk(type: type, offset: offset, length: length))
        offset += 12 + length
    }
    return result
}

/// IHDR fields: bit depth (byte 24), colour type (byte 25), interlace method (byte 28).
private func header(of png: [UInt8]) -> (bitDepth: UInt8, colourType: UInt8, interlace: UInt8) {
    (png[24], png[25], png[28])
}

/// The error `body` throws, or nil.
private func thrown<T>(_ body: () throws(RasterError) -> T) -> RasterError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// The error decoding `bytes` throws, or nil.
private func decodeError(_ bytes: [UInt8]) -> RasterError? {
    thrown { () throws(RasterError) in try PNGCodec.decode(bytes) }
}

/// The error reading `path` throws, or nil.
private func readError(_ path: String) -> RasterError? {
    thrown { () throws(RasterError) in try PNGCodec.read(contentsOf: path) }
}

/// The error writing a small bitmap to `path` throws, or nil.
private func writeError(_ path: String) -> RasterError? {
    thrown { () throws(RasterError) in try PNGCodec.write(try Bitmap(width: 2, height: 2), to: path) }
}

/// A bitmap built from straight RGBA produced by `pixel(x, y)`.
private func bitmap(
    width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
) throws -> Bitmap {
    var straight: [UInt8] = []
    straight.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            straight += [r, g, b, a]
        }
    }
    return try Bitmap(width: width, height: height, straightRGBA: straight)
}

/// A fresh empty directory under the system's temporary directory.
private func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("PNGCodecTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)

// MARK: - Fixture formulas (kept in step with Fixtures/make_fixtures.py)

private func f1(_ x: Int, _ y: Int) -> UInt8 { UInt8((17 * x + 23 * y) % 256) }
private func f2(_ x: Int, _ y: Int) -> UInt8 { UInt8((29 * x + 11 * y + 7) % 256) }
private func f3(_ x: Int, _ y: Int) -> UInt8 { UInt8((5 * x + 41 * y + 100) % 256) }
private func f4(_ x: Int, _ y: Int) -> UInt8 { UInt8((13 * x + 31 * y + 50) % 256) }

/// One fixture PNG written by make_fixtures.py: its kind and whether it is Adam7-interlaced.
struct PNGFixture: Sendable, CustomTestStringConvertible {
    /// The PNG colour type and the variant of the sample formula.
    enum Kind: Sendable {
        case grey(depth: Int)
        case greyTRNS(depth: Int)
        case greyAlpha(depth: Int)
        case rgb(depth: Int)
        case rgbTRNS
        case rgba(depth: Int)
        /// 16-bit RGBA whose samples are not multiples of 257.
        case rgba16Noise
        /// The 16-bit RGBA samples plus an sRGB chunk.
        case rgba16SRGB
        case palette(depth: Int, trns: Bool)
    }

    var kind: Kind
    var interlaced: Bool

    static let width = 13
    static let height = 11

    static let all: [PNGFixture] = [false, true].flatMap { interlaced in
        let kinds: [Kind] =
            [1, 2, 4, 8, 16].map { Kind.grey(depth: $0) }
            + [.greyTRNS(depth: 8), .greyTRNS(depth: 16), .greyAlpha(depth: 8), .greyAlpha(depth: 16)]
            + [.rgb(depth: 8), .rgb(depth: 16), .rgbTRNS, .rgba(depth: 8), .rgba(depth: 16), .rgba16Noise, .rgba16SRGB]
            + [1, 2, 4, 8].flatMap { [Kind.palette(depth: $0, trns: false), .palette(depth: $0, trns: true)] }
        return kinds.map { PNGFixture(kind: $0, interlaced: interlaced) }
    }

    var name: String {
        let base: String
        switch kind {
        case .grey(let d): base = "grey\(d)"
        case .greyTRNS(let d): base = "grey\(d)_trns"
        case .greyAlpha(let d): base = "greyalpha\(d)"
        case .rgb(let d): base = "rgb\(d)"
        case .rgbTRNS: base = "rgb8_trns"
        case .rgba(let d): base = "rgba\(d)"
        case .rgba16Noise: base = "rgba16_noise"
        case .rgba16SRGB: base = "rgba16_srgb"
        case .palette(let d, let trns): base = "palette\(d)" + (trns ? "_trns" : "")
        }
        return base + (interlaced ? "_adam7" : "")
    }

    var testDescription: String { name + ".png" }

    /// Largest allowed difference per premultiplied channel. An interlaced 16-bit image with gamma
    /// information goes through linear light (see PNGCodec.decode), which may move the darkest
    /// levels by one.
    var tolerance: Int {
        if case .rgba16SRGB = kind, interlaced { return 1 }
        return 0
    }

    /// (bit depth, colour type) the IHDR must announce.
    var ihdr: (bitDepth: UInt8, colourType: UInt8) {
        switch kind {
        case .grey(let d): return (UInt8(d), 0)
        case .greyTRNS(let d): return (UInt8(d), 0)
        case .greyAlpha(let d): return (UInt8(d), 4)
        case .rgb(let d): return (UInt8(d), 2)
        case .rgbTRNS: return (8, 2)
        case .rgba(let d): return (UInt8(d), 6)
        case .rgba16Noise, .rgba16SRGB: return (16, 6)
        case .palette(let d, _): return (UInt8(d), 3)
        }
    }

    /// The straight RGBA8 colour the fixture holds at (x, y). 16-bit samples are the 8-bit value
    /// times 257, so they decode to exactly that value.
    func expected(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        switch kind {
        case .grey(let d) where d < 8:
            let levels = 1 << d
            let v = UInt8((3 * x + 5 * y) % levels * (255 / (levels - 1)))
            return (v, v, v, 255)
        case .grey:
            let v = f1(x, y)
            return (v, v, v, 255)
        case .greyTRNS:
            let v = f1(x, y)
            return (v, v, v, v == 40 ? 0 : 255)
        case .greyAlpha:
            let v = f1(x, y)
            return (v, v, v, f2(x, y))
        case .rgb:
            return (f1(x, y), f2(x, y), f3(x, y), 255)
        case .rgbTRNS:
            let transparent = (f1(x, y), f2(x, y), f3(x, y)) == (f1(4, 3), f2(4, 3), f3(4, 3))
            return (f1(x, y), f2(x, y), f3(x, y), transparent ? 0 : 255)
        case .rgba, .rgba16SRGB:
            return (f1(x, y), f2(x, y), f3(x, y), f4(x, y))
        case .rgba16Noise:
            // Each 16-bit sample scaled to 8 bits with rounding.
            let c = [f1(x, y), f2(x, y), f3(x, y), f4(x, y)].enumerated().map { c, v in
                let wide = (Int(v) * 257 + (7919 * x + 104729 * y + 31 * c) % 257) % 65536
                return UInt8((wide * 255 + 32767) / 65535)
            }
            return (c[0], c[1], c[2], c[3])
        case .palette(let d, let trns):
            let entries = d == 8 ? 200 : 1 << d
            let i = d == 8 ? (11 * x + 17 * y) % 200 : (3 * x + 5 * y) % entries
            let alpha = trns && i < max(1, entries / 2) ? UInt8((97 * i + 3) % 256) : 255
            return (UInt8((67 * i + 10) % 256), UInt8((131 * i + 20) % 256), UInt8((29 * i + 200) % 256), alpha)
        }
    }
}

/// A bitmap whose best automatic PNG format is known.
struct PNGFormatCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var options: PNGEncodingOptions
    var colourType: UInt8
    var bitDepth: UInt8
    var width = 19
    var height = 17
    var pixel: @Sendable (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)

    static let all: [PNGFormatCase] = [
        PNGFormatCase(testDescription: "opaque grey → grey", options: .default, colourType: 0, bitDepth: 8) { x, y in
            let v = f1(x, y)
            return (v, v, v, 255)
        },
        PNGFormatCase(
            testDescription: "grey with alpha → grey + alpha", options: .default, colourType: 4, bitDepth: 8
        ) { x, y in
            let v = f1(x, y)
            return (v, v, v, f2(x, y))
        },
        PNGFormatCase(testDescription: "transparent → grey + alpha", options: .default, colourType: 4, bitDepth: 8) {
            _, _ in (0, 0, 0, 0)
        },
        PNGFormatCase(testDescription: "one colour → 1-bit palette", options: .default, colourType: 3, bitDepth: 1) {
            _, _ in (200, 30, 40, 255)
        },
        PNGFormatCase(testDescription: "3 colours → 2-bit palette", options: .default, colourType: 3, bitDepth: 2) {
            x, y in [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)][(x + y) % 3]
        },
        PNGFormatCase(
            testDescription: "16 translucent colours → 4-bit palette + tRNS", options: .default, colourType: 3,
            bitDepth: 4
        ) { x, y in
            let i = (x * 3 + y) % 16
            return (UInt8(i * 16), UInt8(255 - i * 9), 77, i % 2 == 0 ? 255 : UInt8(i * 15))
        },
        PNGFormatCase(
            testDescription: "256 colours → 8-bit palette", options: .default, colourType: 3, bitDepth: 8,
            width: 16, height: 16
        ) { x, y in (UInt8(x * 16), UInt8(y * 16), 9, 255) },
        PNGFormatCase(
            testDescription: "257 opaque colours → RGB", options: .default, colourType: 2, bitDepth: 8,
            width: 257, height: 1
        ) { x, _ in (UInt8(x % 256), x == 256 ? 1 : 0, 3, 255) },
        PNGFormatCase(
            testDescription: "many translucent colours → RGBA", options: .default, colourType: 6, bitDepth: 8,
            width: 64, height: 64
        ) { x, y in (f1(x, y), f2(x, y), f3(x, y), f4(x, y)) },
        PNGFormatCase(
            testDescription: "opaque grey forced to RGBA", options: PNGEncodingOptions(format: .rgba), colourType: 6,
            bitDepth: 8
        ) { x, y in
            let v = f1(x, y)
            return (v, v, v, 255)
        },
        PNGFormatCase(
            testDescription: "one colour, fast, forced to RGBA",
            options: PNGEncodingOptions(compression: .fast, format: .rgba), colourType: 6, bitDepth: 8
        ) { _, _ in (1, 2, 3, 4) },
    ]
}

/// A way to damage a valid PNG.
enum PNGCorruption: Sendable, CaseIterable, CustomTestStringConvertible {
    case empty
    case signatureOnly
    case truncatedInIHDR
    case truncatedInIDAT
    case truncatedInIDATCRC
    case flippedIHDRCRC
    case flippedIDATCRC
    case randomBytes
    case signatureThenRandomBytes

    var testDescription: String { "\(self)" }

    func apply(to png: [UInt8]) -> [UInt8] {
        let all = chunks(of: png)
        let idat = all.first { $0.type == "IDAT" }!
        var random = SplitMix(seed: 42)
        switch self {
        case .empty:
            return []
        case .signatureOnly:
            return Array(png[0..<8])
        case .truncatedInIHDR:
            return Array(png[0..<20])
        case .truncatedInIDAT:
            return Array(png[0..<(idat.offset + 8 + idat.length / 2)])
        case .truncatedInIDATCRC:
            return Array(png[0..<(idat.offset + 8 + idat.length + 2)])
        case .flippedIHDRCRC:
            var bytes = png
            bytes[8 + 8 + 13] ^= 0x01
            return bytes
        case .flippedIDATCRC:
            var bytes = png
            bytes[idat.offset + 8 + idat.length + 3] ^= 0x80
            return bytes
        case .randomBytes:
            return (0..<500).map { _ in UInt8.random(in: 0...255, using: &random) }
        case .signatureThenRandomBytes:
            return Array(png[0..<8]) + (0..<500).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
    }
}

/// The seed of a pseudo-random test bitmap.
struct RandomSeed: Sendable, CustomTestStringConvertible {
    var value: UInt64
    var testDescription: String { "seed \(value)" }

    /// One case per seed.
    static func list(_ values: UInt64...) -> [RandomSeed] { values.map(RandomSeed.init) }
}

/// Encoding options under a readable name.
struct EncodingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var options: PNGEncodingOptions
    var testDescription: String { name }

    /// Default options, forced RGBA, and fast compression.
    static let all = [
        EncodingCase(name: "default options", options: .default),
        EncodingCase(name: "RGBA format", options: PNGEncodingOptions(format: .rgba)),
        EncodingCase(name: "fast compression", options: PNGEncodingOptions(compression: .fast)),
    ]
}

// MARK: - Tests

@Suite("PNGCodec")
struct PNGCodecTests {
    /// A 41×29 bitmap of random straight colours with random alpha, including 0 and 255.
    private func randomBitmap(seed: UInt64) throws -> Bitmap {
        var random = SplitMix(seed: seed)
        return try bitmap(width: 41, height: 29) { _, _ in
            let partial = UInt8.random(in: 1...254, using: &random)
            let alpha: UInt8 = [0, 255, partial][Int.random(in: 0..<3, using: &random)]
            return (
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), alpha
            )
        }
    }

    @Test(
        "round trip of random straight-colour bitmaps is exact", arguments: RandomSeed.list(1, 2, 3, 4),
        EncodingCase.all)
    func roundTripStraight(seed: RandomSeed, encoding: EncodingCase) throws {
        let original = try randomBitmap(seed: seed.value)
        let decoded = try PNGCodec.decode(PNGCodec.encode(original, options: encoding.options))
        #expect(decoded == original)
    }

    /// Any valid premultiplied pixel (colour ≤ alpha) survives premultiplied → straight →
    /// premultiplied with Bitmap's rounding, so arbitrary premultiplied bitmaps round-trip too.
    @Test("round trip of random valid premultiplied bitmaps is exact", arguments: RandomSeed.list(10, 11, 12))
    func roundTripPremultiplied(seed: RandomSeed) throws {
        var random = SplitMix(seed: seed.value)
        var pixels: [UInt8] = []
        for _ in 0..<(37 * 23) {
            let a = UInt8.random(in: 0...255, using: &random)
            pixels += (0..<3).map { _ in UInt8.random(in: 0...a, using: &random) } + [a]
        }
        let original = try Bitmap(width: 37, height: 23, premultipliedRGBA: pixels)
        let decoded = try PNGCodec.decode(PNGCodec.encode(original))
        #expect(decoded == original)
    }

    @Test("few-colour bitmaps with partial alpha round-trip through a palette", arguments: RandomSeed.list(5, 6, 7))
    func roundTripPalette(seed: RandomSeed) throws {
        var random = SplitMix(seed: seed.value)
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = (0..<40).map { _ in
            (
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random)
            )
        }
        let original = try bitmap(width: 33, height: 21) { _, _ in colours[Int.random(in: 0..<40, using: &random)] }
        let png = try PNGCodec.encode(original)
        #expect(header(of: png).colourType == 3)
        #expect(try PNGCodec.decode(png) == original)
    }

    @Test("automatic format picks the smallest lossless format", arguments: PNGFormatCase.all)
    func automaticFormat(_ format: PNGFormatCase) throws {
        let original = try bitmap(width: format.width, height: format.height, format.pixel)
        let png = try PNGCodec.encode(original, options: format.options)
        let ihdr = header(of: png)
        #expect(ihdr.colourType == format.colourType)
        #expect(ihdr.bitDepth == format.bitDepth)
        #expect(ihdr.interlace == 0)
        #expect(try PNGCodec.decode(png) == original)
    }

    @Test("a translucent palette keeps its translucent entries first, so tRNS is short")
    func shortTRNS() throws {
        // 20 opaque colours first, then a single translucent one.
        let original = try bitmap(width: 21, height: 1) { x, _ in x < 20 ? (UInt8(x), 0, 0, 255) : (9, 9, 90, 100) }
        let png = try PNGCodec.encode(original)
        let trns = try #require(chunks(of: png).first { $0.type == "tRNS" })
        #expect(trns.length == 1)
        #expect(try PNGCodec.decode(png) == original)
    }

    @Test("encoding is deterministic and writes no time or text chunks", arguments: EncodingCase.all)
    func deterministic(encoding: EncodingCase) throws {
        let options = encoding.options
        let original = try randomBitmap(seed: 99)
        let first = try PNGCodec.encode(original, options: options)
        let second = try PNGCodec.encode(original, options: options)
        #expect(first == second)
        #expect(Array(first[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let types = chunks(of: first).map(\.type)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(Set(types).isSubset(of: ["IHDR", "PLTE", "tRNS", "sRGB", "IDAT", "IEND"]), "\(types)")
    }

    @Test("fast compression decodes to the same pixels", arguments: [PNGEncodingOptions.Format.automatic, .rgba])
    func fast(format: PNGEncodingOptions.Format) throws {
        let original = try bitmap(width: 64, height: 48) { x, y in (UInt8(x * 4), UInt8(y * 5), 128, 255) }
        let fast = try PNGCodec.encode(original, options: PNGEncodingOptions(compression: .fast, format: format))
        let small = try PNGCodec.encode(original, options: PNGEncodingOptions(compression: .default, format: format))
        #expect(try PNGCodec.decode(fast) == original)
        #expect(try PNGCodec.decode(small) == original)
        #expect(small.count <= fast.count)
    }

    @Test("largest allowed side encodes and decodes")
    func largestSide() throws {
        let original = try bitmap(width: Bitmap.maxDimension, height: 2) { x, y in (UInt8(x % 251), UInt8(y), 7, 255) }
        #expect(try PNGCodec.decode(PNGCodec.encode(original)) == original)
    }

    @Test("a bitmap whose pixel buffer was resized is rejected")
    func pixelCountMismatch() throws {
        var broken = try Bitmap(width: 4, height: 4)
        broken.pixels.removeLast(4)
        let error = thrown { () throws(RasterError) in try PNGCodec.encode(broken) }
        #expect(error == .pixelCountMismatch(expected: 64, actual: 60))
    }

    @Test("decodes fixture PNGs of every colour type, depth and interlacing", arguments: PNGFixture.all)
    func decodeFixture(_ fixture: PNGFixture) throws {
        let url = fixtures.appendingPathComponent(fixture.name + ".png")
        let bytes = [UInt8](try Data(contentsOf: url))
        let ihdr = header(of: bytes)
        #expect(ihdr.bitDepth == fixture.ihdr.bitDepth)
        #expect(ihdr.colourType == fixture.ihdr.colourType)
        #expect(ihdr.interlace == (fixture.interlaced ? 1 : 0))

        let expected = try bitmap(width: PNGFixture.width, height: PNGFixture.height, fixture.expected)
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.width == PNGFixture.width)
        #expect(decoded.height == PNGFixture.height)
        if fixture.tolerance == 0 {
            #expect(decoded == expected)
        } else {
            let worst = zip(decoded.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= fixture.tolerance)
        }
        #expect(try PNGCodec.read(contentsOf: url.path) == decoded)
    }

    @Test("corrupt input throws pngDecodingFailed with libpng's message", arguments: PNGCorruption.allCases)
    func corrupt(_ corruption: PNGCorruption) throws {
        let valid = try PNGCodec.encode(randomBitmap(seed: 7), options: PNGEncodingOptions(format: .rgba))
        let error = decodeError(corruption.apply(to: valid))
        guard case .pngDecodingFailed(let message) = error else {
            Issue.record("expected pngDecodingFailed, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("a PNG that ends right after its image data (no IEND) still decodes, like in browsers")
    func missingIEND() throws {
        let original = try randomBitmap(seed: 8)
        let png = try PNGCodec.encode(original)
        let iend = try #require(chunks(of: png).last)
        #expect(iend.type == "IEND")
        #expect(try PNGCodec.decode(Array(png[0..<iend.offset])) == original)
    }

    @Test("an IHDR larger than Bitmap.maxDimension is rejected before allocating")
    func oversized() throws {
        let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("oversized_100000x1.png")))
        #expect(decodeError(bytes) == .invalidCanvasSize(width: 100_000, height: 1, limit: 16_384))
    }

    /// A header one pixel past the limit (its CRC made valid, so only the size is wrong) is
    /// refused; the same picture at the limit decodes (`largestSide` above).
    @Test("an IHDR of Bitmap.maxDimension + 1 is rejected, naming the limit")
    func justPastTheLimit() throws {
        var png = try PNGCodec.encode(try bitmap(width: Bitmap.maxDimension, height: 1) { _, _ in (1, 2, 3, 255) })
        let wider = UInt32(Bitmap.maxDimension + 1)
        for (i, shift) in [24, 16, 8, 0].enumerated() { png[16 + i] = UInt8(truncatingIfNeeded: wider >> shift) }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in png[12..<29] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for (i, shift) in [24, 16, 8, 0].enumerated() { png[29 + i] = UInt8(truncatingIfNeeded: crc >> shift) }
        #expect(decodeError(png) == .invalidCanvasSize(width: 16_385, height: 1, limit: 16_384))
    }

    @Test("write then read round-trips, and overwriting replaces the file")
    func writeAndOverwrite() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        let first = try randomBitmap(seed: 1)
        let second = try randomBitmap(seed: 2)

        try PNGCodec.write(first, to: path)
        #expect(try PNGCodec.read(contentsOf: path) == first)
        try PNGCodec.write(second, to: path, options: PNGEncodingOptions(compression: .fast))
        #expect(try PNGCodec.read(contentsOf: path) == second)
        #expect(
            [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                == (try PNGCodec.encode(second, options: PNGEncodingOptions(compression: .fast))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test("writing into a missing directory throws fileError and leaves nothing behind")
    func writeToMissingDirectory() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/out.png").path

        let error = writeError(path)
        guard case .fileError(let reportedPath, let reason) = error else {
            Issue.record("expected fileError, got \(String(describing: error))")
            return
        }
        #expect(reportedPath == path)
        #expect(reason.contains(String(cString: strerror(ENOENT))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a failed rename removes the temporary file and leaves the target untouched")
    func failedRename() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The target is a non-empty directory: the temporary file is written, the rename fails.
        let target = directory.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data([1, 2, 3]).write(to: target.appendingPathComponent("keep"))

        let error = writeError(target.path)
        guard case .fileError(_, let reason) = error else {
            Issue.record("expected fileError, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["keep"])
    }

    @Test("reading a missing file or a directory throws fileError")
    func readErrors() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nope.png").path

        let noSuchFile = String(cString: strerror(ENOENT))
        #expect(readError(missing) == .fileError(path: missing, reason: "cannot open: \(noSuchFile)"))
        guard case .fileError = readError(directory.path) else {
            Issue.record("reading a directory should throw fileError")
            return
        }
    }

    @Test("reading a file that is not a PNG throws pngDecodingFailed")
    func readNotPNG() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("text.png")
        try Data("hello".utf8).write(to: path)
        guard case .pngDecodingFailed(let message) = readError(path.path) else {
            Issue.record("expected pngDecodingFailed")
            return
        }
        #expect(!message.isEmpty)
    }
}
