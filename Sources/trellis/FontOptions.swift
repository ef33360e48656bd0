import ArgumentParser
import Foundation
import Trellis
import TrellisLint

/// `--fonts`: the app's own font files, so text set in them measures as Interface Builder measures it when the fonts
/// are in the project (without them a named font measures as the system font, with the face's published line height
/// when it is known). Shared by `frames`, `render` and `lint`. The fonts an app's Info.plist lists (`UIAppFonts`) are
/// found without it; `--fonts` is for the ones it does not list, or an app whose Info.plist is elsewhere.
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
        warn("skipping font \(failure)")
      }
    }
  }

  /// Registers the fonts at `paths`, then the ones the Info.plist of the app holding `document` lists in its
  /// `UIAppFonts` (as `trellis lint` does), warning on standard error about listed fonts that are missing or
  /// unreadable.
  func register(forDocumentAt document: String) throws {
    try register()
    guard let settings = AppSettings.discovered(forDocumentAt: document)?.registeringFonts() else { return }
    for entry in settings.missingFonts {
      warn(
        "\(settings.source): UIAppFonts lists \(entry), which is not in the app's folder; text set in it measures as the system font"
      )
    }
    for failure in settings.unreadableFonts { warn("skipping font \(failure)") }
  }

  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
