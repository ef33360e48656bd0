import Foundation
import Trellis

extension AppSettings {
  /// Interface orientations by their `Info.plist` names.
  static let orientationNames: [String: Orientation] = [
    "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
    "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
  ]

  /// Reads an `Info.plist` (XML or binary). Nil when it is not a property list or declares none of the keys that
  /// matter here (a framework's or a test bundle's `Info.plist`), so that it does not hide the app's.
  ///
  /// Keys: `UISupportedInterfaceOrientations` with its `~iphone`/`~ipad` variants, `UIRequiresFullScreen` (and
  /// `~ipad`), `UIDeviceFamily` (1 iPhone, 2 iPad), `UIAppFonts`.
  public init?(infoPlist data: Data, source: String) {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any]
    else { return nil }
    func orientations(_ key: String) -> Set<Orientation>? {
      guard let names = plist[key] as? [String] else { return nil }
      return Set(names.compactMap { Self.orientationNames[$0] })
    }
    let common = orientations("UISupportedInterfaceOrientations")
    let phone = orientations("UISupportedInterfaceOrientations~iphone") ?? common
    let pad = orientations("UISupportedInterfaceOrientations~ipad") ?? common
    let fullScreen = (plist["UIRequiresFullScreen~ipad"] ?? plist["UIRequiresFullScreen"]).flatMap(Self.bool)
    let families = (plist["UIDeviceFamily"] as? [Any]).map { Self.idioms($0.map { "\($0)" }) }
    let fonts = (plist["UIAppFonts"] as? [Any] ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }
    guard phone != nil || pad != nil || fullScreen != nil || families != nil || !fonts.isEmpty else { return nil }
    self.init(
      idioms: families, phoneOrientations: phone, padOrientations: pad, requiresFullScreen: fullScreen ?? false,
      appFonts: fonts, source: source)
  }

  /// Reads the settings of an Xcode project's targets from its `project.pbxproj`: each build configuration's
  /// `INFOPLIST_FILE` (read from `projectDirectory`, the folder holding the `.xcodeproj`) or, for generated
  /// Info.plists (Xcode 13 and later), its `INFOPLIST_KEY_…` settings; and `TARGETED_DEVICE_FAMILY`.
  ///
  /// A project can hold several apps; lint must not leave out a configuration any of them shows, so orientations and
  /// device families are the union over the targets that declare them, and full screen is required only when every
  /// such target requires it. Nil when no target declares anything that matters here.
  static func project(pbxproj text: String, projectDirectory: String, source: String) -> AppSettings? {
    var targets: [AppSettings] = []
    var families: Set<UserInterfaceIdiom>?
    for block in buildSettingBlocks(text) {
      if let value = block["TARGETED_DEVICE_FAMILY"] {
        families = (families ?? []).union(
          idioms(value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)))
      }
      var settings: AppSettings?
      if let file = block["INFOPLIST_FILE"], let path = resolve(file, in: projectDirectory),
        let data = FileManager.default.contents(atPath: path)
      {
        settings = AppSettings(infoPlist: data, source: source)
      }
      // Generated Info.plist keys fill in what the file does not say.
      func orientations(_ key: String) -> Set<Orientation>? {
        block[key].map { Set($0.split(separator: " ").compactMap { orientationNames[String($0)] }) }
      }
      let common = orientations("INFOPLIST_KEY_UISupportedInterfaceOrientations")
      let phone = orientations("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone") ?? common
      let pad = orientations("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad") ?? common
      let fullScreen = block["INFOPLIST_KEY_UIRequiresFullScreen"].flatMap(bool)
      if phone != nil || pad != nil || fullScreen != nil {
        var merged = settings ?? AppSettings(source: source)
        merged.phoneOrientations = merged.phoneOrientations ?? phone
        merged.padOrientations = merged.padOrientations ?? pad
        if settings == nil { merged.requiresFullScreen = fullScreen ?? false }
        settings = merged
      }
      if let settings { targets.append(settings) }
    }
    guard let first = targets.first else { return families.map { AppSettings(idioms: $0, source: source) } }
    var merged = targets.dropFirst().reduce(first, AppSettings.union)
    merged.idioms = families
    merged.source = source
    return merged
  }

  /// `1` iPhone, `2` iPad (other families — TV, watch, Vision — are not linted).
  static func idioms(_ values: [String]) -> Set<UserInterfaceIdiom> {
    Set(
      values.compactMap { value in
        switch value.trimmingCharacters(in: .whitespaces) {
        case "1": .phone
        case "2": .pad
        default: nil
        }
      })
  }

  static func bool(_ value: Any) -> Bool? {
    switch value {
    case let flag as Bool: flag
    case let text as String: ["YES", "TRUE", "1"].contains(text.uppercased()) ? true : false
    case let number as NSNumber: number.boolValue
    default: nil
    }
  }

  /// A build setting's path made absolute: relative to the project's folder, `$(SRCROOT)`/`$(PROJECT_DIR)` allowed;
  /// nil for paths built from other variables.
  static func resolve(_ path: String, in projectDirectory: String) -> String? {
    var path = path
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
      path.removeFirst(prefix.count)
    }
    guard !path.contains("$") else { return nil }
    return path.hasPrefix("/") ? path : (projectDirectory as NSString).appendingPathComponent(path)
  }

  /// Each `buildSettings = { … };` of a `project.pbxproj` as key → value, values unquoted. A conditional setting
  /// (`KEY[sdk=iphoneos*]`) counts as its key.
  static func buildSettingBlocks(_ text: String) -> [[String: String]] {
    var blocks: [[String: String]] = []
    var current: [String: String]?
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if current == nil {
        if line.hasPrefix("buildSettings = {") { current = [:] }
        continue
      }
      if line.hasPrefix("};") {
        blocks.append(current!)
        current = nil
        continue
      }
      // `KEY = value;` — the separator is the first " = ", since a condition (`[sdk=iphoneos*]`) holds "=" too.
      guard let separator = line.range(of: " = "), line.hasSuffix(";") else { continue }
      var key = line[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
      if key.hasPrefix("\"") { key = key.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
      if let bracket = key.firstIndex(of: "[") { key = String(key[..<bracket]) }
      var value = line[separator.upperBound...].dropLast().trimmingCharacters(in: .whitespaces)
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
      if let known = current?[key], known != value {
        // Two conditional variants: keep both values (space separated) so unions see everything.
        current?[key] = known + " " + value
      } else {
        current?[key] = value
      }
    }
    return blocks
  }
}
