import Trellis
import TrellisIB

extension SVGWireframeDrawing {
  static let misplacedColor = "#e0245e"

  /// The stored frame of every view the document places elsewhere than its constraints do, as a red dashed
  /// rectangle in window coordinates (see ``IBFrameCheck``).
  mutating func drawMisplacedViews() {
    let check = IBFrameCheck(layout)
    guard !check.mismatches.isEmpty else { return }
    let windowFrames = Dictionary(layout.views.map { ($0.id, $0.windowFrame) }, uniquingKeysWith: { first, _ in first })
    write(element("g", [("class", "misplaced-views")], close: false))
    for mismatch in check.mismatches {
      let origin = mismatch.view.superviewID.flatMap { windowFrames[$0]?.origin } ?? Point(x: 0, y: 0)
      let stored = mismatch.stored.offsetBy(dx: origin.x, dy: origin.y)
      let numbers = { (rect: Rect) in
        [rect.minX, rect.minY, rect.width, rect.height].map(svgNumber).joined(separator: ", ")
      }
      write(
        element(
          "rect",
          rectAttributes(stored) + [
            ("class", "stored-frame"), ("data-id", mismatch.view.id), ("fill", "none"),
            ("stroke", Self.misplacedColor), ("stroke-width", "1"), ("stroke-dasharray", "3 2"),
          ], close: false))
      write(
        element(
          "title", [],
          text: "\(mismatch.view.className) \(mismatch.view.id): stored (\(numbers(mismatch.stored))), "
            + "constraints give (\(numbers(mismatch.computed)))"))
      write("</rect>\n")
    }
    write("</g>\n")
  }
}
