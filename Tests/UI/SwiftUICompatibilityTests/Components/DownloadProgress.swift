import SwiftUI

/// A progress view style for downloads: a rounded 8 pt bar with the percentage trailing.
struct DownloadProgressStyle: ProgressViewStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.subheadline.weight(.medium))
            HStack(spacing: 8) {
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        RoundedRectangle(cornerRadius: 4).fill(color.opacity(0.2))
                        RoundedRectangle(cornerRadius: 4).fill(color)
                            .frame(width: geometry.size.width * fraction)
                    }
                }
                .frame(height: 8)
                Text("\(Int((fraction * 100).rounded()))%")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// A download row: file name, progress, and a cancel button.
struct DownloadProgress: View {
    let fileName: String
    let received: Double
    let total: Double

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "arrow.down.circle.fill")
                .font(.title2)
                .foregroundStyle(.tint)
            ProgressView(value: received, total: total) {
                Text(fileName)
            }
            .progressViewStyle(DownloadProgressStyle())
            Button(role: .cancel) {
            } label: {
                Image(systemName: "xmark")
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.circle)
            .controlSize(.small)
        }
        .padding()
    }
}

struct DownloadProgress_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            DownloadProgress(fileName: "Keynote.mov", received: 42, total: 100)
            ProgressView(value: 0.3).progressViewStyle(.linear)
            ProgressView().progressViewStyle(.circular)
        }
        .previewLayout(.fixed(width: 340, height: 180))
        DownloadProgress(fileName: "Photos.zip", received: 90, total: 100)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
    }
}
