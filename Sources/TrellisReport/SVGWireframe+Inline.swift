import TrellisIB

extension SVGWireframe {
  /// A view to draw attention to in an inline wireframe: a rectangle over its frame, on top of every view, outlined
  /// and faintly filled in `color`, carrying `classes` and `attributes` (for a page's script and stylesheet).
  public struct Highlight: Sendable, Hashable {
    /// The Interface Builder id of the view; a highlight of a view the layout does not have is not drawn.
    public var viewID: String
    /// The outline and fill colour, used when the fragment does not rely on a stylesheet.
    public var color: String
    /// Classes besides `highlight`, such as the severity a page colours by.
    public var classes: [String]
    /// Further attributes (`data-findings`), written in the order of their names.
    public var attributes: [String: String]
    /// The highlight's tooltip.
    public var tooltip: String?

    /// A highlight of the view `viewID`.
    public init(
      viewID: String, color: String, classes: [String] = [], attributes: [String: String] = [:], tooltip: String? = nil
    ) {
      self.viewID = viewID
      self.color = color
      self.classes = classes
      self.attributes = attributes
      self.tooltip = tooltip
    }
  }

  /// How an inline fragment (``inlineSVG(_:options:inline:)``) differs from a document.
  public struct InlineOptions: Sendable, Hashable {
    /// The `id` of the fragment's `<svg>`, unique on the page; the fragment's other ids start with it.
    public var id: String
    /// The height to show the window at (the width follows); nil shows it at its size in points.
    public var height: Double?
    /// Views to draw attention to, drawn largest first so that a smaller one stays clickable.
    public var highlights: [Highlight]
    /// Whether colours and strokes are left to ``SVGWireframe/stylesheet``, which the page must then include, rather
    /// than written on every element: a page of many drawings is much smaller.
    public var usesStylesheet: Bool
    /// Whether each view's class is written at its top left corner.
    public var showsCaptions: Bool
    /// Whether each view carries a `<title>` tooltip.
    public var showsTooltips: Bool

    /// Options for a fragment with the given id; by default at its size, nothing highlighted, styled by
    /// attributes, with captions and tooltips.
    public init(
      id: String, height: Double? = nil, highlights: [Highlight] = [], usesStylesheet: Bool = false,
      showsCaptions: Bool = true, showsTooltips: Bool = true
    ) {
      self.id = id
      self.height = height
      self.highlights = highlights
      self.usesStylesheet = usesStylesheet
      self.showsCaptions = showsCaptions
      self.showsTooltips = showsTooltips
    }
  }

  /// The window of `layout` alone, as an `<svg class="wireframe">` element to put inside an HTML page: no XML
  /// declaration, no namespace, no title band, the viewBox `0 0 width height` of the window (so frames are in window
  /// points, as in ``render(_:options:)``), a `<title>` naming the scene and environment, and the highlights on top.
  public static func inlineSVG(_ layout: IBSceneLayout, options: Options = Options(), inline: InlineOptions) -> String {
    SVGWireframeDrawing(layout: layout, options: options, inline: inline).inlineFragment()
  }

  /// The CSS that draws an inline fragment made with ``InlineOptions/usesStylesheet`` as ``render(_:options:)``
  /// draws a document, scoped to `.wireframe`. Highlights take their colour from the page (`.highlight.<class>`
  /// setting `fill` and `stroke`).
  public static var stylesheet: String {
    var css = ".wireframe{font-family:\(SVGWireframeDrawing.fontFamily)}\n"
    css += ".wireframe .window-background{fill:#fbfbfd}\n"
    css += ".wireframe .window-outline{fill:none;stroke:#222222;stroke-width:1.5}\n"
    css += ".wireframe .outside-safe-area{fill:\(SVGWireframeDrawing.safeAreaColor);fill-opacity:0.16}\n"
    css += ".wireframe .safe-area{fill:none;stroke:\(SVGWireframeDrawing.safeAreaColor);stroke-width:0.75;"
    css += "stroke-dasharray:4 3}\n"
    css += ".wireframe .frame{stroke-width:0.75}\n"
    for kind in WireframeViewKind.allCases {
      css += ".wireframe .view.\(kind.rawValue)>.frame{fill:\(kind.color);fill-opacity:\(svgNumber(kind.fillOpacity));"
      css += "stroke:\(kind.color)}\n"
    }
    css += ".wireframe .view.hidden{opacity:0.35}\n"
    css += ".wireframe .view.hidden>.frame{stroke-dasharray:3 2}\n"
    css += ".wireframe .margins{fill:none;stroke:#8a96a3;stroke-width:0.5;stroke-dasharray:2 2}\n"
    css += ".wireframe .caption{fill:#5f6b78}\n"
    css += ".wireframe .text{fill:#1d1d1f}\n"
    css += ".wireframe .view.control>.text{fill:\(WireframeViewKind.control.color)}\n"
    css += ".wireframe .stored-frame{fill:none;stroke:\(SVGWireframeDrawing.misplacedColor);stroke-width:1;"
    css += "stroke-dasharray:3 2}\n"
    css += ".wireframe .highlight{fill-opacity:0.14;stroke-width:2.5}\n"
    return css
  }
}
