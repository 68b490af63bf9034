import Foundation
import ProofUI

/// The options the picker previews choose from.
private enum Roast: String, CaseIterable, Identifiable {
    case light = "Light"
    case medium = "Medium"
    case dark = "Dark"
    var id: Self { self }
}

extension UICatalog {
    /// 14 November 2023, 22:13:20 UTC: the date the date picker previews show.
    static let pickerDate = Date(timeIntervalSince1970: 1_700_000_000)

    /// Pickers in every style, steppers, sliders, date pickers, gauges, menus and share links,
    /// light and dark.
    static let pickers: [Preview] = [ColorScheme.light, .dark].flatMap { scheme -> [Preview] in
        let suffix = scheme == .dark ? "-dark" : ""
        return [
            Preview("ui-picker-menu\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    Picker("Roast", selection: .constant(Roast.medium)) {
                        ForEach(Roast.allCases) { Text($0.rawValue) }
                    }
                    Picker("Size", selection: .constant(2)) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.menu)
                    Picker("Tinted", selection: .constant("b")) {
                        Text("Alpha").tag("a")
                        Text("Bravo").tag("b")
                    }
                    .tint(.orange)
                    Picker("Disabled", selection: .constant(1)) { Text("Unavailable").tag(1) }.disabled(true)
                    Picker("Roast", selection: .constant(Roast.dark)) {
                        ForEach(Roast.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.navigationLink)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
            },
            Preview("ui-picker-segmented\(suffix)", configuration: config(scheme: scheme)) {
                VStack(spacing: 12) {
                    Picker("Roast", selection: .constant(Roast.light)) {
                        ForEach(Roast.allCases) { Text($0.rawValue) }
                    }
                    Picker("Roast", selection: .constant(Roast.dark)) {
                        ForEach(Roast.allCases) { Text($0.rawValue) }
                    }
                    Picker("View", selection: .constant(1)) {
                        Text("List").tag(0)
                        Text("Grid").tag(1)
                        Text("Map").tag(2)
                        Text("Photos").tag(3)
                    }
                    .pickerStyle(.palette)
                }
                .pickerStyle(.segmented)
                .padding(12)
            },
            Preview("ui-picker-wheel\(suffix)", configuration: config(scheme: scheme)) {
                VStack(spacing: 12) {
                    Picker("Minutes", selection: .constant(15)) {
                        ForEach([0, 5, 10, 15, 20, 25, 30, 35], id: \.self) { Text("\($0) min") }
                    }
                    .pickerStyle(.wheel)
                    Picker("Roast", selection: .constant(Roast.light)) {
                        ForEach(Roast.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.inline)
                }
            },
            Preview("ui-value-stepper\(suffix)", configuration: config(scheme: scheme)) {
                VStack(spacing: 12) {
                    Stepper("Quantity: 2", value: .constant(2), in: 1...10)
                    Stepper("At minimum", value: .constant(1), in: 1...10)
                    Stepper("At maximum", value: .constant(10), in: 1...10)
                    Stepper("Actions", onIncrement: {}, onDecrement: nil)
                    Stepper("Disabled", value: .constant(3), in: 1...10).disabled(true)
                    Stepper("Hidden", value: .constant(3)).labelsHidden()
                }
                .padding(12)
            },
            Preview("ui-value-slider\(suffix)", configuration: config(scheme: scheme)) {
                VStack(spacing: 14) {
                    Slider(value: .constant(0.0))
                    Slider(value: .constant(0.35))
                    Slider(value: .constant(1.0))
                    Slider(value: .constant(6.0), in: 0...10, step: 5) { Text("Stepped") }
                    Slider(value: .constant(0.6)) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                    Slider(value: .constant(0.5)).tint(.green)
                    Slider(value: .constant(0.5)).disabled(true)
                }
                .padding(12)
            },
            Preview("ui-value-date-picker\(suffix)", configuration: config(width: 320, scheme: scheme)) {
                VStack(spacing: 12) {
                    DatePicker("Check-in", selection: .constant(pickerDate))
                    DatePicker("Date", selection: .constant(pickerDate), displayedComponents: .date)
                    DatePicker("Time", selection: .constant(pickerDate), displayedComponents: .hourAndMinute)
                    DatePicker("Date", selection: .constant(pickerDate), displayedComponents: .date)
                        .environment(\.locale, Locale(identifier: "fr_FR"))
                        .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
                    DatePicker("Disabled", selection: .constant(pickerDate), displayedComponents: .date)
                        .disabled(true)
                }
                .padding(12)
            },
            Preview("ui-value-date-picker-graphical\(suffix)", configuration: config(width: 340, scheme: scheme)) {
                DatePicker("Check-in", selection: .constant(pickerDate))
                    .datePickerStyle(.graphical)
                    .padding(12)
            },
            Preview("ui-value-gauge\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 14) {
                    Gauge(value: 0.4) { Text("Storage") }
                    Gauge(value: 72, in: 0...100) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("72 %")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.linearCapacity)
                    Gauge(value: 0.3) {
                        Text("Speed")
                    } currentValueLabel: {
                        Text("30")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryLinear)
                    Gauge(value: 0.55) {
                        Text("Steps")
                    } currentValueLabel: {
                        Text("5 500")
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                    HStack(spacing: 16) {
                        Gauge(value: 18, in: 0...30) {
                            Text("Temp")
                        } currentValueLabel: {
                            Text("18")
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("30")
                        }
                        .gaugeStyle(.accessoryCircular)
                        Gauge(value: 0.65) {
                            Text("Battery")
                        } currentValueLabel: {
                            Text("65")
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        Gauge(value: 0.9) {
                            Text("Ring")
                        } currentValueLabel: {
                            Text("90")
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.green)
                    }
                }
                .padding(12)
            },
            Preview("ui-value-menu-share-link\(suffix)", configuration: config(scheme: scheme)) {
                VStack(alignment: .leading, spacing: 12) {
                    Menu("Sort by") {
                        Button("Name") {}
                        Button("Date") {}
                    }
                    Menu {
                        Button("Duplicate") {}
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                    Menu("Add", content: { Button("Photo") {} }, primaryAction: {})
                    Menu("Filter") { Button("All") {} }.menuStyle(.button).buttonStyle(.bordered)
                    ShareLink(item: URL(string: "https://example.com")!)
                    ShareLink("Share recipe", item: "Lemon tart")
                    ShareLink(item: URL(string: "https://example.com")!) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .tint(.purple)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
            },
        ]
    }
}
