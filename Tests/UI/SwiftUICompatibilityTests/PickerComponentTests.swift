import Foundation
import SwiftUI
import Testing

/// The picker and value-control component files render their previews, light and dark, and draw
/// what their state says.
@Suite("Compatibility components: pickers and value controls")
struct PickerComponentTests {
    /// A component's previews.
    struct ProviderCase: CustomTestStringConvertible, Sendable {
        let name: String
        let previews: @Sendable () throws -> [Preview]
        var testDescription: String { name }
    }

    @Test(arguments: [
        ProviderCase(name: "SortFilterBar") { try SortFilterBar_Previews.makePreviews() },
        ProviderCase(name: "QuantityStepper") { try QuantityStepper_Previews.makePreviews() },
        ProviderCase(name: "VolumeSlider") { try VolumeSlider_Previews.makePreviews() },
        ProviderCase(name: "BatteryGauge") { try BatteryGauge_Previews.makePreviews() },
        ProviderCase(name: "BookingDateRow") { try BookingDateRow_Previews.makePreviews() },
    ])
    func previewsRenderLightAndDark(c: ProviderCase) throws {
        let previews = try c.previews()
        #expect(!previews.isEmpty)
        for preview in previews {
            for scheme in [ColorScheme.light, .dark] {
                let image = try preview.render { $0.colorScheme = scheme }
                #expect(image.size.width > 100 && image.size.height > 30)
                if let folder = ProcessInfo.processInfo.environment["PICKER_COMPONENTS_OUT"] {
                    try image.writePNG(
                        to: "\(folder)/\(preview.name.replacingOccurrences(of: "/", with: "-"))-\(scheme).png")
                }
            }
        }
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } }
    }

    @Test func theFilterBarShowsEveryScopeAndTheSortOrder() throws {
        let list = try ViewRenderer.displayList(
            SortFilterBar(scope: .constant(.recent), sortOrder: .constant(.rating), resultCount: 3),
            configuration: RenderConfiguration(size: .width(360)))
        #expect(Self.texts(list) == ["All", "Favourites", "Recent", "3 results", "Sort: Rating"])
    }

    @Test func theBookingRowFormatsItsDatesInUTC() throws {
        let row = BookingDateRow(
            checkIn: .constant(Date(timeIntervalSince1970: 1_718_445_600)),
            checkOut: .constant(Date(timeIntervalSince1970: 1_718_704_800)), guests: .constant(2))
        let list = try ViewRenderer.displayList(row, configuration: RenderConfiguration(size: .width(390)))
        #expect(
            Self.texts(list) == [
                "Check-in", "Jun 15, 2024", "10:00\u{202F}AM", "Check-out", "Jun 18, 2024", "Guests: 2", "Room",
                "Double", "Share booking",
            ])
    }
}
