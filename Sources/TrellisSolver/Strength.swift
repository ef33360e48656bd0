import Foundation

/// How much the solver cares about a constraint: `required` constraints must hold; every other constraint may be
/// broken, and the solver minimises the sum of each broken constraint's error times its strength (or, in a
/// ``Solver/Objective/lexicographic`` solver, the errors strength by strength, strongest first: there only the order
/// of strengths matters).
///
/// Strengths use kiwi's units so that systems and figures carry over: `required` is 1 001 001 000, `strong` 10⁶,
/// `medium` 10³ and `weak` 1; ``init(strong:medium:weak:weight:)`` is kiwi's `strength::create`.
///
/// UIKit's layout priorities (1…1000) map onto strengths with ``init(priority:)``: 1000 is `required`, and an
/// optional priority `p` becomes the weight `10^(6·p/1000)`, so priority 0 is `weak`, 500 is `medium` and 999 sits
/// just under `strong` (the class WORKLOADS.md gives the benchmarks' strong edit variables). The weight grows by a
/// factor of 10^0.006 ≈ 1.014 per priority point, so a higher priority always wins one-against-one, wins against
/// up to a thousand constraints 500 points lower (250 against 750), and the order of the named UIKit priorities
/// (fittingSizeLevel 50 < defaultLow 250 < 251 < defaultHigh 750 < 999) is kept. In a weighted solver a sum of
/// errors is minimised, so many slightly lower constraints can outweigh one slightly higher one; a lexicographic
/// solver (the layout engine's, as UIKit's) never lets them.
public struct Strength: Sendable, Hashable, Comparable {
  /// The weight, between 0 and ``required``'s value.
  public let value: Double

  /// A constraint that must hold.
  public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
  /// kiwi's `strong` (10⁶): edit variables usually use it.
  public static let strong = Strength(strong: 1, medium: 0, weak: 0)
  /// kiwi's `medium` (10³).
  public static let medium = Strength(strong: 0, medium: 1, weak: 0)
  /// kiwi's `weak` (1).
  public static let weak = Strength(strong: 0, medium: 0, weak: 1)

  /// kiwi's `strength::create(a, b, c, w)`: `clamp(a·w)·10⁶ + clamp(b·w)·10³ + clamp(c·w)`, each clamped to 0…1000.
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func clamp(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x)) }
    value = clamp(strong * weight) * 1_000_000 + clamp(medium * weight) * 1000 + clamp(weak * weight)
  }

  /// A strength with the given weight, clipped to `0…required` (kiwi's `strength::clip`). NaN becomes 0.
  public init(_ value: Double) {
    let required = 1_001_001_000.0
    self.value = value.isNaN ? 0 : Swift.max(0, Swift.min(required, value))
  }

  /// The strength of a UIKit layout priority: 1000 (or more) is required; `p` below it weighs `10^(6·p/1000)`.
  public init(priority: Float) {
    if priority >= 1000 {
      self = .required
    } else if priority >= 0, Float(Int(priority)) == priority {
      // (Whole below 1000: compared through Int rather than `rounded()`, which is a libm call.)
      self.init(Strength.integralPriorityWeights[Int(priority)])
    } else {
      self.init(pow(10, 6 * Double(Swift.max(0, priority)) / 1000))
    }
  }

  /// `10^(6p/1000)` for the whole priorities below 1000, which are nearly all that layouts use: a layout derives
  /// several strengths per view, and `pow` would be most of that work.
  private static let integralPriorityWeights: [Double] = (0..<1000).map { pow(10, 6 * Double($0) / 1000) }

  /// Whether the constraint must hold.
  public var isRequired: Bool { value >= Strength.required.value }

  /// Orders strengths by weight: `weak < medium < strong < required`.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
  /// The name of a predefined strength (`required`, `strong`, `medium`, `weak`), otherwise its weight.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: LinearExpression.format(value)
    }
  }
}
