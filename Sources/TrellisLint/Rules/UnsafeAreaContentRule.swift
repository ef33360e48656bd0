import Trellis
import TrellisIB

/// Text and controls under the status bar, the sensor housing, the home indicator or a bar: the part of the screen
/// outside the scene root's safe area, where they are covered or cannot be touched. Content of scroll views is left
/// alone (scroll views inset their content by the safe area), and so are views outside the window (another rule) and
/// scenes drawn smaller than the screen (``PartialScreenScene``: their container decides where they appear). Less
/// than one point into the unsafe area (``LayoutContext/geometricTolerance``) is pixel rounding, not found.
struct UnsafeAreaContentRule: Rule {
  let description = RuleDescription(
    id: "content-outside-safe-area", name: "Content Outside Safe Area",
    summary:
      "Text or a control lies (1 pt or more) under the status bar, notch, Dynamic Island, home indicator or a bar.",
    defaultSeverity: .warning, scope: .layout)

  func check(_ context: LayoutContext) -> [Violation] {
    guard let rootEntry = context.rootEntry, let rootID = rootEntry.element.id, let rootFrame = context.frames[rootID],
      !context.sceneFacts.isPartialScreen
    else { return [] }
    let root = rootEntry.view
    let insets = root.safeAreaInsets
    guard insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0 else { return [] }
    let window = Rect(origin: .zero, size: context.live.layout.windowSize)
    let safe = rootFrame.windowFrame.inset(by: insets)
    var violations: [Violation] = []
    for entry in context.visibleEntries where ContentKind.isContent(entry.element) {
      guard let id = entry.element.id, let frame = context.frames[id]?.windowFrame, frame.width > 0,
        frame.height > 0, !context.isInsideScrollView(entry.view)
      else { continue }
      let visible = frame.intersection(window)
      guard visible.width > 0, visible.height > 0 else { continue }
      let sides: [(String, Double)] = [
        (insets.top > 0 ? "top" : "", safe.minY - visible.minY),
        (insets.bottom > 0 ? "bottom" : "", visible.maxY - safe.maxY),
        (insets.left > 0 ? "left" : "", safe.minX - visible.minX),
        (insets.right > 0 ? "right" : "", visible.maxX - safe.maxX),
      ].filter { !$0.0.isEmpty }
      guard let worst = sides.max(by: { $0.1 < $1.1 }), LayoutContext.isSignificant(worst.1) else { continue }
      violations.append(
        Violation(
          objects: [id], line: entry.element.line,
          message:
            "\(context.describe(entry)) reaches \(points(worst.1)) pt into the unsafe area at the \(worst.0) "
            + "(\(what(worst.0, context)))", key: id + "/" + worst.0))
    }
    return violations
  }

  /// What covers a side in this configuration.
  private func what(_ side: String, _ context: LayoutContext) -> String {
    let environment = context.configuration.environment
    let device = environment.device
    switch side {
    case "top":
      return environment.statusBarHeight > 20 ? "status bar, sensor housing or bar" : "status bar or bar"
    case "bottom":
      return device.hasHomeIndicator ? "home indicator or bar" : "bar"
    default:
      return device.idiom == .phone ? "sensor housing" : "screen edge"
    }
  }
}
