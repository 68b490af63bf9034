import SwiftUI

/// A promotional card sized to the screen by `containerRelativeFrame`, shown in a horizontal
/// carousel.
struct CarouselCard: View {
    let title: String
    let subtitle: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Spacer()
            Text(title)
                .font(.title2.bold())
                .foregroundColor(.white)
            Text(subtitle)
                .font(.subheadline)
                .foregroundColor(.white.opacity(0.85))
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 180)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [tint, tint.opacity(0.7)], startPoint: .topLeading, endPoint: .bottomTrailing))
        )
    }
}

/// The carousel: one full card and the edge of the next.
struct PromotionCarousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                CarouselCard(title: "Spring sale", subtitle: "Up to 40 % off accessories", tint: .blue)
                    .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 12)
                CarouselCard(title: "New arrivals", subtitle: "The summer collection is here", tint: .orange)
                    .containerRelativeFrame(.horizontal, count: 6, span: 5, spacing: 12)
            }
            .padding(.horizontal, 16)
        }
    }
}

struct CarouselCard_Previews: PreviewProvider {
    static var previews: some View {
        PromotionCarousel()
            .previewLayout(.fixed(width: 390, height: 220))
            .previewDisplayName("Carousel")
        CarouselCard(title: "Spring sale", subtitle: "Up to 40 % off accessories", tint: .purple)
            .containerRelativeFrame(.horizontal)
            .previewLayout(.fixed(width: 390, height: 200))
            .previewDisplayName("Full width")
    }
}
