import Foundation
import UIKit

/// A file attached to a failing snapshot (swift-snapshot-testing's `XCTAttachment`, which Apple's
/// XCTest has and the open-source XCTest of Linux does not): its data, a uniform type identifier
/// and a name. Proof writes each beside the failing snapshot in the artifacts folder and attaches it
/// to the Swift Testing issue.
public struct XCTAttachment {
    /// The attached bytes.
    public var data: Data
    /// The uniform type identifier of the data (`public.png`, `public.plain-text`), if known.
    public var uniformTypeIdentifier: String?
    /// The attachment's name, which becomes part of its file name.
    public var name: String?

    /// An attachment of `data`.
    public init(data: Data) { self.data = data }

    /// An attachment of `data` of the type `uniformTypeIdentifier`.
    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// An attachment of `image`'s PNG data (empty when the image has no pixels).
    public init(image: UIImage) { self.init(data: image.pngData() ?? Data(), uniformTypeIdentifier: "public.png") }
}
