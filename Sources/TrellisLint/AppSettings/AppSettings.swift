import Trellis

/// What an app declares about where it runs, read from its `Info.plist` or Xcode project: the device families, the
/// interface orientations on each idiom, and whether it opts out of iPad multitasking. Lint leaves out the
/// configurations the app can never be seen in — a portrait-only iPhone app is not linted in landscape — so that
/// findings are ones users can meet.
public struct AppSettings: Sendable, Hashable, CustomStringConvertible {
  /// The idioms the app runs on (`TARGETED_DEVICE_FAMILY`); nil when not known, which means both.
  public var idioms: Set<UserInterfaceIdiom>?
  /// The orientations on iPhone (`UISupportedInterfaceOrientations`, or its `~iphone` variant); nil when not known,
  /// which means all.
  public var phoneOrientations: Set<Orientation>?
  /// The orientations on iPad (`UISupportedInterfaceOrientations~ipad`, else the plain key); nil means all.
  public var padOrientations: Set<Orientation>?
  /// `UIRequiresFullScreen`: the app opts out of Split View and Slide Over, so iPads show it full screen only.
  public var requiresFullScreen = false
  /// `UIAppFonts`: the font files the app bundles, as listed — paths inside the app bundle, such as
  /// `Poppins-Bold.ttf` or `Fonts/Poppins-Bold.ttf`. Labels set in these fonts measure with them once they are found
  /// (``fontFiles``), as Interface Builder measures them when they are in the project.
  public var appFonts: [String] = []
  /// The files of ``appFonts`` found in the app's source tree (absolute paths), in the order listed.
  public var fontFiles: [String] = []
  /// The entries of ``appFonts`` with no file of that name in the app's source tree: text set in them measures as the
  /// system font.
  public var missingFonts: [String] = []
  /// Why files of ``fontFiles`` could not be registered, each naming its file (a Git LFS pointer, a font format other
  /// than TrueType or OpenType): text set in them measures as the system font. Filled in by ``Linter``.
  public var unreadableFonts: [String] = []
  /// Where the settings were read, for people (a path, or several joined by commas).
  public var source: String

  public init(
    idioms: Set<UserInterfaceIdiom>? = nil, phoneOrientations: Set<Orientation>? = nil,
    padOrientations: Set<Orientation>? = nil, requiresFullScreen: Bool = false, appFonts: [String] = [],
    source: String
  ) {
    self.idioms = idioms
    self.phoneOrientations = phoneOrientations
    self.padOrientations = padOrientations
    self.requiresFullScreen = requiresFullScreen
    self.appFonts = appFonts
    self.source = source
  }

  /// Whether the app can be seen in a configuration. Upside-down portrait counts as portrait and either landscape as
  /// landscape: the layout is the same.
  public func allows(_ configuration: DeviceConfiguration) -> Bool {
    let environment = configuration.environment
    let idiom = environment.device.idiom
    if let idioms, !idioms.contains(idiom) { return false }
    let orientations = idiom == .pad ? padOrientations : phoneOrientations
    if let orientations, !orientations.isEmpty {
      let landscape = environment.orientation.isLandscape
      guard orientations.contains(where: { $0.isLandscape == landscape }) else { return false }
    }
    if idiom == .pad, requiresFullScreen, environment.windowMode != .fullScreen { return false }
    return true
  }

  /// Two apps' settings as one that leaves out nothing either shows: idioms and orientations joined (unknown or
  /// empty meaning all), full screen only when both require it, the fonts of both. For several targets of a project,
  /// or projects in a folder.
  static func union(_ a: AppSettings, _ b: AppSettings) -> AppSettings {
    func join<T>(_ x: Set<T>?, _ y: Set<T>?) -> Set<T>? {
      guard let x, let y, !x.isEmpty, !y.isEmpty else { return nil }
      return x.union(y)
    }
    return AppSettings(
      idioms: join(a.idioms, b.idioms), phoneOrientations: join(a.phoneOrientations, b.phoneOrientations),
      padOrientations: join(a.padOrientations, b.padOrientations),
      requiresFullScreen: a.requiresFullScreen && b.requiresFullScreen,
      appFonts: a.appFonts + b.appFonts.filter { !a.appFonts.contains($0) }, source: a.source + ", " + b.source)
  }

  /// "iPhone: portrait; iPad: all orientations, full screen only".
  public var description: String {
    func orientations(_ set: Set<Orientation>?) -> String {
      guard let set, !set.isEmpty else { return "all orientations" }
      let portrait = set.contains { !$0.isLandscape }
      let landscape = set.contains { $0.isLandscape }
      return portrait && landscape ? "portrait and landscape" : portrait ? "portrait only" : "landscape only"
    }
    var parts: [String] = []
    if idioms?.contains(.phone) ?? true { parts.append("iPhone: \(orientations(phoneOrientations))") }
    if idioms?.contains(.pad) ?? true {
      parts.append("iPad: \(orientations(padOrientations))" + (requiresFullScreen ? ", full screen only" : ""))
    }
    return parts.isEmpty ? "no iPhone or iPad" : parts.joined(separator: "; ")
  }
}
