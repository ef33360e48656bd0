import Foundation

extension FontTextMeasurer {
  /// What registering a folder of fonts did: the PostScript names registered, and the font files that could not be
  /// read (each error names its file), which were skipped.
  public struct FontRegistration: Sendable, Equatable {
    public var names: [String] = []
    public var failures: [FontFileError] = []
  }

  /// The file extensions read as fonts: TrueType, OpenType and TrueType collections (the formats an app's
  /// `UIAppFonts` lists).
  public static let fontFileExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Registers the font at `path`, or every font file (`.ttf`, `.otf`, `.ttc`) in the folder at `path` and its
  /// subfolders, in path order, so that labels set in an app's own fonts measure with them, as Interface Builder
  /// measures them when the font is in the project. Hidden folders and files are skipped.
  ///
  /// - Throws: ``FontFileError`` when `path` does not exist, or names a single file that is not a font. A font file
  ///   in a folder that does not parse is reported in ``FontRegistration/failures`` and the rest are registered.
  @discardableResult
  public func registerFonts(at path: String) throws(FontFileError) -> FontRegistration {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FontFileError(source: path, message: "no such file or folder")
    }
    guard isDirectory.boolValue else {
      return FontRegistration(names: [try register(fontFile: path)])
    }
    var registration = FontRegistration()
    for file in Self.fontFiles(in: path) {
      do {
        registration.names.append(try register(fontFile: file))
      } catch {
        registration.failures.append(error)
      }
    }
    return registration
  }

  /// The font files under `folder`, sorted, leaving out hidden entries and whatever cannot be listed.
  static func fontFiles(in folder: String) -> [String] {
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let url as URL in enumerator
    where fontFileExtensions.contains(url.pathExtension.lowercased())
      && (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    {
      files.append(url.path)
    }
    return files.sorted()
  }
}
