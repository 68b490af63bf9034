import ChallengeCore
import ChallengeCoreMocks
import Foundation
import Raster
import UIKit

/// The images and loaders the snapshot states use: no file, no network.
public enum SnapshotImages {
    /// The URL the loaded states ask for.
    public static let testURL = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")

    /// A 200×200 px diagonal gradient from iOS's system blue (#007AFF) to system purple (#AF52DE),
    /// computed pixel by pixel (the team draws the same gradient with `UIGraphicsImageRenderer`).
    public static let gradient: UIImage = {
        let side = 200
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        let from: [Double] = [0x00, 0x7A, 0xFF]
        let to: [Double] = [0xAF, 0x52, 0xDE]
        for y in 0..<side {
            for x in 0..<side {
                let t = Double(x + y) / Double(2 * (side - 1))
                for c in 0..<3 {
                    pixels[(y * side + x) * 4 + c] = UInt8((from[c] + (to[c] - from[c]) * t).rounded())
                }
            }
        }
        // The pixels are opaque and in range, so the bitmap cannot fail.
        let bitmap = try! Bitmap(width: side, height: side, premultipliedRGBA: pixels)
        return UIImage(bitmap: bitmap, scale: 1)
    }()

    /// A loader that has the gradient at once.
    public static let loaded = ImageLoaderMock(cachedImage: gradient, asyncImage: gradient)
    /// A loader that has nothing cached and loads the gradient.
    public static let loadedLater = ImageLoaderMock(cachedImage: nil, asyncImage: gradient)
    /// A loader whose loads fail.
    public static let failing = ImageLoaderMock(cachedImage: nil, asyncImage: nil)
}
