import Trellis
import TrellisIB

extension SVGWireframeDrawing {
  /// Every view, superviews before subviews, so that subviews draw on top.
  mutating func drawViews() {
    let drawn = layout.views.filter { !$0.isDetached && (!$0.isHidden || options.hiddenViews == .dimmed) }
    let containers = Set(drawn.compactMap(\.superviewID))
    for view in drawn {
      drawView(view, showsMargins: view.superviewID == nil || containers.contains(view.id))
    }
  }

  private mutating func drawView(_ view: IBViewFrame, showsMargins: Bool) {
    let kind = WireframeViewKind(className: view.className)
    let frame = view.windowFrame
    var group: [(String, String)] = [
      ("class", "view \(kind.rawValue)" + (view.isHidden ? " hidden" : "")), ("data-id", view.id),
      ("data-class", view.className),
    ]
    if let custom = view.customClass { group.append(("data-custom-class", custom)) }
    if view.isHidden { group.append(("opacity", "0.35")) }
    write(element("g", group, close: false))
    if showsTooltips { write(element("title", [], text: tooltip(view))) }

    var rect =
      rectAttributes(frame) + [
        ("class", "frame"), ("fill", kind.color), ("fill-opacity", svgNumber(kind.fillOpacity)),
        ("stroke", kind.color), ("stroke-width", view.superviewID == nil ? "1" : "0.75"),
      ]
    if view.isHidden { rect.append(("stroke-dasharray", "3 2")) }
    write(element("rect", rect))

    if showsMargins, view.layoutMargins != .zero {
      let inner = frame.inset(by: view.layoutMargins)
      if inner.width > 0, inner.height > 0 {
        write(
          element(
            "rect",
            rectAttributes(inner) + [
              ("class", "margins"), ("fill", "none"), ("stroke", "#8a96a3"), ("stroke-width", "0.5"),
              ("stroke-dasharray", "2 2"),
            ]))
      }
    }

    let text = view.text.flatMap { $0.isEmpty ? nil : $0 }
    var showsCaption =
      showsCaptions && frame.width >= 24 && frame.height >= Self.captionFontSize + 2
      && (text == nil || frame.height >= 32)
    var captionBaseline = frame.minY + Self.captionFontSize + 0.5
    if showsCaption {
      let perLine = WireframeTextFitting.count(
        (frame.width - 4) / (Self.captionFontSize * WireframeTextFitting.characterWidth))
      let caption = WireframeTextFitting.truncate(caption(view), perLine: perLine)
      let x = frame.minX + 2
      let width = Double(caption.count) * Self.captionFontSize * WireframeTextFitting.characterWidth
      // A subview at its superview's corner would write over the superview's caption: move down a line.
      while captions.contains(where: {
        abs($0.y - captionBaseline) < Self.captionFontSize + 1 && x < $0.x + $0.width && $0.x < x + width
      }) {
        captionBaseline += Self.captionFontSize + 1
      }
      showsCaption = captionBaseline + 1 <= frame.maxY
      if showsCaption {
        captions.append((x, captionBaseline, width))
        write(
          element(
            "text",
            [
              ("class", "caption"), ("x", svgNumber(x)), ("y", svgNumber(captionBaseline)),
              ("font-size", svgNumber(Self.captionFontSize)), ("fill", "#5f6b78"),
            ], text: caption))
      }
    }
    if let text {
      var area = frame
      if showsCaption {
        let below = captionBaseline + 2
        area = Rect(x: frame.minX, y: below, width: frame.width, height: frame.maxY - below)
      }
      drawText(text, in: area, view: view, kind: kind)
    }
    write("</g>\n")
  }

  /// `UILabel` or `CustomClass · UILabel`.
  private func caption(_ view: IBViewFrame) -> String {
    view.customClass.map { "\($0) · \(view.className)" } ?? view.className
  }

  /// `UILabel titleLabel (abc-12-xyz) (16, 100, 361, 20.333), hidden: "text"`.
  private func tooltip(_ view: IBViewFrame) -> String {
    let frame = view.windowFrame
    var result = caption(view) + " \(view.id) ("
    result += [frame.minX, frame.minY, frame.width, frame.height].map(svgNumber).joined(separator: ", ") + ")"
    if view.isHidden { result += ", hidden" }
    if let text = view.text, !text.isEmpty { result += ": \"\(text)\"" }
    return result
  }

  /// The text inside `area`, where the view aligns it (its `textAlignment`, a button's content alignment; without
  /// one: leading-aligned for labels and fields, trailing in right-to-left layouts, centred for buttons); vertically
  /// centred, except a text view's, which starts at the top.
  private mutating func drawText(_ text: String, in area: Rect, view: IBViewFrame, kind: WireframeViewKind) {
    let inset = 2.0
    guard area.width > 2 * inset, area.height > 0 else { return }
    let fitting = WireframeTextFitting(text, width: area.width - 2 * inset, height: area.height)
    let lineHeight = fitting.fontSize * WireframeTextFitting.lineHeight
    let blockHeight = Double(fitting.lines.count) * lineHeight
    let top = view.className == "UITextView" ? area.minY : area.minY + max(0, (area.height - blockHeight) / 2)
    let x: Double
    let anchor: String
    let alignment: TextAlignment =
      view.textAlignment
      ?? (kind.textPlacement == .centered
        ? .center : TextAlignment.natural.resolved(for: layout.environment.layoutDirection))
    switch alignment {
    case .center: (x, anchor) = (area.midX, "middle")
    case .right: (x, anchor) = (area.maxX - inset, "end")
    case .left, .natural, .justified: (x, anchor) = (area.minX + inset, "start")
    }
    // No line breaks between the lines: they would be part of the text.
    write(
      element(
        "text",
        [
          ("class", "text"), ("x", svgNumber(x)), ("font-size", svgNumber(fitting.fontSize)),
          ("text-anchor", anchor), ("fill", kind == .control ? kind.color : "#1d1d1f"),
        ], close: false
      ).dropLast())
    for (index, line) in fitting.lines.enumerated() {
      let baseline = top + lineHeight * Double(index) + fitting.fontSize * 0.95
      write(element("tspan", [("x", svgNumber(x)), ("y", svgNumber(baseline))], text: line).dropLast())
    }
    write("</text>\n")
  }
}
