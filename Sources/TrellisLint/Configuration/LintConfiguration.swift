import Foundation
import Trellis

/// What to lint and how: the files, the rules and their severities, the configuration matrix, and findings to leave
/// out. Read from `.trellis.yml` (SwiftLint's keys where SwiftLint has one) and overridden by the command line.
public struct LintConfiguration: Sendable {
  /// Paths to lint when none are given, relative to the configuration file's folder.
  public var included: [String] = []
  /// Paths or glob patterns (`*`, `**`, `?`) to skip.
  public var excluded: [String] = []
  /// Rules not to run.
  public var disabledRules: Set<String> = []
  /// Opt-in rules to run.
  public var optInRules: Set<String> = []
  /// When set, exactly these rules run (SwiftLint's `only_rules`).
  public var onlyRules: Set<String>? = nil
  /// Severities that replace rules' defaults.
  public var severities: [String: Severity] = [:]
  public var matrix = Matrix()
  /// Findings to leave out, each `file#objectID`: a file (its name or a path suffix) and the Interface Builder id of
  /// a scene, view or constraint.
  public var exclusions: [Exclusion] = []
  /// Where to learn which configurations each document's app can be seen in (its orientations, device families and
  /// multitasking); the others are not linted.
  public var appSettings = AppSettingsSource.discover
  /// The app's font files, or folders holding them, relative to ``baseDirectory``: text set in these fonts measures
  /// with them (see `FontTextMeasurer.registerFonts(at:)`).
  public var fonts: [String] = []
  /// Whether warnings fail the run too.
  public var strict = false
  /// Whether a run that finds no document to lint (an empty folder, every document excluded) is clean rather than an
  /// error (SwiftLint's `allow_zero_lintable_files`).
  public var allowZeroLintableFiles = false
  /// The folder paths in the configuration are relative to.
  public var baseDirectory: String? = nil

  public init() {}

  /// ``fonts`` resolved against ``baseDirectory`` (absolute paths as they are).
  public var resolvedFontPaths: [String] {
    fonts.map { path in
      guard let baseDirectory, !path.hasPrefix("/") else { return path }
      return (baseDirectory as NSString).appendingPathComponent(path)
    }
  }

  /// The rules that run, with the severities they run at, in catalog order.
  public var enabledRules: [RuleDescription] {
    RuleCatalog.descriptions.compactMap { rule in
      let enabled: Bool
      if let onlyRules {
        enabled = onlyRules.contains(rule.id)
      } else {
        enabled = (!rule.isOptIn || optInRules.contains(rule.id)) && !disabledRules.contains(rule.id)
      }
      guard enabled else { return nil }
      return RuleDescription(
        id: rule.id, name: rule.name, summary: rule.summary,
        defaultSeverity: severities[rule.id] ?? rule.defaultSeverity,
        isOptIn: rule.isOptIn, scope: rule.scope)
    }
  }

  /// Rule ids named anywhere that no rule has.
  public var unknownRuleIDs: [String] {
    let known = Set(RuleCatalog.descriptions.map(\.id))
    let named = disabledRules.union(optInRules).union(onlyRules ?? []).union(severities.keys)
    return named.subtracting(known).sorted()
  }
}

/// A finding to leave out: `Main.storyboard#BYZ-38-t0r`.
public struct Exclusion: Sendable, Hashable, CustomStringConvertible {
  public let file: String
  public let objectID: String

  /// Parses `file#objectID`; nil when either part is missing.
  public init?(_ text: String) {
    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    file = String(parts[0])
    objectID = String(parts[1])
  }

  /// Whether the exclusion covers a finding: the file matches by name or path suffix, and the id is the finding's
  /// scene or one of its objects.
  public func matches(_ finding: Finding) -> Bool {
    let path = finding.file
    let fileMatches = path == file || path.hasSuffix("/" + file)
    return fileMatches && (finding.sceneID == objectID || finding.objects.contains(objectID))
  }

  public var description: String { "\(file)#\(objectID)" }
}
