import ProofUI
import Raster
import Testing

/// `List`, `Section`, `Form` and the list modifiers, on frames computed by hand from `ListMetrics`:
/// 44-pt minimum rows, 6-pt vertical and 20-pt (16 plain) horizontal row insets, 16-pt section
/// margins in the inset styles, 35 pt above a header-less section, 22 pt above a header's text and
/// 7 pt below it, 7 pt above a footer, 20 pt below the last section.
@MainActor
@Suite("UI: lists")
struct ListTests {
    nonisolated static let width: CGFloat = 320

    func probe<V: View>(_ view: V, scale: CGFloat = 1, direction: LayoutDirection = .leftToRight) throws -> LayoutProbe
    {
        try LayoutProbe(
            view, RenderConfiguration(size: .width(Self.width), scale: scale, layoutDirection: direction))
    }

    func list<V: View>(_ view: V, scheme: ColorScheme = .light, scale: CGFloat = 1) throws -> DisplayList {
        try ViewRenderer.displayList(
            view, configuration: RenderConfiguration(size: .width(Self.width), scale: scale, colorScheme: scheme))
    }

    /// The fills of a display list: their bounds and paints (`#RRGGBB`, `#RRGGBBAA` when translucent).
    func fills(_ list: DisplayList) -> [(rect: CGRect, color: String)] {
        list.items.compactMap { item in
            guard case .fill(let path, let paint, _) = item else { return nil }
            let b = path.bounds
            return (CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height), paint.description)
        }
    }

    /// The drawn strings, in order.
    func strings(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(_, _, _, let string) = item { return string }
            return nil
        }
    }

    // MARK: Row metrics

    /// A list style and where its first row's content goes.
    struct StyleCase: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (AnyView) -> AnyView
        let contentOrigin: CGPoint
        var testDescription: String { name }
    }

    @Test(arguments: [
        StyleCase(
            name: "inset grouped", apply: { AnyView($0.listStyle(.insetGrouped)) }, contentOrigin: CGPoint(x: 36, y: 47)
        ),
        StyleCase(
            name: "automatic", apply: { AnyView($0.listStyle(.automatic)) }, contentOrigin: CGPoint(x: 36, y: 47)),
        StyleCase(name: "inset", apply: { AnyView($0.listStyle(.inset)) }, contentOrigin: CGPoint(x: 36, y: 47)),
        StyleCase(name: "grouped", apply: { AnyView($0.listStyle(.grouped)) }, contentOrigin: CGPoint(x: 20, y: 47)),
        StyleCase(name: "sidebar", apply: { AnyView($0.listStyle(.sidebar)) }, contentOrigin: CGPoint(x: 36, y: 47)),
        // Plain: no top padding, 16-pt insets: (44 - 12 - 20) / 2 + 6 = 12.
        StyleCase(name: "plain", apply: { AnyView($0.listStyle(.plain)) }, contentOrigin: CGPoint(x: 16, y: 12)),
    ])
    func firstRowContentSitsAtTheStyleInsets(c: StyleCase) throws {
        // A 20-pt row is held at 44 pt and centred: 6 + (44 - 12 - 20) / 2 = 12 below the cell's top.
        let p = try probe(c.apply(AnyView(List { box("a", 50, 20) })))
        #expect(p.frame("a") == CGRect(origin: c.contentOrigin, size: CGSize(width: 50, height: 20)))
    }

    @Test func rowsAreAtLeast44PointsAndGrowWithTheirContent() throws {
        let p = try probe(
            List {
                box("short", 50, 20)
                box("tall", 50, 60)
                box("next", 50, 20)
            })
        // Cells: 35–79 (44), 79–151 (60 + 6 + 6), 151–195.
        #expect(p.frame("short")?.minY == 47)
        #expect(p.frame("tall")?.minY == 85)
        #expect(p.frame("next")?.minY == 163)
        // The list's ideal height: the last cell's bottom and the 20-pt bottom padding.
        #expect(p.list.size.height == 215)
    }

    @Test func aFlexibleRowIsOfferedTheCellWidthLessItsInsets() throws {
        let p = try probe(List { Color.red.frame(height: 20).probe("wide") })
        // 320 - 2 × 16 margins - 2 × 20 insets.
        #expect(p.frame("wide")?.width == 248)
    }

    @Test func headersAndFootersFrameTheirSection() throws {
        let p = try probe(
            List {
                Section {
                    box("row", 50, 20)
                } header: {
                    box("header", 40, 16)
                } footer: {
                    box("footer", 40, 10)
                }
            })
        #expect(p.frame("header") == CGRect(x: 36, y: 22, width: 40, height: 16))
        // The cell starts 7 pt under the header: 22 + 16 + 7 = 45; the row is centred 12 pt below.
        #expect(p.frame("row")?.minY == 57)
        // The footer starts 7 pt under the cell (45 + 44).
        #expect(p.frame("footer") == CGRect(x: 36, y: 96, width: 40, height: 10))
        #expect(p.list.size.height == 126)
    }

    @Test func sectionsAre35PointsApart() throws {
        let p = try probe(
            List {
                Section { box("a", 50, 20) }
                Section { box("b", 50, 20) }
            })
        // Second cell: 35 + 44 + 35 = 114, content 12 below.
        #expect(p.frame("b")?.minY == 126)
    }

    @Test func plainSectionsFollowEachOtherUnderBandedHeaders() throws {
        let p = try probe(
            List {
                Section {
                    box("a", 50, 20)
                } header: {
                    box("h1", 40, 20)
                }
                Section {
                    box("b", 50, 20)
                } header: {
                    box("h2", 40, 20)
                }
            }
            .listStyle(.plain))
        // Header bands: 8 + 20 + 8; rows of 44 right under them, no section spacing.
        #expect(p.frame("h1") == CGRect(x: 16, y: 8, width: 40, height: 20))
        #expect(p.frame("a")?.minY == 48)
        #expect(p.frame("h2")?.minY == 88)  // 8 + 20 + 8 + 44 + 8
        #expect(p.frame("b")?.minY == 128)  // 88 + 20 + 8 + 12
    }

    @Test func sectionSpacingCanBeSet() throws {
        let p = try probe(
            List {
                Section { box("a", 50, 20) }
                Section { box("b", 50, 20) }
            }
            .listSectionSpacing(10))
        #expect(p.frame("b")?.minY == 101)  // 35 + 44 + 10 + 12
    }

    @Test func rowsOutsideSectionsMakeImplicitSections() throws {
        let p = try probe(
            List {
                box("loose", 50, 20)
                Section { box("inside", 50, 20) }
            })
        #expect(p.frame("loose")?.minY == 47)
        #expect(p.frame("inside")?.minY == 126)
    }

    @Test func everyElementOfAModifiedForEachIsARow() throws {
        let p = try probe(
            List {
                ForEach(0..<3) { i in box("r\(i)", 50, 20) }
                    .listRowBackground(Color.yellow)
            })
        #expect([p.frame("r0")?.minY, p.frame("r1")?.minY, p.frame("r2")?.minY] == [47, 91, 135])
    }

    @Test func dataInitialisersMakeOneRowPerElement() throws {
        struct Item: Identifiable {
            let id: Int
        }
        let byIdentity = try probe(List([Item(id: 0), Item(id: 1)]) { box("i\($0.id)", 50, 20) })
        #expect(byIdentity.frame("i1")?.minY == 91)
        let byKeyPath = try probe(List(["a", "b", "c"], id: \.self) { box($0, 50, 20) })
        #expect(byKeyPath.frame("c")?.minY == 135)
        var selection: String?
        let selectable = try probe(
            List(selection: Binding(get: { selection }, set: { selection = $0 })) { box("s", 50, 20) })
        #expect(selectable.frame("s")?.minY == 47)
    }

    @Test func boundDataGivesEachRowABindingToItsElement() throws {
        struct Task: Identifiable {
            let id: Int
            var done: Bool
        }
        var tasks = [Task(id: 0, done: false), Task(id: 1, done: true)]
        let binding = Binding(get: { tasks }, set: { tasks = $0 })
        let p = try probe(
            List(binding) { $task in
                box("t\(task.id)", 50, $task.wrappedValue.done ? 30 : 20)
            })
        // The second row's content is 30 tall (done), centred: 79 + 6 + (44 - 12 - 30) / 2 = 86.
        #expect(p.frame("t1")?.minY == 86)
        let rows = ForEach(binding) { $task in Text("\(task.id)") }
        rows.data[0].wrappedValue.done = true
        #expect(tasks[0].done)
    }

    @Test func rowInsetsReplaceTheStyleInsets() throws {
        let p = try probe(
            List {
                box("zero", 50, 20).listRowInsets(EdgeInsets())
                box("tall", 50, 100).listRowInsets(EdgeInsets())
            })
        // Zero insets: flush with the card's leading edge, centred in 44 pt.
        #expect(p.frame("zero") == CGRect(x: 16, y: 47, width: 50, height: 20))
        // The row is as tall as its content.
        #expect(p.frame("tall")?.minY == 79)
        #expect(p.list.size.height == 199)  // 79 + 100 + 20
    }

    @Test func rowSpacingSeparatesTheRows() throws {
        let p = try probe(
            List {
                box("a", 50, 20)
                box("b", 50, 20)
            }
            .listRowSpacing(8))
        #expect(p.frame("b")?.minY == 99)  // 35 + 44 + 8 + 12
    }

    @Test func aFixedHeightListTakesItAndClips() throws {
        let p = try LayoutProbe(
            List { ForEach(0..<10) { box("r\($0)", 50, 20) } }, width: 320, height: 100)
        #expect(p.list.size == CGSize(width: 320, height: 100))
        // The background fills the proposed height, not the content's.
        #expect(fills(p.list).first?.rect == CGRect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test func rightToLeftMirrorsTheRows() throws {
        let p = try probe(List { box("a", 50, 20) }, direction: .rightToLeft)
        #expect(p.frame("a")?.minX == 234)  // 320 - 36 - 50
    }

    @Test func aFormIsAnInsetGroupedListWhateverTheListStyle() throws {
        let p = try probe(Form { box("a", 50, 20) }.listStyle(.plain))
        #expect(p.frame("a")?.origin == CGPoint(x: 36, y: 47))
    }

    @Test func aSectionOutsideAListIsItsPartsInOrder() throws {
        let p = try probe(
            VStack(spacing: 0) {
                Section {
                    box("content", 50, 20)
                } header: {
                    box("header", 50, 10)
                }
            })
        #expect(p.frame("header")?.minY == 0)
        #expect(p.frame("content")?.minY == 10)
    }

    @Test func aCollapsedSectionShowsOnlyItsHeader() throws {
        let inList = try list(
            List {
                Section("Open", isExpanded: .constant(true)) { Text("Shown") }
                Section("Closed", isExpanded: .constant(false)) { Text("Hidden") }
            }
            .listStyle(.sidebar))
        #expect(strings(inList).contains("Shown"))
        #expect(!strings(inList).contains("Hidden"))
        #expect(strings(inList).contains("Closed"))
        let alone = try list(VStack { Section("Closed", isExpanded: .constant(false)) { Text("Hidden") } })
        #expect(strings(alone) == ["Closed"])
    }

    @Test func aGroupedFormStyleKeepsTheInsetGroupedLook() throws {
        let p = try probe(Form { box("a", 50, 20) }.formStyle(.grouped))
        #expect(p.frame("a")?.origin == CGPoint(x: 36, y: 47))
    }

    @Test func theMinimumRowHeightComesFromTheEnvironment() throws {
        let p = try probe(
            List {
                box("a", 50, 20)
                box("b", 50, 20)
            }
            .environment(\.defaultMinListRowHeight, 60))
        // Cells of 60: the second starts at 35 + 60, its content (60 - 12 - 20) / 2 + 6 = 20 below.
        #expect(p.frame("b")?.minY == 115)
    }

    @Test func aForEachOfSectionsMakesOneCardEach() throws {
        let groups = [["a1", "a2"], ["b1"]]
        let p = try probe(
            List {
                ForEach(groups, id: \.self) { group in
                    Section {
                        ForEach(group, id: \.self) { box($0, 50, 20) }
                    }
                }
            })
        // a1 at 35, a2 at 79, the second section's cell at 123 + 35 = 158.
        #expect([p.frame("a1")?.minY, p.frame("a2")?.minY, p.frame("b1")?.minY] == [47, 91, 170])
    }

    @Test func aTraitOnASectionReachesEachOfItsRows() throws {
        let f = fills(
            try list(
                List {
                    Section {
                        Text("A")
                        Text("B")
                    }
                    .listRowBackground(Color.red)
                }))
        #expect(f.filter { $0.color == "#FF3B30" }.map(\.rect.minY) == [35, 79])
    }

    // MARK: Colours

    /// A colour scheme and the grouped colours iOS uses in it.
    struct SchemeCase: CustomTestStringConvertible, Sendable {
        let scheme: ColorScheme
        let groupedBackground: String
        let cell: String
        let plainBackground: String
        var testDescription: String { "\(scheme)" }
    }

    nonisolated static let schemes = [
        SchemeCase(scheme: .light, groupedBackground: "#F2F2F7", cell: "#FFFFFF", plainBackground: "#FFFFFF"),
        SchemeCase(scheme: .dark, groupedBackground: "#000000", cell: "#1C1C1E", plainBackground: "#000000"),
    ]

    @Test(arguments: schemes)
    func insetGroupedDrawsGroupedBackgroundAndCells(c: SchemeCase) throws {
        let f = fills(try list(List { Text("Row") }, scheme: c.scheme))
        #expect(f.first?.color == c.groupedBackground)
        #expect(f.first?.rect == CGRect(x: 0, y: 0, width: 320, height: 99))
        // The cell: 16 pt from the edges, from 35 to 79.
        #expect(f.dropFirst().first?.color == c.cell)
        #expect(f.dropFirst().first?.rect == CGRect(x: 16, y: 35, width: 288, height: 44))
    }

    @Test(arguments: schemes)
    func plainDrawsTheSystemBackground(c: SchemeCase) throws {
        let f = fills(try list(List { Text("Row") }.listStyle(.plain), scheme: c.scheme))
        #expect(f.first?.color == c.plainBackground)
        #expect(f.dropFirst().first?.rect == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func hiddenContentBackgroundLetsTheBackgroundShow() throws {
        let f = fills(
            try list(List { Text("Row") }.scrollContentBackground(.hidden).background(Color.red)))
        // The red behind, then the cell: no grouped grey between them.
        #expect(f.map(\.color) == ["#FF3B30", "#FFFFFF"])
    }

    @Test func aRowBackgroundReplacesTheCellColour() throws {
        let f = fills(try list(List { Text("Row").listRowBackground(Color.red) }))
        #expect(f.map(\.color) == ["#F2F2F7", "#FF3B30"])
        #expect(f.last?.rect == CGRect(x: 16, y: 35, width: 288, height: 44))
    }

    // MARK: Separators

    /// The hairlines of a display list: fills one device pixel tall.
    func separators(_ list: DisplayList, scale: CGFloat) -> [CGRect] {
        fills(list).map(\.rect).filter { $0.height == 1 / scale }
    }

    @Test func separatorsAreHairlinesBetweenRowsFromTheTextToTheTrailingEdge() throws {
        let l = try list(
            List {
                Text("A")
                Text("B")
                Text("C")
            }, scale: 2)
        let lines = separators(l, scale: 2)
        // Two, at the bottom of the first two cells (79, 123), from the text (36) to the card's edge (304).
        #expect(
            lines == [
                CGRect(x: 36, y: 78.5, width: 268, height: 0.5), CGRect(x: 36, y: 122.5, width: 268, height: 0.5),
            ])
        let separator = fills(l).first { $0.rect.height == 0.5 }
        // `separator`: #3C3C43 at 29 %.
        #expect(separator?.color == "#3C3C434A")
    }

    @Test func theSeparatorStartsAtTheTextAfterAnIcon() throws {
        let l = try list(
            List {
                HStack(spacing: 10) {
                    Color.blue.frame(width: 30, height: 30)
                    Text("Wi-Fi")
                }
                Text("Next")
            }, scale: 2)
        #expect(separators(l, scale: 2).first?.minX == 76)  // 36 + 30 + 10
    }

    @Test func plainListsDrawASeparatorUnderTheLastRowToo() throws {
        let l = try list(
            List {
                Text("A")
                Text("B")
            }.listStyle(.plain), scale: 2)
        #expect(separators(l, scale: 2).map(\.minY) == [43.5, 87.5])
        #expect(separators(l, scale: 2).first?.minX == 16)
    }

    @Test func hiddenSeparatorsAreNotDrawn() throws {
        let rows = try list(
            List {
                Text("A").listRowSeparator(.hidden)
                Text("B")
                Text("C")
            }, scale: 2)
        #expect(separators(rows, scale: 2).map(\.minY) == [122.5])
        let section = try list(
            List { Section { Text("A") }.listSectionSeparator(.hidden) }.listStyle(.plain), scale: 2)
        #expect(separators(section, scale: 2).isEmpty)
    }

    @Test func aSeparatorTintColoursIt() throws {
        let l = try list(
            List {
                Text("A").listRowSeparatorTint(.red)
                Text("B")
            }, scale: 2)
        #expect(fills(l).first { $0.rect.height == 0.5 }?.color == "#FF3B30")
    }

    // MARK: Headers and footers

    @Test func groupedHeadersAreUpperCasedAndFootersAsWritten() throws {
        let l = try list(
            List {
                Section {
                    Text("Row")
                } header: {
                    Text("Contacts")
                } footer: {
                    Text("Note")
                }
            })
        #expect(strings(l) == ["Row", "CONTACTS", "Note"])
    }

    @Test func plainHeadersAndProminentOnesAreAsWritten() throws {
        let plain = try list(List { Section("Contacts") { Text("Row") } }.listStyle(.plain))
        #expect(strings(plain).contains("Contacts"))
        let prominent = try list(List { Section("Contacts") { Text("Row") }.headerProminence(.increased) })
        #expect(strings(prominent).contains("Contacts"))
        let uncased = try list(List { Section("Contacts") { Text("Row") }.textCase(nil) })
        #expect(strings(uncased).contains("Contacts"))
    }

    // MARK: Disclosure groups, group boxes, labelled content

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = try list(DisclosureGroup("Title") { Text("Body") })
        #expect(!strings(collapsed).contains("Body"))
        let expanded = try list(DisclosureGroup("Title", isExpanded: .constant(true)) { Text("Body") })
        #expect(strings(expanded).contains("Body"))
    }

    @Test func anExpandedDisclosureGroupInAListGivesOneRowPerChild() throws {
        let p = try probe(
            List {
                DisclosureGroup(isExpanded: .constant(true)) {
                    box("child1", 50, 20)
                    box("child2", 50, 20)
                } label: {
                    box("label", 50, 20)
                }
            })
        #expect([p.frame("label")?.minY, p.frame("child1")?.minY, p.frame("child2")?.minY] == [47, 91, 135])
    }

    @Test func aHierarchicalListShowsItsTopLevelCollapsed() throws {
        struct File: Identifiable {
            var id: String { name }
            let name: String
            var children: [File]?
        }
        let files = [
            File(name: "Sources", children: [File(name: "main.swift")]),
            File(name: "Package.swift"),
        ]
        let drawn = strings(try list(List(files, children: \.children) { Text($0.name) }))
        #expect(drawn == ["Sources", "Package.swift"])
        let outline = strings(try list(VStack { OutlineGroup(files, children: \.children) { Text($0.name) } }))
        #expect(outline == ["Sources", "Package.swift"])
    }

    @Test(arguments: schemes)
    func aGroupBoxPadsItsContentInASecondaryBackground(c: SchemeCase) throws {
        let p = try probe(GroupBox { box("content", 50, 20) }.fixedSize())
        #expect(p.frame("content")?.size == CGSize(width: 50, height: 20))
        let f = fills(try list(GroupBox { Color.clear.frame(width: 50, height: 20) }.fixedSize(), scheme: c.scheme))
        // 16 pt of padding around the content; #F2F2F7 light, #1C1C1E dark.
        #expect(f.first?.rect.size == CGSize(width: 82, height: 52))
        #expect(f.first?.color == (c.scheme == .light ? "#F2F2F7" : "#1C1C1E"))
    }

    @Test func labeledContentPutsTheValueTrailingInTheSecondaryColour() throws {
        let p = try probe(
            LabeledContent {
                box("value", 40, 20)
            } label: {
                box("label", 40, 20)
            })
        #expect(p.frame("label")?.minX == 0)
        #expect(p.frame("value")?.maxX == 320)
        let texts = try list(LabeledContent("Version", value: "1.0"))
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let secondary = Color.secondary._resolvePaint(in: environment, bounds: .zero)
        let value = texts.items.compactMap { item -> ResolvedPaint? in
            if case .text(_, _, let paint, "1.0") = item { return paint }
            return nil
        }
        #expect(value == [secondary])
    }
}
