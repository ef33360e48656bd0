/// How a constraint relates its two sides (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Hashable, Sendable {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  public var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
