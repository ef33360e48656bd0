import TrellisLint

/// The kept layouts of a report by document and scene, and which cards each scene's row shows.
struct HTMLSceneCards {
  /// One card: a configuration and its layout, if one was kept.
  struct Card {
    let configuration: Int
    let snapshot: SceneSnapshot?
    /// Whether the configuration is one of the report's overview configurations (else it is shown because a
    /// finding was first seen there).
    let isOverview: Bool
  }

  private struct Key: Hashable {
    let file: String
    let sceneID: String
  }

  private let snapshots: [Key: [Int: SceneSnapshot]]
  private let overview: [Int]
  /// Per document, the configurations its app can be seen in, when its app settings leave some out.
  private let supported: [String: Set<Int>]

  init(_ report: LintReport) {
    var snapshots: [Key: [Int: SceneSnapshot]] = [:]
    for snapshot in report.snapshots {
      let key = Key(file: snapshot.file, sceneID: snapshot.sceneID)
      if snapshots[key]?[snapshot.configuration] == nil {
        snapshots[key, default: [:]][snapshot.configuration] = snapshot
      }
    }
    self.snapshots = snapshots
    overview = report.overviewConfigurations
    var supported: [String: Set<Int>] = [:]
    for file in report.files {
      if let configurations = file.configurations { supported[file.path] = Set(configurations) }
    }
    self.supported = supported
  }

  /// The overview configurations in the report's order (with or without a layout; those the document's app is never
  /// seen in left out), then every other configuration a layout of the scene was kept for, ascending.
  func cards(file: String, sceneID: String) -> [Card] {
    let kept = snapshots[Key(file: file, sceneID: sceneID)] ?? [:]
    var seen = Set<Int>()
    var cards: [Card] = []
    let allowed = supported[file]
    for configuration in overview where allowed?.contains(configuration) ?? true && seen.insert(configuration).inserted
    {
      cards.append(Card(configuration: configuration, snapshot: kept[configuration], isOverview: true))
    }
    for configuration in kept.keys.sorted() where seen.insert(configuration).inserted {
      cards.append(Card(configuration: configuration, snapshot: kept[configuration], isOverview: false))
    }
    return cards
  }
}
