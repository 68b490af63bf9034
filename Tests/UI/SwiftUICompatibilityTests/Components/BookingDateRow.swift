import SwiftUI

/// The dates of a hotel booking: check-in with time, check-out, and guests.
struct BookingDateRow: View {
    @Binding var checkIn: Date
    @Binding var checkOut: Date
    @Binding var guests: Int
    var roomTypes = ["Single", "Double", "Suite"]
    @State private var roomType = "Double"

    var body: some View {
        VStack(spacing: 12) {
            DatePicker("Check-in", selection: $checkIn, in: Date(timeIntervalSince1970: 0)...)
            DatePicker("Check-out", selection: $checkOut, displayedComponents: .date)
                .datePickerStyle(.compact)
            Stepper(value: $guests, in: 1...6) {
                Text("Guests: \(guests)")
            }
            HStack {
                Text("Room")
                Spacer()
                Picker("Room", selection: $roomType) {
                    ForEach(roomTypes, id: \.self) { Text($0) }
                }
            }
            ShareLink(item: URL(string: "https://example.com/booking/42")!, subject: Text("My booking")) {
                Label("Share booking", systemImage: "square.and.arrow.up")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
    }
}

struct BookingDateRow_Previews: PreviewProvider {
    static var previews: some View {
        BookingDateRow(
            checkIn: .constant(Date(timeIntervalSince1970: 1_718_445_600)),
            checkOut: .constant(Date(timeIntervalSince1970: 1_718_704_800)), guests: .constant(2)
        )
        .previewLayout(.sizeThatFits)
    }
}
