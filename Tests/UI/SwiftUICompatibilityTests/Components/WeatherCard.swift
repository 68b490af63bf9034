import SwiftUI

/// A weather summary card: gradient, shadow, SF Symbols and large numerals.
struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String
    let symbol: String
    let high: Int
    let low: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(city).font(.title3.weight(.semibold))
                Spacer()
                Image(systemName: symbol)
                    .font(.title)
            }
            Text("\(temperature)°")
                .font(.system(size: 56, weight: .thin))
            Text(condition).font(.subheadline.weight(.medium))
            Text("H:\(high)°  L:\(low)°")
                .font(.footnote)
                .opacity(0.8)
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(
            LinearGradient(
                colors: [Color(red: 0.29, green: 0.56, blue: 0.89), Color(red: 0.12, green: 0.33, blue: 0.69)],
                startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: 22, style: .continuous)
        )
        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        .padding()
    }
}

struct WeatherCard_Previews: PreviewProvider {
    static var previews: some View {
        WeatherCard(
            city: "Lyon", temperature: 18, condition: "Light rain", symbol: "cloud.rain.fill", high: 21, low: 12
        )
        .previewLayout(.fixed(width: 320, height: 250))
    }
}
