import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the indicators family: circular and linear progress indicators at 0, 50 %,
    /// 100 % and 130 % (clamped to 100 %), indeterminate (static frame), track off, small gap, every
    /// status, stop indicator, helper text, custom size, rounded caps, and monochrome on a coloured surface.
    static var indicators: [OUDSCatalogEntry] {
        var list: [OUDSCatalogEntry] = []
        let values: [(String, Double)] = [
            ("value-0", 0), ("value-50", 0.5), ("value-100", 1), ("value-130-clamped", 1.3),
        ]
        for (slug, value) in values {
            list.append(OUDSCatalogEntry("progress-circular", slug) { OUDSCircularProgressIndicator(progress: value) })
        }
        list += [
            OUDSCatalogEntry("progress-circular", "indeterminate") { OUDSCircularProgressIndicator(track: false) },
            OUDSCatalogEntry("progress-circular", "indeterminate-track") {
                OUDSCircularProgressIndicator(status: .info, track: true)
            },
            OUDSCatalogEntry("progress-circular", "track-off") {
                OUDSCircularProgressIndicator(progress: 0.5, status: .accent, track: false)
            },
            OUDSCatalogEntry("progress-circular", "gap-small") {
                OUDSCircularProgressIndicator(progress: 0.3, status: .warning, gapSize: .small)
            },
            OUDSCatalogEntry("progress-circular", "statuses") {
                IndicatorStack(axis: .horizontal) {
                    ForEach(OUDSProgressIndicatorStatus.allCases, id: \.self) {
                        OUDSCircularProgressIndicator(progress: 0.6, status: $0)
                    }
                }
            },
            OUDSCatalogEntry("progress-circular", "custom-frame") {
                OUDSCircularProgressIndicator(progress: 0.6).frame(width: 96, height: 96)
            },
            OUDSCatalogEntry("progress-circular", "rounded-caps") {
                RoundedProgressTuning { OUDSCircularProgressIndicator(progress: 0.6) }
            },
            OUDSCatalogEntry("progress-circular", "on-colored-surface") {
                PositiveSurface { OUDSCircularProgressIndicator(progress: 0.6, status: .accent) }
            },
        ]
        for (slug, value) in values {
            list.append(
                OUDSCatalogEntry("progress-linear", slug) {
                    OUDSLinearProgressIndicator(progress: value).frame(width: barWidth)
                })
        }
        list += [
            OUDSCatalogEntry("progress-linear", "indeterminate") {
                OUDSLinearProgressIndicator().frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "indeterminate-helper-text") {
                OUDSLinearProgressIndicator(status: .info, track: true, helperText: "Processing…").frame(
                    width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "track-off") {
                OUDSLinearProgressIndicator(progress: 0.5, status: .accent, track: false).frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "gap-small") {
                OUDSLinearProgressIndicator(progress: 0.3, status: .warning, gapSize: .small).frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "stop-indicator") {
                OUDSLinearProgressIndicator(progress: 0.5, stopIndicator: true).frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "helper-text") {
                OUDSLinearProgressIndicator(progress: 0.75, helperText: "Uploading…").frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "statuses") {
                IndicatorStack(axis: .vertical) {
                    ForEach(OUDSProgressIndicatorStatus.allCases, id: \.self) {
                        OUDSLinearProgressIndicator(progress: 0.6, status: $0)
                    }
                }
                .frame(width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "custom-width") {
                OUDSLinearProgressIndicator(progress: 0.6).frame(width: barWidth / 2)
            },
            OUDSCatalogEntry("progress-linear", "rounded-caps") {
                RoundedProgressTuning { OUDSLinearProgressIndicator(progress: 0.6, stopIndicator: true) }.frame(
                    width: barWidth)
            },
            OUDSCatalogEntry("progress-linear", "on-colored-surface") {
                PositiveSurface {
                    OUDSLinearProgressIndicator(progress: 0.6, status: .accent, helperText: "Uploading…")
                }.frame(width: barWidth)
            },
        ]
        return list
    }

    /// The width the catalog gives linear indicators (they fill the width they are offered).
    private static let barWidth: CGFloat = 240
}

/// Indicators in a row or a column, spaced with the theme's fixed medium space.
private struct IndicatorStack<Content: View>: View {
    enum Axis { case horizontal, vertical }
    @Environment(\.theme) private var theme
    let axis: Axis
    let content: Content
    init(axis: Axis, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.content = content()
    }
    var body: some View {
        if axis == .horizontal {
            HStack(spacing: theme.spaces.fixedMedium) { content }
        } else {
            VStack(spacing: theme.spaces.fixedMedium) { content }
        }
    }
}

/// Content on the theme's `onStatusPositiveEmphasized` coloured surface (monochrome for indicators).
private struct PositiveSurface<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        OUDSColoredSurface(color: theme.colorModes.onStatusPositiveEmphasized) {
            content.padding(theme.spaces.fixedMedium)
        }
    }
}

/// Content in a copy of the theme with `hasRoundedProgressIndicators` (round caps).
private struct RoundedProgressTuning<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        let copy = OUDSTheme(
            name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
            tuning: Tuning(hasRoundedProgressIndicators: true), fontPostScriptNames: theme.fontPostScriptNames)
        return OUDSThemeableView(theme: copy) { content }
    }
}
