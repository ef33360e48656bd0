/// One problem, reported once however many configurations show it: the rule, where it is (file, line, scene, the
/// Interface Builder ids of the objects involved) and the configurations it occurs in.
public struct Finding: Sendable, Hashable {
  public let rule: String
  public let severity: Severity
  /// The document's path as found.
  public let file: String
  /// 1-based line and column of the element concerned (the column is 1 when unknown).
  public let line: Int
  public let column: Int
  /// The scene, or nil for a finding about the document as a whole.
  public let sceneID: String?
  public let sceneName: String?
  /// The Interface Builder ids of the views and constraints involved, the main object first.
  public let objects: [String]
  /// One line, the same in every configuration (the first configuration's numbers, where it gives any).
  public let message: String
  /// More text when a line is not enough: the conflicting constraints in UIKit's log format.
  public let details: String?
  /// Indices into ``LintReport/configurations``, ascending. Empty for a document rule, which does not depend on the
  /// configuration.
  public let configurations: [Int]

  public init(
    rule: String, severity: Severity, file: String, line: Int, column: Int = 1, sceneID: String?,
    sceneName: String?, objects: [String], message: String, details: String? = nil, configurations: [Int]
  ) {
    self.rule = rule
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.sceneID = sceneID
    self.sceneName = sceneName
    self.objects = objects
    self.message = message
    self.details = details
    self.configurations = configurations
  }
}
