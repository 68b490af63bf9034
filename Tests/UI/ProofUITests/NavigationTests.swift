import Raster
import Testing

@testable import ProofUI

/// `NavigationStack`, `NavigationView`, the navigation title and the toolbar, read from the
/// display list of a 320 × 480 pt screen (scale 1, so frames are whole points).
@MainActor
@Suite("UI: navigation stack and toolbar")
struct NavigationTests {
    nonisolated static let width: CGFloat = 320
    nonisolated static let height: CGFloat = 480

    func probe<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> LayoutProbe {
        try LayoutProbe(
            view,
            RenderConfiguration(size: .fixed(width: Self.width, height: Self.height), scale: 1, colorScheme: scheme))
    }

    /// The drawn texts with their frames' origins and paints.
    func texts(_ list: DisplayList) -> [(string: String, origin: CGPoint, paint: ResolvedPaint)] {
        list.items.compactMap { item in
            if case .text(_, let origin, let paint, let string) = item { return (string, origin, paint) }
            return nil
        }
    }

    /// The size `text` lays out at on its own (its ideal size), measured through a probe.
    func size(of text: Text) throws -> CGSize {
        let probe = try LayoutProbe(text.probe("t"), RenderConfiguration(size: .intrinsic, scale: 1))
        return try #require(probe.frame("t")).size
    }

    /// The origin at which `text` draws when its frame is at `origin`.
    func drawnOrigin(of text: Text, framedAt origin: CGPoint) throws -> CGPoint {
        let probe = try LayoutProbe(
            text.probe("t").position(x: 0, y: 0), RenderConfiguration(size: .intrinsic, scale: 1))
        let frame = try #require(probe.frame("t"))
        let drawn = try #require(texts(probe.list).first).origin
        return CGPoint(x: origin.x + drawn.x - frame.minX, y: origin.y + drawn.y - frame.minY)
    }

    func paint(_ color: ProofUI.Color, _ scheme: ColorScheme = .light) -> ResolvedPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color._resolvePaint(in: environment, bounds: .zero)
    }

    /// A display mode and the top of the content below the bar it draws.
    struct ModeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let mode: NavigationBarItem.TitleDisplayMode
        let contentTop: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        ModeCase(name: "large: 44 pt bar + 52 pt title", mode: .large, contentTop: 96),
        ModeCase(name: "automatic is large at the root", mode: .automatic, contentTop: 96),
        ModeCase(name: "inline: the 44 pt bar", mode: .inline, contentTop: 44),
    ])
    func contentFillsTheSpaceBelowTheBar(c: ModeCase) throws {
        let p = try probe(
            NavigationStack {
                Color.clear.probe("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(c.mode)
            })
        #expect(p.frame("content") == CGRect(x: 0, y: c.contentTop, width: 320, height: 480 - c.contentTop))
    }

    @Test func largeTitleIs34PointBoldLeadingEightPointsAboveTheContent() throws {
        let title = Text("Inbox").font(.largeTitle.bold())
        let size = try size(of: title)
        let p = try probe(NavigationStack { Color.clear.navigationTitle("Inbox") })
        let drawn = try #require(texts(p.list).first { $0.string == "Inbox" })
        let expected = try drawnOrigin(of: title, framedAt: CGPoint(x: 16, y: 96 - 8 - size.height))
        // The probe's size is snapped to whole points, the bar's title is placed before snapping.
        #expect(drawn.origin.x == expected.x)
        #expect(abs(drawn.origin.y - expected.y) <= 1)
        #expect(drawn.paint == paint(.primary))
    }

    @Test func inlineTitleIs17PointSemiboldCentredInTheBar() throws {
        let title = Text("Inbox").font(.headline)
        let size = try size(of: title)
        let p = try probe(
            NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) })
        let drawn = try #require(texts(p.list).first { $0.string == "Inbox" })
        let frameOrigin = CGPoint(x: ((320 - size.width) / 2).rounded(), y: ((44 - size.height) / 2).rounded())
        let expected = try drawnOrigin(of: title, framedAt: frameOrigin)
        #expect(abs(drawn.origin.x - expected.x) <= 0.5)
        #expect(abs(drawn.origin.y - expected.y) <= 0.5)
    }

    @Test func navigationViewDrawsTheSameBar() throws {
        let p = try probe(NavigationView { Color.clear.probe("content").navigationTitle(Text("Inbox")) })
        #expect(p.frame("content") == CGRect(x: 0, y: 96, width: 320, height: 384))
        #expect(texts(p.list).map(\.string) == ["Inbox"])
    }

    @Test func rootContentIsCentredInTheSpaceBelowTheBar() throws {
        let p = try probe(NavigationStack { box("box", 100, 40).navigationBarTitleDisplayMode(.inline) })
        // (320 - 100) / 2 = 110; 44 + (436 - 40) / 2 = 242.
        #expect(p.frame("box") == CGRect(x: 110, y: 242, width: 100, height: 40))
    }

    /// A way to hide the navigation bar.
    struct HiddenCase: CustomTestStringConvertible, @unchecked Sendable {
        let name: String
        let view: AnyView
        var testDescription: String { name }
    }

    @Test(arguments: [
        HiddenCase(
            name: "navigationBarHidden",
            view: AnyView(
                NavigationStack { Color.clear.probe("content").navigationTitle("A").navigationBarHidden(true) })),
        HiddenCase(
            name: "toolbar(.hidden, for: .navigationBar)",
            view: AnyView(
                NavigationStack {
                    Color.clear.probe("content").navigationTitle("A").toolbar(.hidden, for: .navigationBar)
                })),
    ])
    func hiddenBarLeavesTheWholeViewToTheContent(c: HiddenCase) throws {
        let p = try probe(c.view)
        #expect(p.frame("content") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(texts(p.list).isEmpty)
    }

    @Test func backButtonHiddenChangesNothingAtTheRoot() throws {
        let p = try probe(
            NavigationStack { Color.clear.probe("content").navigationTitle("A").navigationBarBackButtonHidden() })
        #expect(p.frame("content") == CGRect(x: 0, y: 96, width: 320, height: 384))
    }

    @Test func outerTitleWinsOverAnInnerOne() throws {
        let p = try probe(NavigationStack { Color.clear.navigationTitle("Inner").navigationTitle("Outer") })
        #expect(texts(p.list).map(\.string) == ["Outer"])
    }

    @Test func modifiersOutsideAStackDrawNothing() throws {
        let p = try probe(
            Color.clear.probe("content").navigationTitle("Alone").toolbar { Button("Edit") {} })
        #expect(texts(p.list).isEmpty)
        #expect(p.frame("content") == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func leadingAndTrailingItemsSitAtTheMarginsCentredInTheBar() throws {
        let p = try probe(
            NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { box("leading", 30, 20) }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            box("first", 24, 24)
                            box("second", 24, 24)
                        }
                    }
            })
        #expect(p.frame("leading") == CGRect(x: 16, y: 12, width: 30, height: 20))
        // 320 - 16 - (24 + 16 + 24) = 240.
        #expect(p.frame("first") == CGRect(x: 240, y: 10, width: 24, height: 24))
        #expect(p.frame("second") == CGRect(x: 280, y: 10, width: 24, height: 24))
    }

    /// A placement and the edge of the bar it puts an item on.
    struct PlacementCase: CustomTestStringConvertible, Sendable {
        let name: String
        let placement: ToolbarItemPlacement
        let x: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        PlacementCase(name: "topBarLeading", placement: .topBarLeading, x: 16),
        PlacementCase(name: "navigationBarLeading", placement: .navigationBarLeading, x: 16),
        PlacementCase(name: "cancellationAction", placement: .cancellationAction, x: 16),
        PlacementCase(name: "topBarTrailing", placement: .topBarTrailing, x: 264),
        PlacementCase(name: "navigationBarTrailing", placement: .navigationBarTrailing, x: 264),
        PlacementCase(name: "confirmationAction", placement: .confirmationAction, x: 264),
        PlacementCase(name: "automatic is trailing", placement: .automatic, x: 264),
        PlacementCase(name: "principal is centred", placement: .principal, x: 140),
    ])
    func placementPutsTheItemOnItsEdge(c: PlacementCase) throws {
        let p = try probe(
            NavigationStack { Color.clear.toolbar { ToolbarItem(placement: c.placement) { box("item", 40, 20) } } })
        #expect(p.frame("item") == CGRect(x: c.x, y: 12, width: 40, height: 20))
    }

    @Test func plainViewsInAToolbarAreTrailingItems() throws {
        let p = try probe(NavigationStack { Color.clear.toolbar { box("item", 40, 20) } })
        #expect(p.frame("item") == CGRect(x: 264, y: 12, width: 40, height: 20))
    }

    @Test func principalItemReplacesTheInlineTitle() throws {
        let p = try probe(
            NavigationStack {
                Color.clear.navigationTitle("Hidden").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .principal) { Text("Principal") } }
            })
        #expect(texts(p.list).map(\.string) == ["Principal"])
    }

    @Test func barButtonsAreAccentTintedAndConfirmationIsSemibold() throws {
        let p = try probe(
            NavigationStack {
                Color.clear.toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
            })
        let drawn = texts(p.list)
        #expect(drawn.map(\.string) == ["Cancel", "Done"])
        #expect(drawn.allSatisfy { $0.paint == paint(.blue) })
        let done = try size(of: Text("Done").font(.body.weight(.semibold)))
        let regular = try size(of: Text("Done").font(.body))
        #expect(done.width > regular.width)
        // The semibold Done ends at the trailing margin.
        let cancelOrigin = try drawnOrigin(of: Text("Cancel"), framedAt: CGPoint(x: 16, y: 0))
        #expect(drawn[0].origin.x == cancelOrigin.x)
    }

    @Test func bottomBarItemsSitInA44PointBarAtTheBottom() throws {
        let p = try probe(
            NavigationStack {
                Color.clear.probe("content")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            box("left", 30, 20)
                            Spacer()
                            box("right", 30, 20)
                        }
                    }
            })
        #expect(p.frame("content") == CGRect(x: 0, y: 44, width: 320, height: 480 - 88))
        #expect(p.frame("left") == CGRect(x: 16, y: 448, width: 30, height: 20))
        #expect(p.frame("right") == CGRect(x: 274, y: 448, width: 30, height: 20))
    }

    @Test func bottomBarCanBeHidden() throws {
        let p = try probe(
            NavigationStack {
                Color.clear.probe("content").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { box("item", 30, 20) } }
                    .toolbar(.hidden, for: .bottomBar)
            })
        #expect(p.frame("content") == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(p.frame("item") == nil)
    }

    @Test func itemsInsideConditionalsAndCustomToolbarContentAreShown() throws {
        struct EditorToolbar: ToolbarContent {
            let canSave: Bool
            var body: some ToolbarContent {
                if canSave {
                    ToolbarItem(placement: .confirmationAction) { box("save", 40, 20) }
                } else {
                    ToolbarItem(placement: .cancellationAction) { box("close", 40, 20) }
                }
            }
        }
        let saving = try probe(NavigationStack { Color.clear.toolbar { EditorToolbar(canSave: true) } })
        #expect(saving.frame("save")?.minX == 264)
        #expect(saving.frame("close") == nil)
        let closing = try probe(NavigationStack { Color.clear.toolbar { EditorToolbar(canSave: false) } })
        #expect(closing.frame("close")?.minX == 16)
    }

    /// A colour scheme and the flat bar colour it draws.
    struct BarColourCase: CustomTestStringConvertible, Sendable {
        let scheme: ColorScheme
        let rgb: (UInt8, UInt8, UInt8)
        var testDescription: String { "\(scheme)" }
    }

    @Test(arguments: [
        BarColourCase(scheme: .light, rgb: (0xF9, 0xF9, 0xF9)), BarColourCase(scheme: .dark, rgb: (0x1C, 0x1C, 0x1E)),
    ])
    func visibleBarBackgroundIsTheFlatBarColour(c: BarColourCase) throws {
        let view = NavigationStack {
            Color.clear.navigationBarTitleDisplayMode(.inline).toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try ViewRenderer.render(
            view,
            configuration: RenderConfiguration(
                size: .fixed(width: 320, height: 480), scale: 1, colorScheme: c.scheme, background: .clear))
        let pixel = image.bitmap.pixel(x: 5, y: 20)
        #expect((pixel.r, pixel.g, pixel.b, pixel.a) == (c.rgb.0, c.rgb.1, c.rgb.2, 255))
        // The hairline under the bar, then the clear content.
        #expect(image.bitmap.pixel(x: 5, y: 44).a > 0)
        #expect(image.bitmap.pixel(x: 5, y: 60).a == 0)
    }

    @Test func barAtRestHasNoBackground() throws {
        let image = try ViewRenderer.render(
            NavigationStack { Color.clear.navigationTitle("Inbox") },
            configuration: RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, background: .clear))
        #expect(image.bitmap.pixel(x: 5, y: 20).a == 0)
        #expect(image.bitmap.pixel(x: 5, y: 96).a == 0)
    }

    @Test func stackWithoutAProposedHeightIsItsBarsAndItsContent() throws {
        let p = try LayoutProbe(
            NavigationStack { box("box", 100, 40).navigationTitle("A") }.probe("stack"),
            RenderConfiguration(size: .width(320), scale: 1))
        #expect(p.frame("stack") == CGRect(x: 0, y: 0, width: 320, height: 136))
        #expect(p.frame("box") == CGRect(x: 110, y: 96, width: 100, height: 40))
    }

    @Test func pathBoundStacksShowTheRoot() throws {
        var path = NavigationPath()
        path.append(3)
        #expect(path.count == 1)
        let typed = try probe(
            NavigationStack(path: .constant([1, 2])) {
                Color.clear.probe("root").navigationDestination(for: Int.self) { Text("\($0)") }
            })
        #expect(typed.frame("root") == CGRect(x: 0, y: 44, width: 320, height: 436))
        let erased = try probe(NavigationStack(path: .constant(path)) { Color.clear.probe("root") })
        #expect(erased.frame("root") == CGRect(x: 0, y: 44, width: 320, height: 436))
    }

    @Test func rightToLeftMirrorsTheBar() throws {
        let p = try LayoutProbe(
            NavigationStack {
                Color.clear.toolbar { ToolbarItem(placement: .topBarLeading) { box("leading", 30, 20) } }
            },
            RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, layoutDirection: .rightToLeft))
        #expect(p.frame("leading") == CGRect(x: 274, y: 12, width: 30, height: 20))
    }

    @Test func toolbarBackgroundStyleAndColorSchemeColourTheBar() throws {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarRole(.editor)
        }
        .navigationViewStyle(.stack)
        let image = try ViewRenderer.render(
            view,
            configuration: RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, background: .clear))
        let pixel = image.bitmap.pixel(x: 5, y: 20)
        // The whole bar takes the scheme, its background too: indigo's dark value.
        #expect((pixel.r, pixel.g, pixel.b) == (0x5E, 0x5C, 0xE6))
        let title = try #require(texts(image.displayList).first)
        #expect(title.paint == paint(.primary, .dark))
    }

    @Test func deprecatedFormsPlaceTheirItems() throws {
        let p = try probe(
            NavigationView {
                Color.clear.probe("content")
                    .navigationBarTitle("Old", displayMode: .inline)
                    .navigationBarItems(leading: box("leading", 30, 20), trailing: box("trailing", 30, 20))
            })
        #expect(p.frame("content") == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(p.frame("leading") == CGRect(x: 16, y: 12, width: 30, height: 20))
        #expect(p.frame("trailing") == CGRect(x: 274, y: 12, width: 30, height: 20))
        #expect(texts(p.list).map(\.string) == ["Old"])
    }

    /// A split view's preferred compact column and the column an iPhone shows.
    struct SplitCase: CustomTestStringConvertible, Sendable {
        let column: NavigationSplitViewColumn
        let shown: String
        var testDescription: String { shown }
    }

    @Test(arguments: [
        SplitCase(column: .sidebar, shown: "sidebar"), SplitCase(column: .content, shown: "content"),
        SplitCase(column: .detail, shown: "detail"),
    ])
    func splitViewShowsOneColumnAsTheRootOfAStack(c: SplitCase) throws {
        let p = try probe(
            NavigationSplitView(
                columnVisibility: .constant(.all), preferredCompactColumn: .constant(c.column),
                sidebar: { Color.clear.probe("sidebar").navigationTitle("Folders") },
                content: { Color.clear.probe("content").navigationTitle("Notes") },
                detail: { Color.clear.probe("detail").navigationTitle("Note") }
            )
            .navigationSplitViewStyle(.balanced))
        #expect(p.frame(c.shown) == CGRect(x: 0, y: 96, width: 320, height: 384))
        #expect(texts(p.list).count == 1)
    }

    @Test func twoColumnSplitViewShowsItsSidebar() throws {
        let p = try probe(
            NavigationSplitView {
                Color.clear.probe("sidebar").navigationTitle("Mail")
            } detail: {
                Color.clear.probe("detail")
            })
        #expect(p.frame("sidebar") == CGRect(x: 0, y: 96, width: 320, height: 384))
        #expect(p.frame("detail") == nil)
        #expect(texts(p.list).map(\.string) == ["Mail"])
    }

    /// A display mode and where the search field and the content go.
    struct SearchCase: CustomTestStringConvertible, Sendable {
        let mode: NavigationBarItem.TitleDisplayMode
        let fieldTop: CGFloat
        var testDescription: String { "\(mode)" }
    }

    @Test(arguments: [SearchCase(mode: .large, fieldTop: 104), SearchCase(mode: .inline, fieldTop: 52)])
    func searchFieldSitsInA52PointDrawerBelowTheTitle(c: SearchCase) throws {
        let p = try probe(
            NavigationStack {
                Color.clear.probe("content")
                    .navigationTitle("Contacts")
                    .navigationBarTitleDisplayMode(c.mode)
                    .searchable(text: .constant(""), prompt: "Names")
            })
        // The drawer is the field's 36 pt with 8 pt above and below.
        let top = c.fieldTop - 8
        #expect(p.frame("content") == CGRect(x: 0, y: top + 52, width: 320, height: 480 - top - 52))
        let fill = paint(SearchField.fill)
        let field: [Raster.Rect] = p.list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item, paint == fill { return path.bounds }
            return nil
        }
        // The rounded field's path bounds carry the curve's floating-point error.
        let expected: [Double] = [16, c.fieldTop, 288, 36]
        #expect(field.count == 1)
        let actual = field.first.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? []
        #expect(actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(actual)")
        let prompt = try #require(texts(p.list).first { $0.string == "Names" })
        #expect(prompt.paint == paint(SearchField.secondary))
    }

    @Test func searchFieldShowsItsTextOrTheDefaultPrompt() throws {
        let empty = try probe(NavigationStack { Color.clear.searchable(text: .constant("")) })
        #expect(texts(empty.list).map(\.string) == ["Search"])
        let typed = try probe(NavigationStack { Color.clear.searchable(text: .constant("Ada")) })
        #expect(texts(typed.list).map(\.string) == ["Ada"])
        let outside = try probe(Color.clear.searchable(text: .constant("Ada")))
        #expect(texts(outside.list).isEmpty)
    }
}
