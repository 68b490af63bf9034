import Testing

@testable import Raster

/// `MemoryFill` stores exactly what an element-by-element loop stores, at every length around its
/// thresholds (in whichever paths this build of the module takes: the standard library's loops, and
/// libc's `wmemset` for runs of `MemoryFill.wideFillMinimum` words or more, when it is optimised;
/// libc's under `PROOF_ENGINE_ONONE`).
@Suite("Engine: memory fills")
struct MemoryFillTests {
    static let lengths = Array(0...67) + [255, 256, 257, 1000]

    /// Words of either sign as `wmemset`'s 32-bit `wchar_t` sees them, at an odd word offset too.
    @Test(arguments: lengths)
    func wordsFillEverySlotAndNothingPast(count: Int) {
        for word: UInt32 in [0x1122_3344, 0xFF80_0001] {
            for offset in [1, 2] {
                var slots = [UInt32](repeating: 0xDEAD_BEEF, count: count + offset + 2)
                slots.withUnsafeMutableBufferPointer {
                    MemoryFill.words($0.baseAddress! + offset, word, count: count)
                }
                let expected =
                    [UInt32](repeating: 0xDEAD_BEEF, count: offset) + [UInt32](repeating: word, count: count)
                    + [0xDEAD_BEEF, 0xDEAD_BEEF]
                #expect(slots == expected, "word \(word), offset \(offset)")
            }
        }
    }

    @Test(arguments: lengths)
    func zeroAndBytesFillEveryCellAndNothingPast(count: Int) {
        var cells = [Float](repeating: -1.5, count: count + 2)
        cells.withUnsafeMutableBufferPointer { MemoryFill.zero($0.baseAddress! + 1, count: count) }
        #expect(cells == [-1.5] + [Float](repeating: 0, count: count) + [-1.5])
        #expect(cells.dropFirst().dropLast().allSatisfy { $0.sign == .plus })
        var bytes = [UInt8](repeating: 7, count: count + 2)
        bytes.withUnsafeMutableBufferPointer { MemoryFill.bytes($0.baseAddress! + 1, 200, count: count) }
        #expect(bytes == [7] + [UInt8](repeating: 200, count: count) + [7])
        var counters = [Int32](repeating: -3, count: count + 2)
        counters.withUnsafeMutableBufferPointer { MemoryFill.zero($0.baseAddress! + 1, count: count) }
        #expect(counters == [-3] + [Int32](repeating: 0, count: count) + [-3])
    }

    /// Clearing stores the colour in every pixel.
    @Test(arguments: [("teal", Color(red: 0, green: 0.5, blue: 0.5)), ("white", Color.white)])
    func clearStoresTheColourInEveryPixel(name: String, colour: Color) throws {
        let canvas = try Canvas(width: 37, height: 5)
        canvas.clear(colour)
        let (r, g, b, a) = colour.premultiplied8
        #expect(canvas.pixels == (0..<37 * 5).flatMap { _ in [r, g, b, a] }, "\(name)")
    }
}
