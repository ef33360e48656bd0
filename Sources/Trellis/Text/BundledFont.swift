import Foundation

/// The Inter text faces shipped in the package (`Resources/Fonts`, Inter 4.0 beta 7 from Debian's `fonts-inter`),
/// so that text can be measured on a machine without any fonts installed.
enum BundledFont: CaseIterable, Sendable {
  case regular
  case medium
  case semibold
  case bold

  /// The face's `OS/2` weight class.
  var weight: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

  /// The file's name in the bundle's `Fonts` directory, without the `.otf` extension.
  var resourceName: String {
    switch self {
    case .regular: "Inter-Regular"
    case .medium: "Inter-Medium"
    case .semibold: "Inter-SemiBold"
    case .bold: "Inter-Bold"
    }
  }

  /// The parsed face, read from the bundle once, the first time any thread asks for it.
  ///
  /// - Throws: ``FontFileError`` if the resource is missing or does not parse (the package is broken).
  func font() throws(FontFileError) -> OpenTypeFont {
    switch self {
    case .regular: try Self.loadedRegular.get()
    case .medium: try Self.loadedMedium.get()
    case .semibold: try Self.loadedSemibold.get()
    case .bold: try Self.loadedBold.get()
    }
  }

  // Static stored properties are initialised lazily, once, thread-safely.
  private static let loadedRegular = load(.regular)
  private static let loadedMedium = load(.medium)
  private static let loadedSemibold = load(.semibold)
  private static let loadedBold = load(.bold)

  /// The face's file in the Trellis resource bundle; nil when the package's resources were not copied.
  var url: URL? { Bundle.module.url(forResource: resourceName, withExtension: "otf", subdirectory: "Fonts") }

  private static func load(_ face: BundledFont) -> Result<OpenTypeFont, FontFileError> {
    guard let url = face.url else {
      return .failure(
        FontFileError(
          source: "Fonts/\(face.resourceName).otf",
          message: "missing from the Trellis resource bundle at \(Bundle.module.bundlePath); "
            + "the package's resources were not copied"))
    }
    do {
      return .success(try OpenTypeFont(contentsOfFile: url.path))
    } catch {
      return .failure(error)
    }
  }
}
