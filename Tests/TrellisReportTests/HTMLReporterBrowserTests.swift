import Foundation
import Testing
import TrellisLint

@testable import TrellisReport

/// The HTML page in a real browser (headless Chromium): the script runs without errors, the cards, drawings and
/// highlights are all there, a click on a highlighted view opens the panel with its finding, and a screenshot comes
/// out. A machine without Chromium fails these tests, with how to install it. The page, its DOM and the screenshot
/// are kept in `TRELLIS_HTML_ARTIFACTS` when that names a directory.
@Suite(.serialized) struct HTMLReporterBrowserTests {
  let report: LintReport
  let html: String
  let directory: URL
  let keepsArtifacts: Bool

  init() throws {
    report = try HTMLReportFixtures.report()
    html = HTMLReporter().render(report)
    if let kept = ProcessInfo.processInfo.environment["TRELLIS_HTML_ARTIFACTS"], !kept.isEmpty {
      directory = URL(fileURLWithPath: kept, isDirectory: true)
      keepsArtifacts = true
    } else {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-html-\(UUID().uuidString)")
      keepsArtifacts = false
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try html.write(to: page, atomically: true, encoding: .utf8)
  }

  var page: URL { directory.appendingPathComponent("report.html") }

  func chromium() throws -> Chromium {
    // Missing, it fails the test (never skips it), saying how to install it.
    guard let chromium = Chromium.find() else { throw Chromium.Failure(description: Chromium.installHint) }
    return chromium
  }

  func cleanUp() {
    if !keepsArtifacts { try? FileManager.default.removeItem(at: directory) }
  }

  /// The DOM of `file` (the page by default) after its script ran.
  func dumpDOM(_ file: URL? = nil, fragment: String? = nil) throws -> String {
    let file = file ?? page
    var url = file
    if let fragment, let withFragment = URL(string: file.absoluteString + "#" + fragment) { url = withFragment }
    let dom = try chromium().run(
      ["--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000", "--dump-dom"], url: url,
      workDirectory: directory)
    if keepsArtifacts {
      let name = file.deletingPathExtension().lastPathComponent + "-dom" + (fragment.map { "-" + $0 } ?? "")
      try dom.write(to: directory.appendingPathComponent(name + ".html"), atomically: true, encoding: .utf8)
    }
    return dom
  }

  @Test func scriptRunsCleanlyAndEveryCardIsDrawn() throws {
    defer { cleanUp() }
    let dom = try dumpDOM()
    #expect(dom.contains("data-ready=\"1\""), "the page's script did not finish")
    #expect(!rootTag(dom).contains("data-script-errors"), "script errors: \(scriptErrors(dom))")
    #expect(dom.contains("<div id=\"script-errors\" class=\"script-errors\" role=\"alert\" hidden=\"\"></div>"))
    let expected = HTMLReportExpectations(report)
    #expect(dom.occurrences(of: "<figure class=\"card") == expected.cards)
    #expect(dom.occurrences(of: "<svg id=\"w") == expected.wireframes)
    #expect(dom.occurrences(of: "class=\"wireframe\"") == expected.wireframes)
    #expect(dom.occurrences(of: "class=\"highlight sev-") == expected.highlights)
    #expect(expected.highlights >= 4)
    // The panel is closed until something is clicked; the injected script in the details never ran.
    #expect(dom.contains("<aside id=\"panel\" class=\"panel\" aria-labelledby=\"panel-title\" hidden=\"\">"))
    #expect(!dom.contains("<script>window.pwned"))
  }

  @Test func clickingAHighlightedViewOpensItsFindings() throws {
    defer { cleanUp() }
    let dom = try dumpDOM(fragment: "selftest")
    #expect(dom.contains("data-ready=\"1\""))
    #expect(!rootTag(dom).contains("data-script-errors"), "script errors: \(scriptErrors(dom))")
    #expect(dom.contains("data-selftest-panel-open=\"1\""))
    let panelText = try #require(attribute("data-selftest", in: dom)).htmlUnescaped
    // The first highlight on the page is the first card's; its findings are what the panel shows.
    let first = try #require(html.range(of: "class=\"highlight sev-"))
    let tail = html[first.upperBound...]
    let findingsStart = try #require(tail.range(of: "data-findings=\""))
    let list = tail[findingsStart.upperBound...].prefix { $0 != "\"" }
    let indices = list.split(separator: " ").compactMap { Int($0) }
    #expect(!indices.isEmpty)
    for index in indices {
      let finding = report.findings[index]
      #expect(panelText.contains(finding.message), "panel: \(panelText)")
      #expect(panelText.contains(finding.rule))
      #expect(panelText.contains(report.occurrenceSummary(of: finding)))
      #expect(panelText.contains(HTMLPage.location(finding)))
      if let details = finding.details { #expect(panelText.contains(details)) }
    }
    // Views get their tooltip on hover; hiding warnings hides every highlight with warnings only.
    let tooltip = try #require(attribute("data-selftest-tooltip", in: dom)).htmlUnescaped
    #expect(tooltip.hasPrefix("UIView root (0, 0, "), "\(tooltip)")
    let warningHighlights = html.occurrences(of: "class=\"highlight sev-warning\"")
    #expect(warningHighlights > 0)
    #expect(attribute("data-selftest-filtered", in: dom) == String(warningHighlights))
    #expect(!dom.contains(" filtered-out\""), "the filter was put back")
    // The opened panel is no longer hidden, and the clicked view is marked selected.
    #expect(dom.contains("<aside id=\"panel\" class=\"panel\" aria-labelledby=\"panel-title\">"))
    #expect(
      dom.contains("class=\"highlight sev-error selected\"") || dom.contains("class=\"highlight sev-warning selected\"")
    )
  }

  @Test func screenshotIsAPicture() throws {
    defer { cleanUp() }
    let shot = directory.appendingPathComponent("report.png")
    _ = try chromium().run(
      [
        "--run-all-compositor-stages-before-draw", "--hide-scrollbars", "--screenshot=\(shot.path)",
        "--window-size=1400,1000",
      ],
      url: page, workDirectory: directory)
    let data = try Data(contentsOf: shot)
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
    // IHDR: width and height, big-endian, at bytes 16–23.
    let bytes = Array(data)
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(bytes.count > 24 && number(16) == 1400 && number(20) == 1000)
    // A blank or almost blank page compresses to a few kilobytes.
    #expect(data.count > 40_000, "\(data.count) bytes")
  }

  @Test func scriptErrorsAreRecordedVisibly() throws {
    defer { cleanUp() }
    // The same page with its last statement replaced by a call to nothing: the checks above would notice.
    let ready = #"document.body.setAttribute("data-ready", "1");"#
    #expect(html.occurrences(of: ready) == 1)
    let broken = directory.appendingPathComponent("broken.html")
    try html.replacingOccurrences(of: ready, with: "trellisNoSuchFunction();").write(
      to: broken, atomically: true, encoding: .utf8)
    let dom = try dumpDOM(broken)
    #expect(rootTag(dom).contains("data-script-errors=\"1\""))
    #expect(dom.contains("<body data-ready=\"0\""))
    #expect(scriptErrors(dom).contains("Script error: ") && scriptErrors(dom).contains("trellisNoSuchFunction"))
    #expect(!scriptErrors(dom).contains("hidden"))
  }

  /// The value of the first `name="…"` attribute in `dom`.
  func attribute(_ name: String, in dom: String) -> String? {
    guard let start = dom.range(of: " \(name)=\"") else { return nil }
    return String(dom[start.upperBound...].prefix { $0 != "\"" })
  }

  /// The root element's start tag, where the page records script errors.
  func rootTag(_ dom: String) -> String {
    guard let start = dom.range(of: "<html") else { return "" }
    return String(dom[start.lowerBound...].prefix { $0 != ">" })
  }

  func scriptErrors(_ dom: String) -> String {
    guard let start = dom.range(of: "<div id=\"script-errors\"") else { return "" }
    return String(dom[start.lowerBound...].prefix(600))
  }
}
