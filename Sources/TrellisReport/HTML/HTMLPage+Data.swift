import TrellisLint

extension HTMLPage {
  /// The panel the script fills with the findings of what was clicked.
  mutating func writePanel() {
    write("<aside id=\"panel\" class=\"panel\" aria-labelledby=\"panel-title\" hidden>\n")
    write("<div class=\"panel-head\"><h2 id=\"panel-title\">Findings</h2>")
    write("<button type=\"button\" id=\"panel-close\" aria-label=\"Close\">×</button></div>\n")
    write("<div id=\"panel-body\"></div>\n</aside>\n")
  }

  /// Every finding once, in a JSON block the script reads: rule and its name, severity, file, line, column, scene,
  /// objects, message, details and where it occurs.
  mutating func writeData() {
    let names = Dictionary(report.rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    write("<script type=\"application/json\" id=\"trellis-data\">{\"findings\":[\n")
    for (index, finding) in report.findings.enumerated() {
      var fields: [(String, String)] = [
        ("rule", finding.rule.jsonLiteralForScript),
        ("name", (names[finding.rule] ?? finding.rule).jsonLiteralForScript),
        ("severity", finding.severity.rawValue.jsonLiteralForScript),
        ("location", Self.location(finding).jsonLiteralForScript),
        ("scene", (finding.sceneName ?? finding.sceneID ?? "").jsonLiteralForScript),
        ("objects", "[" + finding.objects.map(\.jsonLiteralForScript).joined(separator: ",") + "]"),
        ("message", finding.message.jsonLiteralForScript),
        ("occurs", report.occurrenceSummary(of: finding).jsonLiteralForScript),
      ]
      if let details = finding.details { fields.append(("details", details.jsonLiteralForScript)) }
      let object = fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
      write("{\(object)}" + (index == report.findings.count - 1 ? "\n" : ",\n"))
    }
    write("]}</script>\n")
  }
}
