import Foundation
import Trellis
import TrellisIB

/// The whole report as one JSON object, for scripts, dashboards and baselines. Keys are sorted and the output is
/// pretty-printed, so the same report always gives the same bytes. Absent values are `null`, never missing keys.
///
/// Schema, version 1 (a new key may be added within a version; renaming or removing one bumps `version`):
///
/// ```
/// {
///   "version": 1,
///   "trellisVersion": "0.1.0",
///   "configurations": [{"id": "iphone-16/portrait/full/L/ltr", "label": "iPhone 16 portrait, L",
///                       "device": "iphone-16", "orientation": "portrait" | "landscape",
///                       "window": "full" | "1-3" | "1-2" | "2-3" | "slide-over",
///                       "contentSize": "L", "layoutDirection": "ltr" | "rtl"}],
///   "files": [{"path": "Main.storyboard", "scenes": [{"id": "BYZ-38-t0r", "name": "Login", "line": 12}],
///              "failure": null | {"severity": "error", "rule": "…", "message": "…", "line": 3, "objects": [ids]},
///              "appSettings": {"source": "App/Info.plist", "summary": "iPhone: portrait only; …",   (when found)
///                              "fonts": [UIAppFonts entries], "missingFonts": [entries not found],
///                              "unreadableFonts": [messages naming files that could not be read]},
///              "configurations": [configuration ids]}],   (when the app settings left some out)
///   "rules": [{"id": "…", "name": "…", "summary": "…", "severity": "warning" | "error", "optIn": false,
///              "scope": "document" | "layout"}],
///   "findings": [{"rule": "…", "severity": "warning" | "error", "file": "…", "line": 42, "column": 13,
///                 "scene": "BYZ-38-t0r" | null, "sceneName": "Login" | null, "objects": [ids],
///                 "message": "…", "details": "…" | null,
///                 "configurations": [configuration ids, [] for a document finding],
///                 "occurrences": "on 14 of 96 configurations: …"}],
///   "summary": {"findings": 3, "errors": 1, "warnings": 2, "unreadableFiles": 0, "layouts": 1152,
///               "seconds": 4.213}
/// }
/// ```
///
/// `seconds` is rounded to milliseconds. Findings keep the report's order (file, line, rule). `trellisVersion` is the
/// version of trellis that wrote the report (``TrellisVersion/current``). The same schema as a JSON Schema document
/// (draft 2020-12): `docs/lint-report.schema.json`, which the tests validate every report against.
public struct JSONReporter: Reporter {
  public static let name = "json"

  /// The schema version written as `"version"`.
  public static let schemaVersion = 1

  /// Written as `"trellisVersion"`.
  public let toolVersion: String

  /// - Parameter toolVersion: trellis's version (``TrellisVersion/current`` unless a test needs another).
  public init(toolVersion: String = TrellisVersion.current) {
    self.toolVersion = toolVersion
  }

  public func render(_ report: LintReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(Document(report, toolVersion: toolVersion))
      return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
      // Every value is a string, integer, boolean or finite double: encoding cannot fail.
      preconditionFailure("JSON encoding of a lint report failed: \(error)")
    }
  }
}

extension JSONReporter {
  struct Document: Encodable {
    let version: Int
    let trellisVersion: String
    let configurations: [Configuration]
    let files: [File]
    let rules: [Rule]
    let findings: [FindingEntry]
    let summary: Summary

    init(_ report: LintReport, toolVersion: String) {
      version = JSONReporter.schemaVersion
      trellisVersion = toolVersion
      configurations = report.configurations.map(Configuration.init)
      files = report.files.map { File($0, report: report) }
      rules = report.rules.map(Rule.init)
      findings = report.findings.map { FindingEntry($0, report: report) }
      summary = Summary(report)
    }
  }

  struct Configuration: Encodable {
    let id: String
    let label: String
    let device: String
    let orientation: String
    let window: String
    let contentSize: String
    let layoutDirection: String

    init(_ configuration: DeviceConfiguration) {
      id = configuration.id
      label = configuration.label
      device = configuration.environment.device.id
      orientation = configuration.orientationName
      window = configuration.windowID
      contentSize = configuration.environment.contentSizeCategory.shortName
      layoutDirection = configuration.environment.layoutDirection == .rightToLeft ? "rtl" : "ltr"
    }
  }

  struct File: Encodable {
    struct Scene: Encodable {
      let id: String
      let name: String
      let line: Int
    }

    struct Failure: Encodable {
      let severity: String
      let rule: String
      let message: String
      let line: Int
      let objects: [String]
    }

    struct AppSettingsEntry: Encodable {
      let source: String
      let summary: String
      let fonts: [String]
      let missingFonts: [String]
      let unreadableFonts: [String]
    }

    let path: String
    let scenes: [Scene]
    /// `null` when the document was read.
    @EncodedAsNull var failure: Failure?
    /// Present when the app's Info.plist or project was found.
    let appSettings: AppSettingsEntry?
    /// Present when the app settings left configurations out: the ids of those the document was laid out in.
    let configurations: [String]?

    init(_ file: LintedFile, report: LintReport) {
      path = file.path
      scenes = file.scenes.map { Scene(id: $0.id, name: $0.name, line: $0.line) }
      failure = file.failure.map {
        Failure(severity: $0.severity.rawValue, rule: $0.rule, message: $0.message, line: $0.line, objects: $0.objects)
      }
      appSettings = file.appSettings.map {
        AppSettingsEntry(
          source: $0.source, summary: $0.description, fonts: $0.appFonts, missingFonts: $0.missingFonts,
          unreadableFonts: $0.unreadableFonts)
      }
      configurations = file.configurations.flatMap { indices in
        indices.count == report.configurations.count ? nil : indices.map { report.configurations[$0].id }
      }
    }

  }

  struct Rule: Encodable {
    let id: String
    let name: String
    let summary: String
    let severity: String
    let optIn: Bool
    let scope: String

    init(_ rule: RuleDescription) {
      id = rule.id
      name = rule.name
      summary = rule.summary
      severity = rule.defaultSeverity.rawValue
      optIn = rule.isOptIn
      scope = rule.scope.rawValue
    }
  }

  struct FindingEntry: Encodable {
    let rule: String
    let severity: String
    let file: String
    let line: Int
    let column: Int
    @EncodedAsNull var scene: String?
    @EncodedAsNull var sceneName: String?
    let objects: [String]
    let message: String
    @EncodedAsNull var details: String?
    let configurations: [String]
    let occurrences: String

    init(_ finding: Finding, report: LintReport) {
      rule = finding.rule
      severity = finding.severity.rawValue
      file = finding.file
      line = finding.line
      column = finding.column
      scene = finding.sceneID
      sceneName = finding.sceneName
      objects = finding.objects
      message = finding.message
      details = finding.details
      configurations = finding.configurations.compactMap {
        report.configurations.indices.contains($0) ? report.configurations[$0].id : nil
      }
      occurrences = report.occurrenceSummary(of: finding)
    }

  }

  struct Summary: Encodable {
    let findings: Int
    let errors: Int
    let warnings: Int
    let unreadableFiles: Int
    let layouts: Int
    let seconds: Double

    init(_ report: LintReport) {
      findings = report.findings.count
      errors = report.findings.filter { $0.severity == .error }.count
      warnings = report.findings.filter { $0.severity == .warning }.count
      unreadableFiles = report.unreadableFiles.count
      layouts = report.layoutCount
      seconds = report.duration.isFinite ? (max(report.duration, 0) * 1000).rounded() / 1000 : 0
    }
  }
}
