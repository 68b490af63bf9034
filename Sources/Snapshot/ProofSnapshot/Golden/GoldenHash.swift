import Raster

/// A fast non-cryptographic 64-bit hash of bytes: XXH64 (Yann Collet's xxHash, 64-bit variant),
/// written here from its specification, so its values equal the reference library's
/// (`XXH64(bytes, count, seed)`). It tells whether a golden's file or pixels changed since the
/// manifest was written; it is no defence against someone crafting collisions.
public enum GoldenHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The XXH64 of `bytes` with `seed`.
    public static func xxh64(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { xxh64($0, seed: seed) }
    }

    /// The XXH64 of the bytes of `buffer` with `seed`.
    public static func xxh64(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = buffer.count
        var offset = 0
        var h: UInt64
        if count >= 32 {
            var v1 = seed &+ p1 &+ p2
            var v2 = seed &+ p2
            var v3 = seed
            var v4 = seed &- p1
            while offset + 32 <= count {
                v1 = round(v1, word64(buffer, offset))
                v2 = round(v2, word64(buffer, offset + 8))
                v3 = round(v3, word64(buffer, offset + 16))
                v4 = round(v4, word64(buffer, offset + 24))
                offset += 32
            }
            h = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = seed &+ p5
        }
        h = h &+ UInt64(count)
        while offset + 8 <= count {
            h ^= round(0, word64(buffer, offset))
            h = rotate(h, 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            h ^= UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) &* p1
            h = rotate(h, 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            h ^= UInt64(buffer[offset]) &* p5
            h = rotate(h, 11) &* p1
            offset += 1
        }
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }

    /// The hash of a bitmap's pixels: the XXH64 of its premultiplied RGBA bytes, seeded with its
    /// size (`width << 32 | height`), so that the same bytes in another shape hash differently.
    public static func pixels(of bitmap: Bitmap) -> UInt64 {
        xxh64(bitmap.pixels, seed: UInt64(bitmap.width) << 32 | UInt64(bitmap.height))
    }

    /// `value` as 16 lowercase hexadecimal digits, as the manifest stores it.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @inline(__always) private static func word64(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always) private static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { x << r | x >> (64 - r) }

    @inline(__always) private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* p1 &+ p4
    }
}
