import Raster

/// Lays out and draws an `Image`.
final class ImageNode: LayoutNode {
    enum Content {
        case bitmap(Bitmap, pointSize: CGSize, isTemplate: Bool?)
        case vector(Raster.Path, viewBox: CGSize, rule: FillRule, isTemplate: Bool, color: Color)
    }
    let image: Image
    let content: Content?

    init(image: Image, environment: EnvironmentValues) {
        self.image = image
        var content: Content?
        switch image.source {
        case .system(let name):
            do {
                // `.symbolVariant(_:)`: the variant's symbol if the table has it, else the name as given.
                let variant = environment.symbolVariants.symbolName(name)
                let resolved = SymbolTable.iconName(forSymbol: variant) != nil ? variant : name
                content = try Self.symbol(resolved, environment: environment)
            } catch {
                environment.diagnostics?.report(error)
            }
        case .asset(let name):
            if let asset = ImageAssets.shared.asset(named: name),
                let found = Self.content(of: asset, isTemplate: nil, environment: environment)
            {
                content = found
            } else {
                environment.diagnostics?.report(.missingImage(name))
            }
        case .inline(let asset, let name):
            content = Self.content(of: asset, isTemplate: nil, environment: environment)
            if content == nil { environment.diagnostics?.report(.missingImage(name)) }
        }
        self.content = content
        super.init(environment: environment)
    }

    /// What draws `asset` in `environment`: an image set's variant for the display scale and colour
    /// scheme, with the set's template intent unless the image's rendering mode overrides it.
    static func content(of asset: ImageAssets.Asset, isTemplate: Bool?, environment: EnvironmentValues) -> Content? {
        switch asset {
        case .bitmap(let b, let s):
            return .bitmap(
                b, pointSize: CGSize(width: CGFloat(b.width) / s, height: CGFloat(b.height) / s), isTemplate: isTemplate
            )
        case .vector(let p, let box, let template, let color):
            return .vector(p, viewBox: box, rule: .nonZero, isTemplate: isTemplate ?? template, color: color)
        case .imageSet(let set):
            guard let variant = set.variant(scale: environment.displayScale, colorScheme: environment.colorScheme)
            else { return nil }
            return content(of: variant.asset, isTemplate: set.isTemplate, environment: environment)
        }
    }

    /// The icon of an SF Symbol name: a symbol registered with `SymbolRegistry`, else the glyph
    /// `SymbolTable` resolves it to (framed when its row says so). Drawn in a box 1.2 × the font
    /// size high (the bundled icons are drawn on a 24-unit grid with 2 units of margin, so the
    /// visible glyph is the font size).
    static func symbol(_ name: String, environment: EnvironmentValues) throws(RenderError) -> Content {
        if let custom = SymbolRegistry.shared.symbol(named: name) {
            return .vector(custom.path, viewBox: custom.viewBox, rule: custom.rule, isTemplate: true, color: .black)
        }
        guard let entry = SymbolTable.resolve(name) else {
            throw .unknownSymbol(name, nearest: SymbolTable.nearestNames(to: name, extra: SymbolRegistry.shared.names))
        }
        guard let face = FontRegistry.shared.face(postScriptName: "MaterialDesignIcons") else {
            throw .missingImage("icon font MaterialDesignIcons")
        }
        guard let scalar = IconCodepoints.shared.codepoint(named: entry.iconName), let glyph = face.glyph(for: scalar)
        else {
            throw .unknownSymbol(name, nearest: [])
        }
        let outline: GlyphOutline
        do { outline = try face.outline(of: glyph) } catch { throw .text(name, .font(error)) }
        let em = CGFloat(face.metrics.unitsPerEm)
        let symbol = SymbolRegistry.symbol(outline, em: em, ascender: face.metrics.ascender)
        guard let enclosure = entry.enclosure else {
            return .vector(symbol.path, viewBox: symbol.viewBox, rule: symbol.rule, isTemplate: true, color: .black)
        }
        let framed = Self.framed(symbol.path, in: Double(em), enclosure: enclosure)
        return .vector(framed, viewBox: symbol.viewBox, rule: .evenOdd, isTemplate: true, color: .black)
    }

    /// `glyph` (drawn in an `em` square on MDI's 24-unit grid) inside a ring or rounded square, or
    /// knocked out of a disc or filled rounded square, as one even-odd outline. The frame has MDI's
    /// proportions (`check-circle-outline`, `checkbox-blank-outline`: radius 10, stroke 2 units); the
    /// glyph is scaled to fit inside it.
    static func framed(_ glyph: Raster.Path, in em: Double, enclosure: SymbolTable.Enclosure) -> Raster.Path {
        let unit = em / 24
        let center = Point(x: em / 2, y: em / 2)
        var path = Raster.Path()
        let scale: Double
        switch enclosure {
        case .circle, .circleFill:
            path.addPath(.circle(center: center, radius: 10 * unit))
            if enclosure == .circle { path.addPath(.circle(center: center, radius: 8 * unit)) }
            scale = enclosure == .circle ? 0.5 : 0.55
        case .square, .squareFill:
            path.addPath(
                .roundedRect(
                    Rect(x: 3 * unit, y: 3 * unit, width: 18 * unit, height: 18 * unit), cornerRadius: 2 * unit))
            if enclosure == .square {
                path.addPath(
                    .roundedRect(
                        Rect(x: 5 * unit, y: 5 * unit, width: 14 * unit, height: 14 * unit), cornerRadius: 0.5 * unit))
            }
            scale = enclosure == .square ? 0.5 : 0.55
        }
        let t = Transform(a: scale, b: 0, c: 0, d: scale, tx: center.x * (1 - scale), ty: center.y * (1 - scale))
        path.addPath(glyph, transform: t)
        return path
    }

    override var debugName: String { "Image" }

    private var naturalSize: CGSize {
        switch content {
        case .bitmap(_, let s, _)?: return s
        case .vector(_, let box, _, _, _)?:
            if case .system = image.source {
                // A registered symbol keeps its view box's aspect ratio; the table's glyphs are square.
                let fontSize = CGFloat(
                    (environment.font ?? .body).attributes(in: environment, weightOverride: nil).size)
                return CGSize(width: fontSize * 1.2 * box.width / max(box.height, 1e-9), height: fontSize * 1.2)
            }
            return box
        case nil: return .zero
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func draw(_ list: inout DisplayListBuilder) {
        guard let content, frame.width > 0, frame.height > 0 else { return }
        if environment.redactionReasons.contains(.placeholder) {
            // A redacted image is a box of its frame in the placeholder grey (see `redacted(reason:)`).
            let paint = ForegroundStyle()._resolvePaint(in: environment, bounds: frame).placeholder
            list.append(.fill(path: .rect(frame.raster), paint: paint, evenOdd: false))
            return
        }
        let mirror = image.flipsForRTL && environment.layoutDirection == .rightToLeft
        if mirror { list.append(.pushTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0))) }
        switch content {
        case .bitmap(let b, _, let isTemplate):
            let template = image.renderingMode.map { $0 == .template } ?? isTemplate ?? false
            let tint = template ? ForegroundStyle()._resolvePaint(in: environment, bounds: frame) : nil
            list.append(.image(b, rect: frame, tint: tint, name: image.name))
        case .vector(let path, let box, let rule, let isTemplate, let color):
            let template = image.renderingMode.map { $0 == .template } ?? isTemplate
            let paint =
                template
                ? ForegroundStyle()._resolvePaint(in: environment, bounds: frame)
                : color._resolvePaint(in: environment, bounds: frame)
            let sx = frame.width / max(box.width, 1e-9)
            let sy = frame.height / max(box.height, 1e-9)
            let placed = path.applying(
                Transform(a: Double(sx), b: 0, c: 0, d: Double(sy), tx: Double(frame.minX), ty: Double(frame.minY)))
            list.append(.fill(path: placed, paint: paint, evenOdd: rule == .evenOdd))
        }
        if mirror { list.append(.popTransform) }
    }
}
