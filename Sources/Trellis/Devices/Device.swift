/// One iPhone or iPad model as layout sees it: screen size in points, scale, safe areas, status bar, size classes per
/// orientation, and for iPads the Split View and Slide Over windows. From the bundled catalog; see ``DeviceCatalog``.
public struct Device: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// The catalog's name for the model, such as `iphone-16-pro` or `ipad-pro-12.9-inch-3rd-generation`.
  public let id: String
  public let name: String
  public let idiom: UserInterfaceIdiom
  public let releaseYear: Int
  /// The screen in points, portrait.
  public let portraitSize: Size
  public let scale: Double
  /// Full-screen window safe areas (status bar shown, no bars). `landscapeSafeAreaSinceIOS26` is the landscape value
  /// from iOS 26 on where it changed (Face ID iPhones: bottom 21 → 20).
  public let portraitSafeArea: EdgeInsets
  public let landscapeSafeArea: EdgeInsets?
  public let landscapeSafeAreaSinceIOS26: EdgeInsets?
  public let portraitStatusBarHeight: Double?
  public let landscapeStatusBarHeight: Double?
  /// Size classes of a full-screen window, or nil where no source knows them.
  public let portraitSizeClasses: SizeClassPair?
  public let landscapeSizeClasses: SizeClassPair?
  /// iPad Split View windows (iPadOS 9–18).
  public let splitViews: [MultitaskingWindow]
  /// The Slide Over window's width and size class (iPadOS 9–18), if the device has one.
  public let slideOverWidth: Double?
  public let hasHomeIndicator: Bool
  /// `high`, `medium` or `low`, as the catalog rates its sources for this model.
  public let confidence: String

  public var description: String { "\(name) (\(id))" }

  /// Whether the catalog knows enough to lay a window out on this device.
  public var isComplete: Bool {
    portraitSizeClasses != nil && landscapeSizeClasses != nil && landscapeSafeArea != nil
  }
}

/// A horizontal and a vertical size class.
public struct SizeClassPair: Sendable, Hashable, CustomStringConvertible {
  public var horizontal: UserInterfaceSizeClass
  public var vertical: UserInterfaceSizeClass

  public init(_ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public var description: String { "w\(horizontal) h\(vertical)" }
}

/// An iPad multitasking window: which share of the screen, in which orientation, how big, with which size classes.
public struct MultitaskingWindow: Sendable, Hashable {
  public let orientation: Orientation
  public let fraction: SplitFraction
  public let size: Size
  public let sizeClasses: SizeClassPair
  public let confidence: String
}

/// The share of the screen a Split View window takes.
public enum SplitFraction: String, Sendable, Hashable, CaseIterable {
  case oneThird = "1/3"
  case half = "1/2"
  case twoThirds = "2/3"
}
