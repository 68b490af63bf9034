import ProofUI

extension UICatalog {
    static let layout: [Preview] = [
        Preview("ui-layout-vstack-alignment", configuration: card) {
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading) {
                    Swatch(color: .red)
                    Swatch(color: .green, width: 20)
                    Swatch(color: .blue, width: 30)
                }
                VStack {
                    Swatch(color: .red)
                    Swatch(color: .green, width: 20)
                    Swatch(color: .blue, width: 30)
                }
                VStack(alignment: .trailing, spacing: 2) {
                    Swatch(color: .red)
                    Swatch(color: .green, width: 20)
                    Swatch(color: .blue, width: 30)
                }
            }
            .padding(12)
        },
        Preview("ui-layout-hstack-spacer-baseline", configuration: card) {
            VStack(spacing: 10) {
                HStack {
                    Swatch(color: .orange, width: 24)
                    Spacer()
                    Swatch(color: .purple, width: 60)
                }
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("Total").font(.headline)
                    Text("42,00 €").font(.largeTitle)
                    Text("TTC").font(.caption)
                }
                HStack(alignment: .bottom) {
                    Swatch(color: .teal, height: 10)
                    Swatch(color: .indigo, height: 30)
                    Spacer(minLength: 0)
                }
            }
            .padding(12)
        },
        Preview("ui-layout-zstack-overlay-background", configuration: card) {
            HStack(spacing: 20) {
                ZStack(alignment: .bottomTrailing) {
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 60)
                    Circle().fill(Color.red).frame(width: 20, height: 20)
                }
                Text("Badge")
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.green.opacity(0.25)))
                    .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
            }
            .padding(12)
        },
        Preview("ui-layout-frames", configuration: card) {
            VStack(spacing: 6) {
                Text("maxWidth ∞, leading").frame(maxWidth: .infinity, alignment: .leading).background(
                    Color.yellow.opacity(0.3))
                Text("fixed 120 × 30, trailing").font(.caption).frame(width: 120, height: 30, alignment: .trailing)
                    .background(Color.mint.opacity(0.3))
                Text("minWidth 160").font(.caption).frame(minWidth: 160).background(Color.pink.opacity(0.3))
                Text("A long line that fixedSize keeps on one line").font(.caption).fixedSize().frame(width: 200)
                    .clipped()
            }
            .padding(12)
        },
        Preview("ui-layout-priority-flexibility", configuration: card) {
            VStack(spacing: 8) {
                HStack {
                    Text("Low priority text that truncates").lineLimit(1)
                    Text("High priority").lineLimit(1).layoutPriority(1)
                }
                HStack(spacing: 0) {
                    Color.red
                    Swatch(color: .blue, width: 60)
                    Color.green
                }.frame(height: 16)
            }
            .padding(12)
        },
        Preview("ui-layout-padding-offset-position", configuration: card) {
            ZStack(alignment: .topLeading) {
                Color.gray.opacity(0.15)
                Swatch(color: .red).padding(EdgeInsets(top: 8, leading: 24, bottom: 0, trailing: 0))
                Swatch(color: .blue).offset(x: 80, y: 20)
                Swatch(color: .green).position(x: 180, y: 50)
            }
            .frame(height: 80)
            .padding(12)
        },
        Preview("ui-layout-aspect-geometry", configuration: card) {
            HStack(spacing: 12) {
                Color.orange.aspectRatio(16 / 9, contentMode: .fit).frame(width: 80)
                GeometryReader { proxy in
                    Rectangle().fill(Color.blue).frame(width: proxy.size.width / 2, height: proxy.size.height)
                }
                .frame(width: 60, height: 40)
                .background(Color.blue.opacity(0.2))
            }
            .padding(12)
        },
        Preview("ui-layout-rtl-mirroring", configuration: config(direction: .rightToLeft)) {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Swatch(color: .red, width: 24)
                    Text("Leading")
                    Spacer()
                    Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true)
                }
                Text("Right-to-left: stacks and padding mirror").font(.caption).padding(.leading, 20)
            }
            .padding(12)
        },
        // 216 pt inside the padding: floor((216 + 8) / (48 + 8)) = 4 adaptive columns of 48 pt, then a
        // fixed column beside a flexible one, cells aligned leading.
        Preview("ui-layout-lazy-grids", configuration: card) {
            VStack(spacing: 12) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 8) {
                    ForEach(0..<10) { i in
                        RoundedRectangle(cornerRadius: 6)
                            .fill([Color.blue, .teal, .green, .orange, .purple][i % 5])
                            .frame(height: 32)
                            .overlay(Text("\(i + 1)").font(.caption).foregroundColor(.white))
                    }
                }
                LazyVGrid(columns: [GridItem(.fixed(60), alignment: .leading), GridItem(alignment: .leading)]) {
                    Text("Name").font(.headline)
                    Text("Proof")
                    Text("Grid").font(.headline)
                    Text("Fixed 60, flexible")
                }
                ScrollView(.horizontal, showsIndicators: true) {
                    LazyHStack(spacing: 6) {
                        ForEach(0..<8) { _ in Swatch(color: .indigo, width: 36, height: 20) }
                    }
                }
                .frame(height: 20)
            }
            .padding(12)
        },
        Preview("ui-layout-grid", configuration: card) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Plan").font(.headline)
                    Text("Price").font(.headline)
                    Text("Seats").font(.headline)
                }
                Divider()
                GridRow {
                    Text("Starter")
                    Text("Free")
                    Text("1")
                }
                GridRow {
                    Text("Team")
                    Text("€12")
                    Text("10")
                }
                GridRow(alignment: .bottom) {
                    Text("Enterprise")
                    Text("Ask us").foregroundStyle(.secondary).gridCellColumns(2)
                }
            }
            .padding(12)
        },
    ]
}
