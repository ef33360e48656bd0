import TrellisSolver

/// How much a constraint matters, 1…1000 (UIKit's `UILayoutPriority`): 1000 must hold, lower ones may break.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let dragThatCanResizeScene = LayoutPriority(510)
  public static let sceneSizeStayPut = LayoutPriority(500)
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  public static let defaultLow = LayoutPriority(250)
  public static let fittingSizeLevel = LayoutPriority(50)

  public var isRequired: Bool { rawValue >= 1000 }

  /// The solver strength: see ``TrellisSolver/Strength/init(priority:)`` for the mapping.
  public var strength: Strength { Strength(priority: rawValue) }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
