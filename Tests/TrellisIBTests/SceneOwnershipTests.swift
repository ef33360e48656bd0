import Foundation
import Testing
import Trellis
import TrellisIB

/// A scene laid out and dropped is freed, window, views, constraints and all: lint lays out every scene on hundreds of
/// configurations, so a scene that kept itself alive would grow the process by its whole hierarchy each time.
/// Stack views, tables with cells, collection views, bars and detached views all occur in the corpus.
@Suite struct SceneOwnershipTests {
  /// A weak reference, read after the scene is gone.
  final class Watch {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  @Test(arguments: CorpusFidelityTests.files, [IBLayoutOptions.Mode.designTime, .runtime])
  func aSceneLaidOutAndDroppedIsFreed(file: String, mode: IBLayoutOptions.Mode) {
    let document = IBDocument(
      contentsOf: CorpusFidelityTests.folder.appendingPathComponent("files/\(file)").path)
    var watched: [(id: String, watch: Watch)] = []
    for scene in document.scenes {
      _ = document.inspect(scene, options: IBLayoutOptions(mode: mode)) { live in
        watched.append(("window of \(scene.id)", Watch(live.window)))
        for entry in live.entries { watched.append((entry.element.id ?? "?", Watch(entry.view))) }
        for constraint in live.constraints { watched.append((constraint.identifier ?? "?", Watch(constraint))) }
      }
    }
    #expect(!watched.isEmpty)
    let alive = watched.filter { $0.watch.object != nil }.map(\.id)
    #expect(alive == [], "\(alive.count) of \(watched.count) objects outlive their scene")
  }
}
