import Foundation
import Testing

@testable import TrellisLint

@Suite("JSON reporter")
struct JSONReporterTests {
  private func decode(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("The top level: version, trellisVersion, configurations, files, rules, findings, summary")
  func topLevel() throws {
    let json = try decode(JSONReporter().render(try ReportFixture.report()))
    #expect(
      Set(json.keys) == [
        "version", "trellisVersion", "configurations", "files", "rules", "findings", "summary",
      ])
    #expect(json["version"] as? Int == 1)

    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["findings"] as? Int == 5)
    #expect(summary["errors"] as? Int == 2)
    #expect(summary["warnings"] as? Int == 3)
    #expect(summary["unreadableFiles"] as? Int == 1)
    #expect(summary["layouts"] as? Int == 12)
    #expect(summary["seconds"] as? Double == 0.457)
  }

  @Test("Configurations carry their id, label and each dimension")
  func configurations() throws {
    let json = try decode(JSONReporter().render(try ReportFixture.report()))
    let configurations = try #require(json["configurations"] as? [[String: Any]])
    #expect(configurations.count == 4)
    let split = configurations[3]
    #expect(split["id"] as? String == "ipad-air-11-inch-m4/portrait/1-3/AX5/rtl")
    #expect(split["label"] as? String == "iPad Air 11-inch (M4) portrait 1/3 Split View, AX5, RTL")
    #expect(split["device"] as? String == "ipad-air-11-inch-m4")
    #expect(split["orientation"] as? String == "portrait")
    #expect(split["window"] as? String == "1-3")
    #expect(split["contentSize"] as? String == "AX5")
    #expect(split["layoutDirection"] as? String == "rtl")
    #expect(configurations[1]["orientation"] as? String == "landscape")
    #expect(configurations[1]["layoutDirection"] as? String == "ltr")
  }

  @Test("Files list their scenes; an unreadable file its failure, a readable one null")
  func files() throws {
    let json = try decode(JSONReporter().render(try ReportFixture.report()))
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == [ReportFixture.main, ReportFixture.detail, ReportFixture.broken])
    #expect(files[0]["failure"] is NSNull)
    let scenes = try #require(files[0]["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["name"] as? String } == ["Login", "Settings"])
    #expect(scenes[0]["id"] as? String == "BYZ-38-t0r")
    #expect(scenes[0]["line"] as? Int == 12)
    let failure = try #require(files[2]["failure"] as? [String: Any])
    #expect(failure["rule"] as? String == "ib-unreadable")
    #expect(failure["line"] as? Int == 3)
    #expect(failure["message"] as? String == "The document is not well-formed XML: unexpected '<'")
  }

  @Test("Rules: id, name, summary, severity, opt-in and scope")
  func rules() throws {
    let json = try decode(JSONReporter().render(try ReportFixture.report()))
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.count == 4)
    #expect(rules[0]["id"] as? String == "left-right-attributes")
    #expect(rules[0]["optIn"] as? Bool == true)
    #expect(rules[0]["scope"] as? String == "document")
    #expect(rules[2]["severity"] as? String == "error")
    #expect(rules[2]["optIn"] as? Bool == false)
    #expect(rules[3]["name"] as? String == "Outside safe area: top, bottom")
  }

  @Test("Findings keep every field; absent ones are null; text survives unchanged (quotes, <, &, controls, accents)")
  func findings() throws {
    let report = try ReportFixture.report()
    let json = try decode(JSONReporter().render(report))
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count == 5)

    let document = findings[0]
    #expect(document["scene"] is NSNull)
    #expect(document["sceneName"] is NSNull)
    #expect(document["details"] is NSNull)
    #expect(document["configurations"] as? [String] == [])
    #expect(document["occurrences"] as? String == "in the document")
    #expect(document["message"] as? String == #"Constraint uses "left" & "right" <not leading/trailing>"#)

    let truncated = findings[1]
    #expect(truncated["rule"] as? String == "truncated-text")
    #expect(truncated["severity"] as? String == "warning")
    #expect(truncated["file"] as? String == ReportFixture.main)
    #expect(truncated["line"] as? Int == 31)
    #expect(truncated["column"] as? Int == 13)
    #expect(truncated["scene"] as? String == "BYZ-38-t0r")
    #expect(truncated["sceneName"] as? String == "Login")
    #expect(truncated["objects"] as? [String] == ["lbl-01-abc"])
    #expect(
      truncated["configurations"] as? [String] == [
        "iphone-se-3rd-generation/landscape/full/L/ltr", "ipad-air-11-inch-m4/portrait/1-3/AX5/rtl",
      ])
    #expect(truncated["occurrences"] as? String == report.occurrenceSummary(of: report.findings[1]))

    #expect(findings[2]["details"] as? String == ReportFixture.conflictLog)
    #expect(findings[2]["configurations"] as? [String] == report.configurations.map(\.id))
    #expect(findings[3]["message"] as? String == "Safe area:\tfirst\nsecond \u{1B}[31mred\u{07}")
    #expect(findings[4]["file"] as? String == "App/Détail View.storyboard")
  }

  @Test("Deterministic: sorted keys, the same bytes every time, slashes unescaped")
  func deterministic() throws {
    let report = try ReportFixture.report()
    let first = JSONReporter().render(report)
    #expect(first == JSONReporter().render(try ReportFixture.report()))
    #expect(first.hasPrefix("{\n  \"configurations\" : ["))
    #expect(first.contains(#""file" : "App/Main.storyboard""#))
    #expect(first.hasSuffix("}\n"))
    // Control characters are JSON escapes, never raw bytes.
    #expect(!first.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }
}
