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
      let part = runLayoutRules(
        unit.document, scene: unit.document.document.scenes[scene], configurations: unit.configurations)
      return UnitResult(part: part)
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

  /// Lays a scene out in the configurations of `range` and runs the layout rules, keeping what each problem was
  /// found in. A scene's configurations may be split into parts run in parallel; ``finish(_:of:in:)`` merges them.
  private func runLayoutRules(_ shared: SharedDocument, scene: IBScene, configurations range: Range<Int>) -> ScenePart {
    let document = shared.document
    let layoutRules = rules.filter { $0.rule.description.scope == .layout }
    var part = ScenePart()
    // Text sizes change nothing in a scene without Dynamic Type text or readable-width guides: lay it out at the
    // first size and count what it finds at the others.
    let sharing = Worker.dependsOnContentSize(scene) ? [:] : contentSizeGroups
    let facts = SceneFacts(scene: scene, document: document)
    for index in range {
      let configuration = configurations[index]
      guard sharing[index] == nil || sharing[index]!.first == index else { continue }
      // Configurations the app is never seen in (its Info.plist's orientations, devices, full screen) are skipped;
      // a text-size group shares device, orientation and window, so it is kept or skipped whole.
      if let allowed = shared.configurations, !allowed.contains(index) { continue }
      let group = sharing[index] ?? [index]
      let options = IBLayoutOptions(mode: .runtime, environment: configuration.environment)
      let ambiguityWithPlaceholders =
        facts.placeholderItems.isEmpty
        ? nil : Worker.ambiguityWithPlaceholders(document, scene: scene, options: options)
      var firstSeen: [String] = []
      let snapshot: IBSceneLayout? =
        document.inspect(scene, options: options) { live in
          let context = LayoutContext(
            document: document, scene: scene, live: live, configuration: configuration,
            sceneFacts: facts, ambiguityWithPlaceholders: ambiguityWithPlaceholders)
          for (rule, severity) in layoutRules {
            for violation in rule.check(context) {
              let key = rule.description.id + "\u{1}" + violation.mergeKey
              if part.pending[key] == nil {
                part.pending[key] = ScenePart.Pending(
                  violation: violation, rule: rule.description.id, severity: severity, configurations: group)
                part.order.append(key)
                firstSeen.append(key)
              } else if part.pending[key]!.configurations.last != group.last {
                part.pending[key]!.configurations += group
              }
            }
          }
          // Pictures: every scene in the overview configurations, and the first configuration of each finding.
          return !firstSeen.isEmpty || overview.contains(index) ? live.layout : nil
        } ?? nil
      part.layoutCount += 1
      if let snapshot {
        part.snapshots.append(
          ScenePart.Snapshot(configuration: index, layout: snapshot, firstSeen: firstSeen))
      }
    }
    return part
  }

  /// The axes along which each view of a scene (by id) is ambiguous with its placeholder constraints kept, as if the
  /// code that replaces them had run. Laid out once more, only for the few scenes that have placeholders (8 of 321
  /// documents of the corpus and holdouts).
  private static func ambiguityWithPlaceholders(
    _ document: IBDocument, scene: IBScene, options: IBLayoutOptions
  ) -> [String: Set<LayoutAxis>] {
    var kept = options
    kept.keepsPlaceholderConstraints = true
    return document.inspect(scene, options: kept) { live in
      var result: [String: Set<LayoutAxis>] = [:]
      for entry in live.entries
      where entry.view.window != nil && !entry.isContainerBar && !entry.view.translatesAutoresizingMaskIntoConstraints {
        let axes = entry.view.ambiguousAxes
        if !axes.isEmpty, let id = entry.element.id { result[id] = axes }
      }
      return result
    } ?? [:]
  }

  /// Merges the parts a scene's configurations were split into, in configuration order, into its findings (one per
  /// problem, with every configuration it occurs in) and pictures: as if one worker had laid the scene out in every
  /// configuration in turn.
  func finish(_ parts: [ScenePart], of scene: IBScene, in document: IBDocument) -> UnitResult {
    var pending: [String: ScenePart.Pending] = [:]
    var order: [String] = []
    var firstConfiguration: [String: Int] = [:]
    var result = UnitResult()
    for part in parts {
      for key in part.order {
        guard let found = part.pending[key] else { continue }
        if pending[key] == nil {
          pending[key] = found
          order.append(key)
        } else {
          pending[key]!.configurations += found.configurations
        }
      }
      for snapshot in part.snapshots {
        for key in snapshot.firstSeen where firstConfiguration[key] == nil {
          firstConfiguration[key] = snapshot.configuration
        }
      }
      result.layoutCount += part.layoutCount
    }
    for part in parts {
      for snapshot in part.snapshots
      where overview.contains(snapshot.configuration)
        || snapshot.firstSeen.contains(where: { firstConfiguration[$0] == snapshot.configuration })
      {
        result.snapshots.append(
          SceneSnapshot(
            file: document.path, sceneID: scene.id, configuration: snapshot.configuration, layout: snapshot.layout,
            findings: []))
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

/// What laying a scene out in some of the configurations found: each problem with the configurations it occurs in
/// (in the order first met), and the pictures that may be kept.
struct ScenePart: Sendable {
  struct Pending: Sendable {
    var violation: Violation
    var rule: String
    var severity: Severity
    var configurations: [Int]
  }

  /// A picture, kept if its configuration is in the overview or is the first of a finding's.
  struct Snapshot: Sendable {
    let configuration: Int
    let layout: IBSceneLayout
    /// The problems first met in this part at this configuration.
    let firstSeen: [String]
  }

  var pending: [String: Pending] = [:]
  var order: [String] = []
  var snapshots: [Snapshot] = []
  var layoutCount = 0
}
