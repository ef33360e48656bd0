import ArgumentParser
import Foundation
import Trellis

/// `--fonts`: the app's own font files, so text set in them measures as Interface Builder measures it when the fonts
/// are in the project (without them a named font measures as the system font, with the face's published line height
/// when it is known). Shared by `frames`, `render` and `lint`.
struct FontOptions: ParsableArguments {
  @Option(
    name: .customLong("fonts"),
    help: ArgumentHelp(
      "A font file (.ttf, .otf, .ttc) or a folder searched for them, such as the app's Fonts folder. Repeatable.",
      valueName: "path"))
  var paths: [String] = []

  /// Registers the fonts at `paths` (and `extra`, from a configuration file) with the shared measurer. A font in a
  /// folder that cannot be read is a warning on standard error and is skipped; a path that does not exist, or a named
  /// file that is not a font, stops the run.
  func register(extra: [String] = []) throws {
    let sources = paths.map { ($0, "--fonts") } + extra.map { ($0, "fonts: in the configuration:") }
    for (path, source) in sources {
      let registration: FontTextMeasurer.FontRegistration
      do {
        registration = try FontTextMeasurer.shared.registerFonts(at: path)
      } catch {
        throw ValidationError("\(source) \(error)")
      }
      for failure in registration.failures {
        FileHandle.standardError.write(Data("warning: skipping font \(failure)\n".utf8))
      }
    }
  }
}
