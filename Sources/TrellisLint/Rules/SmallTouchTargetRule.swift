import Trellis
import TrellisIB

/// Controls smaller than 44 × 44 pt, the minimum hit target Apple's Human Interface Guidelines give for touch.
/// Buttons only: switches, steppers, sliders, segmented controls and text fields have heights UIKit chooses (31, 32,
/// 34 pt) and hit areas larger than their frames.
struct SmallTouchTargetRule: Rule {
  let description = RuleDescription(
    id: "small-touch-target", name: "Small Touch Target",
    summary: "A button is smaller than the 44 × 44 pt minimum touch target.", defaultSeverity: .warning,
    scope: .layout)

  static let minimum = 44.0
  static let checked: Set<String> = ["button"]

  func check(_ context: LayoutContext) -> [Violation] {
    var violations: [Violation] = []
    for entry in context.visibleEntries where SmallTouchTargetRule.checked.contains(entry.element.name) {
      guard let id = entry.element.id, let frame = context.frames[id]?.frame, frame.width > 0, frame.height > 0,
        (entry.view as? Control)?.isEnabled ?? true
      else { continue }
      let tolerance = context.pixel
      guard
        frame.width + tolerance < SmallTouchTargetRule.minimum
          || frame.height + tolerance < SmallTouchTargetRule.minimum
      else { continue }
      violations.append(
        Violation(
          objects: [id], line: entry.element.line,
          message:
            "\(context.describe(entry)) is \(points(frame.width)) × \(points(frame.height)) pt, under the 44 × 44 pt "
            + "touch target"))
    }
    return violations
  }
}
