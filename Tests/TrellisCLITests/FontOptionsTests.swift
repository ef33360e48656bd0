import ArgumentParser
import Foundation
import Testing

@testable import Trellis
@testable import trellis

/// `--fonts` on `frames`, `render` and `lint`: repeatable, and a path that does not exist stops the run with an error
/// naming it before any document is read.
@Suite struct FontOptionsTests {
  @Test func repeatableOnEveryLayoutCommand() throws {
    let frames = try FramesCommand.parse(["Main.storyboard", "--fonts", "App/Fonts", "--fonts", "Extra.ttf"])
    #expect(frames.fonts.paths == ["App/Fonts", "Extra.ttf"])
    let render = try RenderCommand.parse(["Main.storyboard", "--fonts", "App/Fonts"])
    #expect(render.fonts.paths == ["App/Fonts"])
    let lint = try LintCommand.parse(["App", "--fonts", "App/Fonts"])
    #expect(lint.fonts.paths == ["App/Fonts"])
    #expect(try FramesCommand.parse(["Main.storyboard"]).fonts.paths.isEmpty)
  }

  @Test func aMissingPathIsAnErrorNamingIt() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)").path
    let command = try FramesCommand.parse(["Main.storyboard", "--fonts", missing])
    let error = #expect(throws: ValidationError.self) { try command.run() }
    #expect(error?.message == "--fonts \(missing): no such file or folder")
  }

  @Test func aMissingConfiguredPathSaysWhereItCameFrom() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)").path
    let options = try FontOptions.parse([])
    let error = #expect(throws: ValidationError.self) { try options.register(extra: [missing]) }
    #expect(error?.message == "fonts: in the configuration: \(missing): no such file or folder")
  }

  /// `frames` and `render` register the fonts the document's app lists in its Info.plist (`UIAppFonts`), as `lint`
  /// does, without `--fonts`.
  @Test func theAppsInfoPlistFontsAreRegisteredForADocument() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-fonts-\(UUID().uuidString)")
    let fonts = folder.appendingPathComponent("Resources/Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UIAppFonts</key><array><string>Inter-Medium.otf</string></array>
      </dict></plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    try FileManager.default.copyItem(
      at: try #require(BundledFont.medium.url), to: fonts.appendingPathComponent("Inter-Medium.otf"))
    let font = Font(name: "Inter-Medium", size: 17)
    let expected = FontTextMeasurer()
    try expected.register(fontFile: fonts.appendingPathComponent("Inter-Medium.otf").path)

    try FontOptions.parse([]).register(forDocumentAt: folder.appendingPathComponent("Main.storyboard").path)
    #expect(FontTextMeasurer.shared.width(of: "Sign in", font: font) == expected.width(of: "Sign in", font: font))
  }
}
