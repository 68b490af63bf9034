import OUDSCatalog
import OUDSSwiftUI
import Testing

/// Every OUDS preview includes what it draws: apart from the card's own background, nothing is drawn
/// in the card's margin (`spaces.fixedXsmall` around the component) or beyond the image. A focus ring
/// drawn outside the component once reached 1 pt from the image edge.
@MainActor
@Suite("Catalog: OUDS previews include what they draw")
struct OUDSPreviewBoundsTests {
    /// Where one drawing command reaches, when it can be told without transforms.
    static func reach(of item: DisplayItem) -> CGRect? {
        switch item {
        case .fill(let path, _, _):
            let b = path.bounds
            return CGRect(x: b.minX, y: b.minY, width: b.size.width, height: b.size.height)
        case .stroke(let path, _, let style):
            let b = path.bounds
            let h = style.lineWidth / 2
            return CGRect(x: b.minX - h, y: b.minY - h, width: b.size.width + 2 * h, height: b.size.height + 2 * h)
        case .image(_, let rect, _, _): return rect
        default: return nil
        }
    }

    @Test(arguments: OUDSCatalog.themes.map(\.slug))
    func nothingIsDrawnInTheCardMargin(theme slug: String) throws {
        let theme = try #require(OUDSCatalog.themes.first { $0.slug == slug }).theme
        OUDSCatalog.registerAssets()
        let margin = theme.spaces.fixedXsmall
        var outside: [String] = []
        for preview in OUDSCatalog.previews where preview.name.hasPrefix("ouds/\(slug)/") {
            let list = try preview.displayList()
            let content = CGRect(origin: .zero, size: list.size).insetBy(dx: margin - 0.5, dy: margin - 0.5)
            var transformed = 0
            // The first item is the card's background, which fills the whole image.
            for item in list.items.dropFirst() {
                switch item {
                case .pushTransform: transformed += 1
                case .popTransform: transformed -= 1
                default:
                    guard transformed == 0, let reach = Self.reach(of: item), !content.contains(reach) else { continue }
                    outside.append("\(preview.name): \(reach)")
                }
            }
        }
        #expect(outside.isEmpty, "\(outside.prefix(8))")
    }
}
