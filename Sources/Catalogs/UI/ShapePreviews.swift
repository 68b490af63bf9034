import ProofUI

/// A five-pointed star for the custom-shape and even-odd previews.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            let c = CGPoint(x: rect.midX, y: rect.midY)
            let r = min(rect.width, rect.height) / 2
            for i in 0..<5 {
                let a = Double(i) * 4 * .pi / 5 - .pi / 2
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
    }
}

extension UICatalog {
    static let shapes: [Preview] = [
        Preview("ui-shape-basic", configuration: card) {
            HStack(spacing: 8) {
                Rectangle().fill(Color.red).frame(width: 30, height: 40)
                RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 36, height: 40)
                RoundedRectangle(cornerRadius: 12, style: .circular).fill(Color.yellow).frame(width: 36, height: 40)
                Capsule().fill(Color.green).frame(width: 24, height: 40)
                Circle().fill(Color.blue).frame(width: 30, height: 40)
                Ellipse().fill(Color.purple).frame(width: 20, height: 40)
            }
            .padding(12)
        },
        Preview("ui-shape-stroke-styles", configuration: card) {
            HStack(spacing: 8) {
                Circle().stroke(Color.blue, lineWidth: 4).frame(width: 34, height: 34)
                Circle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 34, height: 34)
                RoundedRectangle(cornerRadius: 8).stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                    .frame(width: 44, height: 34)
                Star().stroke(Color.orange, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)).frame(
                    width: 34, height: 34)
                Circle().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                    .frame(width: 34, height: 34)
            }
            .padding(12)
        },
        Preview("ui-shape-path-evenodd-custom", configuration: card) {
            HStack(spacing: 12) {
                Star().fill(Color.indigo).frame(width: 50, height: 50)
                Star().fill(Color.indigo, style: FillStyle(eoFill: true)).frame(width: 50, height: 50)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 40))
                    p.addQuadCurve(to: CGPoint(x: 50, y: 40), control: CGPoint(x: 25, y: -20))
                    p.addCurve(
                        to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 10, y: 60))
                }
                .fill(Color.teal)
                .frame(width: 50, height: 55)
                Path { p in
                    p.addArc(
                        center: CGPoint(x: 25, y: 25), radius: 20, startAngle: .degrees(0), endAngle: .degrees(270),
                        clockwise: false)
                }
                .stroke(Color.pink, lineWidth: 3)
                .frame(width: 50, height: 50)
            }
            .padding(12)
        },
        Preview("ui-shape-gradients", configuration: card) {
            HStack(spacing: 8) {
                Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)).frame(
                    width: 60, height: 60)
                Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 30))
                    .frame(width: 60, height: 60)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 60, height: 60)
            }
            .padding(12)
        },
        Preview("ui-shape-inset-rect-cornerradius", configuration: card) {
            HStack(spacing: 10) {
                Rectangle().inset(by: 6).fill(Color.orange).frame(width: 50, height: 50).background(
                    Color.orange.opacity(0.2))
                Color.blue.frame(width: 50, height: 50).cornerRadius(12)
                Color.green.frame(width: 50, height: 50).clipShape(.rect(cornerRadius: 18))
                Color.purple.frame(width: 50, height: 50).clipShape(Circle())
            }
            .padding(12)
        },
    ]
}
