import Foundation
import ProofText

/// Everything a render depends on besides the view: size, scale, appearance, direction, text size.
public struct RenderConfiguration: Hashable, Sendable {
    /// The size offered to the root view.
    public enum SizeProposal: Hashable, Sendable {
        /// The view's ideal size.
        case intrinsic
        /// A fixed width, the ideal height.
        case width(CGFloat)
        /// A fixed size.
        case fixed(width: CGFloat, height: CGFloat)
    }

    /// The size offered to the root view.
    public var size: SizeProposal = .intrinsic
    /// Device pixels per point (1, 2 or 3).
    public var scale: CGFloat = 1
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Forced interaction state (hover, pressed, focused).
    public var interactionState: InteractionState = .idle
    /// A colour under the view; nil keeps the background transparent.
    public var background: Color?
    /// A device's safe-area insets (status bar, sensor housing, home indicator), for a fixed size:
    /// the root view is laid out in the rectangle inside them, and views that ignore the safe area
    /// (`.ignoresSafeArea()`, `.background(_:)` styles, list backgrounds) reach into them. None by
    /// default. Proof extension (SwiftUI takes it from the window).
    public var safeAreaInsets = EdgeInsets()
    /// The locale localized text is translated for (nil: `en_US`). Setting a right-to-left locale
    /// (Arabic, Hebrew, Persian, Urdu, …) also sets `layoutDirection` to right to left, as iOS
    /// does; set `layoutDirection` afterwards to override it.
    public var locale: Locale? {
        didSet {
            if let locale, Localizations.isRightToLeft(locale) { layoutDirection = .rightToLeft }
        }
    }

    /// A configuration (1x, light, left to right, Large, intrinsic size, transparent).
    public init(
        size: SizeProposal = .intrinsic, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        dynamicTypeSize: DynamicTypeSize = .large, interactionState: InteractionState = .idle, background: Color? = nil
    ) {
        self.size = size
        self.scale = scale
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
        self.interactionState = interactionState
        self.background = background
    }

    /// The environment a render starts from.
    public var environment: EnvironmentValues {
        var e = EnvironmentValues()
        e.displayScale = scale
        e.colorScheme = colorScheme
        e.colorSchemeContrast = colorSchemeContrast
        e.layoutDirection = layoutDirection
        e.dynamicTypeSize = dynamicTypeSize
        e.interactionState = interactionState
        if let locale { e.locale = locale }
        return e
    }
}
