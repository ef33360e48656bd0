import Trellis
import TrellisIB

@testable import TrellisLint

/// A small lint report built by hand for the reporter tests: four configurations (iPhone SE portrait and landscape,
/// iPad Air 11-inch portrait full screen and 1/3 Split View at AX5 right to left), two readable documents with three
/// scenes, one unreadable document, and five findings: a document finding, a warning on two configurations, an
/// error on every configuration with UIKit's conflict log as details, an error whose message holds a tab, a line
/// break and control characters, and a warning with `%` in a document whose path has a space and an accent.
enum ReportFixture {
  static let main = "App/Main.storyboard"
  static let detail = "App/Détail View.storyboard"
  static let broken = "App/Broken.xib"

  static let conflictLog = """
    (
        "<NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>",
        "<NSLayoutConstraint:0x2 UIButton#1.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>

    """

  static func configurations() throws -> [DeviceConfiguration] {
    let phone = try DeviceCatalog.device(named: "iphone-se-3rd-generation")
    let pad = try DeviceCatalog.device(named: "ipad-air-11-inch-m4")
    return [
      DeviceConfiguration(try Environment(device: phone)),
      DeviceConfiguration(try Environment(device: phone, orientation: .landscapeLeft)),
      DeviceConfiguration(try Environment(device: pad)),
      DeviceConfiguration(
        try Environment(
          device: pad, windowMode: .splitView(.oneThird), contentSizeCategory: .accessibilityExtraExtraExtraLarge,
          layoutDirection: .rightToLeft)),
    ]
  }

  static let rules = [
    RuleDescription(
      id: "left-right-attributes", name: "Left and right attributes",
      summary: "Constraints should use leading and trailing, which follow the layout direction.",
      defaultSeverity: .warning, isOptIn: true, scope: .document),
    RuleDescription(
      id: "truncated-text", name: "Truncated text", summary: "Labels and buttons should show their whole text.",
      defaultSeverity: .warning, scope: .layout),
    RuleDescription(
      id: "unsatisfiable-constraints", name: "Unsatisfiable constraints",
      summary: "Required constraints must not conflict.", defaultSeverity: .error, scope: .layout),
    RuleDescription(
      id: "outside-safe-area", name: "Outside safe area: top, bottom",
      summary: "Content should stay inside the safe area.", defaultSeverity: .error, scope: .layout),
  ]

  /// The report, with every document path prefixed by `root` (to test paths made relative to a checkout).
  static func report(root: String = "") throws -> LintReport {
    let main = root + Self.main
    let detail = root + Self.detail
    let broken = root + Self.broken
    let files = [
      LintedFile(
        path: main,
        scenes: [
          LintedScene(id: "BYZ-38-t0r", name: "Login", line: 12),
          LintedScene(id: "Xyz-ab-c12", name: "Settings", line: 80),
        ], failure: nil),
      LintedFile(path: detail, scenes: [LintedScene(id: "dtl-00-abc", name: "Détail", line: 9)], failure: nil),
      LintedFile(
        path: broken, scenes: [],
        failure: IBDiagnostic(
          severity: .error, rule: "ib-unreadable", message: "The document is not well-formed XML: unexpected '<'",
          file: broken, line: 3)),
    ]
    let findings = [
      Finding(
        rule: "left-right-attributes", severity: .warning, file: main, line: 5, sceneID: nil, sceneName: nil,
        objects: ["c7X-1a-2bc"], message: #"Constraint uses "left" & "right" <not leading/trailing>"#,
        configurations: []),
      Finding(
        rule: "truncated-text", severity: .warning, file: main, line: 31, column: 13, sceneID: "BYZ-38-t0r",
        sceneName: "Login", objects: ["lbl-01-abc"], message: #"Label "Welcome, friend: café" is truncated"#,
        configurations: [1, 3]),
      Finding(
        rule: "unsatisfiable-constraints", severity: .error, file: main, line: 44, column: 9, sceneID: "BYZ-38-t0r",
        sceneName: "Login", objects: ["btn-02-abc", "cst-03-abc", "cst-04-abc"],
        message: "Unable to simultaneously satisfy constraints", details: conflictLog, configurations: [0, 1, 2, 3]),
      Finding(
        rule: "outside-safe-area", severity: .error, file: main, line: 92, column: 5, sceneID: "Xyz-ab-c12",
        sceneName: "Settings", objects: ["img-05-abc"], message: "Safe area:\tfirst\nsecond \u{1B}[31mred\u{07}",
        configurations: [2]),
      Finding(
        rule: "truncated-text", severity: .warning, file: detail, line: 15, sceneID: "dtl-00-abc",
        sceneName: "Détail", objects: ["lbl-09-xyz"], message: "50% of 100%, done", configurations: [0]),
    ]
    return LintReport(
      configurations: try configurations(), overviewConfigurations: [0, 2], files: files, rules: rules,
      findings: findings, snapshots: [], layoutCount: 12, duration: 0.4567)
  }
}
