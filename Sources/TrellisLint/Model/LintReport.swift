import TrellisIB

/// Everything a lint run found and laid out: the configuration matrix, the documents and their scenes, the
/// findings, and the layouts kept for pictures. Reporters turn it into text, JSON, JUnit, SARIF or HTML.
public struct LintReport: Sendable {
  /// The configurations every scene was laid out in, in matrix order.
  public let configurations: [DeviceConfiguration]
  /// Indices of the configurations whose pictures a report shows for every scene (a small representative set:
  /// the narrowest and widest windows of each idiom and orientation, at the first text size and direction).
  public let overviewConfigurations: [Int]
  public let files: [LintedFile]
  /// The rules that ran, with the severities they ran at.
  public let rules: [RuleDescription]
  /// Ordered by file, line, rule.
  public let findings: [Finding]
  /// The layouts kept for pictures: every scene in each overview configuration, and each finding's first
  /// configuration.
  public let snapshots: [SceneSnapshot]
  /// Scene layouts performed, and the wall time of the run in seconds.
  public let layoutCount: Int
  public let duration: Double
  private let fileIndex: [String: Int]

  public init(
    configurations: [DeviceConfiguration], overviewConfigurations: [Int], files: [LintedFile],
    rules: [RuleDescription], findings: [Finding],
    snapshots: [SceneSnapshot], layoutCount: Int, duration: Double
  ) {
    self.configurations = configurations
    self.overviewConfigurations = overviewConfigurations
    self.files = files
    self.rules = rules
    self.findings = findings
    self.snapshots = snapshots
    self.layoutCount = layoutCount
    self.duration = duration
    fileIndex = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Documents that could not be read or laid out at all, missing paths, and (when nothing was found to lint) the
  /// paths with no document under them (``Linter/noDocumentsRule``).
  public var unreadableFiles: [LintedFile] { files.filter { $0.failure != nil } }

  /// The exit status: 2 when a document could not be read or there was none to lint, 1 for findings at error
  /// severity (any finding when `strict`), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    if !unreadableFiles.isEmpty { return 2 }
    if findings.contains(where: { $0.severity == .error || strict }) { return 1 }
    return 0
  }

  /// Where a finding occurs, in words: "on 14 of 96 configurations: iPhone SE (3rd generation) portrait, …" (at most
  /// `limit` named), "on every configuration", or "in the document" for document rules.
  public func occurrenceSummary(of finding: Finding, limit: Int = 3) -> String {
    let indices = finding.configurations
    if indices.isEmpty { return "in the document" }
    let total = configurations(of: finding.file).count
    if indices.count == total { return "on every configuration (\(total))" }
    let names = indices.prefix(limit).map { configurations[$0].label }
    let more = indices.count > limit ? ", …" : ""
    return "on \(indices.count) of \(total) configurations: \(names.joined(separator: "; "))\(more)"
  }

  /// Indices of the configurations a document was laid out in: all of them unless its app settings leave some out.
  public func configurations(of file: String) -> [Int] {
    if let restricted = fileIndex[file].flatMap({ files[$0].configurations }) { return restricted }
    return Array(configurations.indices)
  }

  /// The layout of a scene in a configuration, if it was kept.
  public func snapshot(file: String, sceneID: String, configuration: Int) -> SceneSnapshot? {
    snapshots.first { $0.file == file && $0.sceneID == sceneID && $0.configuration == configuration }
  }
}

/// A document linted: its scenes, or why it could not be read.
public struct LintedFile: Sendable, Hashable {
  public let path: String
  public let scenes: [LintedScene]
  /// Set when the document could not be read or laid out; it was skipped.
  public let failure: IBDiagnostic?
  /// What the app's Info.plist or Xcode project says about where it runs, when found.
  public let appSettings: AppSettings?
  /// Indices into ``LintReport/configurations`` of the configurations the document was laid out in (those its app
  /// can be seen in), ascending; nil means every configuration.
  public let configurations: [Int]?

  public init(
    path: String, scenes: [LintedScene], failure: IBDiagnostic?, appSettings: AppSettings? = nil,
    configurations: [Int]? = nil
  ) {
    self.path = path
    self.scenes = scenes
    self.failure = failure
    self.appSettings = appSettings
    self.configurations = configurations
  }
}

/// A scene of a linted document.
public struct LintedScene: Sendable, Hashable {
  public let id: String
  public let name: String
  public let line: Int

  public init(id: String, name: String, line: Int) {
    self.id = id
    self.name = name
    self.line = line
  }
}

/// A scene's layout in one configuration, kept for pictures, with the findings that occur there.
public struct SceneSnapshot: Sendable {
  public let file: String
  public let sceneID: String
  /// Index into ``LintReport/configurations``.
  public let configuration: Int
  public let layout: IBSceneLayout
  /// Indices into ``LintReport/findings`` of the findings that occur in this scene and configuration (document
  /// rules included).
  public let findings: [Int]

  public init(file: String, sceneID: String, configuration: Int, layout: IBSceneLayout, findings: [Int]) {
    self.file = file
    self.sceneID = sceneID
    self.configuration = configuration
    self.layout = layout
    self.findings = findings
  }
}
