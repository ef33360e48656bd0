import Foundation
import Trellis

/// Finds the app settings that apply to a document: walking up from the document's folder, the nearest `Info.plist`
/// (or `*-Info.plist`) that declares orientations, device families or full screen, and the nearest Xcode project
/// (`*.xcodeproj/project.pbxproj`, whose targets name their Info.plist files and generated keys). The walk stops at
/// the project, at a repository root (a folder holding `.git`) or at the file system's root.
///
/// The nearest Info.plist says the orientations and full screen; the project fills in what it does not say (device
/// families, which source Info.plists rarely carry, and everything for generated Info.plists). The fonts its
/// `UIAppFonts` lists are looked up under the app's root: the project's folder, else the repository's, else the
/// Info.plist's.
final class AppSettingsLocator: @unchecked Sendable {
  private let fileManager = FileManager.default
  /// Results by folder: a document's answer is its folder's.
  private var cache: [String: AppSettings?] = [:]
  /// Font finders by root folder, so that a tree is searched once per run.
  private var fontFinders: [String: AppFontFinder] = [:]

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
    let found = fileManager.contents(atPath: path).flatMap { AppSettings(infoPlist: $0, source: path) }.map {
      resolvingFonts($0, root: appRoot(from: (absolute(path) as NSString).deletingLastPathComponent))
    }
    cache["plist:" + path] = found
    return found
  }

  private func search(from start: String) -> AppSettings? {
    var plist: AppSettings?
    var plistFolder = start
    var project: AppSettings?
    var root: String?
    var folder = start
    while true {
      let entries = (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
      if plist == nil {
        for name in entries where name == "Info.plist" || name.hasSuffix("-Info.plist") {
          let file = (folder as NSString).appendingPathComponent(name)
          if let data = fileManager.contents(atPath: file), let settings = AppSettings(infoPlist: data, source: file) {
            plist = settings
            plistFolder = folder
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
      if foundProject || entries.contains(".git") {
        root = folder
        break
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    guard var result = plist ?? project else { return nil }
    if let plist, let project {
      result.idioms = plist.idioms ?? project.idioms
      if result.appFonts.isEmpty { result.appFonts = project.appFonts }
      result.source = plist.source + ", " + project.source
    }
    return resolvingFonts(result, root: root ?? plistFolder)
  }

  /// The folder an app's fonts are looked up under, for an Info.plist in `folder`: the nearest folder above it that
  /// holds an Xcode project or a repository, else `folder` itself.
  private func appRoot(from folder: String) -> String {
    var current = folder
    while true {
      let entries = (try? fileManager.contentsOfDirectory(atPath: current)) ?? []
      if entries.contains(".git") || entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return current }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return folder }
      current = parent
    }
  }

  private func resolvingFonts(_ settings: AppSettings, root: String) -> AppSettings {
    guard !settings.appFonts.isEmpty else { return settings }
    let finder = fontFinders[root] ?? AppFontFinder(root: root)
    fontFinders[root] = finder
    return finder.resolving(settings)
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : (fileManager.currentDirectoryPath as NSString).appendingPathComponent(path)
  }
}

extension AppSettings {
  /// The settings of the app that holds the document at `path`, found as `trellis lint` finds them: the nearest
  /// Info.plist and Xcode project (see ``Linter``), with the files of its `UIAppFonts` looked up. Nil when there are
  /// none.
  public static func discovered(forDocumentAt path: String) -> AppSettings? {
    AppSettingsLocator().settings(forDocumentAt: path)
  }

  /// Registers ``fontFiles`` with `measurer`, so that text set in the app's fonts measures with them; returns the
  /// settings with ``unreadableFonts`` saying which could not be read.
  public func registeringFonts(with measurer: FontTextMeasurer = .shared) -> AppSettings {
    var settings = self
    settings.unreadableFonts = []
    for file in fontFiles {
      do {
        try measurer.register(fontFile: file)
      } catch {
        settings.unreadableFonts.append("\(error)")
      }
    }
    return settings
  }
}
