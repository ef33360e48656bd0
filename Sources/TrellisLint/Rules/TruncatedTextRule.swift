import Trellis
import TrellisIB

/// Text cut off: a one-line label or a button title narrower than its text, a label shorter than its lines, each
/// compressed below its intrinsic size by the constraints of that configuration. A label that shrinks its font to fit
/// (wrapping ones too) counts only when its text does not fit at its minimum scale; a label limited to some lines
/// that ends in an ellipsis by design does not count. Unlike the geometric rules' one point, the tolerance is one
/// device pixel: an intrinsic size is the text's width rounded up to the pixel grid, so a frame a pixel narrower is
/// narrower than the text, and UIKit truncates it.
struct TruncatedTextRule: Rule {
  let description = RuleDescription(
    id: "truncated-text", name: "Truncated Text",
    summary:
      "Text is truncated or clipped: a label or button is compressed below its intrinsic size (by a pixel or more).",
    defaultSeverity: .warning, scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    var violations: [Violation] = []
    let tolerance = context.pixel + 1e-6
    for entry in context.visibleEntries {
      guard let id = entry.element.id, let frame = context.frames[id]?.frame else { continue }
      let needed: Size
      var allowedWidth = frame.width
      if let label = entry.view as? Label {
        guard let text = label.text, !text.isEmpty else { continue }
        needed = label.intrinsicContentSize
        if label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, label.numberOfLines == 1 {
          allowedWidth = frame.width / label.minimumScaleFactor
        }
        if label.numberOfLines != 1 {
          // Multi-line: measured at its width; lines that do not fit in the height are lost, unless the label
          // shrinks its text until they fit.
          guard frame.height + tolerance < needed.height, !label.textFitsWhenShrunk(in: frame.size) else { continue }
          violations.append(
            violation(
              entry, context, "is \(points(frame.height)) pt tall but its text needs \(points(needed.height)) pt",
              axis: "height"))
          continue
        }
      } else if let button = entry.view as? Button {
        guard let title = button.title ?? button.configuration?.title, !title.isEmpty else { continue }
        // A title shorter than the button's intrinsic height is centred, not cut: only the width counts.
        needed = Size(width: button.intrinsicContentSize.width, height: 0)
      } else {
        continue
      }
      if allowedWidth + tolerance < needed.width, needed.width > 0 {
        violations.append(
          violation(
            entry, context, "is \(points(frame.width)) pt wide but its text needs \(points(needed.width)) pt",
            axis: "width"))
      } else if frame.height + tolerance < needed.height, needed.height > 0 {
        violations.append(
          violation(
            entry, context, "is \(points(frame.height)) pt tall but its text needs \(points(needed.height)) pt",
            axis: "height"))
      }
    }
    return violations
  }

  private func violation(_ entry: IBLiveScene.Entry, _ context: LayoutContext, _ what: String, axis: String)
    -> Violation
  {
    let id = entry.element.id ?? ""
    return Violation(
      objects: [id], line: entry.element.line, message: "\(context.describe(entry)) \(what)", key: id + "/" + axis)
  }
}
