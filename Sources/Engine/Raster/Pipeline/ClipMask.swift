/// An anti-aliased clip: 8-bit coverage for every canvas pixel, and the box outside which it is zero.
struct ClipMask: Sendable {
    var coverage: [UInt8]
    var bounds: PixelBox

    init(width: Int, height: Int) {
        coverage = [UInt8](repeating: 0, count: width * height)
        bounds = .empty
    }
}
