/// The layout direction a trait collection carries (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}
