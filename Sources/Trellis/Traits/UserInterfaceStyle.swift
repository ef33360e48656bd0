/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  case unspecified = 0
  case light = 1
  case dark = 2
}
