/// What a rule is: its stable id (used in `.trellis.yml` and in reports), a name and a one-line summary for
/// `trellis rules`, the severity it reports at unless configured otherwise, and whether it must be asked for.
public struct RuleDescription: Sendable, Hashable, Identifiable {
  /// When a rule looks: once per document (what the file says) or once per scene and configuration (what the
  /// layout gives).
  public enum Scope: String, Sendable, Hashable, Codable {
    case document, layout
  }

  public let id: String
  public let name: String
  public let summary: String
  public let defaultSeverity: Severity
  /// Opt-in rules run only when `opt_in_rules` (or `--enable-rule`) names them.
  public let isOptIn: Bool
  public let scope: Scope

  public init(
    id: String, name: String, summary: String, defaultSeverity: Severity, isOptIn: Bool = false, scope: Scope
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.defaultSeverity = defaultSeverity
    self.isOptIn = isOptIn
    self.scope = scope
  }
}
