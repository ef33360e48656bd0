/// Heights of UIKit's bars, by idiom, size class and OS version (see `shared/reference/DEVICES.md` §2: measured by
/// Geoff Hackworth for iOS 12 and corroborated by QMUI's tables).
enum BarMetrics {
  /// The navigation bar: 44 pt on iPhone, 32 pt in compact height on phones narrower than the Plus/Max class
  /// (which keep 44 in landscape), 50 pt on iPad since iOS 12 (44 before). A large title adds 52 pt where the
  /// height is regular.
  static func navigationBarHeight(_ traits: TraitCollection, os: OSVersion, largeTitle: Bool) -> Double {
    let base: Double
    if traits.userInterfaceIdiom == .pad {
      base = os.major >= 12 ? 50 : 44
    } else if traits.verticalSizeClass == .compact {
      base = traits.horizontalSizeClass == .regular ? 44 : 32
    } else {
      base = 44
    }
    return largeTitle && traits.verticalSizeClass != .compact ? base + 52 : base
  }

  /// The tab bar above the bottom safe area: 49 pt on iPhone, 32 pt in compact height on phones narrower than the
  /// Plus/Max class, 50 pt on iPad since iOS 12 (49 before).
  static func tabBarHeight(_ traits: TraitCollection, os: OSVersion) -> Double {
    if traits.userInterfaceIdiom == .pad { return os.major >= 12 ? 50 : 49 }
    if traits.verticalSizeClass == .compact { return traits.horizontalSizeClass == .regular ? 49 : 32 }
    return 49
  }
}
