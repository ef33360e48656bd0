/// How serious a finding is: errors fail a lint run, warnings fail it only with `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
  case warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
