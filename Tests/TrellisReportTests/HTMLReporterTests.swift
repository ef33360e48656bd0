import Foundation
import Testing
import TrellisLint

@testable import TrellisReport

/// The HTML page as text, without a browser: escaping, completeness, ids, determinism and size.
@Suite struct HTMLReporterTests {
  let report: LintReport
  let html: String

  init() throws {
    report = try HTMLReportFixtures.report()
    html = HTMLReporter().render(report)
  }

  @Test func isNamedHTML() {
    #expect(HTMLReporter.name == "html")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test func escapesTextAndAttributes() {
    #expect("a<b>&\"c\" 'd'".htmlEscaped == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;")
    #expect("x\u{0}y\u{7}z\n".htmlEscaped == "xyz\n")
    let literal = "</script><!-- & \"q\" \\ \n\u{2028}".jsonLiteralForScript
    #expect(literal == #""\u003c/script\u003e\u003c!-- \u0026 \"q\" \\ \n\u2028""#)
    let decoded = try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
    #expect(decoded == "</script><!-- & \"q\" \\ \n\u{2028}")
  }

  @Test func documentTextCannotBreakOutOfThePage() {
    // Three scripts only: the error recorder, the data, the main script.
    #expect(html.occurrences(of: "<script") == 3)
    #expect(html.occurrences(of: "</script>") == 3)
    #expect(!html.contains("<script>window.pwned"))
    #expect(!html.contains("<title> cannot") && !html.contains("<Co>"))
    #expect(html.contains("Menu &amp; &lt;Co&gt;.storyboard"))
    #expect(html.contains("Fish &amp; Chips &lt;Menu&gt;"))
    #expect(html.contains("Broken &lt;1&gt;.xib"))
    #expect(html.contains("unexpected end of file &lt;document&gt; &amp; &quot;quotes&quot;"))
    #expect(html.contains("Constraints that cannot all hold &lt;in some configuration&gt;"))
  }

  @Test func everyFindingAppearsInAListAndInTheData() throws {
    for (index, finding) in report.findings.enumerated() {
      #expect(html.contains("<li class=\"finding sev-\(finding.severity.rawValue)\" data-findings=\"\(index)\""))
      #expect(html.contains("<span class=\"message\">\(finding.message.htmlEscaped)</span>"))
      #expect(html.contains(report.occurrenceSummary(of: finding).htmlEscaped))
    }
    let data = try findingsData()
    #expect(data.count == report.findings.count)
    for (entry, finding) in zip(data, report.findings) {
      #expect(entry["message"] as? String == finding.message)
      #expect(entry["details"] as? String == finding.details)
      #expect(entry["rule"] as? String == finding.rule)
      #expect(entry["severity"] as? String == finding.severity.rawValue)
      #expect(entry["objects"] as? [String] == finding.objects)
      #expect(entry["occurs"] as? String == report.occurrenceSummary(of: finding))
    }
  }

  /// The JSON block, decoded.
  func findingsData() throws -> [[String: Any]] {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"trellis-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require((json as? [String: Any])?["findings"] as? [[String: Any]])
  }

  @Test func detailsAreWrittenOnce() {
    // The conflict log is long: it is in the data block only, not on every card.
    let marker = "Will attempt to recover by breaking constraint"
    #expect(html.occurrences(of: marker) == 1)
  }

  @Test func showsACardForEveryOverviewAndFindingConfiguration() {
    let expected = HTMLReportExpectations(report)
    #expect(expected.cards == 4 * 2 + 2)
    #expect(html.occurrences(of: "<figure class=\"card") == expected.cards)
    #expect(html.occurrences(of: "class=\"wireframe\"") == expected.wireframes)
    #expect(html.occurrences(of: "<rect class=\"highlight ") == 0)
    #expect(html.occurrences(of: "class=\"highlight sev-") == expected.highlights)
    #expect(html.occurrences(of: "<figure class=\"card extra") == 2)
  }

  @Test func highlightsCarryTheirFindingsAndSeverity() {
    // The label named by the error, in the RTL configuration where only the error occurs.
    #expect(html.contains("class=\"highlight sev-error\" data-id=\"title\""))
    #expect(html.contains("data-findings=\"0\" data-severity=\"error\""))
    #expect(html.contains("class=\"highlight sev-warning\" data-id=\"go\""))
    // The constraint id the error also names is no view: nothing drawn for it.
    #expect(!html.contains("data-id=\"c-width-400\""))
  }

  @Test func idsAreUnique() throws {
    let regex = try Regex(#" id="([^"]*)""#)
    let ids = html.matches(of: regex).map { String(html[$0.range]) }
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
  }

  @Test func totalsAndLegend() {
    #expect(html.contains("<dt>Files</dt><dd>3</dd>"))
    #expect(html.contains("<dt>Configurations</dt><dd>\(report.configurations.count)</dd>"))
    #expect(html.contains("<dt>Errors</dt><dd>2</dd>"))
    #expect(html.contains("<dt>Warnings</dt><dd>3</dd>"))
    #expect(html.contains("<dt>Duration</dt><dd>1.2 s</dd>") || html.contains("<dt>Duration</dt><dd>1.3 s</dd>"))
    for rule in report.rules { #expect(html.contains("data-filter-rule=\"\(rule.id)\"")) }
  }

  @Test func isDeterministic() throws {
    #expect(HTMLReporter().render(report) == html)
    #expect(HTMLReporter().render(try HTMLReportFixtures.report(snapshotsReversed: true)) == html)
  }

  @Test func countsAreGrouped() {
    #expect(HTMLPage.count(0) == "0")
    #expect(HTMLPage.count(999) == "999")
    #expect(HTMLPage.count(1234) == "1,234")
    #expect(HTMLPage.count(1_234_567) == "1,234,567")
  }

  /// 49 documents of 8 cards each, every scene the profile example: the page stays a few megabytes.
  @Test func staysSmallForALargeRun() throws {
    let perScene = report.snapshots.filter { $0.file == HTMLReportFixtures.profilePath }
    var files: [LintedFile] = []
    var snapshots: [SceneSnapshot] = []
    for index in 0..<49 {
      let path = "Documents/\(index).storyboard"
      files.append(
        LintedFile(path: path, scenes: [LintedScene(id: "PRF-sc-001", name: "Profile", line: 6)], failure: nil))
      for snapshot in perScene.prefix(8) {
        snapshots.append(
          SceneSnapshot(
            file: path, sceneID: snapshot.sceneID, configuration: snapshot.configuration, layout: snapshot.layout,
            findings: []))
      }
    }
    let large = LintReport(
      configurations: report.configurations, overviewConfigurations: report.overviewConfigurations, files: files,
      rules: report.rules, findings: [], snapshots: snapshots, layoutCount: snapshots.count, duration: 3)
    let size = HTMLReporter().render(large).utf8.count
    #expect(size < 1_000_000, "\(size) bytes for \(snapshots.count) cards")
  }
}
