import TrellisIB

/// A view placed by its frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`, Interface Builder's
/// fixed frame) that constraints also size or position: the mask's constraints and the others fight, and UIKit
/// breaks one. Constraints to the view from its own subviews are fine (they place the subviews).
struct MixedAutoresizingRule: Rule {
  let description = RuleDescription(
    id: "mixed-autoresizing", name: "Mixed Autoresizing and Constraints",
    summary: "A view that translates its autoresizing mask into constraints is also constrained.",
    defaultSeverity: .warning, scope: .document)

  func check(_ context: DocumentContext) -> [Violation] {
    guard let root = context.document.root else { return [] }
    // Each view element that keeps its autoresizing mask, and every view's ancestors.
    var translating: [String: IBElement] = [:]
    var ancestors: [String: Set<String>] = [:]
    var owners: [(owner: String, list: IBElement)] = []
    let isXib = context.document.kind == .xib
    func visit(_ element: IBElement, _ path: [String]) {
      var path = path
      if IBViewClass.isView(element), let id = element.id {
        ancestors[id] = Set(path)
        let explicit = element["translatesAutoresizingMaskIntoConstraints"]
        // Fixed-frame views, views that say YES, and top-level xib views that do not say NO (their default).
        if explicit == "YES" || element.flag("fixedFrame") == true || (isXib && path.isEmpty && explicit == nil) {
          translating[id] = element
        }
        if let list = element.child(named: "constraints") { owners.append((id, list)) }
        path.append(id)
      }
      for child in element.children { visit(child, path) }
    }
    visit(root, [])
    guard !translating.isEmpty else { return [] }
    var constrained: [String: [String]] = [:]
    for (owner, list) in owners {
      for constraint in list.children(named: "constraint") {
        guard let id = constraint.id else { continue }
        // An omitted first item is the view owning the list.
        let first = constraint["firstItem"] ?? owner
        let second = constraint["secondItem"]
        for (item, other) in [(first, second), (second, first as String?)] {
          guard let item, translating[item] != nil else { continue }
          // Another item inside the view places that item, not the view.
          if let other, ancestors[other]?.contains(item) ?? false { continue }
          if let other, item == other { continue }
          if !constrained[item, default: []].contains(id) { constrained[item, default: []].append(id) }
        }
      }
    }
    return constrained.keys.sorted().compactMap { id in
      guard let element = translating[id], let constraints = constrained[id] else { return nil }
      return Violation(
        objects: [id] + constraints, line: element.line,
        message:
          "\(element["customClass"] ?? element.name) \(id) translates its autoresizing mask into constraints and is "
          + "also constrained by \(constraints.count == 1 ? "constraint" : "constraints") "
          + constraints.joined(separator: ", "), key: id)
    }
  }
}
