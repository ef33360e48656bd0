import Foundation
import Trellis
import Yams

/// A `.trellis.yml` that cannot be used, with the file and line of the problem.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let message: String

  public var description: String { "\(file):\(max(line, 1)): error: \(message)" }
}

extension LintConfiguration {
  /// The keys `.trellis.yml` understands, besides rule ids (whose values are severities).
  static let keys = [
    "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "matrix", "exclusions", "strict",
    "info_plist", "fonts", "allow_zero_lintable_files",
  ]

  /// Reads a `.trellis.yml`.
  ///
  /// ```yaml
  /// included: [App]
  /// excluded: [Pods, "**/Legacy/*.xib"]
  /// disabled_rules: [small-touch-target]
  /// opt_in_rules: []
  /// truncated-text: error            # a rule's severity
  /// matrix:
  ///   devices: [iphone-se-3rd-generation, iphone-17-pro-max, ipad-air-11-inch-m4]   # or: all
  ///   orientations: [portrait, landscape]
  ///   windows: [full, 1/3, 1/2, 2/3, slide-over]
  ///   content_sizes: [L, XXXL, AX5]
  ///   layout_directions: [ltr, rtl]
  /// exclusions:
  ///   - Main.storyboard#BYZ-38-t0r
  /// info_plist: auto                 # or none, or a path: which configurations the app can be seen in
  /// fonts: [App/Resources/Fonts]     # the app's font files or folders of them, so its text measures in them
  /// ```
  ///
  /// - Throws: ``ConfigurationError`` naming the line: unreadable file, bad YAML, unknown keys, rules, devices or
  ///   values.
  public static func load(from path: String) throws(ConfigurationError) -> LintConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(file: path, line: 0, message: "cannot read the configuration file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(file: path, line: 0, message: "the configuration file is not UTF-8")
    }
    var configuration = try parse(text, file: path)
    configuration.baseDirectory = (path as NSString).deletingLastPathComponent
    return configuration
  }

  /// Reads configuration text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(ConfigurationError) -> LintConfiguration {
    func fail(_ node: Node?, _ message: String) -> ConfigurationError {
      ConfigurationError(file: file, line: node?.mark?.line ?? 0, message: message)
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw ConfigurationError(file: file, line: line(of: error), message: "invalid YAML: \(problem(of: error))")
    } catch {
      throw ConfigurationError(file: file, line: 0, message: "invalid YAML: \(error)")
    }
    var configuration = LintConfiguration()
    guard let root else { return configuration }
    guard let mapping = root.mapping else { throw fail(root, "the configuration must be a mapping of keys to values") }
    let ruleIDs = Set(RuleCatalog.descriptions.map(\.id))

    func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
      if let scalar = node.scalar { return [scalar.string] }
      guard let sequence = node.sequence else { throw fail(node, "\(key) must be a list") }
      var result: [String] = []
      for item in sequence {
        guard let scalar = item.scalar else { throw fail(item, "\(key) must list strings") }
        result.append(scalar.string)
      }
      return result
    }
    func rules(_ node: Node, _ key: String) throws(ConfigurationError) -> Set<String> {
      let names = try strings(node, key)
      if let unknown = names.first(where: { !ruleIDs.contains($0) }) {
        throw fail(node, "\(key): unknown rule \"\(unknown)\"; `trellis rules` lists them")
      }
      return Set(names)
    }

    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else { throw fail(keyNode, "keys must be strings") }
      switch key {
      case "included": configuration.included = try strings(value, key)
      case "excluded": configuration.excluded = try strings(value, key)
      case "disabled_rules": configuration.disabledRules = try rules(value, key)
      case "opt_in_rules": configuration.optInRules = try rules(value, key)
      case "only_rules": configuration.onlyRules = try rules(value, key)
      case "strict":
        guard let flag = value.bool else { throw fail(value, "strict must be true or false") }
        configuration.strict = flag
      case "allow_zero_lintable_files":
        guard let flag = value.bool else { throw fail(value, "allow_zero_lintable_files must be true or false") }
        configuration.allowZeroLintableFiles = flag
      case "exclusions":
        for text in try strings(value, key) {
          guard let exclusion = Exclusion(text) else {
            throw fail(value, "exclusion \"\(text)\" must be file#objectID (Main.storyboard#BYZ-38-t0r)")
          }
          configuration.exclusions.append(exclusion)
        }
      case "info_plist":
        guard let text = value.scalar?.string, !text.isEmpty else {
          throw fail(value, "info_plist must be auto, none or the path of an Info.plist")
        }
        configuration.appSettings = AppSettingsSource(text)
      case "fonts": configuration.fonts = try strings(value, key)
      case "matrix":
        configuration.matrix = try matrix(value, fail: fail, strings: strings)
      case _ where ruleIDs.contains(key):
        // `rule: error` or `rule: {severity: error}`.
        let severityNode = value.mapping.flatMap { $0["severity"] } ?? value
        guard let name = severityNode.scalar?.string, let severity = Severity(rawValue: name) else {
          throw fail(value, "\(key): severity must be warning or error")
        }
        if let options = value.mapping,
          let other = options.keys.compactMap(\.scalar?.string).first(where: { $0 != "severity" })
        {
          throw fail(value, "\(key): unknown option \"\(other)\"; only severity is configurable")
        }
        configuration.severities[key] = severity
      default:
        throw fail(
          keyNode,
          "unknown key \"\(key)\"; use \(keys.joined(separator: ", ")), or a rule id with a severity")
      }
    }
    return configuration
  }

  private static func matrix(
    _ node: Node, fail: (Node?, String) -> ConfigurationError,
    strings: (Node, String) throws(ConfigurationError) -> [String]
  ) throws(ConfigurationError) -> Matrix {
    guard let mapping = node.mapping else { throw fail(node, "matrix must be a mapping") }
    var matrix = Matrix()
    for (keyNode, value) in mapping {
      let key = keyNode.scalar?.string ?? ""
      let items = try strings(value, "matrix.\(key)")
      do {
        try matrix.set(key, to: items)
      } catch {
        throw fail(Matrix.keys.contains(key) ? value : keyNode, "matrix.\(key): \(error.message)")
      }
    }
    return matrix
  }

  private static func line(of error: YamlError) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
    default: 0
    }
  }

  private static func problem(of error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
    case .reader(let problem, _, _, _): problem
    default: "\(error)"
    }
  }
}
