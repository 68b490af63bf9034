import OUDSSwiftUI
import Testing

/// The four themes the tests run over, and what the reference tables say about each.
enum ThemeCase: String, CaseIterable, CustomTestStringConvertible {
    case orange, orangeCompact, sosh, wireframe

    /// A fresh theme.
    func make() -> OUDSTheme {
        switch self {
        case .orange: OrangeTheme()
        case .orangeCompact: OrangeCompact()
        case .sosh: SoshTheme()
        case .wireframe: WireframeTheme()
        }
    }

    /// The brand column pair of the §2.11 table (Orange Compact uses the Orange colours).
    var colorColumns: (light: Int, dark: Int) {
        switch self {
        case .orange, .orangeCompact: (0, 1)
        case .sosh: (2, 3)
        case .wireframe: (4, 5)
        }
    }

    /// The brand named in forbidden-token errors.
    var brand: String {
        switch self {
        case .orange, .orangeCompact: "Orange"
        case .sosh: "Sosh"
        case .wireframe: "Wireframe"
        }
    }

    /// The family the theme declares.
    var fontFamily: String {
        switch self {
        case .orange, .orangeCompact: "Helvetica Neue"
        case .sosh: "Sosh"
        case .wireframe: "Shantell Sans"
        }
    }

    var testDescription: String { rawValue }
}

/// An environment with `scheme`.
func environment(_ scheme: ColorScheme) -> EnvironmentValues {
    var e = EnvironmentValues()
    e.colorScheme = scheme
    return e
}

/// `#RRGGBB` or `#RRGGBBAA` of `color` in `scheme`.
func hex(_ color: Color, _ scheme: ColorScheme) -> String {
    let r = color.resolve(in: environment(scheme))
    func b(_ v: Double) -> String {
        let s = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
    return "#" + b(r.red) + b(r.green) + b(r.blue) + (r.opacity < 1 ? b(r.opacity) : "")
}

/// The reference spelling of a colour: opaque colours without alpha.
func normalized(_ code: String) throws -> String { try ColorRawToken(hexadecimalCode: code).description }

/// Renders `view` in `scheme` and returns the display list.
@MainActor func displayList<V: View>(_ view: V, _ scheme: ColorScheme = .light, width: CGFloat? = nil) throws
    -> DisplayList
{
    var configuration = RenderConfiguration(colorScheme: scheme)
    if let width { configuration.size = .width(width) }
    return try ViewRenderer.displayList(view, configuration: configuration)
}

/// The paints of the fills of `list`, in order.
@MainActor func fillPaints(_ list: DisplayList) -> [String] {
    list.items.compactMap { if case .fill(_, let paint, _) = $0 { paint.description } else { nil } }
}

/// The text items of `list`; `paint` is the colour of the first run (its own colour, set with
/// `Text.foregroundColor`, else the item's foreground paint).
@MainActor func textItems(_ list: DisplayList) -> [(layout: TextLayout, paint: String, string: String)] {
    list.items.compactMap {
        guard case .text(let layout, _, let paint, let s) = $0 else { return nil }
        guard let c = layout.lines.first?.runs.first?.attributes.color else { return (layout, paint.description, s) }
        return (layout, hex(Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha), .light), s)
    }
}

/// The error a render of `view` fails with, nil when it renders.
@MainActor func renderError<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> RenderError? {
    do {
        _ = try ViewRenderer.displayList(view, configuration: RenderConfiguration(colorScheme: scheme))
        return nil
    } catch {
        return error
    }
}

/// The §2.11 reference hex of `token` for `theme` in `scheme`.
func referenceHex(_ token: String, _ theme: ThemeCase, _ scheme: ColorScheme) throws -> String {
    let row = try #require(ReferenceColorTable.rows.first { $0.token == token }, "\(token) is in the reference table")
    let columns = theme.colorColumns
    return try normalized(row.cells[scheme == .dark ? columns.dark : columns.light])
}

/// A component state as the catalog draws it: a forced interaction state, or disabled.
enum ComponentState: String, CaseIterable, CustomTestStringConvertible {
    case enabled, hover, pressed, focus, disabled

    /// The forced interaction state (disabled is drawn idle, with `.disabled(true)`).
    var interaction: InteractionState {
        switch self {
        case .enabled, .disabled: .idle
        case .hover: .hover
        case .pressed: .pressed
        case .focus: .focused
        }
    }

    var testDescription: String { rawValue }
}

/// The fills of `list` with their path bounds and paints, in order.
@MainActor func fillRects(_ list: DisplayList) -> [(rect: CGRect, paint: String)] {
    list.items.compactMap {
        guard case .fill(let path, let paint, _) = $0 else { return nil }
        let b = path.bounds
        return (CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height), paint.description)
    }
}
