import Trellis
import TrellisIB

/// Interface Builder's "misplaced views": views whose stored frame is not where their constraints put them, so the
/// canvas shows something the app will not. Interface Builder records the warning in the document (`misplaced="YES"`)
/// when it computes the frames; that record is what this rule reports, exact by construction.
///
/// Trellis's own comparison (`trellis frames --check`) also finds frames edited outside Interface Builder, but it
/// is only as right as Trellis's reproduction of Apple's engine (not yet every view within a pixel, text metrics the
/// largest gap), so it stays a command rather than a rule that would blame documents for Trellis's errors.
struct MisplacedViewRule: Rule {
  let description = RuleDescription(
    id: "misplaced-view", name: "Misplaced View",
    summary: "Interface Builder marks a view misplaced: its stored frame is not where its constraints put it.",
    defaultSeverity: .warning, scope: .document)

  func check(_ context: DocumentContext) -> [Violation] {
    var violations: [Violation] = []
    for layout in context.designLayouts {
      for view in layout.views where view.isMisplaced && !view.isHidden {
        let computed = view.frame.ibDescription
        let stored = view.storedFrame.map(\.ibDescription) ?? "no frame"
        violations.append(
          Violation(
            objects: [view.id], line: view.line,
            message:
              "\(view.customClass ?? view.className) \(view.id) is misplaced: stored \(stored), its constraints give "
              + computed))
      }
    }
    return violations
  }
}
