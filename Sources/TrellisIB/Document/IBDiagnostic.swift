/// A problem found in a document or in its layout, with where it is: the file, the line, the Interface Builder ids
/// of the objects involved. Rules are stable names (`malformed-xml`, `unknown-reference`, `unsatisfiable`, …) that
/// tools can filter on.
public struct IBDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How serious: an error means the document or scene could not be laid out as written.
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning, note
  }

  /// How serious the problem is.
  public var severity: Severity
  /// The rule's stable name.
  public var rule: String
  /// What is wrong, in a sentence that names the object.
  public var message: String
  /// The document's path as given.
  public var file: String
  /// The 1-based line, or 0 when the problem is not tied to one.
  public var line: Int
  /// The Interface Builder ids of the objects concerned.
  public var objects: [String]

  /// A diagnostic at `line` of `file`; `line` 0 when the problem is not tied to one.
  public init(
    severity: Severity, rule: String, message: String, file: String, line: Int, objects: [String] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.file = file
    self.line = line
    self.objects = objects
  }

  /// Xcode's form, `file:line: error: message [rule]`, which editors and CI logs link to the source.
  public var description: String {
    "\(file):\(max(line, 1)): \(severity.rawValue): \(message) [\(rule)]"
  }
}
