import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects what the JUnit tests check while `XMLParser` reads a report.
final class JUnitReader: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var suites: [String] = []
    var cases: [String] = []
    var failures: [String: String] = [:]
    var failureText: [String: String] = [:]
    private var currentCase: String?
    private var inFailure = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        switch name {
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase":
            currentCase = attributes["name"]
            cases.append(attributes["name"] ?? "")
        case "failure":
            failures[currentCase ?? ""] = attributes["type"]
            inFailure = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure, let currentCase { failureText[currentCase, default: ""] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure" { inFailure = false }
    }
}
