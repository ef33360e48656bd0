import TrellisLint

/// Renders a lint report as one self-contained HTML page to look at: totals and a rule legend at the top, then for
/// every document and scene a row of wireframes (one card per overview configuration and per configuration a finding
/// was first seen in), with the views the findings concern outlined in the colour of their severity. Clicking an
/// outlined view, a card's badge or a line of a scene's findings list opens a panel with the findings in full.
///
/// The page needs no network: styles, script, data and drawings are all inline. Text from documents is escaped
/// everywhere; each finding's text (the conflicting constraints especially) is written once, in a JSON block the
/// script reads, however many cards show it. The same report always gives the same page.
///
/// For tests, the body gets `data-ready="1"` once the script has run; a script error shows in `#script-errors` and
/// sets `data-script-errors` on the root element. Opened as `report.html#selftest`, the page clicks its first
/// highlighted view and copies the opened panel's text into the body's `data-selftest` attribute.
public struct HTMLReporter: Reporter {
  public static let name = "html"

  /// The page's title.
  public var title: String
  /// The height every card's wireframe is drawn at, in CSS pixels; widths follow each window's shape.
  public var cardHeight: Double

  /// A reporter with the given page title and card height.
  public init(title: String = "Trellis lint report", cardHeight: Double = 240) {
    self.title = title
    self.cardHeight = cardHeight
  }

  /// The whole page.
  public func render(_ report: LintReport) -> String {
    var page = HTMLPage(report: report, title: title, cardHeight: cardHeight)
    page.writeDocument()
    return page.output
  }
}
