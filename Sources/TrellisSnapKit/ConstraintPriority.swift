import Trellis

/// SnapKit's priority: `.required`, `.high`, `.medium`, `.low` or any number, with `+` and `-`.
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Equatable, Sendable {
  public let value: Float

  public init(_ value: Float) { self.value = value }
  public init(floatLiteral value: Float) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Float(value) }

  public static let required = ConstraintPriority(1000)
  public static let high = ConstraintPriority(750)
  public static let medium = ConstraintPriority(500)
  public static let low = ConstraintPriority(250)

  public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { .init(lhs.value + rhs) }
  public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { .init(lhs.value - rhs) }

  var layoutPriority: LayoutPriority { LayoutPriority(value) }
}
