import Foundation
import Trellis

/// An Interface Builder document (`.storyboard` or `.xib`, document version 3.0) as read: its envelope (kind, tools
/// version, design device), every element by id, image sizes from `<resources>`, designables' measured sizes, and
/// its scenes. Reading never throws: what cannot be read becomes a diagnostic, and a document that is not XML at all
/// has no scenes and one error.
public struct IBDocument: Sendable {
  /// Storyboard (scenes of view controllers) or xib (top-level views and objects).
  public enum Kind: String, Sendable, Codable {
    case storyboard, xib
  }

  /// The path the document was read from, as given (diagnostics name it).
  public let path: String
  /// Storyboard or xib, from the document's `type`.
  public let kind: Kind
  /// The platform the document is for. Only iOS documents (UIKit on iPhone and iPad) are laid out: a macOS, tvOS or
  /// watchOS document read has no scenes and an `unsupported-platform` error.
  public let platform: IBPlatform
  /// The Xcode build that saved the document (`toolsVersion`'s major number; 0 if absent). The placeholder
  /// `32700.99.1234` stands for the build of the Cocoa Touch plug-in the document depends on.
  public let toolsVersion: Int
  /// The `<device>` element: the design device's Interface Builder id and orientation, if written.
  public let designDevice: IBDeviceReference?
  /// Device pixels per point of the design device (2 or 3; the 4.7" iPhone's 2 when the device is missing or
  /// unknown): the grid Interface Builder rounded the stored frames to.
  public var designScale: Double {
    (designDevice.flatMap { IBDesignDevice.named($0.id) } ?? IBDesignDevice.fallback).scale
  }
  /// Whether the document uses safe-area guides (`useSafeAreas="YES"`) rather than top and bottom layout guides.
  public let usesSafeAreas: Bool
  /// The storyboard's entry scene (`initialViewController`), if any.
  public let initialViewControllerID: String?
  /// The root `<document>` element (nil when the XML could not be read).
  public let root: IBElement?
  /// Scenes in document order: a storyboard's view controllers, a xib's top-level views.
  public let scenes: [IBScene]
  /// Image sizes in points from `<resources>`, by image name.
  public let imageSizes: [String: Size]
  /// The SF Symbols among them (`catalog="system"`): for these `<resources>` gives only the glyph's proportions,
  /// scaled so its longer side is 128.
  public let symbolImageNames: Set<String>
  /// Intrinsic content sizes Interface Builder measured for `@IBDesignable` views, by view id.
  public let designableSizes: [String: Size]
  /// Problems found while reading.
  public let diagnostics: [IBDiagnostic]
  /// The segues that arrive at each view controller, by its id.
  public let incomingSegues: [String: [IBSegue]]
  /// The segues named in `<inferredMetricsTieBreakers>`: for a scene reached in several ways, the one whose
  /// containers Interface Builder infers the simulated bars from.
  public let metricsTieBreakers: Set<String>

  let elementsByID: [String: IBElement]

  /// Reads the document at `path`. A file that cannot be read gives a document with one error.
  public init(contentsOf path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      self.init(failure: "no such file", rule: "unreadable-file", line: 0, path: path)
      return
    }
    guard !isDirectory.boolValue else {
      self.init(failure: "is a folder, not a document", rule: "unreadable-file", line: 0, path: path)
      return
    }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      self.init(data: data, path: path)
    } catch {
      self.init(
        failure: "cannot read the file: \((error as NSError).localizedDescription)", rule: "unreadable-file", line: 0,
        path: path)
    }
  }

  /// Reads a document from its bytes; `path` names it in diagnostics and decides storyboard or xib when the
  /// document does not say.
  public init(data: Data, path: String) {
    switch XMLTreeReader.read(data) {
    case .failure(let failure):
      self.init(failure: failure.message, rule: failure.rule, line: failure.line, path: path)
    case .success(let root):
      self.init(root: root, path: path)
    }
  }

  private init(failure message: String, rule: String = "malformed-xml", line: Int, path: String) {
    self.path = path
    kind = path.lowercased().hasSuffix(".xib") ? .xib : .storyboard
    platform = .iOS
    toolsVersion = 0
    designDevice = nil
    usesSafeAreas = false
    initialViewControllerID = nil
    root = nil
    scenes = []
    imageSizes = [:]
    symbolImageNames = []
    designableSizes = [:]
    elementsByID = [:]
    incomingSegues = [:]
    metricsTieBreakers = []
    diagnostics = [
      IBDiagnostic(severity: .error, rule: rule, message: message, file: path, line: line)
    ]
  }

  private init(root: IBElement, path: String) {
    self.path = path
    self.root = root
    var diagnostics: [IBDiagnostic] = []
    func report(_ severity: IBDiagnostic.Severity, _ rule: String, _ message: String, _ element: IBElement) {
      // A scene is named by its scene id.
      let id = element.id ?? element["sceneID"]
      diagnostics.append(
        IBDiagnostic(
          severity: severity, rule: rule, message: message, file: path, line: element.line,
          objects: id.map { [$0] } ?? []))
    }

    if root.name != "document" {
      report(
        .error, "not-interface-builder", "the root element is <\(root.name)>, not an Interface Builder <document>", root
      )
    }
    let type = root["type"] ?? ""
    if type.hasSuffix(".Storyboard.XIB") {
      kind = .storyboard
    } else if type.hasSuffix(".XIB") {
      kind = .xib
    } else {
      kind = path.lowercased().hasSuffix(".xib") ? .xib : .storyboard
    }
    platform = root.name == "document" ? IBPlatform(runtime: root["targetRuntime"], type: type) : .iOS
    if platform != .iOS {
      report(
        .error, "unsupported-platform",
        "the document is for \(platform.rawValue) (\(root["targetRuntime"].map { "targetRuntime \"\($0)\"" } ?? "type \"\(type)\"")), "
          + "not iOS; Trellis lays out UIKit documents for iPhone and iPad, so it is not laid out", root)
    }
    if root.name == "document", platform == .iOS, let version = root["version"], version != "3.0" {
      report(
        .warning, "unsupported-version",
        "document version \(version); only version 3.0 (Xcode 8 and later) is supported", root)
    }
    if platform == .iOS, root["useAutolayout"] == "NO" || (root.name == "document" && root["useAutolayout"] == nil) {
      report(
        .warning, "no-autolayout", "the document does not use Auto Layout; frames are laid out by autoresizing only",
        root)
    }
    toolsVersion = IBDocument.toolsVersion(of: root)
    usesSafeAreas = root.flag("useSafeAreas") ?? false
    initialViewControllerID = root["initialViewController"]
    if let device = root.child(named: "device") {
      designDevice = IBDeviceReference(
        id: device["id"] ?? "", orientation: device["orientation"] == "landscape" ? .landscapeLeft : .portrait)
      if platform == .iOS, IBDesignDevice.named(device["id"] ?? "") == nil {
        report(
          .warning, "unknown-design-device",
          "the design device \"\(device["id"] ?? "")\" is not one Trellis knows; the document is laid out on "
            + "\(IBDesignDevice.fallback.catalogID) (\(IBDesignDevice.fallback.id)) unless --device names another",
          device)
      }
    } else {
      designDevice = nil
      if root.name == "document", platform == .iOS {
        report(
          .warning, "no-design-device",
          "the document has no <device> element (a pre-Xcode 8 document?); its scenes are laid out at the size "
            + "they are stored at, with iPhone 8's traits", root)
      }
    }

    // Every element with an id; a repeated id keeps its first element.
    var byID: [String: IBElement] = [:]
    var images: [String: Size] = [:]
    var symbols: Set<String> = []
    var designables: [String: Size] = [:]
    var stack: [(element: IBElement, owner: String?)] = [(root, nil)]
    while let (element, owner) = stack.popLast() {
      IBDocument.checkNumbers(of: element, owner: element.id ?? owner, path: path, into: &diagnostics)
      if let id = element.id {
        if let first = byID[id] {
          if first !== element {
            report(
              .error, "duplicate-id",
              "id \(id) is used by <\(element.name)> here and by <\(first.name)> on line \(first.line); the first is used",
              element)
          }
        } else {
          byID[id] = element
        }
      }
      stack.append(contentsOf: element.children.reversed().map { ($0, element.id ?? owner) })
    }
    for resources in root.children(named: "resources") {
      for image in resources.children(named: "image") {
        guard let name = image["name"], let width = image.number("width"), let height = image.number("height") else {
          continue
        }
        images[name] = Size(width: width, height: height)
        if image["catalog"] == "system" { symbols.insert(name) }
      }
    }
    for designable in root.child(named: "designables")?.children(named: "designable") ?? [] {
      guard let name = designable["name"], let size = designable.child(key: "intrinsicContentSize"),
        let width = size.number("width"), let height = size.number("height")
      else { continue }
      designables[name] = Size(width: width, height: height)
    }
    elementsByID = byID
    imageSizes = images
    symbolImageNames = symbols
    designableSizes = designables

    // Scenes (none in a document for another platform: its views are not UIKit's).
    var scenes: [IBScene] = []
    if platform == .iOS, let list = root.child(named: "scenes") {
      for scene in list.children(named: "scene") {
        let objects = scene.child(named: "objects")?.children ?? []
        guard let controller = objects.first(where: { IBScene.isViewController($0.name) }) else {
          if !objects.isEmpty { report(.note, "scene-without-controller", "the scene has no view controller", scene) }
          continue
        }
        scenes.append(
          IBScene(
            id: scene["sceneID"] ?? controller.id ?? "", element: controller, isTopLevelView: false,
            freeStandingViews: objects.filter(IBViewClass.isView)))
      }
    }
    if platform == .iOS, let objects = root.child(named: "objects") {
      for object in objects.children where IBViewClass.isView(object) {
        scenes.append(IBScene(id: object.id ?? "", element: object, isTopLevelView: true))
      }
      for object in objects.children where IBScene.isViewController(object.name) {
        scenes.append(IBScene(id: object.id ?? "", element: object, isTopLevelView: false))
      }
    }
    self.scenes = scenes
    incomingSegues = IBSegue.incoming(in: scenes.filter { !$0.isTopLevelView }.map(\.element))
    metricsTieBreakers = Set(
      root.child(named: "inferredMetricsTieBreakers")?.children(named: "segue").compactMap { $0["reference"] } ?? [])
    self.diagnostics = diagnostics
  }

  /// The element with this Interface Builder id.
  public func element(id: String) -> IBElement? { elementsByID[id] }

  /// The scene with this scene id, controller id, storyboard identifier or custom class.
  public func scene(named name: String) -> IBScene? {
    scenes.first {
      $0.id == name || $0.element.id == name || $0.element["storyboardIdentifier"] == name
        || $0.element["customClass"] == name
    }
  }
}

/// The `<device>` element: which device the designer laid the document out on.
public struct IBDeviceReference: Sendable, Hashable {
  /// Interface Builder's device id (`retina4_7`, `retina6_12`, `ipad12_9rounded`, …).
  public var id: String
  /// The `<device>`'s `orientation` (portrait when absent).
  public var orientation: Orientation
}

extension IBDocument {
  /// The build that saved a document: `toolsVersion`'s major number, or, when that is `32700` (the placeholder
  /// `32700.99.1234` that development builds of Xcode and many project templates write), the major number of the
  /// `IBCocoaTouchPlugin` dependency's version. Corpus: the three documents with the placeholder depend on plug-in
  /// 22685 (Xcode 15), and their frames follow that era (43.5-pt self-sizing rows, not the iOS 26 SDK's 51).
  static func toolsVersion(of root: IBElement) -> Int {
    func major(_ text: String?) -> Int { Int((text ?? "").prefix { $0.isNumber }) ?? 0 }
    let version = major(root["toolsVersion"])
    guard version == 32700 else { return version }
    let plugIn = root.child(named: "dependencies")?.children(named: "plugIn").first {
      $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    }
    return plugIn.map { major($0["version"]) }.flatMap { $0 > 0 ? $0 : nil } ?? version
  }

  /// The segues Interface Builder infers a controller's simulated bars from: those arriving at it, or only the
  /// tie-breaking ones among them when the document names some (corpus: files/050, a scene both embedded in a
  /// full-screen container and pushed onto a navigation controller, with the push as tie-breaker, stores its top
  /// layout guide at 92 = 48 + 44, under the navigation bar).
  func inferringSegues(to id: String) -> [IBSegue] {
    let incoming = incomingSegues[id] ?? []
    let chosen = incoming.filter { $0.id.map(metricsTieBreakers.contains) ?? false }
    return chosen.isEmpty ? incoming : chosen
  }
}

extension IBDocument {
  /// Attributes that hold a number of points, a count or a scale: a value beyond ``IBElement/largestMagnitude`` (or
  /// infinite, or not a number) is read as missing. Constraints' constants and multipliers are reported where the
  /// constraint is made.
  static let numericAttributes: Set<String> = [
    "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "top", "left", "bottom", "right", "leading",
    "trailing", "spacing", "numberOfLines", "numberOfPages", "rowHeight", "estimatedRowHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
    "minimumFontSize", "minimumScaleFactor", "pointSize", "minimumLineSpacing", "minimumInteritemSpacing",
    "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "indentationWidth", "indentationLevel",
  ]

  /// Content priorities, which UIKit holds to 1…1000.
  static let contentPriorityAttributes: Set<String> = [
    "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority",
  ]

  /// Reports the numbers of `element` no layout can use: non-finite or huge values (read as missing) and content
  /// priorities outside 1…1000 (held to that range). `owner` is the id of the element or of its nearest ancestor
  /// with one, which the diagnostic names.
  static func checkNumbers(of element: IBElement, owner: String?, path: String, into diagnostics: inout [IBDiagnostic])
  {
    // In name order, so that the diagnostics come out the same on every run.
    for name in element.attributes.keys.sorted()
    where numericAttributes.contains(name) || contentPriorityAttributes.contains(name) {
      guard let text = element.attributes[name], let value = Double(text) else { continue }
      let what = "<\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")> \(name) \"\(text)\""
      let message: String
      if !IBElement.isPlausible(value) {
        message = "\(what) is not a finite number within ±1,000,000; it is read as missing"
      } else if contentPriorityAttributes.contains(name), value < 1 || value > 1000 {
        message = "\(what) is outside UIKit's priorities, 1…1000; it is held to that range"
      } else {
        continue
      }
      diagnostics.append(
        IBDiagnostic(
          severity: .warning, rule: "implausible-number", message: message, file: path, line: element.line,
          objects: owner.map { [$0] } ?? []))
    }
  }
}
