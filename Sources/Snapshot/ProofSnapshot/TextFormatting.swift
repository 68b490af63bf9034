extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// `value` with exactly `digits` decimals, rounded half away from zero (`fixed(2.005, 1)` = "2.0").
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % Int64(scale))
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}

extension Float {
    /// The value as the shortest decimal that reads back as this `Float`, as a `Double`: 0.99 gives
    /// 0.99, not `Double(Float(0.99))` = 0.9900000095. Thresholds use it so that a precision means
    /// the decimal number that was written.
    var decimalValue: Double {
        Double(description) ?? Double(self)
    }
}
