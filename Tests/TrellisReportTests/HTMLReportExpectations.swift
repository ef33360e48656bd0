import TrellisLint

/// What a page for a report should hold, counted from the report itself rather than from the page.
struct HTMLReportExpectations {
  /// One card per overview configuration and per other kept configuration, for every scene.
  let cards: Int
  /// Cards with a layout, each one `<svg class="wireframe">`.
  let wireframes: Int
  /// One highlight per view (present in the layout) named by the scene findings of a kept layout.
  let highlights: Int

  init(_ report: LintReport) {
    var cards = 0
    var wireframes = 0
    var highlights = 0
    for file in report.files {
      for scene in file.scenes {
        let kept = report.snapshots.filter { $0.file == file.path && $0.sceneID == scene.id }
        let configurations = Set(report.overviewConfigurations).union(kept.map(\.configuration))
        cards += configurations.count
        wireframes += Set(kept.map(\.configuration)).count
        for snapshot in kept {
          let views = Set(snapshot.layout.views.map(\.id))
          let sceneFindings = snapshot.findings.filter { report.findings[$0].sceneID != nil }
          let named = Set(sceneFindings.flatMap { report.findings[$0].objects }).intersection(views)
          highlights += named.count
        }
      }
    }
    self.cards = cards
    self.wireframes = wireframes
    self.highlights = highlights
  }
}

extension String {
  /// How many times `needle` occurs, not overlapping.
  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }

  /// HTML text with the five predefined references (and numeric ones for ASCII) turned back into characters.
  var htmlUnescaped: String {
    var result = self
    for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'")] {
      result = result.replacingOccurrences(of: reference, with: character)
    }
    return result.replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
  }
}
