import Trellis
import TrellisIB

/// Runs the rules on one work unit and merges each problem's occurrences across configurations.
struct Worker: Sendable {
  let rules: [(rule: any Rule, severity: Severity)]
  let configurations: [DeviceConfiguration]
  /// Configurations every scene is pictured in.
  let overview: Set<Int>

  func run(_ unit: Unit) -> UnitResult {
    if let scene = unit.scene {
      return runLayoutRules(unit.document, scene: unit.document.document.scenes[scene])
    }
    return runDocumentRules(unit.document)
  }

  /// For each configuration, the configurations that differ from it only in text size (itself first), when the
  /// matrix has several sizes.
  let contentSizeGroups: [Int: [Int]]

  init(rules: [(rule: any Rule, severity: Severity)], configurations: [DeviceConfiguration], overview: Set<Int>) {
    self.rules = rules
    self.configurations = configurations
    self.overview = overview
    var groups: [String: [Int]] = [:]
    for (index, configuration) in configurations.enumerated() {
      let environment = configuration.environment
      let key =
        "\(environment.device.id) \(environment.orientation) \(environment.windowMode) \(environment.layoutDirection)"
      groups[key, default: []].append(index)
    }
    var result: [Int: [Int]] = [:]
    for group in groups.values where group.count > 1 {
      for index in group { result[index] = group }
    }
    contentSizeGroups = result
  }

  /// Whether a scene's layout can change with the text size: a font with a text style (Dynamic Type), a readable
  /// content guide, or wrapping text (whose readable width the text size sets).
  static func dependsOnContentSize(_ scene: IBScene) -> Bool {
    func visit(_ element: IBElement) -> Bool {
      if element.name == "fontDescription", element["style"] != nil { return true }
      if element.name == "viewLayoutGuide",
        !["safeArea", "contentLayoutGuide", "frameLayoutGuide"].contains(element["key"] ?? "")
      {
        return true
      }
      if element["adjustsFontForContentSizeCategory"] == "YES"
        || element["cellLayoutMarginsFollowReadableWidth"] == "YES"
      {
        return true
      }
      // Labels are one line unless `numberOfLines` says otherwise.
      if element.name == "label", let lines = element["numberOfLines"], lines != "1" { return true }
      return element.children.contains(where: visit)
    }
    return visit(scene.element)
  }

  private func runDocumentRules(_ shared: SharedDocument) -> UnitResult {
    let document = shared.document
    let documentRules = rules.filter { $0.rule.description.scope == .document }
    guard !documentRules.isEmpty else { return UnitResult() }
    let designLayouts = document.layoutAll()
    let context = DocumentContext(document: document, designLayouts: designLayouts)
    var result = UnitResult(layoutCount: designLayouts.count)
    for (rule, severity) in documentRules {
      var seen = Set<String>()
      for violation in rule.check(context) where seen.insert(violation.mergeKey).inserted {
        let sceneID = violation.objects.lazy.compactMap { shared.sceneOfElement[$0] }.first
        result.findings.append(
          Finding(
            rule: rule.description.id, severity: violation.severity(under: severity),
            file: document.path, line: violation.line,
            sceneID: sceneID, sceneName: sceneID.flatMap { id in document.scenes.first { $0.id == id }?.name },
            objects: violation.objects, message: violation.message, details: violation.details, configurations: []))
      }
    }
    return result
  }

  private func runLayoutRules(_ shared: SharedDocument, scene: IBScene) -> UnitResult {
    let document = shared.document
    let layoutRules = rules.filter { $0.rule.description.scope == .layout }
    struct Pending {
      var violation: Violation
      var rule: String
      var severity: Severity
      var configurations: [Int]
    }
    var pending: [String: Pending] = [:]
    var order: [String] = []
    var result = UnitResult()
    // Text sizes change nothing in a scene without Dynamic Type text or readable-width guides: lay it out at the
    // first size and count what it finds at the others.
    let sharing = Worker.dependsOnContentSize(scene) ? [:] : contentSizeGroups
    let facts = SceneFacts(scene: scene, document: document)
    for (index, configuration) in configurations.enumerated() {
      guard sharing[index] == nil || sharing[index]!.first == index else { continue }
      // Configurations the app is never seen in (its Info.plist's orientations, devices, full screen) are skipped;
      // a text-size group shares device, orientation and window, so it is kept or skipped whole.
      if let allowed = shared.configurations, !allowed.contains(index) { continue }
      let group = sharing[index] ?? [index]
      let options = IBLayoutOptions(mode: .runtime, environment: configuration.environment)
      let snapshot: IBSceneLayout? =
        document.inspect(scene, options: options) { live in
          let context = LayoutContext(
            document: document, scene: scene, live: live, configuration: configuration,
            sceneFacts: facts)
          var isNew = false
          for (rule, severity) in layoutRules {
            for violation in rule.check(context) {
              let key = rule.description.id + "\u{1}" + violation.mergeKey
              if pending[key] == nil {
                pending[key] = Pending(
                  violation: violation, rule: rule.description.id, severity: severity, configurations: group)
                order.append(key)
                isNew = true
              } else if pending[key]!.configurations.last != group.last {
                pending[key]!.configurations += group
              }
            }
          }
          // Pictures: every scene in the overview configurations, and the first configuration of each finding.
          return isNew || overview.contains(index) ? live.layout : nil
        } ?? nil
      result.layoutCount += 1
      if let snapshot {
        result.snapshots.append(
          SceneSnapshot(
            file: document.path, sceneID: scene.id, configuration: index, layout: snapshot, findings: []))
      }
    }
    for key in order {
      guard let item = pending[key] else { continue }
      result.findings.append(
        Finding(
          rule: item.rule, severity: item.violation.severity(under: item.severity),
          file: document.path, line: item.violation.line,
          sceneID: scene.id, sceneName: scene.name, objects: item.violation.objects, message: item.violation.message,
          details: item.violation.details, configurations: item.configurations.sorted()))
    }
    return result
  }
}
