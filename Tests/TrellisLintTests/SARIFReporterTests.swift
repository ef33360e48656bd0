import Foundation
import Testing

@testable import TrellisLint

@Suite("SARIF reporter")
struct SARIFReporterTests {
  private func decode(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  private func run(_ text: String) throws -> [String: Any] {
    let runs = try #require(try decode(text)["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  private func results(_ text: String) throws -> [[String: Any]] {
    try #require(try run(text)["results"] as? [[String: Any]])
  }

  @Test("Schema, version 2.1.0, one run, the driver with its rules")
  func driver() throws {
    let text = SARIFReporter(toolVersion: "1.2.3", informationURI: "https://example.org/trellis", baseDirectory: nil)
      .render(try ReportFixture.report())
    let log = try decode(text)
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let tool = try #require(try run(text)["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "trellis")
    #expect(driver["semanticVersion"] as? String == "1.2.3")
    #expect(driver["informationUri"] as? String == "https://example.org/trellis")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    // The four rules that ran, then the reader's rule for the unreadable document.
    #expect(
      rules.map { $0["id"] as? String } == [
        "left-right-attributes", "truncated-text", "unsatisfiable-constraints", "outside-safe-area", "ib-unreadable",
      ])
    #expect(rules[1]["name"] as? String == "Truncated text")
    let short = try #require(rules[1]["shortDescription"] as? [String: Any])
    #expect(short["text"] as? String == "Labels and buttons should show their whole text.")
    let levels = rules.map { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }
    #expect(levels == ["warning", "warning", "error", "error", "error"])

    let noURI = SARIFReporter(baseDirectory: nil).render(try ReportFixture.report())
    let noURIDriver = try #require((try run(noURI)["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(noURIDriver["informationUri"] == nil)
  }

  @Test("Results: rule id and index, level, message with occurrences, location relative to %SRCROOT%")
  func results() throws {
    let report = try ReportFixture.report()
    let results = try results(SARIFReporter(baseDirectory: "/work/ci").render(report))
    #expect(results.count == 6)
    #expect(results.map { $0["ruleId"] as? String } == report.findings.map(\.rule) + ["ib-unreadable"])
    #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 2, 3, 1, 4])
    #expect(results.map { $0["level"] as? String } == ["warning", "warning", "error", "error", "warning", "error"])

    let truncated = results[1]
    let message = try #require((truncated["message"] as? [String: Any])?["text"] as? String)
    #expect(
      message == #"Label "Welcome, friend: café" is truncated ("# + report.occurrenceSummary(of: report.findings[1])
        + ")")
    let locations = try #require(truncated["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "App/Main.storyboard")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 31)
    #expect(region["startColumn"] as? Int == 13)
    let properties = try #require(truncated["properties"] as? [String: Any])
    #expect(
      properties["configurations"] as? [String] == [
        "iphone-se-3rd-generation/landscape/full/L/ltr", "ipad-air-11-inch-m4/portrait/1-3/AX5/rtl",
      ])
    #expect(properties["scene"] as? String == "BYZ-38-t0r")

    let conflict = try #require((results[2]["message"] as? [String: Any])?["text"] as? String)
    #expect(conflict.hasSuffix("\n\n" + ReportFixture.conflictLog))
    let controls = try #require((results[3]["message"] as? [String: Any])?["text"] as? String)
    #expect(controls.hasPrefix("Safe area:\tfirst\nsecond \u{1B}[31mred\u{07} (on 1 of 4"))

    func uri(_ result: [String: Any]) -> String? {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    // A space and an accent are percent-encoded (UTF-8).
    #expect(uri(results[4]) == "App/D%C3%A9tail%20View.storyboard")
    #expect(uri(results[5]) == "App/Broken.xib")
    let broken = try #require(results[5]["locations"] as? [[String: Any]])
    let brokenRegion = (broken.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(brokenRegion?["startLine"] as? Int == 3)
  }

  @Test("Absolute paths in the checkout become relative; outside it, file URIs without a base")
  func paths() throws {
    let inside = SARIFReporter(baseDirectory: "/work/ci").render(try ReportFixture.report(root: "/work/ci/"))
    #expect(inside == SARIFReporter(baseDirectory: "/work/ci").render(try ReportFixture.report()))
    let outside = try results(SARIFReporter(baseDirectory: "/work/ci").render(try ReportFixture.report(root: "/src/")))
    let artifact =
      ((outside[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "file:///src/App/Main.storyboard")
    #expect(artifact?["uriBaseId"] == nil)
    #expect(SARIFReporter.percentEncoded("a b/%#?/ü.xib") == "a%20b/%25%23%3F/%C3%BC.xib")
  }

  @Test("Fingerprints: stable across renders and checkouts, different between findings")
  func fingerprints() throws {
    func fingerprints(_ text: String) throws -> [String] {
      try results(text).map {
        try #require(($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
      }
    }
    let first = try fingerprints(SARIFReporter(baseDirectory: nil).render(try ReportFixture.report()))
    let second = try fingerprints(SARIFReporter(baseDirectory: nil).render(try ReportFixture.report()))
    let elsewhere = try fingerprints(
      SARIFReporter(baseDirectory: "/home/runner/work").render(try ReportFixture.report(root: "/home/runner/work/")))
    #expect(first == second)
    #expect(first == elsewhere)
    #expect(Set(first).count == first.count)
    #expect(first.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    // Known value: the hash must not change between Swift versions or machines.
    #expect(ReporterText.stableHash([]) == "cbf29ce484222325")
    #expect(ReporterText.stableHash(["ab", "c"]) != ReporterText.stableHash(["a", "bc"]))

    // Two results with the same rule, file and objects still get distinct fingerprints.
    let report = try ReportFixture.report()
    let twin = report.findings[1]
    let twins = LintReport(
      configurations: report.configurations, overviewConfigurations: [], files: report.files, rules: report.rules,
      findings: [twin, twin], snapshots: [], layoutCount: 0, duration: 0)
    let pair = try fingerprints(SARIFReporter(baseDirectory: nil).render(twins))
    #expect(pair.count == 3)
    #expect(pair[0] != pair[1])
    #expect(pair[0] == first[1])
  }

  @Test("Deterministic bytes")
  func deterministic() throws {
    let a = SARIFReporter(baseDirectory: "/x").render(try ReportFixture.report())
    let b = SARIFReporter(baseDirectory: "/x").render(try ReportFixture.report())
    #expect(a == b)
    #expect(a.hasPrefix("{\n  \"$schema\" : "))
  }
}
