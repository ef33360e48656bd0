import Testing
import Trellis

@testable import TrellisLint

@Suite("Xcode reporter")
struct XcodeReporterTests {
  @Test("One diagnostic line per finding, details indented, unreadable documents, then the summary")
  func golden() throws {
    let text = XcodeReporter().render(try ReportFixture.report())
    let expected = """
      App/Main.storyboard:5:1: warning: Constraint uses "left" & "right" <not leading/trailing> (in the document) \
      [left-right-attributes]
      App/Main.storyboard:31:13: warning: Label "Welcome, friend: café" is truncated (on 2 of 4 configurations: \
      iPhone SE (3rd generation) landscape, L; iPad Air 11-inch (M4) portrait 1/3 Split View, AX5, RTL) \
      [truncated-text]
      App/Main.storyboard:44:9: error: Unable to simultaneously satisfy constraints (on every configuration (4)) \
      [unsatisfiable-constraints]
          (
              "<NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>",
              "<NSLayoutConstraint:0x2 UIButton#1.height == 44   (active)>"
          )

          Will attempt to recover by breaking constraint
          <NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>
      App/Main.storyboard:92:5: error: Safe area: first second \u{FFFD}[31mred\u{FFFD} (on 1 of 4 configurations: \
      iPad Air 11-inch (M4) portrait, L) [outside-safe-area]
      App/Détail View.storyboard:15:1: warning: 50% of 100%, done (on 1 of 4 configurations: \
      iPhone SE (3rd generation) portrait, L) [truncated-text]
      App/Broken.xib:3:1: error: The document is not well-formed XML: unexpected '<' [ib-unreadable]
      Done linting! Found 6 violations, 3 serious in 3 files (1 of them unreadable); 4 configurations, 12 layouts in \
      0.5 s.

      """
    #expect(text == expected)
  }

  @Test("The summary counts what is printed: an unreadable document is a serious violation like its error line")
  func summaryCountsUnreadable() throws {
    let text = XcodeReporter().render(try ReportFixture.report())
    let lines = text.split(separator: "\n")
    let errors = lines.filter { $0.contains(": error: ") }.count
    let diagnostics = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }.count
    let summary = try #require(lines.last)
    #expect(summary.hasPrefix("Done linting! Found \(diagnostics) violations, \(errors) serious in 3 files"))
    #expect(summary.contains("(1 of them unreadable)"))
  }

  @Test("No escape sequences reach the terminal unless colours are asked for")
  func plainHasNoEscapes() throws {
    let text = XcodeReporter().render(try ReportFixture.report())
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(text.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test("Colours: errors red, warnings yellow, rule ids dim; the rest of the line unchanged")
  func colored() throws {
    let report = try ReportFixture.report()
    let text = XcodeReporter(colored: true).render(report)
    #expect(text.contains("App/Main.storyboard:44:9: \u{1B}[31merror\u{1B}[0m: Unable to simultaneously"))
    #expect(text.contains("App/Main.storyboard:5:1: \u{1B}[33mwarning\u{1B}[0m: Constraint uses"))
    #expect(text.contains("\u{1B}[2m[truncated-text]\u{1B}[0m\n"))
    #expect(text.contains("App/Broken.xib:3:1: \u{1B}[31merror\u{1B}[0m: The document"))
    let stripped = text.replacingOccurrences(of: "\u{1B}[31m", with: "").replacingOccurrences(
      of: "\u{1B}[33m", with: ""
    ).replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
    #expect(stripped == XcodeReporter().render(report))
  }

  @Test("The summary counts in words, singular and plural, with thousands separators")
  func summary() throws {
    let configuration = try ReportFixture.configurations()[0]
    let finding = Finding(
      rule: "truncated-text", severity: .warning, file: "A.xib", line: 0, column: 0, sceneID: "s", sceneName: "S",
      objects: [], message: "m", configurations: [0])
    let report = LintReport(
      configurations: [configuration], overviewConfigurations: [0],
      files: [LintedFile(path: "A.xib", scenes: [LintedScene(id: "s", name: "S", line: 1)], failure: nil)],
      rules: [], findings: [finding], snapshots: [], layoutCount: 12_345, duration: 4.25)
    let text = XcodeReporter().render(report)
    #expect(
      text == """
        A.xib:1:1: warning: m (on every configuration (1)) [truncated-text]
        Done linting! Found 1 violation, 0 serious in 1 file; 1 configuration, 12,345 layouts in 4.2 s.

        """)
    #expect(ReporterText.grouped(1_234_567) == "1,234,567")
    #expect(ReporterText.grouped(999) == "999")
    #expect(ReporterText.grouped(1000) == "1,000")
  }

  @Test("An empty run still says it is done")
  func empty() throws {
    let report = LintReport(
      configurations: try ReportFixture.configurations(), overviewConfigurations: [], files: [], rules: [],
      findings: [], snapshots: [], layoutCount: 0, duration: 0)
    #expect(
      XcodeReporter().render(report)
        == "Done linting! Found 0 violations, 0 serious in 0 files; 4 configurations, 0 layouts in 0.0 s.\n")
  }
}
