import ProofUI

/// A circular progress indicator: an arc clockwise from 12 o'clock in the status colour, over an
/// optional track with a gap at each end of the arc.
///
/// - Size: 48 pt by default (`sizeCircularDefault`, scaled with Dynamic Type); constrained with
///   `.frame(width:height:)` it takes the smaller side, and the stroke (12.5 % of the diameter) and the
///   gap scale with it.
/// - Caps: butt, or round when the theme's `tuning.hasRoundedProgressIndicators` (or the brand's
///   default radius) makes the radius non-zero. With round caps the gap is widened by the stroke width
///   so the visible spacing stays the same.
/// - Determinate: `progress` is clamped to [0, 1]. The reveal animation is represented by its final
///   frame (the arc at its value), which is also what `animated: false` shows.
/// - Indeterminate: the static frame of the spinner (the one shown with Reduce Motion): an arc of
///   `circularIndeterminateArcFraction` (70 %, 252°) of the circle from 12 o'clock.
/// - On a monochrome `OUDSColoredSurface` the status is ignored and `contentDefault` is used.
///
/// ```swift
/// OUDSCircularProgressIndicator(progress: 0.5, status: .accent, track: false)
/// OUDSCircularProgressIndicator(status: .info, track: true)
/// ```
public struct OUDSCircularProgressIndicator: View {
    /// The status (colour) of the indicator.
    public typealias Status = OUDSProgressIndicatorStatus
    /// The gap between indicator and track.
    public typealias GapSize = OUDSProgressIndicatorGapSize

    /// The default diameter (48 pt), before Dynamic Type.
    public static let defaultSize: CGFloat = 48

    /// The helper text of a determinate indicator, centred under it: a description, or the
    /// percentage ("75%") with an optional description after it.
    public enum HelperTextType: Equatable, Sendable {
        /// `description` alone.
        case description(_ description: String)
        /// The percentage, followed by `description` when given.
        case percent(_ description: String? = nil)
    }

    private let progress: Double?
    private let status: Status
    private let gapSize: GapSize
    private let track: Bool
    private let animated: Bool
    private let size: CGFloat
    private let helperText: String?
    private let accessibility: OUDSAccessibilityConfiguration?
    @Environment(\.theme) private var theme
    @Environment(\.oudsUseMonochrome) private var useMonochrome
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A determinate indicator at `progress` (clamped to [0, 1]) with a track by default, `size`
    /// points across (scaled with Dynamic Type) and an optional helper text, in OUDS iOS 3's order.
    /// `animated` chooses the reveal animation, whose final frame is drawn.
    public init(
        progress: Double, status: Status = .neutral, track: Bool = true, gapSize: GapSize = .default,
        animated: Bool = true, size: CGFloat = Self.defaultSize, helperText: HelperTextType? = nil,
        accessibility: OUDSAccessibilityConfiguration? = nil
    ) {
        let value = ProgressFraction.clamped(progress)
        self.progress = value
        self.status = status
        self.gapSize = gapSize
        self.track = track
        self.animated = animated
        self.size = size
        let percent = ProgressFraction.percent(value)
        switch helperText {
        case .description(let text): self.helperText = text
        case .percent(let text): self.helperText = text.map { "\(percent) \($0)" } ?? percent
        case nil: self.helperText = nil
        }
        self.accessibility = accessibility
    }

    /// The documents' order (gap size before track).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(progress:status:track:gapSize:animated:size:helperText:accessibility:)")
    public init(
        progress: Double, status: Status = .neutral, gapSize: GapSize = .default, track: Bool = true,
        animated: Bool = true
    ) {
        self.init(progress: progress, status: status, track: track, gapSize: gapSize, animated: animated)
    }

    /// An indeterminate indicator (the spinner's static frame), with a track by default as in OUDS
    /// iOS 3, `size` points across and an optional helper text.
    public init(
        status: Status = .neutral, track: Bool = true, gapSize: GapSize = .default, size: CGFloat = Self.defaultSize,
        helperText: String? = nil, accessibility: OUDSAccessibilityConfiguration? = nil
    ) {
        progress = nil
        self.status = status
        self.gapSize = gapSize
        self.track = track
        animated = true
        self.size = size
        self.helperText = helperText
        self.accessibility = accessibility
    }

    /// The documents' order for an indeterminate indicator (gap size before track).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(status:track:gapSize:size:helperText:accessibility:)")
    public init(status: Status = .neutral, gapSize: GapSize = .default, track: Bool) {
        self.init(status: status, track: track, gapSize: gapSize)
    }

    /// The arc and its track (48 pt by default), and the helper text under them.
    public var body: some View {
        let tokens = theme.progressIndicator
        return VStack(spacing: tokens.spacePaddingBlock) {
            indicator(tokens)
            if let helperText {
                Text(helperText)
                    .font(theme.fonts.labelDefaultMedium)
                    .foregroundColor(theme.colors.contentDefault)
                    .multilineTextAlignment(.center)
            }
        }
        .modifier(
            ProgressAccessibility(
                progress: progress, helperText: helperText, name: accessibility?.name, state: accessibility?.state))
    }

    private func indicator(_ tokens: ProgressIndicatorComponentTokens) -> some View {
        let side = size * CGFloat(dynamicTypeSize.scale)
        let color = useMonochrome ? theme.colors.contentDefault : tokens.colorIndicator.color(status.kind)
        let round = tokens.borderRadius(rounded: theme.tuning.hasRoundedProgressIndicators) > 0
        let value = progress ?? tokens.circularIndeterminateArcFraction
        let showsTrack = track
        let gap = gapSize.circularFraction(tokens)
        let ratio = tokens.circularStrokeWidthRatio
        let trackColor = tokens.colorTrack
        return GeometryReader { proxy in
            let diameter = min(proxy.size.width, proxy.size.height)
            let lineWidth = diameter * ratio
            let radius = (diameter - lineWidth) / 2
            let capGap = round && radius > 0 ? Double(lineWidth) / (2 * .pi * Double(radius)) : 0
            let segments = ProgressSegments(progress: value, gap: gap + capGap, closed: true)
            let style = StrokeStyle(lineWidth: lineWidth, lineCap: round ? .round : .butt)
            ZStack {
                if showsTrack, let t = segments.track {
                    ProgressArcShape(from: t.from, to: t.to, lineWidth: lineWidth).stroke(trackColor, style: style)
                }
                if segments.indicatorEnd > 0 {
                    ProgressArcShape(from: 0, to: segments.indicatorEnd, lineWidth: lineWidth).stroke(
                        color, style: style)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(idealWidth: side, idealHeight: side)
    }
}
