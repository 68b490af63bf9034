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

    /// Where a helper text sits under the bar.
    public enum HelperTextAlignment: Equatable, Sendable {
        /// Centred under the bar.
        case center
        /// At the leading edge.
        case start
        /// At the trailing edge.
        case end
    }

    /// The helper text of a determinate bar: a description, or the percentage (with an optional
    /// description beside it). A string literal is a centred description, as the documents write it.
    public enum HelperTextType: Equatable, Sendable, ExpressibleByStringLiteral {
        /// `description` alone, aligned by `alignment`.
        case description(_ description: String, alignment: HelperTextAlignment = .center)
        /// The percentage ("75%"): centred alone, or at the leading (`.start`) or trailing (`.end`)
        /// edge with `description` at the other edge.
        case percent(description: String? = nil, alignment: HelperTextAlignment = .center)

        /// A centred description.
        public init(stringLiteral value: String) { self = .description(value) }
    }

    private let progress: Double?
    private let status: Status
    private let gapSize: GapSize
    private let track: Bool
    private let stopIndicator: Bool
    private let helperText: HelperTextType?
    private let animated: Bool
    private let accessibility: OUDSAccessibilityConfiguration?
    @Environment(\.theme) private var theme
    @Environment(\.oudsUseMonochrome) private var useMonochrome
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection

    /// A determinate bar at `progress` (clamped to [0, 1]), with a track by default, an optional stop
    /// indicator and a helper text (the centred percentage by default; nil for none), in OUDS iOS 3's
    /// order. `animated` chooses the reveal animation, whose final frame is drawn.
    public init(
        progress: Double, status: Status = .neutral, track: Bool = true, stopIndicator: Bool = false,
        helperText: HelperTextType? = .percent(alignment: .center), gapSize: GapSize = .default,
        animated: Bool = true, accessibility: OUDSAccessibilityConfiguration? = nil
    ) {
        self.progress = ProgressFraction.clamped(progress)
        self.status = status
        self.gapSize = gapSize
        self.track = track
        self.stopIndicator = stopIndicator
        self.helperText = helperText
        self.animated = animated
        self.accessibility = accessibility
    }

    /// The documents' order (gap size before track, a plain helper text, none by default).
    @_disfavoredOverload
    @available(
        *, deprecated,
        renamed: "init(progress:status:track:stopIndicator:helperText:gapSize:animated:accessibility:)"
    )
    public init(
        progress: Double, status: Status = .neutral, gapSize: GapSize = .default, track: Bool = true,
        stopIndicator: Bool = false, helperText: String? = nil, animated: Bool = true
    ) {
        self.init(
            progress: progress, status: status, track: track, stopIndicator: stopIndicator,
            helperText: helperText.map { .description($0) }, gapSize: gapSize, animated: animated)
    }

    /// An indeterminate bar (a static frame of the animation), with a track by default and an optional
    /// helper text aligned by `helperTextAlignment`.
    public init(
        status: Status = .neutral, track: Bool = true, helperText: String? = nil,
        helperTextAlignment: HelperTextAlignment = .center, gapSize: GapSize = .default,
        accessibility: OUDSAccessibilityConfiguration? = nil
    ) {
        progress = nil
        self.status = status
        self.gapSize = gapSize
        self.track = track
        stopIndicator = false
        self.helperText = helperText.map { .description($0, alignment: helperTextAlignment) }
        animated = true
        self.accessibility = accessibility
    }

    /// The documents' order for an indeterminate bar (gap size before track).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(status:track:helperText:helperTextAlignment:gapSize:accessibility:)")
    public init(status: Status = .neutral, gapSize: GapSize = .default, track: Bool = true, helperText: String? = nil) {
        self.init(status: status, track: track, helperText: helperText, gapSize: gapSize)
    }

    /// The percentage of a determinate bar as the helper text and VoiceOver show it ("75%").
    private var percentText: String? { progress.map(ProgressFraction.percent) }

    /// The bar and the helper text.
    public var body: some View {
        let tokens = theme.progressIndicator
        return VStack(spacing: tokens.spacePaddingBlock) {
            bar(tokens)
            helper
        }
        .frame(maxWidth: .infinity)
        .modifier(
            ProgressAccessibility(
                progress: progress, helperText: spokenHelperText, name: accessibility?.name,
                state: accessibility?.state))
    }

    /// The description read by VoiceOver (the percentage is the value).
    private var spokenHelperText: String? {
        switch helperText {
        case .description(let text, _): text
        case .percent(let text, let alignment): alignment == .center ? nil : text
        case nil: nil
        }
    }

    @ViewBuilder private var helper: some View {
        switch helperText {
        case .description(let text, let alignment):
            helperLine(
                leading: alignment == .end ? nil : text, trailing: alignment == .end ? text : nil,
                centred: alignment == .center)
        case .percent(_, .center):
            helperLine(leading: percentText, trailing: nil, centred: true)
        case .percent(let text, .start):
            helperLine(leading: percentText, trailing: text, centred: false)
        case .percent(let text, .end):
            helperLine(leading: text, trailing: percentText, centred: false)
        case nil:
            EmptyView()
        }
    }

    /// One line of helper text: centred, or its leading and trailing parts at the edges.
    @ViewBuilder private func helperLine(leading: String?, trailing: String?, centred: Bool) -> some View {
        if centred {
            helperLabel(leading ?? "").multilineTextAlignment(.center).frame(maxWidth: .infinity)
        } else {
            HStack(spacing: theme.progressIndicator.spacePaddingBlock) {
                if let leading { helperLabel(leading) }
                Spacer(minLength: 0)
                if let trailing { helperLabel(trailing).multilineTextAlignment(.trailing) }
            }
        }
    }

    private func helperLabel(_ text: String) -> some View {
        Text(text).font(theme.fonts.labelDefaultMedium).foregroundColor(theme.colors.contentDefault)
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
