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
      // The log ends with the constraint left out. It is the last one named, unless the engine left out one of its
      // own (an encapsulated size, an autoresizing-mask frame): then every constraint named is kept.
      let leftOut = diagnostic.message.components(separatedBy: "Will attempt to recover by breaking constraint").last
      let broken = diagnostic.objects.last.flatMap { leftOut?.contains("'\($0)'") == true ? $0 : nil }
      let others = broken == nil ? diagnostic.objects[...] : diagnostic.objects.dropLast()
      var message = "Unable to simultaneously satisfy constraints"
      if let broken {
        message += ": \(context.describeConstraint(broken)) is broken"
        if !others.isEmpty { message += " to keep \(others.map(context.describeConstraint).joined(separator: ", "))" }
      } else if !others.isEmpty {
        let engine = leftOut.map(Self.engineConstraintName) ?? "a constraint of its own"
        message +=
          ": \(others.map(context.describeConstraint).joined(separator: ", ")) conflict with \(engine), which UIKit "
          + "adds"
      }
      return Violation(
        objects: broken.map { [$0] + others } ?? Array(others), line: diagnostic.line, message: message,
        details: diagnostic.message, key: broken ?? others.sorted().joined(separator: ","))
    }
  }
}

extension UnsatisfiableConstraintsRule {
  /// The engine's constraint as the log's last line names it: `UIView-Encapsulated-Layout-Height`, or the
  /// autoresizing-mask constraint of a view (`the autoresizing mask of 2dN-Bd-tdy (height == 120)`).
  static func engineConstraintName(_ line: String) -> String {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if let start = text.range(of: "'UIView-Encapsulated-Layout-"),
      let end = text[start.upperBound...].firstIndex(of: "'")
    {
      return "UIView-Encapsulated-Layout-" + text[start.upperBound..<end]
    }
    if text.hasPrefix("<NSAutoresizingMaskLayoutConstraint:"), let space = text.firstIndex(of: " ") {
      // "<NSAutoresizingMaskLayoutConstraint:h=-&- v=--& 2dN-Bd-tdy.height == 120   (active)>"
      let rest = text[space...].split(separator: " ").dropFirst()
      if let item = rest.first, let dot = item.firstIndex(of: ".") {
        let relation = rest.dropFirst().prefix(2).joined(separator: " ")
        return "the autoresizing-mask frame of \(item[..<dot]) (\(item[item.index(after: dot)...]) \(relation))"
      }
    }
    if text.hasPrefix("<NSContentSizeLayoutConstraint:") { return "a content-size constraint" }
    return "a constraint of its own"
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
