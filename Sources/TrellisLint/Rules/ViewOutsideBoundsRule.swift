import Trellis
import TrellisIB

/// Views that stick out of their superview or the window. What lies outside a superview cannot be tapped (and is
/// cut off where the superview clips); what lies outside the window is not seen. Content of scroll views is left
/// alone, since it scrolls into view, and so is a view whose stored frame already sticks out as far on the same side
/// (placed there on purpose: the designer saw it so on the canvas).
///
/// Overhangs under one point (``LayoutContext/geometricTolerance``) are rounding, not layout: views side by side in
/// a fill-equally stack land on the pixel grid a third of a point apart. Only the outermost view past an edge is
/// reported: the subviews of a view already past the same edge (of its superview or the window) in that
/// configuration go with it, and the finding's details say how many do.
struct ViewOutsideBoundsRule: Rule {
  let description = RuleDescription(
    id: "view-outside-bounds", name: "View Outside Bounds",
    summary:
      "A view extends outside its superview or the window, where it is clipped or cannot be tapped (by 1 pt or "
      + "more; the outermost view only).",
    defaultSeverity: .warning, scope: .layout)

  private static let edges = ["left", "right", "top", "bottom"]

  func check(_ context: LayoutContext) -> [Violation] {
    var violations: [Violation] = []
    let window = Rect(origin: .zero, size: context.live.layout.windowSize)
    // The edges each view is past, itself or through a superview that was reported past them, and for each such
    // edge the violation it is counted under.
    var pastEdges: [ObjectIdentifier: [Int: Int]] = [:]
    var carried: [Int: Int] = [:]
    for entry in context.visibleEntries {
      let inherited = entry.view.superview.flatMap { pastEdges[ObjectIdentifier($0)] } ?? [:]
      pastEdges[ObjectIdentifier(entry.view)] = inherited
      guard let id = entry.element.id, let frame = context.frames[id], let superview = entry.view.superview,
        frame.frame.width > 0, frame.frame.height > 0, !context.isInsideScrollView(entry.view)
      else { continue }
      // Past an edge a superview is reported past: counted with that view, not reported again.
      let bounds = Rect(origin: .zero, size: superview.frame.size)
      let carriedBy = Set(
        inherited.filter { side, _ in
          LayoutContext.isSignificant(extent(of: frame.frame, in: bounds, side: side))
            || LayoutContext.isSignificant(extent(of: frame.windowFrame, in: window, side: side))
        }.values)
      for reported in carriedBy { carried[reported, default: 0] += 1 }
      let ignored = Set(inherited.keys)
      var found: (overflow: Overflow, message: String, objects: [String], key: String)?
      if entry.superviewID != nil, !(superview is ScrollView) {
        // Outside as far in the document's own frames: by design (a shadow view, a badge hanging off a corner).
        let storedSuperview = entry.superviewID.flatMap { context.frames[$0]?.storedFrame }
        let designed = frame.storedFrame.flatMap { stored in
          storedSuperview.map { Rect(origin: .zero, size: $0.size) }.map { (stored, $0) }
        }
        if let overflow = overflow(of: frame.frame, in: bounds, beyond: designed, ignoring: ignored) {
          found = (
            overflow, "outside its superview", [id] + (entry.superviewID.map { [$0] } ?? []), id + "/superview"
          )
        }
      }
      // Outside the root view as far in the document's own frames (a view slid off screen to be animated in, a
      // background bleeding past the edges): by design.
      // The stored frame is looked up (a walk to the root) only for a view that sticks out at all.
      if found == nil, overflow(of: frame.windowFrame, in: window, beyond: nil, ignoring: ignored) != nil {
        let designed = storedFrameInRoot(id, context).map { ($0.frame, Rect(origin: .zero, size: $0.root.size)) }
        if let overflow = overflow(of: frame.windowFrame, in: window, beyond: designed, ignoring: ignored) {
          found = (overflow, "outside the window", [id], id + "/window")
        }
      }
      guard let found else { continue }
      let index = violations.count
      for side in found.overflow.sides { pastEdges[ObjectIdentifier(entry.view), default: [:]][side] = index }
      violations.append(
        Violation(
          objects: found.objects, line: entry.element.line,
          message:
            "\(context.describe(entry)) extends \(points(found.overflow.amount)) pt past the "
            + "\(Self.edges[found.overflow.side]) edge \(found.message)", key: found.key))
    }
    for (index, count) in carried {
      violations[index].details =
        "\(count == 1 ? "1 view inside it extends" : "\(count) views inside it extend") past the same edge too "
        + "(not reported separately)."
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

  /// How far a frame sticks out of bounds: its worst side, and every side where it sticks out.
  private struct Overflow {
    var side: Int
    var amount: Double
    var sides: [Int]
  }

  /// How far a frame sticks out of bounds, counting only the sides where it sticks out by one point or more, further
  /// than `designed` (the stored frame in its stored bounds) does, and not `ignoring` (sides a superview is already
  /// reported past); nil when inside.
  private func overflow(of frame: Rect, in bounds: Rect, beyond designed: (Rect, Rect)?, ignoring: Set<Int>)
    -> Overflow?
  {
    let sides = (0..<4).filter { side in
      guard !ignoring.contains(side) else { return false }
      let amount = extent(of: frame, in: bounds, side: side)
      let allowed = designed.map { max(extent(of: $0.0, in: $0.1, side: side), 0) } ?? 0
      return LayoutContext.isSignificant(amount - allowed)
    }
    guard
      let worst = sides.max(by: { extent(of: frame, in: bounds, side: $0) < extent(of: frame, in: bounds, side: $1) })
    else { return nil }
    return Overflow(side: worst, amount: extent(of: frame, in: bounds, side: worst), sides: sides)
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
