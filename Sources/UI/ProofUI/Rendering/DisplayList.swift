import Raster

/// The drawing commands of one laid-out view tree: the seam between layout and rasterization.
/// Tests inspect it, `proof render --dump` prints it, and the renderer plays it onto a canvas.
public struct DisplayList: Sendable, CustomStringConvertible {
    /// The commands in painting order.
    public var items: [DisplayItem]
    /// The size of the root view in points.
    public var size: CGSize
    /// Fonts the text used (PostScript names), bundled substitutes included.
    public var fontsUsed: [String]

    /// Accessibility records, in painting order.
    public var accessibility: [AccessibilityRecord] {
        items.compactMap { if case .accessibility(let r) = $0 { r } else { nil } }
    }

    /// The accessibility records as JSON (sorted keys, stable across runs).
    public func accessibilityJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(accessibility), as: UTF8.self)
    }

    /// One line per command, indented by nesting.
    public var description: String {
        var lines = ["size \(fmt(size.width))×\(fmt(size.height))"]
        var depth = 0
        func r(_ rect: CGRect) -> String {
            "(\(fmt(rect.minX)), \(fmt(rect.minY)), \(fmt(rect.width))×\(fmt(rect.height)))"
        }
        func b(_ p: Raster.Path) -> String { r(p.bounds.cgRect) }
        for item in items {
            if case .popClip = item { depth -= 1 }
            if case .endLayer = item { depth -= 1 }
            if case .popTransform = item { depth -= 1 }
            if case .endMask = item { depth -= 1 }
            let pad = String(repeating: "  ", count: max(0, depth))
            let text: String
            switch item {
            case .fill(let p, let paint, let eo): text = "fill \(b(p)) \(paint)\(eo ? " even-odd" : "")"
            case .backdropBlur(let p, let radius, let eo):
                text = "backdrop blur \(b(p)) radius \(fmt(radius))\(eo ? " even-odd" : "")"
            case .stroke(let p, let paint, let style): text = "stroke \(b(p)) \(paint) width \(fmt(style.lineWidth))"
            case .text(let layout, let o, let paint, let s):
                let fonts = layout.usedPostScriptNames.joined(separator: ",")
                text =
                    "text \"\(s)\" at (\(fmt(o.x)), \(fmt(o.y))) "
                    + "\(fmt(layout.size.width))×\(fmt(layout.size.height)) \(paint) \(fonts)"
            case .image(_, let rect, let tint, let name):
                text = "image \(name) \(r(rect))\(tint.map { " tint \($0)" } ?? "")"
            case .pushClip(let p): text = "clip \(b(p))"
            case .popClip: text = "end clip"
            case .beginLayer(let o, let mode, let s):
                let blend = mode == .normal ? "" : " \(mode)"
                let shadow = s.map { " \($0.drawsContent ? "shadow" : "silhouette") radius \(fmt($0.radius))" } ?? ""
                text = "layer opacity \(fmt(o))\(blend)\(shadow)"
            case .endLayer: text = "end layer"
            case .beginMask: text = "mask"
            case .endMask: text = "end mask"
            case .pushTransform(let t):
                text = "transform [\(fmt(t.a)) \(fmt(t.b)) \(fmt(t.c)) \(fmt(t.d)) \(fmt(t.tx)) \(fmt(t.ty))]"
            case .popTransform: text = "end transform"
            case .accessibility(let a):
                let parts = [
                    a.identifier.map { "id=\($0)" }, a.label.map { "label=\"\($0)\"" },
                    a.value.map { "value=\"\($0)\"" },
                    a.hint.map { "hint=\"\($0)\"" }, a.isHidden ? "hidden" : nil,
                ].compactMap { $0 }
                text = "accessibility \(r(a.frame)) \(parts.joined(separator: " "))"
            }
            lines.append(pad + text)
            if case .pushClip = item { depth += 1 }
            if case .beginLayer = item { depth += 1 }
            if case .pushTransform = item { depth += 1 }
            if case .beginMask = item { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}
