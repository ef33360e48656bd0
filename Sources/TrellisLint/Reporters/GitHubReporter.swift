import Foundation

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request's diff:
///
/// ```
/// ::warning file=Main.storyboard,line=42,col=13,title=Truncated text::Label is truncated (on 14 of 96 …) [truncated-text]
/// ::error file=Broken.xib,line=3,col=1,title=Unreadable document::The document is not well-formed XML [ib-unreadable]
/// ```
///
/// Paths are relative to `baseDirectory` (the workspace), with forward slashes. The title is the rule's name (its
/// id when the run did not list it); the message ends with the rule id and is followed by the details on further
/// lines. Escaping is the runner's: in the message `%`, CR and LF become `%25`, `%0D` and `%0A`; in properties
/// `:` and `,` also become `%3A` and `%2C`. Other control characters are replaced with U+FFFD.
public struct GitHubReporter: Reporter {
  public static let name = "github"

  /// The workspace root: absolute document paths under it are written relative to it.
  public let baseDirectory: String?

  /// - Parameter baseDirectory: the workspace root (normally the current directory).
  public init(baseDirectory: String? = FileManager.default.currentDirectoryPath) {
    self.baseDirectory = baseDirectory
  }

  public func render(_ report: LintReport) -> String {
    let names = Dictionary(report.rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    for finding in report.findings {
      var message = "\(finding.message) (\(report.occurrenceSummary(of: finding))) [\(finding.rule)]"
      if let details = finding.details { message += "\n" + ReporterText.lines(details).joined(separator: "\n") }
      lines.append(
        command(
          finding.severity.rawValue, file: finding.file, line: finding.line, column: finding.column,
          title: names[finding.rule] ?? finding.rule, message: message))
    }
    for file in report.unreadableFiles {
      guard let failure = file.failure else { continue }
      lines.append(
        command(
          "error", file: file.path, line: failure.line, column: 1, title: "Unreadable document",
          message: "\(failure.message) [\(failure.rule)]"))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func command(
    _ kind: String, file: String, line: Int, column: Int, title: String, message: String
  ) -> String {
    let path = ReporterText.relativePath(file, base: baseDirectory)
    let properties = [
      "file=\(Self.escapeProperty(path))", "line=\(max(line, 1))", "col=\(max(column, 1))",
      "title=\(Self.escapeProperty(title))",
    ]
    return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
  }

  /// A command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`; other control characters → U+FFFD.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in ReporterText.withoutControls(text).unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A command's property value: as ``escapeData(_:)``, and `:` → `%3A`, `,` → `%2C`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
