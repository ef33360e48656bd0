import TrellisIB

/// Constraints on left and right edges, which stay put in right-to-left languages where leading and trailing
/// mirror. Interface Builder writes them when "Respect language direction" is turned off.
struct LeftRightAttributeRule: Rule {
  let description = RuleDescription(
    id: "left-right-attribute", name: "Left/Right Attribute",
    summary: "A constraint uses left or right where leading or trailing would mirror for right-to-left languages.",
    defaultSeverity: .warning, scope: .document)

  static let fixed: Set<String> = ["left", "right", "leftMargin", "rightMargin"]

  func check(_ context: DocumentContext) -> [Violation] {
    var violations: [Violation] = []
    context.document.root?.forEach(named: "constraint") { constraint in
      let attributes = [constraint["firstAttribute"], constraint["secondAttribute"]].compactMap { $0 }
      let fixed = attributes.filter(LeftRightAttributeRule.fixed.contains)
      guard !fixed.isEmpty, let id = constraint.id else { return }
      let replacement = fixed.map {
        $0.replacingOccurrences(of: "left", with: "leading").replacingOccurrences(of: "right", with: "trailing")
      }
      violations.append(
        Violation(
          objects: [id, constraint["firstItem"], constraint["secondItem"]].compactMap { $0 }, line: constraint.line,
          message:
            "Constraint \(id) uses \(Set(fixed).sorted().joined(separator: " and ")), which does not mirror for "
            + "right-to-left languages; use \(Set(replacement).sorted().joined(separator: " and "))", key: id))
    }
    return violations
  }
}

extension IBElement {
  /// Visits every element named `name` below this one, in document order.
  func forEach(named name: String, _ body: (IBElement) -> Void) {
    for child in children {
      if child.name == name { body(child) }
      child.forEach(named: name, body)
    }
  }
}
