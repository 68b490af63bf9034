import ProofUI
import UIKit

/// A device to render a view on, as swift-snapshot-testing describes one: its screen size in
/// points, its safe-area insets and its traits (size classes, idiom, text size).
///
/// The presets are the library's, with the same numbers, plus current phones it does not list
/// (`iPhone14` … `iPhone16ProMax`, a Proof extension, sizes and insets from Apple's device
/// specifications). As there, presets leave `traits.displayScale` unspecified: the image is drawn at
/// the scale of the `traits:` given to `.image`, else at `UIScreen.main.scale` (3).
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// An iPad's orientation and, for a multitasking split, the app's share of the screen.
    public enum TabletOrientation: Sendable {
        /// The portrait splits.
        public enum PortraitSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The landscape splits.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen.
            case oneThird
            /// Half the screen.
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// Landscape, with the app in `splitView`.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app in `splitView`.
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the system keeps clear (status bar, home indicator, sensor housing).
    public var safeArea: UIEdgeInsets
    /// The screen size in points; nil sizes the view to fit.
    public var size: CGSize?
    /// The device's traits.
    public var traits: UITraitCollection

    /// A device of `size` with `safeArea` and `traits`.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
