import Trellis
import TrellisIB

/// Views whose position or size the constraints leave free: UIKit places them arbitrarily, and the place can change
/// from one run to the next. Reported for the outermost ambiguous view on each axis (its subviews move with it).
struct AmbiguousLayoutRule: Rule {
  let description = RuleDescription(
    id: "ambiguous-layout", name: "Ambiguous Layout",
    summary: "The constraints leave a view's position or size undetermined on an axis.", defaultSeverity: .error,
    scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    let ambiguous = context.ambiguousAxes
    var violations: [Violation] = []
    for entry in context.live.entries where entry.view.window != nil && !entry.isContainerBar {
      let view = entry.view
      guard let axes = ambiguous[ObjectIdentifier(view)] else { continue }
      // Subviews of an ambiguous view inherit its freedom; only the outermost view is worth a finding.
      let inherited = view.superview.flatMap { ambiguous[ObjectIdentifier($0)] } ?? []
      var own = axes.subtracting(inherited)
      // A view held by placeholder constraints gets its real constraints in code (that is what the placeholder
      // says); without them it is ambiguous by design at build time, and so is what hangs on it (a view as tall as a
      // stack whose height only a placeholder gave): only what stays ambiguous with the placeholders kept counts.
      if let id = entry.element.id, let kept = context.ambiguityWithPlaceholders {
        if context.sceneFacts.placeholderItems.contains(id) { continue }
        own.formIntersection(kept[id] ?? [])
      }
      guard !own.isEmpty, !entry.isHidden else { continue }
      let words = own.sorted { $0.rawValue < $1.rawValue }.map {
        $0 == .horizontal ? "horizontal position or width" : "vertical position or height"
      }
      violations.append(
        Violation(
          objects: [entry.element.id ?? ""], line: entry.element.line,
          message: "\(context.describe(entry)) has an ambiguous \(words.joined(separator: " and "))",
          key: (entry.element.id ?? "") + own.map { "\($0.rawValue)" }.sorted().joined()))
    }
    return violations
  }
}
