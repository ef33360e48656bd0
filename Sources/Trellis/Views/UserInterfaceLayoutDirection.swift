/// The direction text and leading-to-trailing layout run in (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view chooses its layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Hashable, Sendable {
  /// Follow the inherited direction.
  case unspecified = 0
  /// Media playback controls: always left to right.
  case playback
  /// Directional controls (arrows): always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
