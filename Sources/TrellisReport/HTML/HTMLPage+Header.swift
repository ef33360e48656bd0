import TrellisLint

extension HTMLPage {
  /// The title, the totals, the filters and the legend of rules and colours.
  mutating func writeHeader() {
    let all = Array(report.findings.indices)
    let (errors, warnings) = severityCounts(all)
    let sceneCount = report.files.reduce(0) { $0 + $1.scenes.count }
    write("<header class=\"top\">\n<h1>\(title.htmlEscaped)</h1>\n<dl class=\"totals\">\n")
    let totals: [(String, String, String)] = [
      ("Files", Self.count(report.files.count), ""),
      ("Scenes", Self.count(sceneCount), ""),
      ("Configurations", Self.count(report.configurations.count), ""),
      ("Layouts", Self.count(report.layoutCount), ""),
      ("Errors", Self.count(errors), errors > 0 ? " \(Self.severityClass(.error))" : ""),
      ("Warnings", Self.count(warnings), warnings > 0 ? " \(Self.severityClass(.warning))" : ""),
      ("Unreadable", Self.count(report.unreadableFiles.count), report.unreadableFiles.isEmpty ? "" : " sev-error"),
      ("Duration", Self.duration(report.duration), ""),
    ]
    for (name, value, extra) in totals {
      write("<div class=\"total\(extra)\"><dt>\(name)</dt><dd>\(value)</dd></div>\n")
    }
    write("</dl>\n<div class=\"filters\">\n<span class=\"filters-label\">Show</span>\n")
    for severity in [Severity.error, .warning] {
      let count = severity == .error ? errors : warnings
      write(
        "<label class=\"chip \(Self.severityClass(severity))\"><input type=\"checkbox\" "
          + "data-filter-severity=\"\(severity.rawValue)\" checked> \(Self.plural(count, severity.rawValue))</label>\n")
    }
    write("<label class=\"chip\"><input type=\"checkbox\" id=\"only-findings\"> only scenes with findings</label>\n")
    write("</div>\n")
    writeLegend()
    write("</header>\n")
  }

  /// The rules that ran (and any other rule a finding names), with their severity, summary and count, each with a
  /// filter; then what the colours of a drawing mean.
  private mutating func writeLegend() {
    var counts: [String: Int] = [:]
    for finding in report.findings { counts[finding.rule, default: 0] += 1 }
    let known = Set(report.rules.map(\.id))
    let unknown = Set(report.findings.map(\.rule)).subtracting(known).sorted()
    write("<details class=\"legend\" open>\n<summary>Rules (\(report.rules.count + unknown.count))</summary>\n")
    write("<table class=\"rules\">\n<thead><tr><th>Show</th><th>Rule</th><th>Severity</th><th>Scope</th>")
    write("<th>What it checks</th><th>Findings</th></tr></thead>\n<tbody>\n")
    for rule in report.rules {
      writeRuleRow(
        id: rule.id, name: rule.name, severity: rule.defaultSeverity, scope: rule.scope.rawValue,
        summary: rule.summary, count: counts[rule.id] ?? 0)
    }
    for id in unknown {
      let severity = report.findings.first { $0.rule == id }?.severity ?? .warning
      writeRuleRow(id: id, name: id, severity: severity, scope: "", summary: "", count: counts[id] ?? 0)
    }
    write("</tbody>\n</table>\n<div class=\"swatches\">\n")
    let swatches: [(String, String)] = [
      ("sw-error", "view with an error"), ("sw-warning", "view with a warning"),
      ("sw-safe", "outside the safe area"), ("sw-view", "view"), ("sw-text", "label, text view"),
      ("sw-control", "button, control"), ("sw-input", "text field, picker"), ("sw-image", "image"),
      ("sw-container", "stack, scroll, table, cell"), ("sw-bar", "bar"),
    ]
    for (swatch, meaning) in swatches {
      write("<span class=\"swatch\"><i class=\"\(swatch)\"></i>\(meaning)</span>\n")
    }
    write("</div>\n</details>\n")
  }

  private mutating func writeRuleRow(
    id: String, name: String, severity: Severity, scope: String, summary: String, count: Int
  ) {
    let escaped = id.htmlEscaped
    write("<tr class=\"\(count == 0 ? "quiet" : "")\"><td><input type=\"checkbox\" data-filter-rule=\"\(escaped)\" ")
    write("checked aria-label=\"Show \(escaped)\"></td>")
    write("<td><code>\(escaped)</code><span class=\"rule-name\">\(name.htmlEscaped)</span></td>")
    write("<td><span class=\"pill \(Self.severityClass(severity))\">\(severity.rawValue)</span></td>")
    write(
      "<td>\(scope.htmlEscaped)</td><td>\(summary.htmlEscaped)</td><td class=\"num\">\(Self.count(count))</td></tr>\n")
  }

  /// The documents that could not be read, with why.
  mutating func writeUnreadableFiles() {
    let unreadable = report.files.enumerated().filter { $0.element.failure != nil }
    guard !unreadable.isEmpty else { return }
    write("<section class=\"unreadable\">\n<h2>Unreadable files (\(unreadable.count))</h2>\n<ul>\n")
    for (index, file) in unreadable {
      write("<li><a href=\"#file-\(index)\"><code>\(file.path.htmlEscaped)</code></a>: ")
      write("<span class=\"failure\">\((file.failure?.description ?? "").htmlEscaped)</span></li>\n")
    }
    write("</ul>\n</section>\n")
  }
}
