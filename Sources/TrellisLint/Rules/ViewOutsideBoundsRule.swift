import Trellis
import TrellisIB

/// Views that stick out of their superview or the window. What lies outside a superview cannot be tapped (and is
/// cut off where the superview clips); what lies outside the window is not seen. Content of scroll views is left
/// alone, since it scrolls into view, and so is a view whose stored frame already sticks out as far on the same side
/// (placed there on purpose: the designer saw it so on the canvas).
struct ViewOutsideBoundsRule: Rule {
  let description = RuleDescription(
    id: "view-outside-bounds", name: "View Outside Bounds",
    summary: "A view extends outside its superview or the window, where it is clipped or cannot be tapped.",
    defaultSeverity: .warning, scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    var violations: [Violation] = []
    let window = Rect(origin: .zero, size: context.live.layout.windowSize)
    let tolerance = context.pixel
    for entry in context.visibleEntries {
      guard let id = entry.element.id, let frame = context.frames[id], let superview = entry.view.superview,
        frame.frame.width > 0, frame.frame.height > 0, !context.isInsideScrollView(entry.view)
      else { continue }
      if entry.superviewID != nil, !(superview is ScrollView) {
        // Outside as far in the document's own frames: by design (a shadow view, a badge hanging off a corner).
        let storedSuperview = entry.superviewID.flatMap { context.frames[$0]?.storedFrame }
        let designed = frame.storedFrame.flatMap { stored in
          storedSuperview.map { Rect(origin: .zero, size: $0.size) }.map { (stored, $0) }
        }
        let bounds = Rect(origin: .zero, size: superview.frame.size)
        if let overflow = overflow(of: frame.frame, in: bounds, beyond: designed, tolerance: tolerance) {
          violations.append(
            Violation(
              objects: [id] + (entry.superviewID.map { [$0] } ?? []), line: entry.element.line,
              message: "\(context.describe(entry)) extends \(overflow) outside its superview", key: id + "/superview"))
          continue
        }
      }
      // Outside the root view as far in the document's own frames (a view slid off screen to be animated in, a
      // background bleeding past the edges): by design.
      // The stored frame is looked up (a walk to the root) only for a view that sticks out at all.
      guard overflow(of: frame.windowFrame, in: window, beyond: nil, tolerance: tolerance) != nil else { continue }
      let designed = storedFrameInRoot(id, context).map { ($0.frame, Rect(origin: .zero, size: $0.root.size)) }
      if let overflow = overflow(of: frame.windowFrame, in: window, beyond: designed, tolerance: tolerance) {
        violations.append(
          Violation(
            objects: [id], line: entry.element.line,
            message: "\(context.describe(entry)) extends \(overflow) outside the window", key: id + "/window"))
      }
    }
    return violations
  }

  /// A view's stored frame in its root view's coordinates (the stored origins of its superviews added up), with the
  /// root's stored frame; nil when a frame on the way is not stored.
  private func storedFrameInRoot(_ id: String, _ context: LayoutContext) -> (frame: Rect, root: Rect)? {
    guard var current = context.frames[id], var frame = current.storedFrame else { return nil }
    var steps = 0
    while let parentID = current.superviewID, steps < 1000 {
      guard let parent = context.frames[parentID], let stored = parent.storedFrame else { return nil }
      if parent.superviewID == nil { return (frame, stored) }
      frame.origin.x += stored.origin.x
      frame.origin.y += stored.origin.y
      current = parent
      steps += 1
    }
    return nil
  }

  /// How far a frame sticks out of bounds on its worst side ("12 pt past the right edge"), counting only the sides
  /// where it sticks out further than `designed` (the stored frame in its stored bounds) does; nil when inside.
  private func overflow(of frame: Rect, in bounds: Rect, beyond designed: (Rect, Rect)?, tolerance: Double)
    -> String?
  {
    let amounts = (0..<4).map { side in
      let amount = extent(of: frame, in: bounds, side: side)
      let allowed = designed.map { max(extent(of: $0.0, in: $0.1, side: side), 0) } ?? 0
      return amount > allowed + tolerance ? amount : 0
    }
    guard let side = amounts.indices.max(by: { amounts[$0] < amounts[$1] }), amounts[side] > tolerance else {
      return nil
    }
    return "\(points(amounts[side])) pt past the \(["left", "right", "top", "bottom"][side]) edge"
  }

  /// How far a frame sticks out past one side of bounds (0 left, 1 right, 2 top, 3 bottom); negative when inside.
  private func extent(of frame: Rect, in bounds: Rect, side: Int) -> Double {
    switch side {
    case 0: bounds.minX - frame.minX
    case 1: frame.maxX - bounds.maxX
    case 2: bounds.minY - frame.minY
    default: frame.maxY - bounds.maxY
    }
  }
}
