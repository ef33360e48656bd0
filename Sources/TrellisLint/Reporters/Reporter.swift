/// Turns a lint report into one output format. A run can use several (`--reporter xcode --reporter sarif=out.sarif`).
public protocol Reporter: Sendable {
  /// The name `--reporter` takes (`xcode`, `json`, `junit`, `sarif`, `github`, `html`).
  static var name: String { get }
  /// The whole report in this format.
  func render(_ report: LintReport) -> String
}
