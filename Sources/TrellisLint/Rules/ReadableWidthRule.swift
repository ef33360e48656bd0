import Trellis
import TrellisIB

/// Wrapping text set wider than the readable content guide: on large windows lines grow long enough that the eye
/// loses its place (UIKit's `readableContentGuide` gives the width Apple recommends for the text size). Only text
/// whose single-line width exceeds the readable width counts — a short line in a wide label is not a long line.
struct ReadableWidthRule: Rule {
  let description = RuleDescription(
    id: "text-wider-than-readable", name: "Text Wider Than Readable Width",
    summary: "Multi-line text is laid out wider than the readable content guide.", defaultSeverity: .warning,
    scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    guard let root = context.rootEntry?.view else { return [] }
    // The readable content guide's width: inside the layout margins, no wider than the text size's readable width
    // (computed rather than read from the guide, which is only solved when a constraint uses it).
    let margins = root.layoutMargins
    let readable = min(root.readableContentWidth, root.bounds.width - margins.left - margins.right)
    guard readable > 0 else { return [] }
    var violations: [Violation] = []
    for entry in context.visibleEntries {
      guard let label = entry.view as? Label, label.numberOfLines != 1, let text = label.text, !text.isEmpty,
        let id = entry.element.id, let frame = context.frames[id]?.frame,
        frame.width > readable + context.pixel
      else { continue }
      // The longest line the text would make if nothing wrapped it.
      let font = label.effectiveFont
      let natural = text.split(separator: "\n").map { label.textMeasurer.width(of: $0, font: font) }.max() ?? 0
      guard natural > readable + context.pixel else { continue }
      violations.append(
        Violation(
          objects: [id], line: entry.element.line,
          message:
            "\(context.describe(entry)) wraps its text at \(points(frame.width)) pt, wider than the readable width "
            + "(\(points(readable)) pt)"))
    }
    return violations
  }
}
