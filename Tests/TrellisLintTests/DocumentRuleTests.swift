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
}
