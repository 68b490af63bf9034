import MyDesignSystem
import SnapshotTesting
import SwiftUI
import Testing

// Snapshot tests as the team writes them for swift-snapshot-testing; the references are in
// __Snapshots__/ComponentSnapshotTests/ beside this file.
@MainActor
@Suite(.snapshots(record: .missing))
struct ComponentSnapshotTests {
    @Test func orderCard() {
        let card = OrderCard(title: "Headphones", status: "Shipped · arrives Friday", price: "€129").padding()
        assertSnapshot(of: card, as: .image(layout: .fixed(width: 360, height: 120)))
        assertSnapshot(
            of: card, as: .image(layout: .fixed(width: 360, height: 120), traits: .init(userInterfaceStyle: .dark)),
            named: "dark")
    }

    @Test func badges() {
        assertSnapshots(
            of: HStack {
                CountBadge(count: 3)
                CountBadge(count: 120)
            }.padding(),
            as: ["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))])
    }

    @Test func primaryButtonOnAnIPhone() {
        assertSnapshot(
            of: Button("Continue") {}.buttonStyle(PrimaryButtonStyle()),
            as: .image(layout: .device(config: .iPhone13), traits: .init(displayScale: 2)))
    }
}
