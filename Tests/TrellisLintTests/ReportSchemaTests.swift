import Foundation
import Testing
import Trellis

@testable import TrellisLint

/// The SARIF, JUnit and JSON reports validated against their published schemas with the standard validators
/// (`SchemaValidator`): OASIS's SARIF 2.1.0 JSON Schema, Jenkins' `junit-10.xsd` and our own
/// `docs/lint-report.schema.json`. The reports come from real lint runs (the example app, with findings of several
/// rules at both severities; a clean document with none; a folder with unreadable documents), from the hand-made
/// reporter fixture (odd characters, paths inside and outside the checkout) and from an empty run. A failure shows
/// the validator's own errors.
@Suite("Reports against their schemas")
struct ReportSchemaTests {
  typealias F = LintFixture

  /// A report to validate, built once per test.
  enum Source: String, CaseIterable, CustomTestStringConvertible {
    case exampleApp = "the example app (LessonApp), linted with its .trellis.yml"
    case clean = "a clean storyboard (zero findings)"
    case unreadable = "a folder with unreadable documents"
    case fixture = "the hand-made reporter fixture"
    case fixtureOutsideCheckout = "the fixture, with documents outside the checkout"
    case empty = "an empty run"
    case appSettings = "an app whose Info.plist leaves configurations out"

    var testDescription: String { rawValue }

    static let exampleAppPath = SchemaValidator.root.appendingPathComponent("Examples/LessonApp").path

    /// The report, and the checkout root to render paths against.
    func report() throws -> (LintReport, String) {
      switch self {
      case .exampleApp:
        let configuration = try LintConfiguration.load(from: Self.exampleAppPath + "/.trellis.yml")
        return (try Linter(configuration: configuration).lint(paths: [Self.exampleAppPath]), SchemaValidator.root.path)
      case .clean:
        return try lint(["Clean.storyboard": LinterTests.clean])
      case .unreadable:
        return try lint([
          "Good.storyboard": LinterTests.overflowing, "Broken.storyboard": "<document><scenes>",
          "Garbage.xib": "\u{0}\u{1}binary",
        ])
      case .fixture:
        return (try ReportFixture.report(), "/work/ci")
      case .fixtureOutsideCheckout:
        return (try ReportFixture.report(root: "/src/"), "/work/ci")
      case .appSettings:
        var configuration = LintConfiguration()
        configuration.matrix = AppSettingsTests.matrix
        let files = [
          "App/Info.plist": AppSettingsTests.portraitPhone, "App/Screen.storyboard": LinterTests.overflowing,
        ]
        let (report, folder) = try F.withFolder(files) { folder in
          (try Linter(configuration: configuration).lint(paths: [folder]), folder)
        }
        #expect(report.files.first?.configurations?.count == 3)
        return (report, folder)
      case .empty:
        let report = LintReport(
          configurations: try ReportFixture.configurations(), overviewConfigurations: [], files: [], rules: [],
          findings: [], snapshots: [], layoutCount: 0, duration: 0)
        return (report, "/work/ci")
      }
    }

    private func lint(_ files: [String: String]) throws -> (LintReport, String) {
      var configuration = LintConfiguration()
      configuration.matrix = F.phones
      return try F.withFolder(files) { folder in
        (try Linter(configuration: configuration).lint(paths: [folder]), folder)
      }
    }
  }

  private func expectValid(_ text: String, _ schema: SchemaValidator.Schema, _ source: Source) throws {
    let verdict = try SchemaValidator.validate(text, against: schema)
    #expect(verdict.isValid, "\(source.rawValue) is not valid against \(schema):\n\(verdict.output)")
  }

  @Test("SARIF is valid against the OASIS SARIF 2.1.0 schema", arguments: Source.allCases)
  func sarif(source: Source) throws {
    let (report, base) = try source.report()
    try expectValid(SARIFReporter(baseDirectory: base).render(report), .sarif, source)
  }

  @Test("JUnit XML is valid against Jenkins' junit-10.xsd", arguments: Source.allCases)
  func junit(source: Source) throws {
    let (report, _) = try source.report()
    try expectValid(JUnitReporter().render(report), .junit, source)
  }

  @Test("The JSON report is valid against docs/lint-report.schema.json", arguments: Source.allCases)
  func json(source: Source) throws {
    let (report, _) = try source.report()
    try expectValid(JSONReporter().render(report), .jsonReport, source)
  }

  @Test("The real runs are what they claim: several rules at both severities, and none")
  func sources() throws {
    let (example, _) = try Source.exampleApp.report()
    #expect(Set(example.findings.map(\.rule)).count >= 3)
    #expect(Set(example.findings.map(\.severity)) == [.warning, .error])
    let (clean, _) = try Source.clean.report()
    #expect(clean.findings.isEmpty && clean.unreadableFiles.isEmpty && !clean.files.isEmpty)
    let (unreadable, _) = try Source.unreadable.report()
    #expect(unreadable.unreadableFiles.count == 2)
    // The JSON report names the app settings and the configurations they left.
    let (app, _) = try Source.appSettings.report()
    let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(app).utf8)) as? [String: Any]
    let file = try #require((json?["files"] as? [[String: Any]])?.first)
    #expect((file["appSettings"] as? [String: Any])?["source"].map { "\($0)".hasSuffix("App/Info.plist") } == true)
    #expect((file["configurations"] as? [String])?.count == 3)
  }

  // The validation can fail: documents broken on purpose are rejected, with the validator's reasons.

  @Test("A broken SARIF log is rejected, and the validator says why")
  func brokenSARIF() throws {
    let valid = SARIFReporter(baseDirectory: "/work/ci").render(try ReportFixture.report())
    let broken =
      valid
      .replacingOccurrences(of: #""level" : "warning""#, with: #""level" : "fatal""#)
      .replacingOccurrences(of: #""startLine" : 31"#, with: #""startLine" : 0"#)
      .replacingOccurrences(of: "App/D%C3%A9tail%20View.storyboard", with: "App/Détail View.storyboard")
    #expect(broken != valid)
    let verdict = try SchemaValidator.validate(broken, against: .sarif)
    #expect(!verdict.isValid)
    #expect(verdict.output.contains("'fatal' is not one of ['none', 'note', 'warning', 'error']"), "\(verdict)")
    #expect(verdict.output.contains("0 is less than the minimum of 1"), "\(verdict)")
    #expect(verdict.output.contains("is not a 'uri-reference'"), "\(verdict)")
    #expect(verdict.output.contains("$.runs[0].results[1].level"), "\(verdict)")

    let noRuns = try SchemaValidator.validate(#"{"version": "2.1.0"}"#, against: .sarif)
    #expect(!noRuns.isValid)
    #expect(noRuns.output.contains("'runs' is a required property"), "\(noRuns)")
  }

  @Test("A broken JUnit document is rejected, and the validator says why")
  func brokenJUnit() throws {
    let valid = JUnitReporter().render(try ReportFixture.report())
    let broken = valid.replacingOccurrences(of: "<testcase name=\"document\"", with: "<testcase")
    #expect(broken != valid)
    let verdict = try SchemaValidator.validate(broken, against: .junit)
    #expect(!verdict.isValid)
    #expect(verdict.output.contains("Element 'testcase': The attribute 'name' is required but missing."), "\(verdict)")
    let failureOutsideCase = try SchemaValidator.validate(
      #"<testsuites><testsuite name="a" tests="1" failures="1" errors="0"><failure/></testsuite></testsuites>"#,
      against: .junit)
    #expect(!failureOutsideCase.isValid)
    #expect(failureOutsideCase.output.contains("Element 'failure'"), "\(failureOutsideCase)")
  }

  @Test("A broken JSON report is rejected, and the validator says why")
  func brokenJSON() throws {
    let valid = JSONReporter().render(try ReportFixture.report())
    let broken =
      valid
      .replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#)
      .replacingOccurrences(of: #""severity" : "error""#, with: #""severity" : "fatal""#)
      .replacingOccurrences(of: #""sceneName" : null,"#, with: "")
    #expect(broken != valid)
    let verdict = try SchemaValidator.validate(broken, against: .jsonReport)
    #expect(!verdict.isValid)
    #expect(verdict.output.contains("$.version: 1 was expected"), "\(verdict)")
    #expect(verdict.output.contains("'fatal' is not one of ['warning', 'error']"), "\(verdict)")
    #expect(verdict.output.contains("'sceneName' is a required property"), "\(verdict)")
  }

  @Test("A document that does not parse is an error of its own, not a verdict")
  func unparsable() {
    #expect(throws: SchemaValidator.Failure.self) { try SchemaValidator.validate("{", against: .sarif) }
    #expect(throws: SchemaValidator.Failure.self) { try SchemaValidator.validate("<a>", against: .junit) }
  }
}
