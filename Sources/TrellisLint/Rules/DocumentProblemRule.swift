import TrellisIB

/// What stops part of a document from being understood: malformed constraints, references to missing objects,
/// unsupported elements, duplicate ids. The reader goes on without the part; the finding says which.
///
/// The reader's diagnostics (``IBDiagnostic``) become findings graded by what they mean for a lint run, which lays
/// every scene out on its own device matrix, not on the document's design device:
/// - errors, where the document is broken and the layout linted is not the app's: `duplicate-id`,
///   `unknown-reference` (a constraint names an id the document lacks), `malformed-constraint`,
///   `unsupported-attribute` (a constraint attribute no Xcode writes), `not-interface-builder`,
///   `no-common-ancestor`, `non-finite`, `unmatched-update`, and a document that cannot be read at all;
/// - warnings, where the document is valid but lint leaves a part out or lays it out another way:
///   `unsupported-element`, `unsupported-reference`, `unsupported-version`, `unknown-device`, and `no-autolayout`
///   (the views are placed by their autoresizing masks in every configuration);
/// - not findings: `no-design-device` and `unknown-design-device` (lint never lays out on the design device, so its
///   absence, or an id Trellis does not know, changes nothing),
///   `scene-without-controller` and other notes, and `unsatisfiable` (``UnsatisfiableConstraintsRule`` reports
///   conflicts).
///
/// A diagnostic rule this table does not know keeps the reader's severity. The reader's rule id starts the message
/// (`duplicate-id: id … is used by …`). A severity configured for `document-problem` is the most its findings
/// report at: `document-problem: warning` makes them all warnings.
struct DocumentProblemRule: Rule {
  let description = RuleDescription(
    id: "document-problem", name: "Document Problem",
    summary:
      "The document has an invalid part (error: duplicate ids, references to missing ids, malformed constraints) or "
      + "an unsupported one (warning: unsupported elements or versions, no Auto Layout) that lint lays out "
      + "differently or leaves out. A missing <device> is not a finding.",
    defaultSeverity: .error, scope: .document)

  /// The severity each reader diagnostic reports at in lint; nil for diagnostics that are not findings.
  static let severities: [String: Severity?] = [
    "duplicate-id": .error, "unknown-reference": .error, "malformed-constraint": .error,
    "unsupported-attribute": .error, "not-interface-builder": .error, "no-common-ancestor": .error,
    "non-finite": .error, "unmatched-update": .error, "malformed-xml": .error, "unsafe-xml": .error,
    "unsupported-encoding": .error, "limit-exceeded": .error, "unreadable-file": .error,
    "unsupported-element": .warning, "unsupported-reference": .warning, "unsupported-version": .warning,
    "unknown-device": .warning, "no-autolayout": .warning,
    "no-design-device": nil, "unknown-design-device": nil, "scene-without-controller": nil, "unsatisfiable": nil,
  ]

  /// The severity of a reader diagnostic in lint, nil when it is not a finding.
  static func severity(of diagnostic: IBDiagnostic) -> Severity? {
    if let known = severities[diagnostic.rule] { return known }
    switch diagnostic.severity {
    case .error: return .error
    case .warning: return .warning
    case .note: return nil
    }
  }

  /// The message a diagnostic's finding carries: the reader's rule id, then its message, or what lint does where the
  /// reader's words are about Interface Builder's canvas.
  static func message(of diagnostic: IBDiagnostic) -> String {
    switch diagnostic.rule {
    case "no-autolayout":
      return
        "no-autolayout: the document does not use Auto Layout; lint places its views by their autoresizing masks in "
        + "every configuration, as UIKit does, and checks what that gives"
    default:
      return "\(diagnostic.rule): \(diagnostic.message)"
    }
  }

  func check(_ context: DocumentContext) -> [Violation] {
    var seen = Set<String>()
    let layoutProblems = context.designLayouts.flatMap(\.diagnostics)
    return (context.document.diagnostics + layoutProblems).compactMap { diagnostic in
      guard let severity = DocumentProblemRule.severity(of: diagnostic) else { return nil }
      let key = "\(diagnostic.rule) \(diagnostic.line) \(diagnostic.objects) \(diagnostic.message)"
      guard seen.insert(key).inserted else { return nil }
      return Violation(
        objects: diagnostic.objects, line: diagnostic.line, message: DocumentProblemRule.message(of: diagnostic),
        severity: severity, key: key)
    }
  }
}
