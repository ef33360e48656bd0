import ArgumentParser
import Foundation
import Testing

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
}
