/// The default reporter: diagnostics in the form Xcode, editors and CI logs link to the source, one per finding,
/// then the documents that could not be read, then a summary.
///
/// ```
/// Main.storyboard:42:13: warning: Label "Title" is truncated (on 14 of 96 configurations: …) [truncated-text]
/// Main.storyboard:57:9: error: Unable to simultaneously satisfy constraints (on every configuration (96)) [conflict]
///     (
///         "<NSLayoutConstraint:… UIView#1.height >= 330   (active)>",
///     )
/// Broken.xib:3:1: error: The document is not well-formed XML [ib-unreadable]
/// Done linting! Found 3 violations, 2 serious in 2 files (1 of them unreadable); 96 configurations, 1,152 layouts in 4.2 s.
/// ```
///
/// A finding's message is kept on one line (line breaks become spaces) and its ``Finding/details`` follow, each
/// line indented by four spaces, so Xcode's parser sees exactly one diagnostic per finding. Control characters are
/// replaced with U+FFFD so that a message cannot drive the terminal.
public struct XcodeReporter: Reporter {
  public static let name = "xcode"

  /// Whether severities and rule ids are coloured with ANSI escapes (error red, warning yellow, rule dim). Set it
  /// only when the output is a terminal.
  public let colored: Bool

  /// - Parameter colored: colour severities and rule ids with ANSI escapes.
  public init(colored: Bool = false) {
    self.colored = colored
  }

  public func render(_ report: LintReport) -> String {
    var lines: [String] = []
    for finding in report.findings {
      let location = "\(ReporterText.singleLine(finding.file)):\(max(finding.line, 1)):\(max(finding.column, 1))"
      let message = ReporterText.singleLine(finding.message)
      lines.append(
        "\(location): \(severity(finding.severity)): \(message) (\(report.occurrenceSummary(of: finding))) "
          + rule(finding.rule))
      if let details = finding.details {
        lines += ReporterText.lines(details).map { $0.isEmpty ? "" : "    " + $0 }
      }
    }
    for file in report.unreadableFiles {
      guard let failure = file.failure else { continue }
      let message = ReporterText.singleLine(failure.message)
      lines.append(
        "\(ReporterText.singleLine(file.path)):\(max(failure.line, 1)):1: \(severity(.error)): \(message) \(rule(failure.rule))"
      )
    }
    lines += Self.appSettingsLines(report)
    lines += Self.appFontLines(report)
    lines.append(Self.summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per app settings source that left configurations out: "App/Info.plist: iPhone: portrait only; iPad:
  /// all orientations (2 files on 36 of 72 configurations)".
  static func appSettingsLines(_ report: LintReport) -> [String] {
    var bySource: [String: (settings: AppSettings, files: Int, configurations: Int)] = [:]
    for file in report.files {
      guard let settings = file.appSettings, let configurations = file.configurations,
        configurations.count < report.configurations.count
      else { continue }
      bySource[settings.source, default: (settings, 0, configurations.count)].files += 1
    }
    return bySource.keys.sorted().map { source in
      let entry = bySource[source]!
      return
        "\(ReporterText.singleLine(source)): \(entry.settings) (\(ReporterText.count(entry.files, "file")) on "
        + "\(ReporterText.grouped(entry.configurations)) of \(ReporterText.grouped(report.configurations.count)) "
        + "configurations)"
    }
  }

  /// One line per app settings source that lists fonts (`UIAppFonts`): how many were registered, and the ones that
  /// were not found or could not be read, since text set in those measures as the system font. "App/Info.plist:
  /// UIAppFonts: 2 of 3 fonts registered; not found: Lobster.ttf".
  static func appFontLines(_ report: LintReport) -> [String] {
    var bySource: [String: AppSettings] = [:]
    for file in report.files {
      guard let settings = file.appSettings, !settings.appFonts.isEmpty else { continue }
      bySource[settings.source] = settings
    }
    return bySource.keys.sorted().map { source in
      let settings = bySource[source]!
      let registered = settings.fontFiles.count - settings.unreadableFonts.count
      var line =
        "\(ReporterText.singleLine(source)): UIAppFonts: \(ReporterText.grouped(registered)) of "
        + "\(ReporterText.count(settings.appFonts.count, "font")) registered"
      if !settings.missingFonts.isEmpty { line += "; not found: " + settings.missingFonts.joined(separator: ", ") }
      if !settings.unreadableFonts.isEmpty {
        line += "; unreadable: " + settings.unreadableFonts.map(ReporterText.singleLine).joined(separator: "; ")
      }
      return line
    }
  }

  /// "Done linting! Found 3 violations, 1 serious in 2 files; 480 configurations, 12,345 layouts in 4.2 s."
  ///
  /// The counts are those of the diagnostic lines above it. A document that could not be read (or a missing path) is
  /// printed as an `error:` line, so it counts as a serious violation, and the file count says how many of the files
  /// it is: "Found 6 violations, 3 serious in 3 files (1 of them unreadable)". A path with no document under it is
  /// an `error:` line too, and no file: "Found 1 violation, 1 serious in 0 files (no documents found)".
  static func summary(_ report: LintReport) -> String {
    let failures = report.unreadableFiles
    let empty = failures.filter { $0.failure?.rule == Linter.noDocumentsRule }.count
    let unreadable = failures.count - empty
    let serious = report.findings.filter { $0.severity == .error }.count + failures.count
    var text = "Done linting! Found \(ReporterText.count(report.findings.count + failures.count, "violation")), "
    text += "\(ReporterText.grouped(serious)) serious in \(ReporterText.count(report.files.count - empty, "file"))"
    if unreadable > 0 { text += " (\(ReporterText.grouped(unreadable)) of them unreadable)" }
    if empty > 0 { text += " (no documents found)" }
    text += "; \(ReporterText.count(report.configurations.count, "configuration")), "
    text +=
      "\(ReporterText.count(report.layoutCount, "layout")) in \(ReporterText.seconds(report.duration, decimals: 1)) s."
    return text
  }

  private func severity(_ severity: Severity) -> String {
    guard colored else { return severity.rawValue }
    let colour = severity == .error ? "\u{1B}[31m" : "\u{1B}[33m"
    return colour + severity.rawValue + "\u{1B}[0m"
  }

  private func rule(_ id: String) -> String {
    let tag = "[\(ReporterText.singleLine(id))]"
    return colored ? "\u{1B}[2m" + tag + "\u{1B}[0m" : tag
  }
}
