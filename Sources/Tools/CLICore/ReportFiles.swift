import Foundation
import ProofSnapshot

/// The report files of `proof verify`: `--report-json` (a `GoldenReport`) and `--junit`.
enum ReportFiles {
    /// The report as JSON, keys sorted, one snapshot per entry.
    static func json(_ report: GoldenReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // A report holds strings and numbers only, which always encode.
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The report as JUnit XML: `<testsuites>` with one `<testsuite>` per catalog and one `<testcase>`
    /// per snapshot (class name: the catalog; name: the image), and a `<failure>` whose `type` is the
    /// status and whose text is the message for every snapshot that did not match.
    static func junit(_ report: GoldenReport) -> String {
        let catalogs = Array(Set(report.snapshots.map(\.catalog))).sorted()
        let seconds = { (ms: Double) in String(format: "%.3f", ms / 1000) }
        let shard = report.shard.map { " (shard \($0.index)/\($0.count))" } ?? ""
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            "<testsuites name=\"\(escape("proof verify" + shard))\" tests=\"\(report.snapshots.count)\" "
            + "failures=\"\(report.failures.count)\" errors=\"0\" time=\"\(seconds(report.totals.milliseconds))\">\n"
        for catalog in catalogs {
            let cases = report.snapshots.filter { $0.catalog == catalog }
            let failures = cases.filter { $0.status != .matched }.count
            let time = seconds(cases.reduce(0) { $0 + $1.milliseconds })
            xml +=
                "  <testsuite name=\"\(escape(catalog))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
            for snapshot in cases {
                let attributes =
                    "classname=\"\(escape(catalog))\" name=\"\(escape(snapshot.name))\" "
                    + "time=\"\(seconds(snapshot.milliseconds))\""
                guard snapshot.status != .matched else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
                let message = snapshot.message ?? snapshot.status.rawValue
                let first = message.split(separator: "\n").first.map(String.init) ?? message
                xml += "    <testcase \(attributes)>\n"
                xml +=
                    "      <failure type=\"\(snapshot.status.rawValue)\" message=\"\(escape(first))\">"
                    + "\(escape(message))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `text` safe in XML character data and attribute values: the five markup characters as
    /// entities, and characters XML 1.0 does not allow (controls other than tab, line feed and
    /// carriage return) as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
