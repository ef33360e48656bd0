import Foundation
import Trellis
import TrellisIB

/// SARIF 2.1.0, the format GitHub code scanning (and other static-analysis dashboards) ingest.
///
/// One run whose `tool.driver` is `trellis` with the rules that ran (id, name, `shortDescription` from the
/// summary, `defaultConfiguration.level`, and the scope and opt-in flag as properties). Each finding is a result
/// with `ruleId`, `ruleIndex`, `level` (`error` or `warning`), `message.text` (the message, where it occurs, and the
/// details), one location (the document as a checkout-relative URI with forward slashes and `uriBaseId`
/// `%SRCROOT%`, and the line and column), `partialFingerprints["trellisFinding/v1"]` (a stable hash of the rule, the
/// relative path and the objects, so alerts follow a finding across runs and line moves) and properties with the
/// configuration ids, scene and objects. A document that could not be read is an `error` result under its
/// reader rule, which is added to the driver's rules when the run did not list it.
///
/// Keys are sorted and nothing depends on the clock or the machine beyond `baseDirectory`, so a report renders to
/// the same bytes every time.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"

  /// The `$schema` written at the top.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The key under `partialFingerprints`; bump its version if the hash's inputs change.
  public static let fingerprintKey = "trellisFinding/v1"

  /// Written as `tool.driver.semanticVersion`.
  public let toolVersion: String
  /// Written as `tool.driver.informationUri` when set (an absolute URI).
  public let informationURI: String?
  /// The checkout root: absolute document paths under it are written relative to it. Relative paths are taken as
  /// relative to it already.
  public let baseDirectory: String?

  /// - Parameters:
  ///   - toolVersion: trellis's version, as `tool.driver.semanticVersion` (``TrellisVersion/current`` unless a test
  ///     needs another).
  ///   - informationURI: the project's home page, as `tool.driver.informationUri`.
  ///   - baseDirectory: the checkout root (normally the current directory), which `%SRCROOT%` stands for.
  public init(
    toolVersion: String = TrellisVersion.current, informationURI: String? = nil,
    baseDirectory: String? = FileManager.default.currentDirectoryPath
  ) {
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.baseDirectory = baseDirectory
  }

  public func render(_ report: LintReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(log(report))
      return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
      // Every value is a string, integer or boolean: encoding cannot fail.
      preconditionFailure("SARIF encoding of a lint report failed: \(error)")
    }
  }

  /// The fingerprint of a finding: rule, checkout-relative path and objects, plus an ordinal when several results
  /// share those (so each keeps its own alert).
  func fingerprint(rule: String, file: String, objects: [String], ordinal: Int) -> String {
    var parts = [rule, ReporterText.relativePath(file, base: baseDirectory)] + objects
    if ordinal > 0 { parts.append("#\(ordinal)") }
    return ReporterText.stableHash(parts)
  }

  private func log(_ report: LintReport) -> Log {
    var rules = report.rules.map {
      ReportingDescriptor(
        id: $0.id, name: $0.name, shortDescription: Text(text: $0.summary),
        defaultConfiguration: .init(level: Self.level($0.defaultSeverity)),
        properties: .init(scope: $0.scope.rawValue, optIn: $0.isOptIn))
    }
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
    func index(of rule: String, severity: Severity, summary: String) -> Int {
      if let index = ruleIndex[rule] { return index }
      rules.append(
        ReportingDescriptor(
          id: rule, name: rule, shortDescription: Text(text: summary),
          defaultConfiguration: .init(level: Self.level(severity)), properties: nil))
      ruleIndex[rule] = rules.count - 1
      return rules.count - 1
    }

    var seen: [String: Int] = [:]
    func fingerprints(rule: String, file: String, objects: [String]) -> [String: String] {
      let key = ([rule, ReporterText.relativePath(file, base: baseDirectory)] + objects).joined(separator: "\u{0}")
      let ordinal = seen[key, default: 0]
      seen[key] = ordinal + 1
      return [Self.fingerprintKey: fingerprint(rule: rule, file: file, objects: objects, ordinal: ordinal)]
    }

    var results: [Result] = []
    for finding in report.findings {
      var text = "\(finding.message) (\(report.occurrenceSummary(of: finding)))"
      if let details = finding.details { text += "\n\n" + details }
      let ids = finding.configurations.compactMap {
        report.configurations.indices.contains($0) ? report.configurations[$0].id : nil
      }
      results.append(
        Result(
          ruleId: finding.rule,
          ruleIndex: index(of: finding.rule, severity: finding.severity, summary: finding.rule),
          level: Self.level(finding.severity), message: Text(text: text),
          locations: [location(finding.file, line: finding.line, column: finding.column)],
          partialFingerprints: fingerprints(rule: finding.rule, file: finding.file, objects: finding.objects),
          properties: .init(
            configurations: ids, scene: finding.sceneID, sceneName: finding.sceneName, objects: finding.objects)))
    }
    for file in report.unreadableFiles {
      guard let failure = file.failure else { continue }
      results.append(
        Result(
          ruleId: failure.rule,
          ruleIndex: index(of: failure.rule, severity: .error, summary: "The document could not be read."),
          level: "error", message: Text(text: failure.message),
          locations: [location(file.path, line: failure.line, column: 1)],
          partialFingerprints: fingerprints(rule: failure.rule, file: file.path, objects: failure.objects),
          properties: .init(configurations: [], scene: nil, sceneName: nil, objects: failure.objects)))
    }

    let driver = Driver(
      name: "trellis", informationUri: informationURI, semanticVersion: toolVersion, rules: rules)
    return Log(
      schema: Self.schemaURI, version: "2.1.0",
      runs: [Run(tool: Tool(driver: driver), results: results)])
  }

  private func location(_ path: String, line: Int, column: Int) -> Location {
    let relative = ReporterText.relativePath(path, base: baseDirectory)
    let artifact: ArtifactLocation
    if relative.hasPrefix("/") {
      // Outside the checkout: an absolute file URI, which needs no base.
      artifact = ArtifactLocation(uri: "file://" + Self.percentEncoded(relative), uriBaseId: nil)
    } else {
      artifact = ArtifactLocation(uri: Self.percentEncoded(relative), uriBaseId: "%SRCROOT%")
    }
    return Location(
      physicalLocation: PhysicalLocation(
        artifactLocation: artifact, region: Region(startLine: max(line, 1), startColumn: max(column, 1))))
  }

  /// A path as a URI reference: RFC 3986 path characters kept, everything else (spaces, `%`, `#`, `?`, non-ASCII
  /// as UTF-8) percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
    var result = ""
    for byte in path.utf8 {
      if allowed.contains(byte) {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return result
  }

  private static func level(_ severity: Severity) -> String {
    severity == .error ? "error" : "warning"
  }
}

extension SARIFReporter {
  struct Log: Encodable {
    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    let tool: Tool
    let results: [Result]
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name: String
    let informationUri: String?
    let semanticVersion: String
    let rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    struct Configuration: Encodable {
      let level: String
    }

    struct Properties: Encodable {
      let scope: String
      let optIn: Bool
    }

    let id: String
    let name: String
    let shortDescription: Text
    let defaultConfiguration: Configuration
    let properties: Properties?
  }

  struct Text: Encodable {
    let text: String
  }

  struct Result: Encodable {
    struct Properties: Encodable {
      let configurations: [String]
      let scene: String?
      let sceneName: String?
      let objects: [String]
    }

    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Text
    let locations: [Location]
    let partialFingerprints: [String: String]
    let properties: Properties
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }
}
