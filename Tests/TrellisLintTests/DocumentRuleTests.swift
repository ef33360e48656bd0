import Foundation
import Testing
import Trellis
import TrellisIB

@testable import TrellisLint

/// Rules on what a document says, checked once per file.
@Suite("Lint document rules")
struct DocumentRuleTests {
  typealias F = LintFixture

  @Test("left/right constraints are found once each, not once per configuration, with the constraint's line")
  func leftRight() throws {
    let document = F.storyboard(
      subviews: F.label("title", "Title"),
      constraints: [
        F.constraint("c-left", "title", "left", "root", "left", constant: 16),
        F.constraint("c-top", "title", "top", "safe", "top"),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["left-right-attribute"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.objects.first == "c-left")
    #expect(finding.configurations.isEmpty)
    #expect(finding.sceneID == "scene-1")
    #expect(finding.message.contains("use leading"))
    let line = document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains("id=\"c-left\"")
    }
    #expect(finding.line == (line ?? -2) + 1)
  }

  @Test("A fixed-frame view that constraints also place is mixed; constraints from its own subviews are not")
  func mixedAutoresizing() throws {
    let container = """
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="100" width="200" height="100"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>
      \(F.label("inner", "Inner"))
          </subviews>
          <constraints>
      \(F.constraint("inner-x", "inner", "leading", "box", "leading", constant: 8))
      \(F.constraint("inner-y", "inner", "top", "box", "top", constant: 8))
          </constraints>
      </view>
      """
    let clean = F.storyboard(subviews: container)
    #expect(try F.lint(clean, rules: ["mixed-autoresizing"]).findings.isEmpty)
    let mixed = F.storyboard(
      subviews: container, constraints: F.constraint("box-w", "box", "width", constant: 300))
    let report = try F.lint(mixed, rules: ["mixed-autoresizing"])
    #expect(report.findings.map(\.objects) == [["box", "box-w"]])
  }

  @Test("Views Interface Builder marks misplaced are reported with both frames")
  func misplaced() throws {
    let document = F.storyboard(
      subviews: F.label("title", "Title", frame: "0 0 100 21", attributes: "misplaced=\"YES\""),
      constraints: F.pin("title", x: 16, y: 20, width: 100, height: 21))
    let report = try F.lint(document, rules: ["misplaced-view"])
    let finding = try #require(report.findings.first)
    #expect(finding.objects == ["title"])
    #expect(finding.message.contains("stored (0, 0, 100, 21), its constraints give (16, 79, 100, 21)"))
  }

  @Test("Broken references are document problems, reported at error severity with the constraint's id")
  func documentProblems() throws {
    let document = F.storyboard(
      subviews: F.label("title", "Title"),
      constraints: F.pin("title", x: 16, y: 20) + "\n" + F.constraint("ghost", "title", "width", "missing", "width"))
    let report = try F.lint(document, rules: ["document-problem"])
    let finding = try #require(report.findings.first { $0.objects.contains("ghost") })
    #expect(finding.severity == .error)
    #expect(finding.message.contains("missing"))
  }

  /// The fixture's document as a pre-Xcode 8 one (no `<device>`), and without Auto Layout when `autolayout` is false.
  static func legacy(_ document: String, autolayout: Bool = true) -> String {
    let text = document.replacingOccurrences(
      of: "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>", with: "")
    return autolayout ? text : text.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"NO\"")
  }

  @Test("A document without <device> is not a finding: lint lays it out on its own matrix, not the design device")
  func noDesignDevice() throws {
    let document = Self.legacy(
      F.storyboard(subviews: F.label("title", "Title"), constraints: F.pin("title", x: 16, y: 20)))
    #expect(!document.contains("<device "))
    let report = try F.lint(document, rules: ["document-problem"])
    #expect(report.findings.isEmpty)
    #expect(report.exitStatus(strict: true) == 0)
  }

  @Test("A design device id Trellis does not know is no finding either: lint lays out on its matrix")
  func unknownDesignDevice() throws {
    let document = F.storyboard(subviews: F.label("title", "Title"), constraints: F.pin("title", x: 16, y: 20))
      .replacingOccurrences(of: "<device id=\"retina6_12\"", with: "<device id=\"retina9_9\"")
    #expect(document.contains("retina9_9"))
    let report = try F.lint(document, rules: ["document-problem"])
    #expect(report.findings.isEmpty)
  }

  @Test("A document without Auto Layout is a warning that says lint places its views by their autoresizing masks")
  func noAutolayout() throws {
    let label = F.label("title", "Title", frame: "16 79 100 21").replacingOccurrences(
      of: "translatesAutoresizingMaskIntoConstraints=\"NO\" ", with: "")
    let report = try F.lint(Self.legacy(F.storyboard(subviews: label), autolayout: false), rules: ["document-problem"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.message.hasPrefix("no-autolayout: "))
    #expect(finding.message.contains("by their autoresizing masks in every configuration"))
    #expect(report.exitStatus(strict: false) == 0)
  }

  @Test("Reader diagnostics are graded: duplicate ids and missing references are errors, unsupported parts warnings")
  func graded() throws {
    // A second element with the label's id, a constraint to a missing id, and a layout guide Trellis does not know.
    let document = F.storyboard(
      subviews: F.label("title", "Title") + "\n" + F.label("title", "Again", frame: "0 40 100 21"),
      constraints: F.pin("title", x: 16, y: 20) + "\n" + F.constraint("ghost", "title", "width", "missing", "width")
    ).replacingOccurrences(
      of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
      with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<viewLayoutGuide key=\"somethingNew\" id=\"new\"/>")
    let report = try F.lint(document, rules: ["document-problem"])
    let byRule = Dictionary(
      report.findings.map { (String($0.message.prefix { $0 != ":" }), $0.severity) }, uniquingKeysWith: { a, _ in a })
    #expect(byRule["duplicate-id"] == .error)
    #expect(byRule["unknown-reference"] == .error)
    #expect(byRule["unsupported-element"] == .warning)
    #expect(DocumentProblemRule.severity(of: Self.diagnostic("no-design-device", .warning)) == nil)
    #expect(DocumentProblemRule.severity(of: Self.diagnostic("scene-without-controller", .note)) == nil)
    #expect(DocumentProblemRule.severity(of: Self.diagnostic("malformed-constraint", .error)) == .error)
    #expect(DocumentProblemRule.severity(of: Self.diagnostic("unsupported-version", .warning)) == .warning)
    // A rule the table does not know keeps the reader's severity.
    #expect(DocumentProblemRule.severity(of: Self.diagnostic("something-new", .warning)) == .warning)

    // A severity configured for the rule is the most it reports at.
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    configuration.onlyRules = ["document-problem"]
    configuration.severities["document-problem"] = .warning
    let lowered = try F.withFolder(["Screen.storyboard": document]) { folder in
      try Linter(configuration: configuration).lint(paths: [folder])
    }
    #expect(!lowered.findings.isEmpty)
    #expect(lowered.findings.allSatisfy { $0.severity == .warning })
  }

  static func diagnostic(_ rule: String, _ severity: IBDiagnostic.Severity) -> IBDiagnostic {
    IBDiagnostic(severity: severity, rule: rule, message: "m", file: "A.storyboard", line: 1)
  }

  @Test("A document problem's Xcode line has one rule tag, SwiftLint's way; the reader's rule starts the message")
  func oneRuleTag() throws {
    let document = F.storyboard(
      subviews: F.label("title", "Title") + "\n" + F.label("title", "Again", frame: "0 40 100 21"),
      constraints: F.pin("title", x: 16, y: 20))
    let report = try F.lint(document, rules: ["document-problem"])
    let text = XcodeReporter().render(report)
    let line = try #require(text.split(separator: "\n").first { $0.contains("duplicate-id") })
    #expect(line.contains(": error: duplicate-id: id title is used by <label> here and by <label> on line "))
    #expect(line.hasSuffix(" (in the document) [document-problem]"))
    #expect(line.filter { $0 == "[" }.count == 1)
  }
}
