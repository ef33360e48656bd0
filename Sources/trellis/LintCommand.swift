import ArgumentParser
import Foundation
import Trellis
import TrellisIB
import TrellisLint
import TrellisReport

/// `trellis lint [PATHS…]`: every scene of every storyboard and xib found, laid out on the configuration matrix,
/// checked by the rules, reported once per finding with the configurations it occurs in.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Lay out every scene on every device configuration and report layout problems.",
    discussion: """
      Finds .storyboard and .xib files under PATHS (default: the configuration's `included`, else the current \
      folder) and lays out each scene on a matrix of devices, orientations, iPad windows, text sizes and layout \
      directions. Settings come from --config, else .trellis.yml in the current folder, else in the first folder \
      given; options here override them.

      Exit status: 0 clean, 1 findings at error severity (any finding with --strict), 2 bad usage or a document \
      that cannot be read (the others are still linted).
      """
  )

  @Argument(help: "Files or folders to lint.")
  var paths: [String] = []

  @Option(help: "The configuration file (default: .trellis.yml in the current folder, if there is one).")
  var config: String?

  @Option(
    name: .customLong("reporter"),
    help: ArgumentHelp(
      "A report: xcode, json, junit, sarif, github or html, to standard output or to a file with =PATH "
        + "(html=report.html). Repeat for several. Default: xcode.", valueName: "name[=path]"))
  var reporters: [String] = []

  @Option(help: "Devices: catalog ids or names, comma-separated, or `all` (default: one of each screen geometry).")
  var devices: String?
  @Option(help: "Orientations: portrait,landscape.")
  var orientations: String?
  @Option(help: "Windows: full,1/3,1/2,2/3,slide-over (iPad multitasking; iPhones are always full screen).")
  var windows: String?
  @Option(help: "Text sizes: XS … XXXL, AX1 … AX5, comma-separated (default L,XXXL,AX5).")
  var contentSizes: String?
  @Option(help: "Layout directions: ltr,rtl.")
  var directions: String?

  @Option(help: "Run only these rules (comma-separated ids).")
  var only: String?
  @Option(help: "Also run these opt-in rules (comma-separated ids).")
  var enable: String?
  @Option(help: "Do not run these rules (comma-separated ids).")
  var disable: String?

  @Option(
    help: ArgumentHelp(
      "Which configurations each app can be seen in: auto, none, or the path of an Info.plist.",
      discussion:
        "auto (the default) reads each document's nearest Info.plist and Xcode project: supported orientations, "
        + "device families and UIRequiresFullScreen. none lints every configuration of the matrix."))
  var infoPlist: String?

  @OptionGroup var fonts: FontOptions

  @Flag(help: "Fail (exit 1) on warnings too.")
  var strict = false

  @Option(help: "Do part K of N of the work (1-based), e.g. 2/4, so CI machines can share a run.")
  var shard: String?

  @Flag(help: "No progress output, even on a terminal.")
  var quiet = false

  func run() throws {
    var settings = try loadConfiguration()
    try applyOptions(to: &settings)
    try fonts.register(extra: settings.resolvedFontPaths)
    let outputs = try reporters.isEmpty ? [ReporterChoice("xcode")] : reporters.map(ReporterChoice.init)
    var linter = Linter(configuration: settings)
    if let shard {
      guard let parsed = Shard(shard) else { throw ValidationError("--shard \(shard): use K/N with 1 ≤ K ≤ N") }
      linter.shard = parsed
    }
    let interactive = isatty(STDERR_FILENO) != 0 && !quiet
    if interactive { linter.progress = ProgressLine.report }
    let report: LintReport
    do {
      report = try linter.lint(paths: paths)
    } catch {
      throw ValidationError("\(error)")
    }
    if interactive { ProgressLine.clear() }
    let colored = isatty(STDOUT_FILENO) != 0
    for output in outputs {
      let text = output.render(report, colored: colored && output.path == nil)
      if let path = output.path {
        do {
          try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          FileHandle.standardError.write(Data("error: cannot write \(path): \(error.localizedDescription)\n".utf8))
          throw ExitCode(2)
        }
      } else {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
      }
    }
    let status = report.exitStatus(strict: settings.strict)
    if status != 0 { throw ExitCode(status) }
  }

  private func loadConfiguration() throws -> LintConfiguration {
    // The one asked for, else .trellis.yml in the current folder, else in the first folder to lint.
    let candidates =
      [".trellis.yml"]
      + paths.filter { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      }.prefix(1).map { ($0 as NSString).appendingPathComponent(".trellis.yml") }
    let path = config ?? candidates.first { FileManager.default.fileExists(atPath: $0) }
    guard let path else { return LintConfiguration() }
    do {
      return try LintConfiguration.load(from: path)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  private func applyOptions(to settings: inout LintConfiguration) throws {
    func list(_ text: String?) -> [String]? {
      text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }
    let matrixOptions = [
      ("devices", devices), ("orientations", orientations), ("windows", windows), ("content_sizes", contentSizes),
      ("layout_directions", directions),
    ]
    for (key, value) in matrixOptions {
      guard let values = list(value) else { continue }
      do {
        try settings.matrix.set(key, to: values)
      } catch {
        throw ValidationError(
          "--\(key == "layout_directions" ? "directions" : key.replacingOccurrences(of: "_", with: "-")): \(error)")
      }
    }
    if let ids = list(only) { settings.onlyRules = Set(ids) }
    if let ids = list(enable) { settings.optInRules.formUnion(ids) }
    if let ids = list(disable) { settings.disabledRules.formUnion(ids) }
    if strict { settings.strict = true }
    if let infoPlist {
      // A path given here is relative to the current folder, not to the configuration file.
      let source = AppSettingsSource(infoPlist)
      if case .infoPlist(let path) = source, !path.hasPrefix("/") {
        settings.appSettings = .infoPlist(
          (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path))
      } else {
        settings.appSettings = source
      }
    }
    if let unknown = settings.unknownRuleIDs.first {
      throw ValidationError("unknown rule \(unknown); `trellis rules` lists them")
    }
  }
}

/// One `--reporter name[=path]`.
struct ReporterChoice {
  let name: String
  let path: String?

  init(_ text: String) throws {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    name = parts[0].lowercased()
    path = parts.count > 1 ? parts[1] : nil
    guard ReporterChoice.names.contains(name) else {
      throw ValidationError("--reporter \(text): use \(ReporterChoice.names.joined(separator: ", ")), optionally =PATH")
    }
  }

  static let names = ["xcode", "json", "junit", "sarif", "github", "html"]

  func render(_ report: LintReport, colored: Bool) -> String {
    switch name {
    case "json": JSONReporter().render(report)
    case "junit": JUnitReporter().render(report)
    case "sarif": SARIFReporter().render(report)
    case "github": GitHubReporter().render(report)
    case "html": HTMLReporter().render(report)
    default: XcodeReporter(colored: colored).render(report)
    }
  }
}

/// Progress on a terminal: one line on standard error, rewritten in place.
enum ProgressLine {
  @Sendable static func report(_ progress: Linter.Progress) {
    let name = (progress.file as NSString).lastPathComponent
    let line = "\r\u{1B}[K[\(progress.unitsDone)/\(progress.unitsTotal)] \(progress.layoutsDone) layouts — \(name)"
    FileHandle.standardError.write(Data(line.utf8))
  }

  static func clear() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
