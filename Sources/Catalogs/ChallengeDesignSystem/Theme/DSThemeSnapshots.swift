import ChallengeDesignSystem

/// The theme galleries the `Theme` snapshot tests record: the colour palette, corner radii, shadows,
/// spacings and typography of the environment's theme, each token with its name.
public enum DSThemeSnapshots {
    /// Every gallery, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Theme", "DSColorPaletteSnapshotTests", "colorPalette") {
            PaletteGallery().padding().frame(width: 320)
        },
        DSSnapshotCase("Theme", "DSCornerRadiusSnapshotTests", "cornerRadiusGallery") {
            CornerRadiusGallery().padding().frame(width: 320)
        },
        DSSnapshotCase("Theme", "DSShadowSnapshotTests", "shadowGallery") {
            OnSecondaryBackground { ShadowGallery() }
        },
        DSSnapshotCase("Theme", "DSSpacingSnapshotTests", "spacingGallery") {
            SpacingGallery().padding().frame(width: 320)
        },
        DSSnapshotCase("Theme", "DSTypographySnapshotTests", "typographyGallery") {
            TypographyGallery().padding().frame(width: 320)
        },
    ]

    /// A token's name in the gallery's caption style.
    struct TokenName: View {
        let name: String
        @Environment(\.dsTheme) private var theme

        var body: some View {
            Text(name)
                .font(theme.typography.caption)
                .foregroundStyle(theme.colors.textSecondary)
        }
    }

    /// Each palette colour as a swatch beside its name.
    struct PaletteGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            let c = theme.colors
            let swatches: [(String, Color)] = [
                ("backgroundPrimary", c.backgroundPrimary), ("backgroundSecondary", c.backgroundSecondary),
                ("backgroundTertiary", c.backgroundTertiary), ("surfacePrimary", c.surfacePrimary),
                ("surfaceSecondary", c.surfaceSecondary), ("textPrimary", c.textPrimary),
                ("textSecondary", c.textSecondary), ("textTertiary", c.textTertiary),
                ("textInverted", c.textInverted), ("statusSuccess", c.statusSuccess), ("statusError", c.statusError),
                ("statusWarning", c.statusWarning), ("statusNeutral", c.statusNeutral), ("accent", c.accent),
                ("accentSubtle", c.accentSubtle), ("disabled", c.disabled), ("separator", c.separator),
                ("separatorOpaque", c.separatorOpaque),
            ]
            return VStack(alignment: .leading, spacing: theme.spacing.xs) {
                ForEach(swatches, id: \.0) { name, color in
                    HStack(spacing: theme.spacing.md) {
                        RoundedRectangle(cornerRadius: theme.cornerRadius.xs)
                            .fill(color)
                            .overlay {
                                RoundedRectangle(cornerRadius: theme.cornerRadius.xs)
                                    .strokeBorder(c.separatorOpaque, lineWidth: theme.borderWidth.hairline)
                            }
                            .frame(width: 48, height: 24)
                        TokenName(name: name)
                        Spacer()
                    }
                }
            }
        }
    }

    /// A tile per corner radius.
    struct CornerRadiusGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            let r = theme.cornerRadius
            let radii: [(String, CGFloat)] = [
                ("zero", r.zero), ("xs", r.xs), ("sm", r.sm), ("md", r.md), ("lg", r.lg), ("xl", r.xl),
                ("full", r.full),
            ]
            return LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: theme.spacing.lg) {
                ForEach(radii, id: \.0) { name, radius in
                    VStack(spacing: theme.spacing.xs) {
                        RoundedRectangle(cornerRadius: radius)
                            .fill(theme.colors.accent)
                            .frame(width: 56, height: 56)
                        TokenName(name: name)
                    }
                }
            }
        }
    }

    /// A surface card per shadow level.
    struct ShadowGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            let s = theme.shadow
            let levels: [(String, DSShadowValue)] = [
                ("zero", s.zero), ("small", s.small), ("medium", s.medium), ("large", s.large),
            ]
            return VStack(spacing: theme.spacing.xl) {
                ForEach(levels, id: \.0) { name, shadow in
                    Text(name)
                        .font(theme.typography.body)
                        .foregroundStyle(theme.colors.textPrimary)
                        .frame(maxWidth: .infinity, minHeight: 48)
                        .background(theme.colors.surfacePrimary)
                        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                        .shadow(shadow)
                }
            }
        }
    }

    /// A bar as long as each spacing.
    struct SpacingGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            let s = theme.spacing
            let steps: [(String, CGFloat)] = [
                ("xxs", s.xxs), ("xs", s.xs), ("sm", s.sm), ("md", s.md), ("lg", s.lg), ("xl", s.xl), ("xxl", s.xxl),
                ("xxxl", s.xxxl),
            ]
            return VStack(alignment: .leading, spacing: theme.spacing.sm) {
                ForEach(steps, id: \.0) { name, value in
                    HStack(spacing: theme.spacing.md) {
                        TokenName(name: name).frame(width: 40, alignment: .leading)
                        theme.colors.accent.frame(width: value * 4, height: 12)
                        TokenName(name: "\(Int(value)) pt")
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// A sample line per text style, in its own style.
    struct TypographyGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            let t = theme.typography
            let styles: [(String, Font)] = [
                ("largeTitle", t.largeTitle), ("title", t.title), ("title2", t.title2), ("title3", t.title3),
                ("headline", t.headline), ("body", t.body), ("subheadline", t.subheadline),
                ("footnote", t.footnote), ("caption", t.caption), ("caption2", t.caption2),
            ]
            return VStack(alignment: .leading, spacing: theme.spacing.sm) {
                ForEach(styles, id: \.0) { name, font in
                    Text(name)
                        .font(font)
                        .foregroundStyle(theme.colors.textPrimary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
