import ProofSnapshot
import SwiftUI
import Testing

/// A provider as Xcode's templates write one.
private struct Card: View {
    var body: some View {
        Text("Card").padding().background(Color.blue)
    }
}

private struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Light")
        Card()
            .preferredColorScheme(.dark)
            .previewLayout(.fixed(width: 200, height: 100))
            .previewDisplayName("Dark")
        Card()
            .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
}

private struct Grouped_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Card()
            Card().previewDisplayName("Named")
        }
        .previewLayout(.sizeThatFits)
    }
}

private struct UnknownDevice_Previews: PreviewProvider {
    static var previews: some View {
        Card().previewDevice("iPhone 1")
    }
}

@MainActor
@Suite("PreviewProvider")
struct PreviewProviderTests {
    @Test("traits are read from the modifiers around a view")
    func traits() {
        let traits = PreviewTraits(
            of: Card().padding().previewDisplayName("A").preferredColorScheme(.dark).previewLayout(.sizeThatFits))
        #expect(traits.displayName == "A")
        #expect(traits.colorScheme == .dark)
        #expect(traits.layout == .sizeThatFits)
        #expect(traits.device == nil)
        #expect(PreviewTraits(of: Card()) == PreviewTraits())
    }

    @Test("discovery finds a module's providers, private ones too, without a list")
    func discovery() {
        let names = PreviewDiscovery.providers(inModule: "SnapshotTestingTests").map { String(describing: $0) }
        #expect(names.sorted() == ["Card_Previews", "Grouped_Previews", "UnknownDevice_Previews"])
        #expect(
            PreviewDiscovery.providers(inModuleOf: Card.self).map { String(describing: $0) }.sorted() == names.sorted())
        #expect(PreviewDiscovery.providers(inModule: "NoSuchModule").isEmpty)
        #expect(PreviewDiscovery.providers(inModule: "SwiftUICompatibilityTests").count >= 40)
    }

    @Test("a module's catalog is its providers' previews, or the first provider's error")
    func moduleCatalog() throws {
        #expect(throws: PreviewError.self) { try Catalog.previews(ofModule: "SnapshotTestingTests") }
        let compat = try Catalog.previews(ofModule: "SwiftUICompatibilityTests", goldenFolder: "compat")
        #expect(compat.images.contains { $0.goldenPath == "compat/OrderTrackingCard/0-light.png" })
        #expect(try Catalog.previews(ofModule: "NoSuchModule").images.isEmpty)
    }

    @Test("the innermost modifier wins")
    func innermost() {
        #expect(
            PreviewTraits(of: Card().previewDisplayName("inner").previewDisplayName("outer")).displayName == "inner")
    }

    @Test("one preview per top-level view, configured by its traits")
    func previews() throws {
        let previews = try Card_Previews.makePreviews()
        #expect(previews.map(\.name) == ["Card/Light", "Card/Dark", "Card/2"])
        #expect(previews[0].configuration.size == .intrinsic)
        #expect(previews[0].configuration.scale == 3)
        #expect(previews[0].configuration.colorScheme == .light)
        #expect(previews[1].configuration.size == .fixed(width: 200, height: 100))
        #expect(previews[1].configuration.colorScheme == .dark)
        #expect(previews.map(\.preferredColorScheme) == [nil, .dark, nil], "only a preview that asks has a scheme")
        #expect(previews[2].configuration.size == .fixed(width: 375, height: 667))
        #expect(previews[2].configuration.scale == 2)
    }

    @Test("a Group's children are previews that inherit its traits")
    func group() throws {
        let previews = try Grouped_Previews.makePreviews(named: "cards")
        #expect(previews.map(\.name) == ["cards/0", "cards/Named"])
        #expect(previews.allSatisfy { $0.configuration.size == .intrinsic })
    }

    @Test("preferredColorScheme renders the view dark")
    func darkRender() throws {
        let dark = try Card_Previews.makePreviews()[1].render()
        // Dark system background behind the card, dark system blue inside it.
        let corner = dark.bitmap.pixel(x: 599, y: 299)
        #expect([corner.r, corner.g, corner.b, corner.a] == [0, 0, 0, 255])
        let blue = dark.bitmap.pixel(x: 300, y: 150 - 60)
        #expect([blue.r, blue.g, blue.b, blue.a] == [0x0A, 0x84, 0xFF, 255])
    }

    @Test("an unknown device with the device layout is an error naming it")
    func unknownDevice() {
        #expect(throws: PreviewError.unknownDevice("iPhone 1", known: PreviewDevice.knownDevices)) {
            try UnknownDevice_Previews.makePreviews()
        }
    }
}
