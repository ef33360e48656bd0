import Foundation
import Trellis

/// JUnit XML, as Jenkins, GitLab and the GitHub test-report actions read it: the matrix as a test grid.
///
/// - One `<testsuite>` per document, named by its path.
/// - One `<testcase>` per scene and configuration, named "Scene name — configuration label", with the document's
///   path as `classname`. Each finding that occurs in that scene and configuration is a
///   `<failure message="…" type="rule-id">` whose text gives the location, severity, occurrences and details.
/// - One more `<testcase name="document">` per document, holding the findings that do not depend on the
///   configuration (document rules) and any finding whose scene the document does not list.
/// - A document that could not be read is a suite with a single `document` testcase holding an `<error>`.
/// - Each suite starts with `<properties>` holding `trellis.version` (``TrellisVersion/current``).
///
/// `failures` counts the testcases with at least one failure and `errors` the testcases with an error (so
/// `tests - failures - errors` is the number that passed), on every suite and on the root `<testsuites>`, which
/// also carries the run's wall time. Text is escaped for XML 1.0; control characters it forbids are replaced with
/// U+FFFD. The output is valid against Jenkins' `junit-10.xsd` (checked by the tests).
public struct JUnitReporter: Reporter {
  public static let name = "junit"

  /// Written as the `trellis.version` property of every suite.
  public let toolVersion: String

  /// - Parameter toolVersion: trellis's version (``TrellisVersion/current`` unless a test needs another).
  public init(toolVersion: String = TrellisVersion.current) {
    self.toolVersion = toolVersion
  }

  private struct Case {
    var name: String
    var classname: String
    /// Findings, by index into the report.
    var failures: [Int] = []
    var error: (rule: String, message: String, text: String)?
  }

  private struct Suite {
    var name: String
    var cases: [Case]
    var failures: Int { cases.filter { !$0.failures.isEmpty && $0.error == nil }.count }
    var errors: Int { cases.filter { $0.error != nil }.count }
  }

  public func render(_ report: LintReport) -> String {
    let suites = self.suites(report)
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += "<testsuites name=\"trellis lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
    xml += " time=\"\(ReporterText.seconds(report.duration, decimals: 3))\">\n"
    for suite in suites {
      xml += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\""
      xml += " failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\">\n"
      xml += "    <properties>\n"
      xml += "      <property name=\"trellis.version\" value=\"\(Self.escape(toolVersion))\"/>\n"
      xml += "    </properties>\n"
      for testCase in suite.cases {
        xml += "    <testcase name=\"\(Self.escape(testCase.name))\" classname=\"\(Self.escape(testCase.classname))\""
        if testCase.failures.isEmpty && testCase.error == nil {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        if let error = testCase.error {
          xml += "      <error message=\"\(Self.escape(error.message))\" type=\"\(Self.escape(error.rule))\">"
          xml += Self.escape(error.text, attribute: false) + "</error>\n"
        }
        for index in testCase.failures {
          let finding = report.findings[index]
          let message = "\(finding.message) (\(report.occurrenceSummary(of: finding)))"
          xml += "      <failure message=\"\(Self.escape(message))\" type=\"\(Self.escape(finding.rule))\">"
          xml += Self.escape(Self.failureText(finding, report: report), attribute: false) + "</failure>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// The suites in report order (documents as listed, then any document only findings name).
  private func suites(_ report: LintReport) -> [Suite] {
    var files = report.files
    for finding in report.findings where !files.contains(where: { $0.path == finding.file }) {
      files.append(LintedFile(path: finding.file, scenes: [], failure: nil))
    }
    var findingsByFile: [String: [Int]] = [:]
    for (index, finding) in report.findings.enumerated() { findingsByFile[finding.file, default: []].append(index) }

    var suites: [Suite] = []
    var seen: Set<String> = []
    for file in files where seen.insert(file.path).inserted {
      if let failure = file.failure {
        let text = "\(file.path):\(max(failure.line, 1)): error: \(failure.message) [\(failure.rule)]"
        var document = Case(name: "document", classname: file.path)
        document.error = (failure.rule, failure.message, text)
        document.failures = findingsByFile[file.path] ?? []
        suites.append(Suite(name: file.path, cases: [document]))
        continue
      }
      // Testcases in scene order, then configuration order; the document testcase last.
      var cases: [Case] = []
      var caseIndex: [String: Int] = [:]
      for scene in file.scenes {
        for configurationIndex in report.configurations(of: file.path) {
          let configuration = report.configurations[configurationIndex]
          caseIndex["\(scene.id)\u{0}\(configurationIndex)"] = cases.count
          cases.append(Case(name: "\(scene.name) — \(configuration.label)", classname: file.path))
        }
      }
      var document = Case(name: "document", classname: file.path)
      for index in findingsByFile[file.path] ?? [] {
        let finding = report.findings[index]
        let slots = finding.configurations.compactMap { caseIndex["\(finding.sceneID ?? "")\u{0}\($0)"] }
        if slots.isEmpty {
          document.failures.append(index)
        } else {
          for slot in slots { cases[slot].failures.append(index) }
        }
      }
      cases.append(document)
      suites.append(Suite(name: file.path, cases: cases))
    }
    return suites
  }

  private static func failureText(_ finding: Finding, report: LintReport) -> String {
    var text = "\(finding.file):\(max(finding.line, 1)):\(max(finding.column, 1)): \(finding.severity.rawValue): "
    text += finding.message
    if let scene = finding.sceneName ?? finding.sceneID { text += "\nScene: \(scene)" }
    if !finding.objects.isEmpty { text += "\nObjects: \(finding.objects.joined(separator: ", "))" }
    text += "\nOccurs \(report.occurrenceSummary(of: finding))."
    if let details = finding.details { text += "\n\n" + details }
    return text
  }

  /// Text escaped for XML 1.0: markup characters as entities, and in attributes also tab, LF and CR as character
  /// references (so parsers do not normalise them to spaces); characters XML 1.0 cannot carry (C0 controls other
  /// than tab, LF and CR; U+FFFE, U+FFFF) become U+FFFD.
  static func escape(_ text: String, attribute: Bool = true) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where attribute: result += "&quot;"
      case "'" where attribute: result += "&apos;"
      case "\t" where attribute: result += "&#9;"
      case "\n" where attribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
