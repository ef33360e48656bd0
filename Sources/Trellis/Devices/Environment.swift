/// Where an interface runs: a device held one way, a window mode, the reader's text size, layout direction,
/// appearance and OS version. From it follow the window's bounds, safe area and traits, and the screen's own traits.
public struct Environment: Sendable, Hashable, CustomStringConvertible {
  public let device: Device
  public let orientation: Orientation
  public let windowMode: WindowMode
  public var contentSizeCategory: ContentSizeCategory
  public var layoutDirection: UserInterfaceLayoutDirection
  public var userInterfaceStyle: UserInterfaceStyle
  public let osVersion: OSVersion
  /// The scale the window lays out and rounds to: the device's screen scale unless set. (Interface Builder lays a
  /// canvas out at the scale of the Mac display showing it, so a document saved on a 1× display has whole-point
  /// frames.)
  public var displayScale: Double

  /// Checks the combination against the device.
  ///
  /// - Throws: ``EnvironmentError`` naming what is valid: an orientation the device lacks, multitasking on an
  ///   iPhone or after iPadOS 18, a Split View share the iPad has not in this orientation, or a device the catalog
  ///   knows too little about.
  public init(
    device: Device, orientation: Orientation = .portrait, windowMode: WindowMode = .fullScreen,
    contentSizeCategory: ContentSizeCategory = .large, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    userInterfaceStyle: UserInterfaceStyle = .light, osVersion: OSVersion = .standard
  ) throws(EnvironmentError) {
    guard device.isComplete else {
      throw .incompleteDevice(device.id, missing: "size classes and landscape safe area")
    }
    let orientations = Environment.orientations(of: device)
    guard orientations.contains(orientation) else {
      throw .unsupportedOrientation(device: device.id, orientation, valid: orientations)
    }
    switch windowMode {
    case .fullScreen:
      break
    case .splitView(let fraction):
      guard device.idiom == .pad else { throw .noMultitasking(device: device.id) }
      guard osVersion.major <= 18 else { throw .multitaskingUnavailable(osVersion) }
      let valid = device.splitViews.filter { $0.orientation.isLandscape == orientation.isLandscape }.map(\.fraction)
      guard valid.contains(fraction) else {
        throw .unsupportedSplit(device: device.id, orientation, fraction, valid: valid)
      }
    case .slideOver:
      guard device.idiom == .pad, device.slideOverWidth != nil else { throw .noMultitasking(device: device.id) }
      guard osVersion.major <= 18 else { throw .multitaskingUnavailable(osVersion) }
    }
    self.device = device
    self.orientation = orientation
    self.windowMode = windowMode
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.osVersion = osVersion
    self.displayScale = device.scale
  }

  /// The environment for a device named by catalog id or name.
  public init(
    _ deviceName: String, orientation: Orientation = .portrait, windowMode: WindowMode = .fullScreen,
    osVersion: OSVersion = .standard
  ) throws(EnvironmentError) {
    try self.init(
      device: DeviceCatalog.device(named: deviceName), orientation: orientation, windowMode: windowMode,
      osVersion: osVersion)
  }

  /// The orientations a device supports: all four on iPads and home-button iPhones; Face ID iPhones have no
  /// upside-down portrait.
  public static func orientations(of device: Device) -> [Orientation] {
    device.idiom == .phone && device.hasHomeIndicator
      ? [.portrait, .landscapeLeft, .landscapeRight] : Orientation.allCases
  }

  // MARK: What follows

  /// The screen in points, as held.
  public var screenSize: Size {
    let portrait = device.portraitSize
    return orientation.isLandscape ? Size(width: portrait.height, height: portrait.width) : portrait
  }

  /// The multitasking window, when the app is in Split View.
  private var splitWindow: MultitaskingWindow? {
    guard case .splitView(let fraction) = windowMode else { return nil }
    return device.splitViews.first { $0.orientation.isLandscape == orientation.isLandscape && $0.fraction == fraction }
  }

  /// The app window's size.
  public var windowSize: Size {
    switch windowMode {
    case .fullScreen: screenSize
    case .splitView: splitWindow!.size
    // Slide Over: the narrow width, inset 20 pt from the screen's top and bottom (measured on 9.7" and 10.5").
    case .slideOver: Size(width: device.slideOverWidth!, height: screenSize.height - 40)
    }
  }

  /// The full-screen safe area for this orientation (iOS 26 moved the landscape home-indicator inset of Face ID
  /// iPhones from 21 to 20 pt).
  private var screenSafeArea: EdgeInsets {
    guard orientation.isLandscape else { return device.portraitSafeArea }
    if osVersion.major >= 26, let newer = device.landscapeSafeAreaSinceIOS26 { return newer }
    return device.landscapeSafeArea!
  }

  /// The window's safe area insets: the screen's, except that a Split View window keeps only the top and bottom
  /// (status bar, home indicator) and a Slide Over window, floating below the status bar, has none.
  public var safeAreaInsets: EdgeInsets {
    let screen = screenSafeArea
    switch windowMode {
    case .fullScreen: return screen
    case .splitView: return EdgeInsets(top: screen.top, left: 0, bottom: screen.bottom, right: 0)
    case .slideOver: return .zero
    }
  }

  /// The window's size classes.
  public var sizeClasses: SizeClassPair {
    switch windowMode {
    case .fullScreen:
      return orientation.isLandscape ? device.landscapeSizeClasses! : device.portraitSizeClasses!
    case .splitView(let fraction):
      // Seed 003 measured the iOS 12.1 simulator in 2018: the 3rd-generation 12.9" iPad Pro showed its portrait 2/3
      // Split View as horizontally regular (the 2nd generation compact). Every later source lists that window as
      // compact. Both are modelled: the seed's observation on iOS 12, the later evidence since.
      if osVersion.major == 12, device.id == "ipad-pro-12.9-inch-3rd-generation", !orientation.isLandscape,
        fraction == .twoThirds
      {
        return SizeClassPair(.regular, .regular)
      }
      return splitWindow!.sizeClasses
    case .slideOver:
      return SizeClassPair(.compact, .regular)
    }
  }

  /// The window's traits.
  public var traitCollection: TraitCollection {
    TraitCollection(
      horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
      userInterfaceIdiom: device.idiom, displayScale: displayScale,
      layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      preferredContentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle)
  }

  /// The screen's own traits (UIKit's `UIScreen.main.traitCollection`): the full-screen size classes of the device
  /// as held, whatever the window's multitasking share.
  public var screenTraitCollection: TraitCollection {
    let full = orientation.isLandscape ? device.landscapeSizeClasses! : device.portraitSizeClasses!
    var traits = traitCollection
    traits.horizontalSizeClass = full.horizontal
    traits.verticalSizeClass = full.vertical
    return traits
  }

  /// The status bar's height (0 where it hides: iPhones in landscape).
  public var statusBarHeight: Double {
    (orientation.isLandscape ? device.landscapeStatusBarHeight : device.portraitStatusBarHeight) ?? 0
  }

  public var description: String {
    "\(device.name) \(orientation.rawValue), \(windowMode), \(osVersion)"
  }
}
