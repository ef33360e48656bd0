import Foundation
import Testing

@testable import Trellis

/// Registering an app's fonts by folder (`trellis … --fonts DIR`): every font file under it, unreadable ones reported
/// by name and skipped, hidden and non-font files left alone; a path that does not exist throws.
@Suite struct FontFolderTests {
  /// A fresh folder: `Fonts/Bold/Inter-Bold.otf`, a broken `Fonts/Broken.ttf`, a text file and a hidden font.
  func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
    let nested = root.appendingPathComponent("Fonts/Bold")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let inter = try #require(Bundle.module.url(forResource: "Inter-Bold", withExtension: "otf", subdirectory: "Fonts"))
    try FileManager.default.copyItem(at: inter, to: nested.appendingPathComponent("Inter-Bold.otf"))
    try FileManager.default.copyItem(at: inter, to: root.appendingPathComponent("Fonts/.Hidden.otf"))
    try Data("not a font".utf8).write(to: root.appendingPathComponent("Fonts/Broken.ttf"))
    try Data("readme".utf8).write(to: root.appendingPathComponent("Fonts/README.txt"))
    return root
  }

  @Test func registersEveryFontUnderAFolder() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let measurer = FontTextMeasurer()
    let font = Font(name: "Inter-Bold", size: 20)
    let before = measurer.width(of: "Hello, World", font: font)
    let registration = try measurer.registerFonts(at: root.path)
    #expect(registration.names == ["Inter-Bold"])
    #expect(registration.failures.map(\.source) == [root.appendingPathComponent("Fonts/Broken.ttf").path])
    // Inter Bold's own advances and kerning now, not the system font's.
    let file = try BundledFont.bold.font()
    var units = 0
    var previous: UInt16?
    for scalar in "Hello, World".unicodeScalars {
      let glyph = try #require(file.glyph(for: scalar))
      units += file.advance(of: glyph) + (previous.map { file.kerning(between: $0, and: glyph) } ?? 0)
      previous = glyph
    }
    let expected = Double(units) * 20 / Double(file.unitsPerEm)
    #expect(abs(measurer.width(of: "Hello, World", font: font) - expected) < 1e-9)
    // Before, the catalog's average-width estimate for Inter: close, not exact.
    #expect(abs(before - expected) > 0.05)
    // The family name finds it too.
    #expect(abs(measurer.width(of: "Hello, World", font: Font(name: "Inter", size: 20)) - expected) < 1e-9)
  }

  @Test func registersASingleFile() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let measurer = FontTextMeasurer()
    let registration = try measurer.registerFonts(at: root.appendingPathComponent("Fonts/Bold/Inter-Bold.otf").path)
    #expect(registration == FontTextMeasurer.FontRegistration(names: ["Inter-Bold"], failures: []))
  }

  @Test func missingPathsAndBrokenFilesThrow() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let measurer = FontTextMeasurer()
    let missing = root.appendingPathComponent("Nowhere").path
    #expect(throws: FontFileError(source: missing, message: "no such file or folder")) {
      try measurer.registerFonts(at: missing)
    }
    let broken = root.appendingPathComponent("Fonts/Broken.ttf").path
    let error = #expect(throws: FontFileError.self) { try measurer.registerFonts(at: broken) }
    #expect(error?.source == broken)
  }

  @Test func anEmptyFolderRegistersNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try FontTextMeasurer().registerFonts(at: root.path) == FontTextMeasurer.FontRegistration())
  }
}
