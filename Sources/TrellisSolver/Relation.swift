/// How a constraint relates its expression to zero: `expression <= 0`, `== 0` or `>= 0`.
public enum Relation: Sendable, Hashable, CaseIterable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// The operator as written in constraints and dumps.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
