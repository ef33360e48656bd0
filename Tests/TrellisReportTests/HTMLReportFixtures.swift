import Foundation
import Trellis
import TrellisIB
import TrellisLint

/// A small lint report built by hand for the HTML reporter's tests: two documents laid out for real (the menu
/// fixture and the repository's example profile) on an iPhone and an iPad, both orientations, both directions;
/// findings of both severities, one about the document as a whole, one whose text needs escaping and whose details
/// hold UIKit's conflict log; and a document that could not be read.
enum HTMLReportFixtures {
  static let menuPath = "Menu & <Co>.storyboard"
  static let profilePath = "Examples/Profile.storyboard"

  /// The message of the first finding, which needs escaping.
  static let conflictMessage = "Label \"Cod & chips\" <title> cannot be both 353 and 400 pt wide"
  static let conflictDetails = """
    Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x600000c04a50 UILabel:0x7fa1 (title).width == 353   (active)>",
        "<NSLayoutConstraint:0x600000c04b40 UILabel:0x7fa1 (title).width == 400   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600000c04b40 UILabel:0x7fa1 (title).width == 400   (active)>
    & </script><script>window.pwned = 1</script>
    """

  static func profileStoryboard() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Examples/Profile.storyboard"), encoding: .utf8)
  }

  static let rules = [
    RuleDescription(
      id: "unsatisfiable-constraints", name: "Unsatisfiable constraints",
      summary: "Constraints that cannot all hold <in some configuration>", defaultSeverity: .error, scope: .layout),
    RuleDescription(
      id: "truncated-text", name: "Truncated text", summary: "Text cut off by its frame", defaultSeverity: .warning,
      scope: .layout),
    RuleDescription(
      id: "outside-safe-area", name: "Outside the safe area", summary: "Views under the notch & home indicator",
      defaultSeverity: .warning, scope: .layout),
    RuleDescription(
      id: "missing-accessibility", name: "Missing accessibility", summary: "Controls without a label",
      defaultSeverity: .warning, isOptIn: true, scope: .document),
  ]

  /// The report; `snapshotsReversed` lists the same snapshots backwards (the page must not care).
  static func report(snapshotsReversed: Bool = false) throws -> LintReport {
    let matrix = Matrix(
      devices: ["iphone-16", "ipad-air-11-inch-m4"], windows: [.full], contentSizes: [.large],
      layoutDirections: [.leftToRight, .rightToLeft])
    let configurations = try matrix.configurations()
    let overview = configurations.indices.filter { configurations[$0].environment.layoutDirection == .leftToRight }
    let rtl = configurations.indices.filter { !overview.contains($0) }

    let menu = IBDocument(data: Data(WireframeFixtures.menuStoryboard.utf8), path: menuPath)
    let profile = IBDocument(data: Data(try profileStoryboard().utf8), path: profilePath)
    let documents = [(menuPath, menu), (profilePath, profile)]

    let findings = [
      Finding(
        rule: "unsatisfiable-constraints", severity: .error, file: menuPath, line: 22, column: 19,
        sceneID: "scene1", sceneName: "Fish & Chips <Menu>", objects: ["title", "c-width-400"],
        message: conflictMessage, details: conflictDetails, configurations: [rtl[0], overview[2]]),
      Finding(
        rule: "truncated-text", severity: .warning, file: menuPath, line: 33, sceneID: "scene1",
        sceneName: "Fish & Chips <Menu>", objects: ["go"], message: "Button 'Go >' truncates its title",
        configurations: overview),
      Finding(
        rule: "missing-accessibility", severity: .warning, file: menuPath, line: 1, sceneID: nil, sceneName: nil,
        objects: [], message: "The document sets no accessibility labels", configurations: []),
      Finding(
        rule: "outside-safe-area", severity: .warning, file: profilePath, line: 37, sceneID: "PRF-sc-001",
        sceneName: "Profile", objects: ["PRF-bt-001", "PRF-av-001"],
        message: "Button “Follow” reaches under the home indicator", configurations: [overview[1], overview[3]]),
      Finding(
        rule: "unsatisfiable-constraints", severity: .error, file: profilePath, line: 14, sceneID: "PRF-sc-001",
        sceneName: "Profile", objects: ["PRF-av-001"], message: "Avatar width 64 conflicts with its aspect ratio",
        details:
          "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIImageView.width == 64>\"\n)",
        configurations: [rtl[2], overview[3]]),
    ]

    var files: [LintedFile] = []
    var snapshots: [SceneSnapshot] = []
    var layoutCount = 0
    for (path, document) in documents {
      var scenes: [LintedScene] = []
      for scene in document.scenes {
        let layouts = configurations.indices.map { index in
          document.layout(
            scene, options: IBLayoutOptions(mode: .runtime, environment: configurations[index].environment))
        }
        layoutCount += layouts.count
        guard let first = layouts.compactMap({ $0 }).first else { continue }
        scenes.append(LintedScene(id: first.sceneID, name: first.sceneName, line: 1))
        let firstConfigurations = Set(findings.filter { $0.file == path }.compactMap(\.configurations.first))
        for (index, layout) in layouts.enumerated() {
          guard let layout, overview.contains(index) || firstConfigurations.contains(index) else { continue }
          let here = findings.indices.filter { i in
            findings[i].file == path
              && (findings[i].sceneID == nil
                || (findings[i].sceneID == layout.sceneID && findings[i].configurations.contains(index)))
          }
          snapshots.append(
            SceneSnapshot(file: path, sceneID: layout.sceneID, configuration: index, layout: layout, findings: here))
        }
      }
      files.append(LintedFile(path: path, scenes: scenes, failure: nil))
    }
    let broken = IBDiagnostic(
      severity: .error, rule: "unreadable", message: "unexpected end of file <document> & \"quotes\"",
      file: "Broken <1>.xib", line: 3)
    files.append(LintedFile(path: "Broken <1>.xib", scenes: [], failure: broken))
    return LintReport(
      configurations: configurations, overviewConfigurations: overview, files: files, rules: rules,
      findings: findings, snapshots: snapshotsReversed ? snapshots.reversed() : snapshots, layoutCount: layoutCount,
      duration: 1.25)
  }
}
