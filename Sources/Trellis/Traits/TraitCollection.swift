/// The traits that describe an interface's environment (UIKit's `UITraitCollection`): size classes, idiom, display
/// scale, layout direction, preferred text size and appearance. Every trait may be unspecified; a collection made
/// for one trait leaves the others unspecified, and combining collections takes each trait from the last collection
/// that specifies it, as UIKit merges the traits of a window, its controllers and their overrides.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
  public var horizontalSizeClass: UserInterfaceSizeClass
  public var verticalSizeClass: UserInterfaceSizeClass
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// Points to pixels; 0 when unspecified.
  public var displayScale: Double
  public var layoutDirection: TraitEnvironmentLayoutDirection
  public var preferredContentSizeCategory: ContentSizeCategory
  public var userInterfaceStyle: UserInterfaceStyle

  /// A collection with every trait given (unspecified by default).
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UserInterfaceIdiom = .unspecified, displayScale: Double = 0,
    layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
    preferredContentSizeCategory: ContentSizeCategory = .unspecified,
    userInterfaceStyle: UserInterfaceStyle = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// A collection that specifies only the horizontal size class.
  public init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  /// A collection that specifies only the vertical size class.
  public init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// Each trait from the last collection in `collections` that specifies it (UIKit's `init(traitsFrom:)`).
  public init(traitsFrom collections: [TraitCollection]) {
    self.init()
    for other in collections {
      if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
      if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
      if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
      if other.displayScale != 0 { displayScale = other.displayScale }
      if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
      if other.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
    }
  }

  /// This collection with the traits `other` specifies taking precedence.
  public func merging(_ other: TraitCollection) -> TraitCollection {
    TraitCollection(traitsFrom: [self, other])
  }

  /// Whether every trait `other` specifies has the same value here (UIKit's `containsTraits(in:)`).
  public func containsTraits(in other: TraitCollection) -> Bool {
    (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
      && (other.displayScale == 0 || other.displayScale == displayScale)
      && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
      && (other.preferredContentSizeCategory == .unspecified
        || other.preferredContentSizeCategory == preferredContentSizeCategory)
      && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
  }

  /// Whether the size classes differ (UIKit's test for when a layout should change).
  public func hasDifferentSizeClass(comparedTo other: TraitCollection) -> Bool {
    horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
  }

  /// `w<C|R|Any> h<C|R|Any>`, Interface Builder's notation, then the other specified traits.
  public var description: String {
    var parts = ["w\(horizontalSizeClass) h\(verticalSizeClass)"]
    if userInterfaceIdiom != .unspecified { parts.append("idiom \(userInterfaceIdiom)") }
    if displayScale != 0 { parts.append("@\(formatNumber(displayScale))x") }
    if layoutDirection != .unspecified { parts.append(layoutDirection == .rightToLeft ? "RTL" : "LTR") }
    if preferredContentSizeCategory != .unspecified { parts.append("\(preferredContentSizeCategory)") }
    if userInterfaceStyle != .unspecified { parts.append("\(userInterfaceStyle)") }
    return parts.joined(separator: " ")
  }
}
