import TrellisIB

/// Required constraints that cannot all hold in a configuration. UIKit logs "Unable to simultaneously satisfy
/// constraints" and breaks one at run time; the finding carries that log, naming constraints by their Interface
/// Builder ids, and is keyed by the constraint that had to give way.
struct UnsatisfiableConstraintsRule: Rule {
  let description = RuleDescription(
    id: "unsatisfiable-constraints", name: "Unsatisfiable Constraints",
    summary: "Required constraints conflict; UIKit breaks one of them at run time.", defaultSeverity: .error,
    scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    context.live.layout.diagnostics.filter { $0.rule == "unsatisfiable" }.map { diagnostic in
      let broken = diagnostic.objects.last
      let others = diagnostic.objects.dropLast()
      var message = "Unable to simultaneously satisfy constraints"
      if let broken {
        message += ": \(context.describeConstraint(broken)) is broken"
        if !others.isEmpty { message += " to keep \(others.map(context.describeConstraint).joined(separator: ", "))" }
      }
      return Violation(
        objects: broken.map { [$0] + others } ?? Array(others), line: diagnostic.line, message: message,
        details: diagnostic.message, key: broken)
    }
  }
}

extension LayoutContext {
  /// A constraint as findings name it: its id and what it says (`width = 100`).
  func describeConstraint(_ id: String) -> String {
    guard let element = document.element(id: id), element.name == "constraint" else { return id }
    let first = element["firstAttribute"] ?? "?"
    let relation =
      switch element["relation"] {
      case "greaterThanOrEqual": ">="
      case "lessThanOrEqual": "<="
      default: "="
      }
    var text = "\(first) \(relation)"
    if let second = element["secondAttribute"] { text += " \(second)" }
    if let constant = element["constant"], constant != "0" {
      text += " \(element["secondItem"] == nil ? "" : "+ ")\(constant)"
    }
    return "\(id) (\(text.replacingOccurrences(of: "  ", with: " ")))"
  }
}
