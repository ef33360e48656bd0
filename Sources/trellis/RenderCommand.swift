import ArgumentParser
import Foundation
import Trellis
import TrellisIB
import TrellisReport

/// `trellis render DOC --format svg`: draws a wireframe of every scene of a storyboard or xib laid out for an
/// environment, one SVG a scene.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a wireframe of each scene of a .storyboard or .xib.",
    discussion: """
      Each scene becomes one SVG: the window, every view's frame with its class and text, the root view's safe area \
      and the layout margins. With --output DIR, the drawings are written to DIR as <scene name>.svg and their paths \
      printed; without it, the single scene's SVG is printed (give --scene when the document has several). Exit \
      status: 0 when drawn (problems met while laying out are printed to standard error), 1 when nothing could be \
      laid out, 2 when the document cannot be read at all.
      """
  )

  @Argument(help: "A .storyboard or .xib file.")
  var document: String

  @OptionGroup var environment: EnvironmentOptions

  @OptionGroup var fonts: FontOptions

  @Option(help: "Only the scene with this scene id, controller id, storyboard identifier or custom class.")
  var scene: String?

  @Option(help: "svg.")
  var format: OutputFormat = .svg

  @Option(help: ArgumentHelp("A directory for the drawings, created if missing.", valueName: "dir"))
  var output: String?

  @Flag(help: "Leave hidden views out rather than drawing them faint.")
  var omitHidden = false

  @Flag(
    help: "Outline in red the stored frame of views whose constraints put them elsewhere (on the design device).")
  var showMisplaced = false

  enum OutputFormat: String, ExpressibleByArgument {
    case svg
  }

  func run() throws {
    try fonts.register(forDocumentAt: self.document)
    let document = IBDocument(contentsOf: self.document)
    for diagnostic in document.diagnostics { printError(diagnostic.description) }
    guard document.root != nil else { throw ExitCode(2) }
    let options = try environment.layoutOptions(for: document)
    var scenes = document.scenes
    if let scene {
      guard let match = document.scene(named: scene) else {
        throw ValidationError(
          "no scene \(scene) in \(self.document); scenes: \(document.scenes.map(\.name).joined(separator: ", "))")
      }
      scenes = [match]
    }
    if output == nil, scenes.count > 1 {
      throw ValidationError(
        "\(self.document) has \(scenes.count) scenes: give --output DIR, or --scene with one of "
          + scenes.map(\.name).joined(separator: ", "))
    }
    for diagnostic in document.layoutDiagnostics(options) { printError(diagnostic.description) }
    let layouts = scenes.compactMap { document.layout($0, options: options) }
    for diagnostic in layouts.flatMap(\.diagnostics) { printError(diagnostic.description) }
    guard !layouts.isEmpty else { throw ExitCode(1) }

    let drawing = SVGWireframe.Options(
      hiddenViews: omitHidden ? .omitted : .dimmed, marksMisplacedViews: showMisplaced,
      documentName: URL(fileURLWithPath: self.document).lastPathComponent)
    guard let output else {
      print(SVGWireframe.render(layouts[0], options: drawing), terminator: "")
      return
    }
    let directory = URL(fileURLWithPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (layout, name) in zip(layouts, SVGWireframe.fileNames(for: layouts)) {
      let file = directory.appendingPathComponent(name)
      try Data(SVGWireframe.render(layout, options: drawing).utf8).write(to: file, options: .atomic)
      print(file.path)
    }
  }
}
