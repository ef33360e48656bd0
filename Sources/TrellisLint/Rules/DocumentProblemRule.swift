import TrellisIB

/// What stops part of a document from being understood: malformed constraints, references to missing objects,
/// unsupported elements, duplicate ids. The reader goes on without the part; the finding says which.
struct DocumentProblemRule: Rule {
  let description = RuleDescription(
    id: "document-problem", name: "Document Problem",
    summary: "The document has an invalid or unsupported part that is left out of the layout.",
    defaultSeverity: .error, scope: .document)

  func check(_ context: DocumentContext) -> [Violation] {
    var seen = Set<String>()
    let layoutProblems = context.designLayouts.flatMap(\.diagnostics).filter { $0.rule != "unsatisfiable" }
    return (context.document.diagnostics + layoutProblems).compactMap { diagnostic in
      guard diagnostic.severity != .note else { return nil }
      let key = "\(diagnostic.rule) \(diagnostic.line) \(diagnostic.objects) \(diagnostic.message)"
      guard seen.insert(key).inserted else { return nil }
      return Violation(
        objects: diagnostic.objects, line: diagnostic.line, message: "\(diagnostic.message) [\(diagnostic.rule)]",
        key: key)
    }
  }
}
