import Trellis
import TrellisIB

/// The state of drawing one scene: the layout, the options and the SVG text written so far.
struct SVGWireframeDrawing {
  let layout: IBSceneLayout
  let options: SVGWireframe.Options
  /// Set when drawing an inline fragment for a page rather than a document.
  let inline: SVGWireframe.InlineOptions?
  var output = ""
  /// The captions drawn so far (baseline origin and estimated width), so that a caption does not land on another.
  var captions: [(x: Double, y: Double, width: Double)] = []

  /// Space around the window (the title goes above it).
  static let padding = 16.0
  static let fontFamily = "-apple-system, 'SF Pro Text', Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif"
  static let captionFontSize = 7.0

  init(layout: IBSceneLayout, options: SVGWireframe.Options, inline: SVGWireframe.InlineOptions? = nil) {
    self.layout = layout
    self.options = options
    self.inline = inline
  }

  /// Whether presentation attributes are left to ``SVGWireframe/stylesheet``.
  var usesStylesheet: Bool { inline?.usesStylesheet ?? false }
  var showsCaptions: Bool { inline?.showsCaptions ?? true }
  var showsTooltips: Bool { inline?.showsTooltips ?? true }

  /// The attributes ``SVGWireframe/stylesheet`` sets instead, left out of a fragment that uses it.
  static let presentationAttributes: Set<String> = [
    "fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "opacity", "font-weight", "font-family",
  ]

  /// The whole document.
  consuming func document() -> String {
    let window = layout.windowSize
    let title = layout.sceneName
    let subtitles = [options.documentName, environmentText()].compactMap { $0 }
    let textWidth = ([Double(title.count) * 14] + subtitles.map { Double($0.count) * 10 }).max()!
    let width = max(window.width, textWidth * WireframeTextFitting.characterWidth) + 2 * Self.padding
    let titleHeight = 22 + 14 * Double(subtitles.count)
    let height = window.height + 2 * Self.padding + titleHeight
    let top = Self.padding + titleHeight

    output += #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    output += element(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svgNumber(width)), ("height", svgNumber(height)),
        ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"), ("font-family", Self.fontFamily),
      ], close: false)
    output += element("title", [], text: ([title] + subtitles).joined(separator: " — "))
    output += element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    output += element(
      "text",
      [
        ("class", "title"), ("x", svgNumber(Self.padding)), ("y", svgNumber(Self.padding + 12)),
        ("font-size", "14"), ("font-weight", "600"), ("fill", "#111111"),
      ], text: title)
    for (index, subtitle) in subtitles.enumerated() {
      output += element(
        "text",
        [
          ("class", "subtitle"), ("x", svgNumber(Self.padding)),
          ("y", svgNumber(Self.padding + 28 + 14 * Double(index))),
          ("font-size", "10"), ("fill", "#555555"),
        ], text: subtitle)
    }
    output += element(
      "rect",
      [
        ("class", "window-background"), ("x", svgNumber(Self.padding)), ("y", svgNumber(top)),
        ("width", svgNumber(window.width)), ("height", svgNumber(window.height)), ("fill", "#fbfbfd"),
      ])
    output += element(
      "svg",
      [
        ("class", "window"), ("x", svgNumber(Self.padding)), ("y", svgNumber(top)),
        ("width", svgNumber(window.width)), ("height", svgNumber(window.height)),
        ("viewBox", "0 0 \(svgNumber(window.width)) \(svgNumber(window.height))"),
      ], close: false)
    drawWindowContents()
    output += "</svg>\n"
    output += element(
      "rect",
      [
        ("class", "window-outline"), ("x", svgNumber(Self.padding)), ("y", svgNumber(top)),
        ("width", svgNumber(window.width)), ("height", svgNumber(window.height)), ("fill", "none"),
        ("stroke", "#222222"), ("stroke-width", "1.5"),
      ])
    output += "</svg>\n"
    return output
  }

  /// What lies inside the window, in window coordinates: the safe area, the views, the misplaced views' stored
  /// frames when asked for, and an inline fragment's highlights on top.
  mutating func drawWindowContents() {
    drawSafeArea()
    drawViews()
    if options.marksMisplacedViews { drawMisplacedViews() }
    if let inline { drawHighlights(inline.highlights) }
  }

  /// `iPhone 16 Pro portrait, full screen, iOS 18.0 · 393×852 pt · text L · LTR`.
  func environmentText() -> String {
    let environment = layout.environment
    var parts = ["\(environment)"]
    parts.append("\(svgNumber(layout.windowSize.width))×\(svgNumber(layout.windowSize.height)) pt")
    parts.append("text \(environment.contentSizeCategory.shortName)")
    parts.append(environment.layoutDirection == .rightToLeft ? "RTL" : "LTR")
    return parts.joined(separator: " · ")
  }

  // MARK: Writing elements

  /// An element with attributes (escaped here), closed at once, around `text`, or left open.
  func element(_ name: String, _ attributes: [(String, String)], text: String? = nil, close: Bool = true) -> String {
    var result = "<" + name
    for (key, value) in attributes where !(usesStylesheet && Self.presentationAttributes.contains(key)) {
      result += " \(key)=\"\(value.xmlEscaped)\""
    }
    if let text { return result + ">\(text.xmlEscaped)</\(name)>\n" }
    return result + (close ? "/>\n" : ">\n")
  }

  /// The attributes of a rectangle; negative sizes (which SVG rejects) drawn as empty.
  func rectAttributes(_ rect: Rect) -> [(String, String)] {
    [
      ("x", svgNumber(rect.minX)), ("y", svgNumber(rect.minY)), ("width", svgNumber(max(0, rect.width))),
      ("height", svgNumber(max(0, rect.height))),
    ]
  }

  mutating func write(_ text: some StringProtocol) { output += text }
}
