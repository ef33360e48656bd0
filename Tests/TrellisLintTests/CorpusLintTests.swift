import Foundation
import Testing
import Trellis

@testable import TrellisLint

/// The shared corpus (49 real documents) linted on a small but varied matrix: nothing crashes, every document is
/// read, every scene is laid out in every configuration, and the rules find what they found when measured by hand.
/// (The full default matrix, 732 configurations, is run by hand: 79,031 layouts, see the README.)
@Suite struct CorpusLintTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "shared/corpus/interface-builder/files"
    ).path

  @Test("Every corpus document on the smallest iPhone, a landscape iPad Split View, AX5 and right to left")
  func corpus() throws {
    var configuration = LintConfiguration()
    configuration.matrix = Matrix(
      devices: ["iphone-se-1st-generation", "ipad-pro-13-inch-m5"], orientations: [.portrait, .landscape],
      windows: [.full, .oneThird], contentSizes: [.accessibilityExtraExtraExtraLarge],
      layoutDirections: [.rightToLeft])
    let report = try Linter(configuration: configuration).lint(paths: [Self.corpus])
    #expect(report.files.count == 49)
    #expect(report.unreadableFiles.isEmpty)
    let scenes = report.files.reduce(0) { $0 + $1.scenes.count }
    // Every scene once per configuration, plus one design-time pass per document for the document rules.
    #expect(report.layoutCount == scenes * (report.configurations.count + 1))
    #expect(scenes >= 200)
    // Each rule's findings point into the matrix and at lines of their files.
    for finding in report.findings {
      #expect(finding.configurations.allSatisfy { report.configurations.indices.contains($0) })
      #expect(finding.line >= 0)
    }
    let rules = Set(report.findings.map(\.rule))
    for expected in [
      "unsatisfiable-constraints", "ambiguous-layout", "misplaced-view", "view-outside-bounds", "truncated-text",
    ] {
      #expect(rules.contains(expected), "no \(expected) finding in the corpus")
    }
  }
}
