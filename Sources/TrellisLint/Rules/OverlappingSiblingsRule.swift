import Trellis
import TrellisIB

/// Sibling views showing text or taking touches that cover one another, where the document's own design does not
/// overlap them: Interface Builder's stored frames tell an overlap made on purpose (a badge on a button) from one a
/// configuration causes (two labels running into each other on a narrow screen). Overlaps under one point either way
/// (``LayoutContext/geometricTolerance``) are pixel rounding between neighbours, not found.
struct OverlappingSiblingsRule: Rule {
  let description = RuleDescription(
    id: "overlapping-siblings", name: "Overlapping Siblings",
    summary: "Sibling views with text or controls overlap (by 1 pt or more both ways), hiding part of one another.",
    defaultSeverity: .warning,
    scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    var bySuperview: [String: [IBLiveScene.Entry]] = [:]
    var order: [String] = []
    for entry in context.visibleEntries where ContentKind.isContent(entry.element) {
      guard let superviewID = entry.superviewID, let id = entry.element.id, let frame = context.frames[id],
        frame.frame.width > 0, frame.frame.height > 0
      else { continue }
      if bySuperview[superviewID] == nil { order.append(superviewID) }
      bySuperview[superviewID, default: []].append(entry)
    }
    var violations: [Violation] = []
    for superviewID in order {
      let siblings = bySuperview[superviewID] ?? []
      for (index, first) in siblings.enumerated() {
        for second in siblings[(index + 1)...] {
          guard let a = first.element.id, let b = second.element.id, let frameA = context.frames[a]?.frame,
            let frameB = context.frames[b]?.frame
          else { continue }
          let overlap = frameA.intersection(frameB)
          guard LayoutContext.isSignificant(overlap.width), LayoutContext.isSignificant(overlap.height) else {
            continue
          }
          // Overlapping in the document's own frames: by design.
          if let storedA = context.frames[a]?.storedFrame, let storedB = context.frames[b]?.storedFrame {
            let stored = storedA.intersection(storedB)
            if stored.width > 0, stored.height > 0 { continue }
          }
          violations.append(
            Violation(
              objects: [a, b], line: second.element.line,
              message:
                "\(context.describe(first)) and \(context.describe(second)) overlap by "
                + "\(points(overlap.width)) × \(points(overlap.height)) pt"))
        }
      }
    }
    return violations
  }
}
