import Foundation
import Trellis

/// Finds the files an app's `UIAppFonts` lists in its source tree. The entries are paths inside the built app
/// (`Poppins-Bold.ttf`, or `Fonts/Poppins-Bold.ttf` for a folder reference), and Xcode copies a font into the app
/// from wherever the project keeps it, so a file is found by its name anywhere under the app's root folder; when
/// several share the name, the one whose path ends with the whole entry, else the first in path order. Names match
/// exactly, else ignoring case (as on the Mac Interface Builder runs on).
///
/// Hidden folders and build products (`build`, `DerivedData`, `node_modules`, `.app` bundles) are not searched, and
/// the search stops after ``entryLimit`` entries so that a huge tree cannot stall a run.
struct AppFontFinder {
  static let skippedFolders: Set<String> = ["build", "DerivedData", "node_modules"]
  static let entryLimit = 200_000

  /// The font files under the root, by lowercased file name, each list in path order.
  private let filesByName: [String: [String]]

  init(root: String) {
    var byName: [String: [String]] = [:]
    let url = URL(fileURLWithPath: root, isDirectory: true)
    let enumerator = FileManager.default.enumerator(
      at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    var visited = 0
    while let next = enumerator?.nextObject() as? URL {
      visited += 1
      if visited > Self.entryLimit { break }
      let name = next.lastPathComponent
      if (try? next.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        if Self.skippedFolders.contains(name) || name.hasSuffix(".app") || name.hasSuffix(".xcarchive") {
          enumerator?.skipDescendants()
        }
        continue
      }
      guard FontTextMeasurer.fontFileExtensions.contains(next.pathExtension.lowercased()) else { continue }
      byName[name.lowercased(), default: []].append(next.path)
    }
    filesByName = byName.mapValues { $0.sorted() }
  }

  /// The file for a `UIAppFonts` entry; nil when there is none.
  func file(for entry: String) -> String? {
    let name = (entry as NSString).lastPathComponent
    guard let candidates = filesByName[name.lowercased()] else { return nil }
    let exact = candidates.filter { ($0 as NSString).lastPathComponent == name }
    let pool = exact.isEmpty ? candidates : exact
    let suffix = "/" + entry.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    return pool.first { $0.hasSuffix(suffix) } ?? pool.first
  }

  /// The settings with their fonts looked up: ``AppSettings/fontFiles`` and ``AppSettings/missingFonts``.
  func resolving(_ settings: AppSettings) -> AppSettings {
    var settings = settings
    settings.fontFiles = []
    settings.missingFonts = []
    for entry in settings.appFonts {
      if let file = file(for: entry) {
        if !settings.fontFiles.contains(file) { settings.fontFiles.append(file) }
      } else {
        settings.missingFonts.append(entry)
      }
    }
    return settings
  }
}
