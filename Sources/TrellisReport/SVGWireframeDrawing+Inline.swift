import Trellis
import TrellisIB

extension SVGWireframeDrawing {
  /// The smallest side a highlight is drawn with, in points, so that a collapsed view can still be seen and clicked.
  static let minimumHighlightSide = 10.0

  /// The window alone as an `<svg class="wireframe">` element for a page (see ``SVGWireframe/inlineSVG``).
  consuming func inlineFragment() -> String {
    guard let inline else { return document() }
    let window = layout.windowSize
    let height = inline.height ?? window.height
    let width = window.height > 0 ? window.width * height / window.height : window.width
    let titleID = inline.id + "-title"
    output += element(
      "svg",
      [
        ("id", inline.id), ("class", "wireframe"), ("width", svgNumber(width)), ("height", svgNumber(height)),
        ("viewBox", "0 0 \(svgNumber(window.width)) \(svgNumber(window.height))"), ("role", "img"),
        ("aria-labelledby", titleID), ("font-family", Self.fontFamily),
      ], close: false)
    output += element("title", [("id", titleID)], text: "\(layout.sceneName) — \(environmentText())")
    output += element(
      "rect",
      [
        ("class", "window-background"), ("width", svgNumber(window.width)), ("height", svgNumber(window.height)),
        ("fill", "#fbfbfd"),
      ])
    drawWindowContents()
    output += element(
      "rect",
      [
        ("class", "window-outline"), ("width", svgNumber(window.width)), ("height", svgNumber(window.height)),
        ("fill", "none"), ("stroke", "#222222"), ("stroke-width", "1.5"),
      ])
    output += "</svg>\n"
    return output
  }

  /// The highlights over their views' window frames, largest first, grown to ``minimumHighlightSide``.
  mutating func drawHighlights(_ highlights: [SVGWireframe.Highlight]) {
    let frames = Dictionary(layout.views.map { ($0.id, $0.windowFrame) }, uniquingKeysWith: { first, _ in first })
    let placed = highlights.enumerated().compactMap { index, highlight in
      frames[highlight.viewID].map { (index: index, highlight: highlight, frame: grown($0)) }
    }
    guard !placed.isEmpty else { return }
    let ordered = placed.sorted {
      let (left, right) = ($0.frame.width * $0.frame.height, $1.frame.width * $1.frame.height)
      return left != right ? left > right : $0.index < $1.index
    }
    output += element("g", [("class", "highlights")], close: false)
    for (_, highlight, frame) in ordered {
      var attributes =
        rectAttributes(frame) + [
          ("class", (["highlight"] + highlight.classes).joined(separator: " ")), ("data-id", highlight.viewID),
          ("fill", highlight.color), ("fill-opacity", "0.14"), ("stroke", highlight.color), ("stroke-width", "2.5"),
          ("vector-effect", "non-scaling-stroke"),
        ]
      attributes += highlight.attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      if let tooltip = highlight.tooltip {
        write(element("rect", attributes, close: false))
        write(element("title", [], text: tooltip))
        write("</rect>\n")
      } else {
        write(element("rect", attributes))
      }
    }
    write("</g>\n")
  }

  /// `frame` grown about its centre to at least ``minimumHighlightSide`` on each side.
  private func grown(_ frame: Rect) -> Rect {
    let width = max(frame.width, Self.minimumHighlightSide)
    let height = max(frame.height, Self.minimumHighlightSide)
    return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
  }
}
