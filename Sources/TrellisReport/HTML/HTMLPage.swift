import Foundation
import TrellisLint

/// The state of writing one HTML report: the report, where each finding is listed, and the text written so far.
struct HTMLPage {
  let report: LintReport
  let title: String
  let cardHeight: Double
  let cards: HTMLSceneCards
  /// Findings (indices into the report's) by the scene they are listed under.
  let sceneFindings: [SceneKey: [Int]]
  /// Findings listed under a document rather than a scene: document rules, and findings naming a scene the document
  /// does not list.
  let documentFindings: [String: [Int]]
  /// Findings about documents the report does not list.
  let strayFindings: [Int]
  private(set) var output = ""

  struct SceneKey: Hashable {
    let file: String
    let sceneID: String
  }

  init(report: LintReport, title: String, cardHeight: Double) {
    self.report = report
    self.title = title
    self.cardHeight = cardHeight
    cards = HTMLSceneCards(report)
    var scenes = Set<SceneKey>()
    let files = Set(report.files.map(\.path))
    for file in report.files {
      for scene in file.scenes { scenes.insert(SceneKey(file: file.path, sceneID: scene.id)) }
    }
    var sceneFindings: [SceneKey: [Int]] = [:]
    var documentFindings: [String: [Int]] = [:]
    var strayFindings: [Int] = []
    for (index, finding) in report.findings.enumerated() {
      if let sceneID = finding.sceneID, scenes.contains(SceneKey(file: finding.file, sceneID: sceneID)) {
        sceneFindings[SceneKey(file: finding.file, sceneID: sceneID), default: []].append(index)
      } else if files.contains(finding.file) {
        documentFindings[finding.file, default: []].append(index)
      } else {
        strayFindings.append(index)
      }
    }
    self.sceneFindings = sceneFindings
    self.documentFindings = documentFindings
    self.strayFindings = strayFindings
  }

  mutating func write(_ text: String) { output += text }

  /// The whole page.
  mutating func writeDocument() {
    write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    write("<title>\(title.htmlEscaped)</title>\n")
    write("<style>\n\(HTMLStylesheet.css)\(SVGWireframe.stylesheet)</style>\n")
    write("<script>\n\(HTMLScript.errorRecorder)</script>\n")
    write("</head>\n<body data-ready=\"0\">\n")
    write("<div id=\"script-errors\" class=\"script-errors\" role=\"alert\" hidden></div>\n")
    writeHeader()
    write("<main>\n")
    writeUnreadableFiles()
    for (index, file) in report.files.enumerated() { writeFile(file, index: index) }
    writeStrayFindings()
    write("</main>\n")
    writePanel()
    writeData()
    write("<script>\n\(HTMLScript.main)</script>\n</body>\n</html>\n")
  }

  // MARK: Helpers

  /// Finding indices as an attribute value: `0 4 7`.
  static func indexList(_ indices: [Int]) -> String {
    indices.map(String.init).joined(separator: " ")
  }

  /// `1,234`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// `1 error`, `3 warnings`.
  static func plural(_ value: Int, _ noun: String) -> String {
    "\(count(value)) \(noun)\(value == 1 ? "" : "s")"
  }

  /// `4.2 s`, `950 ms`.
  static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0 else { return "—" }
    if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
    return String(format: "%.1f s", seconds)
  }

  /// How many of `indices` are at each severity, errors first.
  func severityCounts(_ indices: [Int]) -> (errors: Int, warnings: Int) {
    var errors = 0
    var warnings = 0
    for index in indices {
      if report.findings[index].severity == .error { errors += 1 } else { warnings += 1 }
    }
    return (errors, warnings)
  }

  /// The `sev-…` class of a severity.
  static func severityClass(_ severity: Severity) -> String { "sev-\(severity.rawValue)" }
}
