import Foundation
import Testing

@testable import TrellisLint

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The parts of a JUnit document the tests look at, read with Foundation's XMLParser.
private final class JUnitTree: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  struct TestCase {
    var name: String
    var classname: String
    var failures: [Element] = []
    var errors: [Element] = []
  }

  struct TestSuite {
    var attributes: [String: String]
    var cases: [TestCase] = []
  }

  var root: [String: String] = [:]
  var suites: [TestSuite] = []
  private var current: Element?

  static func parse(_ text: String) throws -> JUnitTree {
    let tree = JUnitTree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    guard parser.parse() else {
      throw JUnitParseError(message: parser.parserError.map { "\($0)" } ?? "not well-formed")
    }
    return tree
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    switch elementName {
    case "testsuites": root = attributeDict
    case "testsuite": suites.append(TestSuite(attributes: attributeDict))
    case "testcase":
      suites[suites.count - 1].cases.append(
        TestCase(name: attributeDict["name"] ?? "", classname: attributeDict["classname"] ?? ""))
    case "failure", "error": current = Element(name: elementName, attributes: attributeDict)
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current?.text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {
    guard let element = current, element.name == elementName else { return }
    let suite = suites.count - 1
    let testCase = suites[suite].cases.count - 1
    if elementName == "failure" {
      suites[suite].cases[testCase].failures.append(element)
    } else {
      suites[suite].cases[testCase].errors.append(element)
    }
    current = nil
  }
}

private struct JUnitParseError: Error {
  let message: String
}

@Suite("JUnit reporter")
struct JUnitReporterTests {
  @Test("Well-formed, one suite per document, counts right on suites and root")
  func counts() throws {
    let text = JUnitReporter().render(try ReportFixture.report())
    #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    let tree = try JUnitTree.parse(text)
    #expect(
      tree.suites.map { $0.attributes["name"] } == [ReportFixture.main, ReportFixture.detail, ReportFixture.broken])
    // Main: 2 scenes × 4 configurations + document; Détail: 1 × 4 + document; Broken: its error.
    #expect(tree.suites.map { $0.attributes["tests"] } == ["9", "5", "1"])
    #expect(tree.suites.map { $0.attributes["failures"] } == ["6", "1", "0"])
    #expect(tree.suites.map { $0.attributes["errors"] } == ["0", "0", "1"])
    #expect(tree.root["tests"] == "15")
    #expect(tree.root["failures"] == "7")
    #expect(tree.root["errors"] == "1")
    #expect(tree.root["time"] == "0.457")
    for suite in tree.suites {
      #expect(suite.attributes["tests"] == String(suite.cases.count))
      #expect(suite.attributes["failures"] == String(suite.cases.filter { !$0.failures.isEmpty }.count))
      #expect(suite.attributes["errors"] == String(suite.cases.filter { !$0.errors.isEmpty }.count))
    }
  }

  @Test("A testcase per scene × configuration, named “Scene — configuration”, classname the path")
  func grid() throws {
    let report = try ReportFixture.report()
    let tree = try JUnitTree.parse(JUnitReporter().render(report))
    for (file, suite) in zip(report.files.filter { $0.failure == nil }, tree.suites) {
      let names = Set(suite.cases.map(\.name))
      for scene in file.scenes {
        for configuration in report.configurations {
          #expect(names.contains("\(scene.name) — \(configuration.label)"))
        }
      }
      #expect(suite.cases.last?.name == "document")
      #expect(suite.cases.allSatisfy { $0.classname == file.path })
    }
  }

  @Test("Failures sit in the scene and configurations where the finding occurs, document findings in “document”")
  func placement() throws {
    let report = try ReportFixture.report()
    let tree = try JUnitTree.parse(JUnitReporter().render(report))
    let main = tree.suites[0]
    func failures(_ name: String) -> [String] {
      main.cases.first { $0.name == name }?.failures.map { $0.attributes["type"] ?? "" } ?? ["missing"]
    }
    let labels = report.configurations.map(\.label)
    #expect(failures("Login — \(labels[0])") == ["unsatisfiable-constraints"])
    #expect(failures("Login — \(labels[1])") == ["truncated-text", "unsatisfiable-constraints"])
    #expect(failures("Login — \(labels[3])") == ["truncated-text", "unsatisfiable-constraints"])
    #expect(failures("Settings — \(labels[0])") == [])
    #expect(failures("Settings — \(labels[2])") == ["outside-safe-area"])
    #expect(failures("document") == ["left-right-attributes"])

    let broken = try #require(tree.suites[2].cases.first)
    #expect(broken.name == "document")
    #expect(broken.errors.first?.attributes["type"] == "ib-unreadable")
    #expect(broken.errors.first?.attributes["message"] == "The document is not well-formed XML: unexpected '<'")
  }

  @Test("Quotes, <, &, line breaks and accents round-trip; forbidden control characters are replaced")
  func escaping() throws {
    let report = try ReportFixture.report()
    let text = JUnitReporter().render(report)
    let tree = try JUnitTree.parse(text)
    let main = tree.suites[0]
    let document = try #require(main.cases.last?.failures.first)
    #expect(
      document.attributes["message"]
        == #"Constraint uses "left" & "right" <not leading/trailing> (in the document)"#)
    let safeArea = try #require(main.cases.first { $0.name.hasPrefix("Settings") && !$0.failures.isEmpty })
    let failure = try #require(safeArea.failures.first)
    // Tab and line feed kept (as character references in the attribute); ESC and BEL replaced.
    #expect(failure.attributes["message"]?.hasPrefix("Safe area:\tfirst\nsecond \u{FFFD}[31mred\u{FFFD} (on 1") == true)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    let conflict = try #require(main.cases.first?.failures.first)
    #expect(conflict.text.contains(ReportFixture.conflictLog))
    #expect(conflict.text.hasPrefix("App/Main.storyboard:44:9: error: Unable to simultaneously satisfy constraints"))
    #expect(tree.suites[1].cases.first?.name == "Détail — iPhone SE (3rd generation) portrait, L")

    #expect(JUnitReporter.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
    #expect(JUnitReporter.escape("x\u{0}y\u{1F}z\u{FFFE}") == "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
    #expect(JUnitReporter.escape("1\n2\r3\t4") == "1&#10;2&#13;3&#9;4")
    #expect(JUnitReporter.escape("1\n2\r3\t4", attribute: false) == "1\n2&#13;3\t4")
  }

  @Test("An empty run is an empty, well-formed document")
  func empty() throws {
    let report = LintReport(
      configurations: try ReportFixture.configurations(), overviewConfigurations: [], files: [], rules: [],
      findings: [], snapshots: [], layoutCount: 0, duration: 0)
    let tree = try JUnitTree.parse(JUnitReporter().render(report))
    #expect(tree.suites.isEmpty)
    #expect(tree.root["tests"] == "0")
  }
}
