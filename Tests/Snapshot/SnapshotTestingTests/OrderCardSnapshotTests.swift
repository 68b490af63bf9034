import SnapshotTesting
import SwiftUI
import Testing
import UIKit

// A team's snapshot tests as they are written for swift-snapshot-testing on iOS, unchanged: the
// references live in __Snapshots__/OrderCardSnapshotTests/ beside this file.

struct OrderCard: View {
    let title: String
    let status: String
    let price: String

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.orange.gradient)
                .frame(width: 44, height: 44)
                .overlay(Image(systemName: "shippingbox.fill").foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(status).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(price).font(.body.monospacedDigit().weight(.semibold))
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct OrderCardSnapshotTests {
    let card = OrderCard(title: "Headphones", status: "Shipped · arrives Friday", price: "€129")

    @Test func sizeThatFits() {
        assertSnapshot(of: card, as: .image)
    }

    @Test func onAnIPhone13InDark() {
        assertSnapshot(
            of: card, as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func fixedWidthAtTwoXInArabicDirectionAndLargeText() {
        let traits = UITraitCollection(traitsFrom: [
            .init(displayScale: 2), .init(layoutDirection: .rightToLeft),
            .init(preferredContentSizeCategory: .extraExtraLarge),
        ])
        assertSnapshot(of: card, as: .image(layout: .fixed(width: 320, height: 120), traits: traits), named: "rtl-xxl")
    }

    @Test func severalDevices() {
        assertSnapshots(
            of: card,
            as: [
                "iPhoneSe": .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: 2)),
                "iPadMini-portrait": .image(
                    layout: .device(config: .iPadMini(.portrait)), traits: .init(displayScale: 1)),
            ])
    }
}
