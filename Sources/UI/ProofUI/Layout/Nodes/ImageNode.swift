import Raster

/// Lays out and draws an `Image`.
final class ImageNode: LayoutNode {
    enum Content {
        case bitmap(Bitmap, pointSize: CGSize)
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
                content = try Self.symbol(name, environment: environment)
            } catch {
                environment.diagnostics?.report(error)
            }
        case .asset(let name):
            if let asset = ImageAssets.shared.asset(named: name) {
                content = Self.content(of: asset)
            } else {
                environment.diagnostics?.report(.missingImage(name))
            }
        case .inline(let asset, _): content = Self.content(of: asset)
        }
        self.content = content
        super.init(environment: environment)
    }

    static func content(of asset: ImageAssets.Asset) -> Content {
        switch asset {
        case .bitmap(let b, let s):
            .bitmap(b, pointSize: CGSize(width: CGFloat(b.width) / s, height: CGFloat(b.height) / s))
        case .vector(let p, let box, let template, let color):
            .vector(p, viewBox: box, rule: .nonZero, isTemplate: template, color: color)
        }
    }

    /// The icon of an SF Symbol name: a square of 1.2 × the font size (the bundled icons are
    /// drawn on a 24-unit grid with 2 units of margin, so the visible glyph is the font size).
    static func symbol(_ name: String, environment: EnvironmentValues) throws(RenderError) -> Content {
        guard let icon = SymbolTable.iconName(forSymbol: name) else { throw .unknownSymbol(name) }
        guard let face = FontRegistry.shared.face(postScriptName: "MaterialDesignIcons") else {
            throw .missingImage("icon font MaterialDesignIcons")
        }
        guard let scalar = IconCodepoints.shared.codepoint(named: icon), let glyph = face.glyph(for: scalar) else {
            throw .unknownSymbol(name)
        }
        let outline: GlyphOutline
        do { outline = try face.outline(of: glyph) } catch { throw .text(name, .font(error)) }
        let em = CGFloat(face.metrics.unitsPerEm)
        let ascender = CGFloat(face.metrics.ascender)
        // Font units, y up → a box of em × em units, y down, top at the ascender.
        let flipped = outline.path.applying(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(ascender)))
        return .vector(
            flipped, viewBox: CGSize(width: em, height: em), rule: outline.rule, isTemplate: true, color: .black)
    }

    override var debugName: String { "Image" }

    private var naturalSize: CGSize {
        switch content {
        case .bitmap(_, let s)?: return s
        case .vector(_, let box, _, _, _)?:
            if case .system = image.source {
                let fontSize = CGFloat(
                    (environment.font ?? .body).attributes(in: environment, weightOverride: nil).size)
                return CGSize(width: fontSize * 1.2, height: fontSize * 1.2)
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
        let mirror = image.flipsForRTL && environment.layoutDirection == .rightToLeft
        if mirror { list.append(.pushTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0))) }
        switch content {
        case .bitmap(let b, _):
            let tint =
                image.renderingMode == .template ? ForegroundStyle()._resolvePaint(in: environment, bounds: frame) : nil
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
