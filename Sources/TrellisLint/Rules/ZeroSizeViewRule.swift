import Trellis
import TrellisIB

/// Visible views with content collapsed to nothing: a label with text, a button with a title or an image, an image
/// view with an image, or a view whose visible subviews vanish with it. Empty spacer views are left alone.
struct ZeroSizeViewRule: Rule {
  let description = RuleDescription(
    id: "zero-size-view", name: "Zero-Size View",
    summary: "A visible view with content has zero width or height.", defaultSeverity: .warning, scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    var violations: [Violation] = []
    var reportedAncestors = Set<ObjectIdentifier>()
    for entry in context.visibleEntries {
      guard let id = entry.element.id, let frame = context.frames[id]?.frame,
        frame.width <= 0 || frame.height <= 0, hasContent(entry)
      else { continue }
      // A collapsed container is the finding; its collapsed subviews follow from it.
      var current = entry.view.superview
      var inside = false
      while let superview = current {
        if reportedAncestors.contains(ObjectIdentifier(superview)) {
          inside = true
          break
        }
        current = superview.superview
      }
      reportedAncestors.insert(ObjectIdentifier(entry.view))
      guard !inside else { continue }
      violations.append(
        Violation(
          objects: [id], line: entry.element.line,
          message:
            "\(context.describe(entry)) is \(points(frame.width)) × \(points(frame.height)) pt: its content is not seen"
        ))
    }
    return violations
  }

  private func hasContent(_ entry: IBLiveScene.Entry) -> Bool {
    let view = entry.view
    if let label = view as? Label { return !(label.text ?? "").isEmpty }
    if let button = view as? Button {
      return !(button.title ?? button.configuration?.title ?? "").isEmpty || button.imageSize != nil
    }
    if let image = view as? ImageView { return image.imageSize != nil }
    if view is StackView || type(of: view) == View.self {
      return view.subviews.contains { !$0.isHidden }
    }
    return false
  }
}
