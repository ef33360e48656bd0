import Foundation

/// Finds the app settings that apply to a document: walking up from the document's folder, the nearest `Info.plist`
/// (or `*-Info.plist`) that declares orientations, device families or full screen, and the nearest Xcode project
/// (`*.xcodeproj/project.pbxproj`, whose targets name their Info.plist files and generated keys). The walk stops at
/// the project, at a repository root (a folder holding `.git`) or at the file system's root.
///
/// The nearest Info.plist says the orientations and full screen; the project fills in what it does not say (device
/// families, which source Info.plists rarely carry, and everything for generated Info.plists).
final class AppSettingsLocator: @unchecked Sendable {
  private let fileManager = FileManager.default
  /// Results by folder: a document's answer is its folder's.
  private var cache: [String: AppSettings?] = [:]

  /// The settings for the document at `path`; nil when none were found.
  func settings(forDocumentAt path: String) -> AppSettings? {
    let folder = (absolute(path) as NSString).deletingLastPathComponent
    if let known = cache[folder] { return known }
    let found = search(from: folder)
    cache[folder] = found
    return found
  }

  /// The settings in one Info.plist, given by the user; nil when it cannot be read or says nothing that matters.
  func settings(infoPlistAt path: String) -> AppSettings? {
    if let known = cache["plist:" + path] { return known }
    let found = fileManager.contents(atPath: path).flatMap { AppSettings(infoPlist: $0, source: path) }
    cache["plist:" + path] = found
    return found
  }

  private func search(from start: String) -> AppSettings? {
    var plist: AppSettings?
    var project: AppSettings?
    var folder = start
    while true {
      let entries = (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
      if plist == nil {
        for name in entries where name == "Info.plist" || name.hasSuffix("-Info.plist") {
          let file = (folder as NSString).appendingPathComponent(name)
          if let data = fileManager.contents(atPath: file), let settings = AppSettings(infoPlist: data, source: file) {
            plist = settings
            break
          }
        }
      }
      var foundProject = false
      for name in entries where name.hasSuffix(".xcodeproj") {
        let file = (folder as NSString).appendingPathComponent(name + "/project.pbxproj")
        guard let data = fileManager.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
          continue
        }
        foundProject = true
        if let settings = AppSettings.project(pbxproj: text, projectDirectory: folder, source: file) {
          project = project.map { AppSettings.union($0, settings) } ?? settings
        }
      }
      if foundProject || entries.contains(".git") { break }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    guard var result = plist ?? project else { return nil }
    if let plist, let project {
      result.idioms = plist.idioms ?? project.idioms
      result.source = plist.source + ", " + project.source
    }
    return result
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : (fileManager.currentDirectoryPath as NSString).appendingPathComponent(path)
  }
}
