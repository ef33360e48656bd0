import Dispatch
import Foundation
import Synchronization
import Trellis
import TrellisIB

/// Lints Interface Builder documents: finds them, lays out every scene in every configuration of the matrix (in
/// parallel across cores), runs the rules, and merges what the configurations found into one finding each.
public struct Linter: Sendable {
  /// Where a run is, for progress output.
  public struct Progress: Sendable {
    public let unitsDone: Int
    public let unitsTotal: Int
    public let layoutsDone: Int
    /// The document of the unit just finished.
    public let file: String
  }

  public var configuration: LintConfiguration
  public var shard: Shard?
  /// Called after each work unit (a document's own checks, or a scene in every configuration), from any thread.
  public var progress: (@Sendable (Progress) -> Void)?
  /// How many threads lay out at once; by default one per core.
  public var concurrency = ProcessInfo.processInfo.activeProcessorCount

  public init(configuration: LintConfiguration = LintConfiguration(), shard: Shard? = nil) {
    self.configuration = configuration
    self.shard = shard
  }

  /// Lints the documents under `paths` (files or folders; the configuration's `included` paths, or the current
  /// folder, when empty).
  ///
  /// - Throws: ``MatrixError`` when the matrix names unknown devices or is empty.
  public func lint(paths: [String]) throws(MatrixError) -> LintReport {
    let start = DispatchTime.now().uptimeNanoseconds
    let configurations = try configuration.matrix.configurations()
    let base = configuration.baseDirectory ?? "."
    var roots = paths
    if roots.isEmpty {
      roots =
        configuration.included.isEmpty
        ? [base] : configuration.included.map { Linter.resolve($0, against: base) }
    }
    let discovery = FileDiscovery(excluded: configuration.excluded, baseDirectory: base)
    let (paths, missing) = discovery.documents(in: roots)

    // Read every document (in parallel; reading is a small part of the work).
    let documents = Mutex<[IBDocument?]>(Array(repeating: nil, count: paths.count))
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let document = IBDocument(contentsOf: paths[index])
      documents.withLock { $0[index] = document }
    }
    // Documents for other platforms (a macOS or watchOS target's storyboards beside the iOS app's) are not UIKit
    // layouts: they are left out, as if they were not there.
    let all = documents.withLock { $0 }.map { $0! }
    let read = all.filter { $0.platform == .iOS }

    // Work units in a fixed order: each readable document's own checks, then its scenes.
    let locator = AppSettingsLocator()
    var registered: [AppSettings: AppSettings] = [:]
    var units: [Unit] = []
    var files: [LintedFile] = []
    for path in missing {
      files.append(
        LintedFile(
          path: path, scenes: [],
          failure: IBDiagnostic(
            severity: .error, rule: "unreadable-file", message: "no such file or folder", file: path, line: 0)))
    }
    // Nothing to lint under paths that exist is an error, as in SwiftLint ("No lintable files found at paths"): a CI
    // job given a wrong folder must not pass. `allow_zero_lintable_files` accepts it.
    if read.isEmpty, missing.isEmpty, !configuration.allowZeroLintableFiles {
      for root in roots {
        files.append(
          LintedFile(path: root, scenes: [], failure: noDocumentsFailure(under: root, otherPlatforms: all.count)))
      }
    }
    if case .infoPlist(let file) = configuration.appSettings {
      let resolved = Linter.resolve(file, against: base)
      let data = FileManager.default.contents(atPath: resolved)
      if data.flatMap({ try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) }) == nil {
        files.append(
          LintedFile(
            path: resolved, scenes: [],
            failure: IBDiagnostic(
              severity: .error, rule: "unreadable-file",
              message: data == nil ? "no such Info.plist" : "the Info.plist is not a property list", file: resolved,
              line: 0)))
      }
    }
    for document in read {
      if document.root == nil {
        let failure =
          document.diagnostics.first { $0.severity == .error }
          ?? IBDiagnostic(
            severity: .error, rule: "unreadable-file", message: "the document could not be read", file: document.path,
            line: 0)
        files.append(LintedFile(path: document.path, scenes: [], failure: failure))
        continue
      }
      // The app's own fonts are registered before any layout starts, so every document measures the same text the
      // same way whatever order the threads take.
      let settings = appSettings(for: document.path, locator: locator, base: base).map { settings in
        if let known = registered[settings] { return known }
        let done = settings.registeringFonts()
        registered[settings] = done
        return done
      }
      let allowed = settings.map { settings in configurations.indices.filter { settings.allows(configurations[$0]) } }
      files.append(
        LintedFile(
          path: document.path,
          scenes: document.scenes.map { LintedScene(id: $0.id, name: $0.name, line: $0.element.line) }, failure: nil,
          appSettings: settings, configurations: allowed))
      let context = SharedDocument(document: document, configurations: allowed.map(Set.init))
      units.append(Unit(document: context, scene: nil, configurations: 0..<0))
      for index in document.scenes.indices {
        units.append(Unit(document: context, scene: index, configurations: configurations.indices))
      }
    }
    // A scene is laid out in every configuration. When there are few scenes to share out, each one's configurations
    // are split into parts, so that one big scene does not keep a single core busy while the others wait; its parts
    // are merged back in configuration order, so the report is the same however the work is split.
    let owned = units.indices.filter { shard?.owns($0) ?? true }.map { units[$0] }
    let sceneCount = owned.filter { $0.scene != nil }.count
    let parts = Linter.partsPerScene(scenes: sceneCount, threads: concurrency, configurations: configurations.count)
    let mine = owned.flatMap { unit in
      guard unit.scene != nil else { return [unit] }
      return Linter.split(unit.configurations, into: parts).map { range in
        Unit(document: unit.document, scene: unit.scene, configurations: range)
      }
    }

    let enabled = configuration.enabledRules
    let rules = enabled.compactMap { description in
      RuleCatalog.rule(id: description.id).map { (rule: $0, severity: description.defaultSeverity) }
    }
    let overview = Linter.overview(of: configurations)
    let worker = Worker(
      rules: rules, configurations: configurations, overview: Set(overview))

    // Big documents first, so that the last threads do not wait on one.
    let weights = mine.map(\.weight)
    let order = mine.indices.sorted { (weights[$0], $1) > (weights[$1], $0) }
    let results = Mutex<[UnitResult?]>(Array(repeating: nil, count: mine.count))
    let done = Mutex((units: 0, layouts: 0))
    let progress = self.progress
    let total = mine.count
    let queue = DispatchQueue(label: "trellis.lint", attributes: .concurrent)
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: max(concurrency, 1))
    for position in order {
      slots.wait()
      queue.async(group: group) {
        let unit = mine[position]
        let result = worker.run(unit)
        results.withLock { $0[position] = result }
        let now = done.withLock { state in
          state.units += 1
          state.layouts += result.part?.layoutCount ?? result.layoutCount
          return state
        }
        progress?(
          Progress(unitsDone: now.units, unitsTotal: total, layoutsDone: now.layouts, file: unit.document.document.path)
        )
        slots.signal()
      }
    }
    group.wait()

    let unitResults = Linter.merge(results.withLock { $0 }.compactMap { $0 }, of: mine, worker: worker)
    var findings = unitResults.flatMap(\.findings).filter { finding in
      !configuration.exclusions.contains { $0.matches(finding) }
    }
    findings.sort { ($0.file, $0.line, $0.rule, $0.message) < ($1.file, $1.line, $1.rule, $1.message) }
    let snapshots = Linter.attach(findings: findings, to: unitResults.flatMap(\.snapshots))
    let layoutCount = unitResults.reduce(0) { $0 + $1.layoutCount }
    let duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return LintReport(
      configurations: configurations, overviewConfigurations: overview,
      files: files.sorted { $0.path < $1.path }, rules: enabled, findings: findings, snapshots: snapshots,
      layoutCount: layoutCount, duration: duration)
  }

  /// How many parts each scene's configurations are split into: enough for about four units of work per thread,
  /// at most 16, and none with fewer than 8 configurations.
  static func partsPerScene(scenes: Int, threads: Int, configurations: Int) -> Int {
    guard scenes > 0, threads > 1 else { return 1 }
    let wanted = (4 * threads + scenes - 1) / scenes
    return max(1, min(wanted, 16, configurations / 8))
  }

  /// `range` cut into `count` consecutive parts of nearly equal length.
  static func split(_ range: Range<Int>, into count: Int) -> [Range<Int>] {
    let length = range.count
    return (0..<count).map { part in
      (range.lowerBound + part * length / count)..<(range.lowerBound + (part + 1) * length / count)
    }
  }

  /// The results of the units in order, with the parts of each scene (consecutive units) merged into one.
  static func merge(_ results: [UnitResult], of units: [Unit], worker: Worker) -> [UnitResult] {
    var merged: [UnitResult] = []
    var index = 0
    while index < results.count {
      guard results[index].part != nil, let scene = units[index].scene else {
        merged.append(results[index])
        index += 1
        continue
      }
      let document = units[index].document
      var end = index
      while end < results.count, results[end].part != nil, units[end].document === document,
        units[end].scene == scene
      {
        end += 1
      }
      let parts = results[index..<end].compactMap(\.part)
      merged.append(worker.finish(parts, of: document.document.scenes[scene], in: document.document))
      index = end
    }
    return merged
  }

  /// The rule of the failure a path with no document to lint under it gets.
  public static let noDocumentsRule = "no-lintable-files"

  /// Why a path given holds nothing to lint: no `.storyboard` or `.xib` under it, or only excluded ones.
  private func noDocumentsFailure(under root: String, otherPlatforms: Int) -> IBDiagnostic {
    var message = "no iOS Interface Builder documents (.storyboard or .xib) found under \(root)"
    if !configuration.excluded.isEmpty { message += " that the configuration's excluded paths leave in" }
    if otherPlatforms > 0 { message += " (\(otherPlatforms) for macOS, tvOS or watchOS left out)" }
    message += "; nothing was linted (allow_zero_lintable_files: true in .trellis.yml accepts this)"
    return IBDiagnostic(severity: .error, rule: Linter.noDocumentsRule, message: message, file: root, line: 0)
  }

  /// The app settings for a document, as the configuration asks: found near it, read from one Info.plist, or none.
  private func appSettings(for path: String, locator: AppSettingsLocator, base: String) -> AppSettings? {
    switch configuration.appSettings {
    case .ignore: return nil
    case .discover: return locator.settings(forDocumentAt: path)
    case .infoPlist(let file):
      let resolved = Linter.resolve(file, against: base)
      return locator.settings(infoPlistAt: resolved)
    }
  }

  /// A path from the configuration: absolute, or relative to the configuration file's folder.
  static func resolve(_ path: String, against base: String) -> String {
    path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
  }

  /// The configurations every scene is pictured in: at the first text size and direction, the narrowest and widest
  /// window of each idiom and orientation.
  static func overview(of configurations: [DeviceConfiguration]) -> [Int] {
    guard let first = configurations.first?.environment else { return [] }
    var extremes: [String: (narrow: Int, wide: Int)] = [:]
    for (index, configuration) in configurations.enumerated() {
      let environment = configuration.environment
      guard environment.contentSizeCategory == first.contentSizeCategory,
        environment.layoutDirection == first.layoutDirection
      else { continue }
      let group = "\(environment.device.idiom) \(configuration.orientationName)"
      let width = environment.windowSize.width
      guard let known = extremes[group] else {
        extremes[group] = (index, index)
        continue
      }
      let narrow = configurations[known.narrow].environment.windowSize.width
      let wide = configurations[known.wide].environment.windowSize.width
      extremes[group] = (width < narrow ? index : known.narrow, width > wide ? index : known.wide)
    }
    return Set(extremes.values.flatMap { [$0.narrow, $0.wide] }).sorted()
  }

  /// Gives each snapshot the indices of the findings that occur in its scene and configuration.
  static func attach(findings: [Finding], to snapshots: [SceneSnapshot]) -> [SceneSnapshot] {
    var byScene: [String: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      byScene["\(finding.file)#\(finding.sceneID ?? "")", default: []].append(index)
    }
    return snapshots.map { snapshot in
      let candidates = byScene["\(snapshot.file)#\(snapshot.sceneID)"] ?? []
      let matching = candidates.filter { index in
        let configurations = findings[index].configurations
        return configurations.isEmpty || configurations.contains(snapshot.configuration)
      }
      return SceneSnapshot(
        file: snapshot.file, sceneID: snapshot.sceneID, configuration: snapshot.configuration,
        layout: snapshot.layout, findings: matching)
    }
    .sorted { ($0.file, $0.sceneID, $0.configuration) < ($1.file, $1.sceneID, $1.configuration) }
  }
}

/// A document read once and shared by its work units, with the scene each element id belongs to.
final class SharedDocument: Sendable {
  let document: IBDocument
  let sceneOfElement: [String: String]
  /// The configurations the document's app can be seen in; nil means all.
  let configurations: Set<Int>?

  init(document: IBDocument, configurations: Set<Int>? = nil) {
    self.document = document
    self.configurations = configurations
    var map: [String: String] = [:]
    func visit(_ element: IBElement, scene: String) {
      if let id = element.id { map[id] = scene }
      for child in element.children { visit(child, scene: scene) }
    }
    for scene in document.scenes { visit(scene.element, scene: scene.id) }
    sceneOfElement = map
  }
}

/// A document's own checks (scene nil), or one scene in every configuration (or in a part of them).
struct Unit: Sendable {
  let document: SharedDocument
  let scene: Int?
  /// The configurations a scene unit lays the scene out in (its part of them, or all); none for a document's checks.
  let configurations: Range<Int>

  /// A guess at the cost, for scheduling: the scene's element count times the unit's configurations.
  var weight: Int {
    guard let scene else { return 1 }
    func count(_ element: IBElement) -> Int { 1 + element.children.reduce(0) { $0 + count($1) } }
    return count(document.document.scenes[scene].element) * configurations.count
  }
}

struct UnitResult: Sendable {
  var findings: [Finding] = []
  var snapshots: [SceneSnapshot] = []
  var layoutCount = 0
  /// For a scene unit, what it found, merged with the scene's other parts once all are done.
  var part: ScenePart? = nil
}
