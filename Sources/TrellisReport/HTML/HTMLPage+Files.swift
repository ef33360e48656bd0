import TrellisIB
import TrellisLint

extension HTMLPage {
  /// A document: its heading, why it could not be read or its document findings, and its scenes.
  mutating func writeFile(_ file: LintedFile, index: Int) {
    let documentLevel = documentFindings[file.path] ?? []
    let all =
      documentLevel + file.scenes.flatMap { sceneFindings[SceneKey(file: file.path, sceneID: $0.id)] ?? [] }
    let quiet = all.isEmpty && file.failure == nil
    write("<section class=\"file\(quiet ? " no-findings" : "")\" id=\"file-\(index)\">\n")
    write("<h2><code>\(file.path.htmlEscaped)</code> <small>\(Self.plural(file.scenes.count, "scene"))")
    write(countsText(all) + "</small></h2>\n")
    if let failure = file.failure {
      write("<p class=\"failure\">Could not be read: \(failure.description.htmlEscaped)</p>\n")
    }
    if !documentLevel.isEmpty {
      write("<h3 class=\"document-findings\">The document</h3>\n")
      writeFindingList(documentLevel)
    }
    for (sceneIndex, scene) in file.scenes.enumerated() {
      writeScene(scene, file: file, id: "\(index)-\(sceneIndex)")
    }
    write("</section>\n")
  }

  /// ` · 1 error · 2 warnings`, or nothing.
  private func countsText(_ indices: [Int]) -> String {
    let (errors, warnings) = severityCounts(indices)
    var text = ""
    if errors > 0 { text += " · <span class=\"count sev-error\">\(Self.plural(errors, "error"))</span>" }
    if warnings > 0 { text += " · <span class=\"count sev-warning\">\(Self.plural(warnings, "warning"))</span>" }
    return text
  }

  /// A scene: its heading, its row of cards and its findings.
  private mutating func writeScene(_ scene: LintedScene, file: LintedFile, id: String) {
    let findings = sceneFindings[SceneKey(file: file.path, sceneID: scene.id)] ?? []
    write("<section class=\"scene\(findings.isEmpty ? " no-findings" : "")\" id=\"scene-\(id)\">\n")
    write("<h3>\(scene.name.htmlEscaped) <small><code>\(scene.id.htmlEscaped)</code> · line \(scene.line)")
    write(countsText(findings) + "</small></h3>\n<div class=\"cards\">\n")
    for card in cards.cards(file: file.path, sceneID: scene.id) {
      writeCard(card, id: "w\(id)-\(card.configuration)")
    }
    write("</div>\n")
    if !findings.isEmpty { writeFindingList(findings) }
    write("</section>\n")
  }

  /// One configuration of a scene: badges for its findings, the wireframe with the views concerned highlighted,
  /// and the configuration's name.
  private mutating func writeCard(_ card: HTMLSceneCards.Card, id: String) {
    let configuration =
      report.configurations.indices.contains(card.configuration)
      ? report.configurations[card.configuration] : nil
    // Document findings are listed once under their document, not on every card.
    let findings = (card.snapshot?.findings ?? []).filter {
      report.findings.indices.contains($0) && report.findings[$0].sceneID != nil
    }
    var classes = "card"
    if !card.isOverview { classes += " extra" }
    if findings.contains(where: { report.findings[$0].severity == .error }) {
      classes += " sev-error"
    } else if !findings.isEmpty {
      classes += " sev-warning"
    }
    write("<figure class=\"\(classes)\" data-configuration=\"\(card.configuration)\">\n<div class=\"badges\">")
    for severity in [Severity.error, .warning] {
      let matching = findings.filter { report.findings[$0].severity == severity }
      guard !matching.isEmpty else { continue }
      write(
        "<button type=\"button\" class=\"badge \(Self.severityClass(severity))\" "
          + "data-findings=\"\(Self.indexList(matching))\">\(Self.plural(matching.count, severity.rawValue))</button>")
    }
    if findings.isEmpty { write("<span class=\"badge clean\">no findings</span>") }
    if !card.isOverview { write("<span class=\"badge where\">first seen here</span>") }
    write("</div>\n")
    if let snapshot = card.snapshot {
      let inline = SVGWireframe.InlineOptions(
        id: id, height: cardHeight, highlights: highlights(snapshot, findings: findings), usesStylesheet: true,
        showsCaptions: false, showsTooltips: false)
      write(SVGWireframe.inlineSVG(snapshot.layout, inline: inline))
    } else {
      write("<div class=\"no-layout\" style=\"height:\(svgNumber(cardHeight))px\">not laid out</div>\n")
    }
    let label = configuration?.label ?? "configuration \(card.configuration)"
    var size = ""
    if let layout = card.snapshot?.layout {
      size = " <small>\(svgNumber(layout.windowSize.width))×\(svgNumber(layout.windowSize.height))</small>"
    }
    write("<figcaption>\(label.htmlEscaped)\(size)</figcaption>\n</figure>\n")
  }

  /// A highlight for every view of the layout a finding names, coloured by the most severe of its findings.
  private func highlights(_ snapshot: SceneSnapshot, findings: [Int]) -> [SVGWireframe.Highlight] {
    let views = Dictionary(snapshot.layout.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var order: [String] = []
    var byView: [String: [Int]] = [:]
    for index in findings {
      for object in Set(report.findings[index].objects) where views[object] != nil {
        if byView[object] == nil { order.append(object) }
        byView[object, default: []].append(index)
      }
    }
    // Views in document order, so that equal areas stack the same way every time.
    let position = Dictionary(
      snapshot.layout.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    order.sort { position[$0]! < position[$1]! }
    return order.map { viewID in
      let indices = byView[viewID]!.sorted()
      let severity: Severity = indices.contains { report.findings[$0].severity == .error } ? .error : .warning
      let view = views[viewID]!
      let rules = indices.map { report.findings[$0].rule }
      var unique: [String] = []
      for rule in rules where !unique.contains(rule) { unique.append(rule) }
      return SVGWireframe.Highlight(
        viewID: viewID, color: severity == .error ? HTMLStylesheet.errorColor : HTMLStylesheet.warningColor,
        classes: [Self.severityClass(severity)],
        attributes: ["data-findings": Self.indexList(indices), "data-severity": severity.rawValue],
        tooltip: "\(view.customClass ?? view.className) \(viewID): \(unique.joined(separator: ", "))")
    }
  }

  /// A clickable list of findings: severity, rule, message, place and where it occurs.
  mutating func writeFindingList(_ indices: [Int]) {
    write("<ol class=\"findings\">\n")
    for index in indices {
      let finding = report.findings[index]
      let severity = Self.severityClass(finding.severity)
      write("<li class=\"finding \(severity)\" data-findings=\"\(index)\" tabindex=\"0\" role=\"button\">")
      write("<span class=\"pill \(severity)\">\(finding.severity.rawValue)</span> ")
      write("<code class=\"rule-id\">\(finding.rule.htmlEscaped)</code> ")
      write("<span class=\"message\">\(finding.message.htmlEscaped)</span> ")
      write("<span class=\"where\">\(Self.location(finding).htmlEscaped) · ")
      write("\(report.occurrenceSummary(of: finding).htmlEscaped)</span></li>\n")
    }
    write("</ol>\n")
  }

  /// `Main.storyboard:12:5`, the column left out when it is 1.
  static func location(_ finding: Finding) -> String {
    "\(finding.file):\(finding.line)" + (finding.column > 1 ? ":\(finding.column)" : "")
  }

  /// Findings about documents the report does not list.
  mutating func writeStrayFindings() {
    guard !strayFindings.isEmpty else { return }
    write("<section class=\"file\" id=\"other-findings\">\n<h2>Other findings</h2>\n")
    writeFindingList(strayFindings)
    write("</section>\n")
  }
}
