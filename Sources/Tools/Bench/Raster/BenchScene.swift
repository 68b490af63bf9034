import Raster

/// A benchmark scene: a canvas size and the operations drawn, in order, on a transparent canvas.
///
/// JSON form: `{"name": "...", "width": W, "height": H, "ops": [op, ...]}` (see `SceneOp`).
struct BenchScene: Sendable {
    /// Short snake_case identifier; also the PNG file name in `render`.
    var name: String
    /// Canvas width in pixels.
    var width: Int
    /// Canvas height in pixels.
    var height: Int
    /// Drawing operations, in order.
    var ops: [SceneOp]
}

extension BenchScene: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, width, height, ops
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: c, debugDescription: "scene name \"\(name)\" cannot be used as a file name")
        }
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        do {
            try Bitmap.validate(width: width, height: height)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription: error.description)
        }
        ops = try c.decode([SceneOp].self, forKey: .ops)
    }
}
