import Trellis
import TrellisIB

/// Views that stick out of their superview or the window. What lies outside a superview cannot be tapped (and is
/// cut off where the superview clips); what lies outside the window is not seen. Content of scroll views is left
/// alone, since it scrolls into view, and so is a view whose stored frame already lies outside its superview's
/// stored bounds (placed there on purpose).
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
        let bounds = Rect(origin: .zero, size: superview.frame.size)
        // Outside in the document's own frames too: by design (a shadow view, a badge hanging off a corner).
        let storedSuperview = entry.superviewID.flatMap { context.frames[$0]?.storedFrame }
        let byDesign =
          frame.storedFrame.flatMap { stored in
            storedSuperview.map { overflow(of: stored, in: Rect(origin: .zero, size: $0.size), tolerance: tolerance) }
          } ?? nil != nil
        if !byDesign, let overflow = overflow(of: frame.frame, in: bounds, tolerance: tolerance) {
          violations.append(
            Violation(
              objects: [id] + (entry.superviewID.map { [$0] } ?? []), line: entry.element.line,
              message: "\(context.describe(entry)) extends \(overflow) outside its superview", key: id + "/superview"))
          continue
        }
      }
      if let overflow = overflow(of: frame.windowFrame, in: window, tolerance: tolerance) {
        violations.append(
          Violation(
            objects: [id], line: entry.element.line,
            message: "\(context.describe(entry)) extends \(overflow) outside the window", key: id + "/window"))
      }
    }
    return violations
  }

  /// "12 pt past the trailing edge", naming the worst side; nil when inside.
  private func overflow(of frame: Rect, in bounds: Rect, tolerance: Double) -> String? {
    let sides = [
      ("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX), ("top", bounds.minY - frame.minY),
      ("bottom", frame.maxY - bounds.maxY),
    ]
    guard let worst = sides.max(by: { $0.1 < $1.1 }), worst.1 > tolerance else { return nil }
    return "\(points(worst.1)) pt past the \(worst.0) edge"
  }
}
