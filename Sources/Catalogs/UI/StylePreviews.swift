import ProofUI

/// A custom toggle style as design systems write one: a check box before the label.
private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            configuration.label
        }
    }
}

/// A custom label style: the icon in a tinted circle above the title.
private struct BadgeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(Color.accentColor, in: Circle())
            configuration.title.font(.caption)
        }
    }
}

/// A custom progress style: a 10 pt rounded bar with the percentage after it.
private struct ChunkyProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        HStack(spacing: 8) {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.orange.opacity(0.2))
                    Capsule().fill(Color.orange).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 10)
            Text("\(Int(fraction * 100)) %").font(.caption.monospacedDigit())
        }
    }
}

/// A colourful backdrop for the materials: stripes and discs that show the blur.
private struct MaterialBackdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
            HStack(spacing: 14) {
                ForEach(0..<8) { i in
                    Rectangle().fill(i % 2 == 0 ? Color.blue : Color.green).frame(width: 12)
                }
            }
            Circle().fill(Color.purple).frame(width: 90).offset(x: -70, y: -40)
            Circle().fill(Color.teal).frame(width: 70).offset(x: 80, y: 50)
        }
    }
}

extension UICatalog {
    /// Button styles × control sizes and border shapes, toggle, label and progress styles, and
    /// the materials, light and dark.
    static let styles: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        let sizes: [(String, ControlSize)] = [
            ("mini", .mini), ("small", .small), ("regular", .regular), ("large", .large),
        ]
        return [
            Preview("ui-style-button-sizes\(suffix)", configuration: config(width: 420, scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(0..<sizes.count, id: \.self) { i in
                        HStack(spacing: 8) {
                            Button("Prominent") {}.buttonStyle(.borderedProminent)
                            Button("Bordered") {}.buttonStyle(.bordered)
                            Button("Borderless") {}.buttonStyle(.borderless)
                            Button("Plain") {}.buttonStyle(.plain)
                        }
                        .controlSize(sizes[i].1)
                        .fixedSize()
                    }
                }
                .padding(12)
            },
            Preview("ui-style-button-shapes\(suffix)", configuration: config(width: 360, scheme: scheme)) {
                VStack(alignment: .leading, spacing: 10) {
                    HStack(spacing: 8) {
                        Button("Automatic") {}.buttonBorderShape(.automatic)
                        Button("Capsule") {}.buttonBorderShape(.capsule)
                        Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                    }
                    .buttonStyle(.borderedProminent)
                    HStack(spacing: 8) {
                        Button("Rounded") {}.buttonBorderShape(.roundedRectangle)
                        Button("Capsule") {}.buttonBorderShape(.capsule)
                        Button(action: {}) { Image(systemName: "plus") }.buttonBorderShape(.circle)
                        Button(action: {}) { Image(systemName: "heart.fill") }.buttonBorderShape(.circle)
                            .buttonStyle(.borderedProminent)
                    }
                    .buttonStyle(.bordered)
                    HStack(spacing: 8) {
                        Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                        Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                        Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                        Button("Off") {}.buttonStyle(.bordered).disabled(true)
                    }
                    Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
                        .buttonBorderShape(.capsule).tint(.indigo)
                }
                .padding(12)
            },
            Preview("ui-style-toggles\(suffix)", configuration: config(width: 260, scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    Toggle("Switch on", isOn: .constant(true)).toggleStyle(.switch)
                    Toggle("Switch off", isOn: .constant(false))
                    Toggle("Tinted", isOn: .constant(true)).tint(.orange)
                    Toggle("Disabled", isOn: .constant(false)).disabled(true)
                    HStack(spacing: 8) {
                        Toggle("Bold", isOn: .constant(true))
                        Toggle("Italic", isOn: .constant(false))
                        Toggle(isOn: .constant(true)) { Image(systemName: "star.fill") }.buttonBorderShape(.circle)
                    }
                    .toggleStyle(.button)
                    Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
                    Toggle("Newsletter", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle())
                }
                .padding(12)
            },
            Preview("ui-style-labels\(suffix)", configuration: config(width: 260, scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    Label("Automatic", systemImage: "tray")
                    Label("Title and icon", systemImage: "paperplane").labelStyle(.titleAndIcon)
                    Label("Icon only", systemImage: "trash").labelStyle(.iconOnly)
                    Label("Title only", systemImage: "trash").labelStyle(.titleOnly)
                    HStack(spacing: 16) {
                        Label("Home", systemImage: "house.fill")
                        Label("Search", systemImage: "magnifyingglass")
                        Label("Profile", systemImage: "person.fill")
                    }
                    .labelStyle(BadgeLabelStyle())
                }
                .padding(12)
            },
            Preview("ui-style-progress\(suffix)", configuration: config(width: 260, scheme: scheme)) {
                VStack(alignment: .leading, spacing: 14) {
                    ProgressView(value: 0.0).progressViewStyle(.linear)
                    ProgressView(value: 0.4) {
                        Text("Downloading")
                    } currentValueLabel: {
                        Text("4 of 10 MB")
                    }
                    ProgressView(value: 1.0).tint(.green)
                    HStack(spacing: 24) {
                        ProgressView()
                        ProgressView().progressViewStyle(.circular).tint(.blue)
                        ProgressView().controlSize(.large)
                        ProgressView("Loading")
                    }
                    ProgressView(value: 0.72).progressViewStyle(ChunkyProgressStyle())
                }
                .padding(12)
            },
            Preview("ui-material-all\(suffix)", configuration: config(width: 300, scheme: scheme)) {
                let materials: [(String, Material)] = [
                    ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick),
                    ("ultraThick", .ultraThick), ("bar", .bar),
                ]
                ZStack {
                    MaterialBackdrop()
                    VStack(spacing: 6) {
                        ForEach(0..<materials.count, id: \.self) { i in
                            Text(materials[i].0)
                                .frame(maxWidth: .infinity, minHeight: 30)
                                .background(materials[i].1, in: RoundedRectangle(cornerRadius: 8))
                        }
                    }
                    .padding(16)
                }
                .frame(height: 290)
            },
            Preview("ui-material-card\(suffix)", configuration: config(width: 300, scheme: scheme)) {
                ZStack {
                    MaterialBackdrop()
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Now playing").font(.headline)
                        Text("A card on the regular material, with a shadow").foregroundStyle(.secondary)
                    }
                    .padding(14)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .shadow(color: .black.opacity(0.2), radius: 10, y: 4)
                    .padding(20)
                }
                .frame(height: 180)
            },
        ]
    }
}
