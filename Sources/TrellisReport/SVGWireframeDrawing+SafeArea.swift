import Trellis
import TrellisIB

extension SVGWireframeDrawing {
  static let safeAreaColor = "#ff9500"

  /// The root view's safe area: the parts of the root outside it tinted, the safe area itself a dashed rectangle.
  mutating func drawSafeArea() {
    guard let root = layout.views.first(where: { $0.superviewID == nil && !$0.isContainerBar }),
      root.safeAreaInsets != .zero
    else { return }
    let frame = root.windowFrame
    let insets = root.safeAreaInsets
    let safe = frame.inset(by: insets)
    write(element("g", [("class", "safe-area-insets"), ("data-id", root.id)], close: false))
    let bands = [
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: insets.top),
      Rect(x: frame.minX, y: frame.maxY - insets.bottom, width: frame.width, height: insets.bottom),
      Rect(x: frame.minX, y: safe.minY, width: insets.left, height: safe.height),
      Rect(x: frame.maxX - insets.right, y: safe.minY, width: insets.right, height: safe.height),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      write(
        element(
          "rect",
          rectAttributes(band) + [
            ("class", "outside-safe-area"), ("fill", Self.safeAreaColor), ("fill-opacity", "0.16"),
          ]))
    }
    write(
      element(
        "rect",
        rectAttributes(safe) + [
          ("class", "safe-area"), ("fill", "none"), ("stroke", Self.safeAreaColor), ("stroke-width", "0.75"),
          ("stroke-dasharray", "4 3"),
        ]))
    write("</g>\n")
  }
}
