import ProofUI

/// A guide between a profile's handle and name, as in Apple's alignment-guide documentation.
private enum HandleAndName: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let handleAndName = VerticalAlignment(HandleAndName.self)
}

/// The bounds of the selected tab.
private struct SelectedTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The widest label reported.
private struct LabelWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Starts a new row in `ChipFlow`.
private struct StartsRow: LayoutValueKey {
    static let defaultValue = false
}

/// Chips wrapped into rows, spaced as they ask (8 pt), a `StartsRow` chip on a new row.
private struct ChipFlow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, arrange(subviews, width: bounds.width)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var row: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let gap = i == 0 ? 0 : subviews[i - 1].spacing.distance(to: subview.spacing, along: .horizontal)
            if i > 0, subview[StartsRow.self] || x + gap + size.width > width {
                x = 0
                y += row + 6
                row = 0
            } else {
                x += gap
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width
            row = max(row, size.height)
        }
        return frames
    }
}

/// Tabs with an underline placed from the selected tab's anchor.
private struct UnderlinedTabs: View {
    let titles: [String]
    let selected: Int
    var body: some View {
        HStack(spacing: 16) {
            ForEach(titles.indices, id: \.self) { i in
                Text(titles[i])
                    .font(.subheadline.weight(i == selected ? .semibold : .regular))
                    .foregroundStyle(i == selected ? Color.primary : Color.secondary)
                    .padding(.vertical, 8)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { i == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Capsule().fill(Color.accentColor).frame(width: r.width, height: 3)
                        .offset(x: r.minX, y: r.maxY - 3)
                }
            }
        }
    }
}

/// Labels whose widest width, found through a preference, sizes every label column.
private struct AlignedForm: View {
    @State private var labelWidth: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(["Name", "Email", "Phone number"], id: \.self) { label in
                HStack(spacing: 8) {
                    Text(label)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .fixedSize()
                        .background(
                            GeometryReader { g in Color.clear.preference(key: LabelWidthKey.self, value: g.size.width) }
                        )
                        .frame(width: labelWidth == 0 ? nil : labelWidth, alignment: .trailing)
                    RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.2)).frame(height: 20)
                }
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
    }
}

extension UICatalog {
    /// Alignment guides, preferences, custom layouts, container-relative frames, safe-area insets
    /// and masks, light and dark.
    static let composition: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        return [
            Preview("ui-layout-alignment-guides\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 16) {
                    // The handle (left) and the name (right) share one line: each stack sets the
                    // custom guide on its own row, and the HStack aligns the guides.
                    HStack(alignment: .handleAndName, spacing: 12) {
                        VStack(spacing: 4) {
                            Circle().fill(Color.blue).frame(width: 44, height: 44)
                            Text("@ada").font(.caption).foregroundStyle(.secondary)
                                .alignmentGuide(.handleAndName) { d in d[VerticalAlignment.center] }
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.headline)
                                .alignmentGuide(.handleAndName) { d in d[VerticalAlignment.center] }
                            Text("Analyst, London").font(.footnote).foregroundStyle(.secondary)
                            Text("Joined 1843").font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    // A badge centred on the card's top trailing corner: the ZStack grows for it.
                    ZStack(alignment: .topTrailing) {
                        RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.25)).frame(width: 120, height: 56)
                        Text("3").font(.caption.bold()).foregroundStyle(.white)
                            .frame(width: 22, height: 22).background(Circle().fill(Color.red))
                            .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                            .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                    }
                    // A leading guide moved into the row: the bullet hangs in the margin.
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Hanging bullets").font(.subheadline.bold())
                        HStack(spacing: 6) {
                            Circle().fill(Color.orange).frame(width: 6, height: 6)
                            Text("First point").font(.footnote)
                        }
                        .alignmentGuide(.leading) { _ in 12 }
                    }
                    .padding(.leading, 12)
                }
                .padding(12)
            },
            Preview("ui-layout-preferences\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 14) {
                    UnderlinedTabs(titles: ["Overview", "Activity", "Files"], selected: 1)
                    UnderlinedTabs(titles: ["Day", "Week", "Month"], selected: 2)
                    AlignedForm()
                }
                .padding(12)
            },
            Preview("ui-layout-custom-layout\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach([LayoutDirection.leftToRight, .rightToLeft], id: \.self) { direction in
                        ChipFlow {
                            ForEach(["Design", "Swift", "Photography", "Music", "Travel", "Food"], id: \.self) { tag in
                                Text(tag).font(.footnote)
                                    .padding(.horizontal, 10).padding(.vertical, 5)
                                    .background(
                                        Capsule().fill(tag == "Travel" ? Color.accentColor : Color.gray.opacity(0.2))
                                    )
                                    .foregroundStyle(tag == "Travel" ? Color.white : Color.primary)
                                    .layoutValue(key: StartsRow.self, value: tag == "Travel")
                            }
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .environment(\.layoutDirection, direction)
                    }
                }
                .padding(12)
            },
            Preview("ui-layout-container-relative-frame\(suffix)", configuration: config(scheme: scheme)) {
                // In a 240 pt window: cards two columns of three wide, with 8 pt between columns.
                VStack(alignment: .leading, spacing: 8) {
                    HStack(spacing: 8) {
                        RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                        RoundedRectangle(cornerRadius: 8).fill(Color.orange)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                    }
                    .frame(height: 40)
                    HStack(spacing: 8) {
                        ForEach(0..<3, id: \.self) { _ in
                            RoundedRectangle(cornerRadius: 8).fill(Color.green)
                                .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                        }
                    }
                    .frame(height: 40)
                    RoundedRectangle(cornerRadius: 8).fill(Color.purple)
                        .containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                        .frame(height: 24)
                }
            },
            Preview("ui-layout-safe-area-inset\(suffix)", configuration: fixed(scheme: scheme)) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 10) {
                        ForEach(1..<9, id: \.self) { i in
                            Text("Item \(i)").frame(maxWidth: .infinity, alignment: .leading)
                            Divider()
                        }
                    }
                    .padding(12)
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Text("Checkout").font(.headline).foregroundStyle(.white)
                        .frame(maxWidth: .infinity).padding(.vertical, 12)
                        .background(RoundedRectangle(cornerRadius: 10).fill(Color.accentColor))
                        .padding(12)
                        .background(Color.gray.opacity(0.15))
                }
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
                    Text("Basket").font(.title3.bold()).padding(.horizontal, 12).padding(.top, 8)
                }
            },
            Preview("ui-effect-mask\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    // A gradient through a text mask.
                    LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
                        .frame(width: 216, height: 40)
                        .mask(alignment: .leading) { Text("Summer Mix").font(.system(size: 32, weight: .heavy)) }
                    HStack(spacing: 12) {
                        // A circle mask on stripes, a fading mask, and a mask aligned leading.
                        HStack(spacing: 0) {
                            Color.red
                            Color.green
                            Color.blue
                        }
                        .frame(width: 56, height: 56)
                        .mask { Circle() }
                        Color.blue.frame(width: 56, height: 56)
                            .mask {
                                LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                            }
                        Color.orange.frame(width: 56, height: 56)
                            .mask(alignment: .leading) { RoundedRectangle(cornerRadius: 8).frame(width: 28) }
                    }
                }
                .padding(12)
            },
        ]
    }

    /// A 240 × 260 pt window at 2x, for previews that fill their window.
    private static func fixed(scheme: ColorScheme) -> RenderConfiguration {
        var c = config(scheme: scheme)
        c.size = .fixed(width: 240, height: 260)
        return c
    }
}
