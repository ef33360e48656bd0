/// How much room an axis offers (UIKit's `UIUserInterfaceSizeClass`): compact or regular, or unspecified where a
/// trait collection says nothing about it.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case unspecified = 0
  case compact = 1
  case regular = 2

  /// Interface Builder's letter: `C`, `R`, or `Any`.
  public var description: String {
    switch self {
    case .unspecified: "Any"
    case .compact: "C"
    case .regular: "R"
    }
  }
}
