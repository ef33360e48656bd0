import ArgumentParser
import Foundation
import Trellis
import TrellisIB
import TrellisLint

/// `trellis frames DOC`: lays out every scene of a storyboard or xib and prints each view's frame, in superview
/// coordinates as Interface Builder stores them; `--check` lists the views whose stored frames differ from what their
/// constraints give (Interface Builder's "misplaced views").
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Lay out a .storyboard or .xib and print the frame of every view.",
    discussion: """
      Exit status: 0 when the document was laid out without errors (and, with --check, every frame matches), 1 when \
      there are problems to report, 2 when the document cannot be read at all.
      """
  )

  @Argument(help: "A .storyboard or .xib file.")
  var document: String

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var fonts: FontOptions

  @Option(help: "Only the scene with this scene id, controller id, storyboard identifier or custom class.")
  var scene: String?

  @Option(help: "text or json.")
  var format: OutputFormat = .text

  @Flag(help: "List the views whose stored frames differ from their constraints' answer (misplaced views).")
  var check = false

  enum OutputFormat: String, ExpressibleByArgument {
    case text, json
  }

  func run() throws {
    try fonts.register(forDocumentAt: self.document)
    let document = IBDocument(contentsOf: self.document)
    let options = try environment.layoutOptions(for: document)
    var scenes = document.scenes
    if let scene {
      guard let match = document.scene(named: scene) else {
        throw ValidationError(
          "no scene \(scene) in \(self.document); scenes: \(document.scenes.map(\.name).joined(separator: ", "))")
      }
      scenes = [match]
    }
    let layouts = scenes.compactMap { document.layout($0, options: options) }
    var diagnostics = document.diagnostics + document.layoutDiagnostics(options)
    diagnostics += layouts.flatMap(\.diagnostics)
    var checks: [IBFrameCheck] = []
    if check {
      checks = layouts.map { IBFrameCheck($0) }
      diagnostics += checks.flatMap { $0.diagnostics(file: self.document) }
    }

    switch format {
    case .json:
      print(
        try FramesJSON(document: self.document, options: options, layouts: layouts, diagnostics: diagnostics).encoded())
    case .text:
      printText(layouts: layouts, checks: checks, diagnostics: diagnostics)
    }
    if document.root == nil { throw ExitCode(2) }
    if diagnostics.contains(where: { $0.severity == .error }) || checks.contains(where: { !$0.mismatches.isEmpty }) {
      throw ExitCode(1)
    }
  }

  private func printText(layouts: [IBSceneLayout], checks: [IBFrameCheck], diagnostics: [IBDiagnostic]) {
    for diagnostic in diagnostics { printError(diagnostic.description) }
    if check {
      let compared = checks.map(\.compared).reduce(0, +)
      let matched = checks.map(\.matched).reduce(0, +)
      let comparedWithoutText = checks.map(\.comparedWithoutText).reduce(0, +)
      let matchedWithoutText = checks.map(\.matchedWithoutText).reduce(0, +)
      print(
        "\(matched) of \(compared) frames match their constraints; \(compared - matched) misplaced "
          + "(\(matchedWithoutText) of \(comparedWithoutText) views that do not depend on text)")
      return
    }
    for layout in layouts {
      let size = layout.windowSize
      print(
        "\(layout.sceneName) (\(layout.sceneID)) on \(layout.environment), \(formatPoints(size.width))×\(formatPoints(size.height))"
      )
      var depth: [String: Int] = [:]
      for view in layout.views {
        let level = view.superviewID.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
        depth[view.id] = level
        var line =
          String(repeating: "  ", count: level + 1) + "\(view.className) \(view.id) \(view.frame.ibDescription)"
        if let custom = view.customClass { line += " \(custom)" }
        if let text = view.text, !text.isEmpty { line += " \"\(text.prefix(40))\"" }
        print(line)
      }
    }
  }

}

/// The JSON contract of `trellis frames --format json`.
struct FramesJSON: Encodable {
  /// Absent values are `null`, never missing keys (a document that could not be laid out has no device or scale).
  struct EnvironmentJSON: Encodable {
    @EncodedAsNull var device: String?
    var orientation: String
    var window: String
    var contentSize: String
    var layoutDirection: String
    var mode: String
    @EncodedAsNull var scale: Double?
  }

  /// `customClass` and `superview` are `null` when there is none (the scene's root has no superview).
  struct ViewJSON: Encodable {
    var id: String
    var `class`: String
    @EncodedAsNull var customClass: String?
    var scene: String
    var frame: [Double]
    @EncodedAsNull var superview: String?
  }

  struct DiagnosticJSON: Encodable {
    var severity: String
    var rule: String
    var message: String
    var line: Int
    var objects: [String]
  }

  var document: String
  var environment: EnvironmentJSON
  var views: [ViewJSON]
  var diagnostics: [DiagnosticJSON]

  init(document: String, options: IBLayoutOptions, layouts: [IBSceneLayout], diagnostics: [IBDiagnostic]) {
    self.document = document
    let laid = layouts.first?.environment
    environment = EnvironmentJSON(
      device: options.environment?.device.id ?? laid.map { "design:\($0.device.id)" },
      orientation: (laid?.orientation.isLandscape ?? false) ? "landscape" : "portrait",
      window: options.environment.map { "\($0.windowMode)" } ?? "full screen",
      contentSize: "\(options.contentSizeCategory)",
      layoutDirection: options.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight",
      mode: options.mode.rawValue, scale: laid?.device.scale)
    views = layouts.flatMap { layout in
      layout.views.map { view in
        ViewJSON(
          id: view.id, class: view.className, customClass: view.customClass, scene: layout.sceneID,
          frame: [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map {
            ($0 * 1000).rounded() / 1000
          }, superview: view.superviewID)
      }
    }
    self.diagnostics = diagnostics.map {
      DiagnosticJSON(
        severity: $0.severity.rawValue, rule: $0.rule, message: $0.message, line: $0.line, objects: $0.objects)
    }
  }

  func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
