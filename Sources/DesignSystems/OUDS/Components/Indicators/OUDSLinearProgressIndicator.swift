import ProofUI

/// A linear progress indicator: a bar (4 pt, `sizeLinearIndicatorHeight`, scaled with Dynamic Type)
/// filling the width it is offered, the indicator in the status colour from the leading edge, the
/// track after a gap, an optional stop indicator and an optional centred helper text 8 pt below.
///
/// - Caps: square, or round when the theme's `tuning.hasRoundedProgressIndicators` (or the brand's
///   default radius) makes the radius non-zero. Pieces are drawn to their exact extent, so the visible
///   gap is the same with either cap.
/// - Determinate: `progress` is clamped to [0, 1]; the gap fades to 0 over the last hundredth near 0
///   and 1; the stop indicator (a square as high as the bar, a circle with round caps) sits flush at
///   the trailing end and is hidden at 100 %. The reveal animation is represented by its final frame.
/// - Indeterminate: a documented static frame of the Material 3 animation — one segment over the
///   first `linearIndeterminateSegmentFraction` (30 %) of the bar, then the gap and the track.
/// - On a monochrome `OUDSColoredSurface` the status is ignored and `contentDefault` is used.
///
/// ```swift
/// OUDSLinearProgressIndicator(progress: 0.75, helperText: "Uploading…")
/// OUDSLinearProgressIndicator(status: .accent, gapSize: .small)
/// ```
public struct OUDSLinearProgressIndicator: View {
    /// The status (colour) of the indicator.
    public typealias Status = OUDSProgressIndicatorStatus
    /// The gap between indicator and track.
    public typealias GapSize = OUDSProgressIndicatorGapSize

    private let progress: Double?
    private let status: Status
    private let gapSize: GapSize
    private let track: Bool
    private let stopIndicator: Bool
    private let helperText: String?
    private let animated: Bool
    @Environment(\.theme) private var theme
    @Environment(\.oudsUseMonochrome) private var useMonochrome
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection

    /// A determinate bar at `progress` (clamped to [0, 1]), with a track by default, an optional stop
    /// indicator and helper text. `animated` chooses the reveal animation, whose final frame is drawn.
    public init(
        progress: Double, status: Status = .neutral, gapSize: GapSize = .default, track: Bool = true,
        stopIndicator: Bool = false,
        helperText: String? = nil, animated: Bool = true
    ) {
        self.progress = min(1, max(0, progress.isNaN ? 0 : progress))
        self.status = status
        self.gapSize = gapSize
        self.track = track
        self.stopIndicator = stopIndicator
        self.helperText = helperText
        self.animated = animated
    }

    /// An indeterminate bar (a static frame of the animation), with a track by default and an optional helper text.
    public init(status: Status = .neutral, gapSize: GapSize = .default, track: Bool = true, helperText: String? = nil) {
        progress = nil
        self.status = status
        self.gapSize = gapSize
        self.track = track
        stopIndicator = false
        self.helperText = helperText
        animated = true
    }

    /// The bar and the helper text.
    public var body: some View {
        let tokens = theme.progressIndicator
        return VStack(spacing: tokens.spacePaddingBlock) {
            bar(tokens)
            if let helperText {
                Text(helperText)
                    .font(theme.fonts.labelDefaultMedium)
                    .foregroundColor(theme.colors.contentDefault)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(maxWidth: .infinity)
        .modifier(ProgressAccessibility(progress: progress, helperText: helperText))
    }

    /// The bar, mirrored in right-to-left layouts so that it fills from the leading edge.
    @ViewBuilder private func bar(_ tokens: ProgressIndicatorComponentTokens) -> some View {
        if layoutDirection == .rightToLeft {
            pieces(tokens).scaleEffect(x: -1, y: 1)
        } else {
            pieces(tokens)
        }
    }

    private func pieces(_ tokens: ProgressIndicatorComponentTokens) -> some View {
        let height = tokens.sizeLinearIndicatorHeight * CGFloat(dynamicTypeSize.scale)
        let color = useMonochrome ? theme.colors.contentDefault : tokens.colorIndicator.color(status.kind)
        let radius = tokens.borderRadius(rounded: theme.tuning.hasRoundedProgressIndicators)
        let value = progress ?? tokens.linearIndeterminateSegmentFraction
        let fade = min(1, value / ProgressSegments.gapFadeFraction, (1 - value) / ProgressSegments.gapFadeFraction)
        let gap = value > 0 ? gapSize.linearGap(tokens) * CGFloat(fade) : 0
        return ZStack {
            if track && value < 1 {
                ProgressBarSegmentShape(from: value, to: 1, leadingInset: gap, cornerRadius: radius).fill(
                    tokens.colorTrack)
            }
            if value > 0 {
                ProgressBarSegmentShape(from: 0, to: value, cornerRadius: radius).fill(color)
            }
            if stopIndicator && value < 1 {
                ProgressStopShape(cornerRadius: radius).fill(color)
            }
        }
        .frame(height: height)
        .frame(maxWidth: .infinity)
    }
}
