import Raster

/// One drawing command of a display list, in points of the root view's coordinate space.
public enum DisplayItem: Sendable {
    /// Fills a path.
    case fill(path: Raster.Path, paint: ResolvedPaint, evenOdd: Bool)
    /// Replaces what is already drawn under a path with its Gaussian blur (σ = radius / 2, radius
    /// in points): the backdrop of a material, followed by a `fill` of the same path in its tint.
    case backdropBlur(path: Raster.Path, radius: CGFloat, evenOdd: Bool)
    /// Strokes a path.
    case stroke(path: Raster.Path, paint: ResolvedPaint, style: Raster.StrokeStyle)
    /// Draws laid-out text with its top-left corner at `origin`.
    case text(TextLayout, origin: CGPoint, paint: ResolvedPaint, string: String)
    /// Draws an image into a rectangle, tinted for template images.
    case image(Bitmap, rect: CGRect, tint: ResolvedPaint?, name: String)
    /// Starts clipping to a path (until the matching `popClip`).
    case pushClip(Raster.Path)
    /// Ends the innermost clip.
    case popClip
    /// Starts a group composited as a whole with opacity, blend mode and shadow.
    case beginLayer(opacity: Double, blendMode: BlendMode, shadow: ShadowSpec?)
    /// Ends the innermost layer.
    case endLayer
    /// Inside a layer, starts drawing its mask: what is drawn until `endMask` is not shown; its
    /// alpha multiplies the layer's pixels (`.mask`).
    case beginMask
    /// Ends the mask and applies it to the layer.
    case endMask
    /// Concatenates a transform (until `popTransform`).
    case pushTransform(CGAffineTransform)
    /// Restores the transform.
    case popTransform
    /// Records accessibility properties of a view's frame (draws nothing).
    case accessibility(AccessibilityRecord)
}
