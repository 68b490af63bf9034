import ProofUI
import Testing

/// `Grid`/`GridRow`: columns as wide as their widest cell, rows as tall as their tallest, cells
/// aligned in their space, full-width rows, spanning cells, right to left; frames computed by hand.
@MainActor
@Suite("UI: Grid")
struct GridTests {
    /// Two rows of boxes of different sizes with 10 pt between columns and 4 pt between rows.
    static var twoByThree: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                box("a", 30, 10)
                box("b", 10, 20)
                box("c", 5, 5)
            }
            GridRow {
                box("d", 10, 8)
                box("e", 40, 6)
            }
        }
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() throws {
        // Columns 30, 40, 5 → 30 + 10 + 40 + 10 + 5 = 95 wide; rows 20 and 8 → 20 + 4 + 8 = 32 tall.
        let p = try LayoutProbe(Self.twoByThree)
        #expect(p.list.size == CGSize(width: 95, height: 32))
        // Cells are centred in their space (the grid's default alignment).
        #expect(p.frame("a") == CGRect(x: 0, y: 5, width: 30, height: 10))
        #expect(p.frame("b") == CGRect(x: 55, y: 0, width: 10, height: 20))
        // 7.5 pt down, snapped to the 1x pixel grid.
        #expect(p.frame("c") == CGRect(x: 90, y: 8, width: 5, height: 5))
        #expect(p.frame("d") == CGRect(x: 10, y: 24, width: 10, height: 8))
        #expect(p.frame("e") == CGRect(x: 40, y: 25, width: 40, height: 6))
    }

    @Test func aColumnAlignmentAlignsTheWholeColumnAndCombinesWithASpan() throws {
        let view = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box("a", 10, 10)
                box("b", 20, 10).gridColumnAlignment(.trailing)
            }
            GridRow {
                box("c", 30, 10)
                box("d", 5, 10)
            }
            GridRow {
                box("e", 50, 10).gridCellColumns(2).gridColumnAlignment(.center)
            }
        }
        // Columns 30 and 20 wide. Column 1 trails (b sets it); column 0 is centred: e, which starts
        // in column 0, is the only cell that sets it.
        let p = try LayoutProbe(view)
        #expect(p.list.size == CGSize(width: 50, height: 30))
        #expect(p.frame("b") == CGRect(x: 30, y: 0, width: 20, height: 10))
        #expect(p.frame("d") == CGRect(x: 45, y: 10, width: 5, height: 10), "d trails its column")
        #expect(p.frame("a") == CGRect(x: 10, y: 0, width: 10, height: 10), "column 0 is centred by e's setting")
        #expect(p.frame("c") == CGRect(x: 0, y: 10, width: 30, height: 10))
    }

    @Test func aProposedWidthIsSharedAndAFlexibleCellWidensItsColumn() throws {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box("a", 20, 10)
                Color.red.frame(height: 10).probe("b")
            }
        }
        // The rigid column first: offered 50, it takes 20; the flexible one is offered the other 80.
        let p = try LayoutProbe(view, RenderConfiguration(size: .width(100)))
        #expect(p.list.size == CGSize(width: 100, height: 10))
        #expect(p.frame("a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(p.frame("b") == CGRect(x: 20, y: 0, width: 80, height: 10))
        // Without a width the flexible column has its ideal width (a colour's is 10 pt).
        #expect(try LayoutProbe(view).frame("b")?.minX == 20)
    }

    @Test func anUnsizedCellTakesItsColumnsWidthWithoutSizingIt() throws {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box("a", 30, 10)
                box("b", 20, 10)
            }
            GridRow {
                Color.blue.frame(width: 500, height: 4).gridCellUnsizedAxes(.horizontal).probe("wide")
                box("c", 5, 10)
            }
        }
        let p = try LayoutProbe(view)
        #expect(p.list.size == CGSize(width: 50, height: 20), "the 500 pt cell does not widen its column")
        #expect(p.frame("b") == CGRect(x: 30, y: 0, width: 20, height: 10))
        // Centred in column 1: 30 + 7.5, snapped to the 1x pixel grid.
        #expect(p.frame("c") == CGRect(x: 38, y: 10, width: 5, height: 10))
    }

    @Test func alignmentPlacesCellsAndARowsOwnVerticalAlignmentWins() throws {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                box("a", 10, 10)
                box("b", 20, 30)
            }
            GridRow(alignment: .bottom) {
                box("c", 30, 4)
                box("d", 5, 12)
            }
        }
        let p = try LayoutProbe(view)
        #expect(p.list.size == CGSize(width: 50, height: 42))
        #expect(p.frame("a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.frame("b") == CGRect(x: 30, y: 0, width: 20, height: 30))
        #expect(p.frame("c") == CGRect(x: 0, y: 38, width: 30, height: 4), "bottom of a 12 pt row")
        #expect(p.frame("d") == CGRect(x: 30, y: 30, width: 5, height: 12))
    }

    @Test func aViewOutsideAGridRowSpansTheGrid() throws {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                box("a", 20, 10)
                box("b", 30, 10)
            }
            Color.blue.frame(height: 2).probe("rule")
        }
        let p = try LayoutProbe(view)
        #expect(p.frame("rule") == CGRect(x: 0, y: 10, width: 60, height: 2))
    }

    @Test func aSpanningCellCoversItsColumnsAndWidensTheLastWhenWider() throws {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                box("a", 20, 10)
                box("b", 20, 10)
            }
            GridRow {
                box("wide", 70, 10).gridCellColumns(2)
            }
        }
        // 20 + 10 + 20 = 50 < 70: the second column grows to 40.
        let p = try LayoutProbe(view)
        #expect(p.list.size == CGSize(width: 70, height: 20))
        #expect(p.frame("b") == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(p.frame("wide") == CGRect(x: 0, y: 10, width: 70, height: 10))
    }

    @Test func rightToLeftMirrorsTheColumns() throws {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                box("first", 20, 10)
                box("second", 30, 10)
            }
        }
        let p = try LayoutProbe(view, RenderConfiguration(layoutDirection: .rightToLeft))
        #expect(p.frame("first") == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(p.frame("second") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func aLoneGridRowIsAOneRowGrid() throws {
        let p = try LayoutProbe(
            GridRow {
                box("a", 10, 10)
                box("b", 10, 20)
            })
        #expect(p.list.size == CGSize(width: 28, height: 20))
        #expect(p.frame("b") == CGRect(x: 18, y: 0, width: 10, height: 20))
    }
}
