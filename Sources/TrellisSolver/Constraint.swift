import Synchronization

/// A linear relation `expression (<= | == | >=) 0` with a ``Strength``.
///
/// A constraint has identity: a solver holds a constraint object, and an equal but distinct object is a different
/// constraint (as in kiwi). Its expression is fixed; ``Solver/setConstant(_:of:)`` changes the constant of the
/// copy a solver holds, as `NSLayoutConstraint.constant` does.
public final class Constraint: Sendable {
  /// The left-hand side; the right-hand side is zero.
  public let expression: LinearExpression
  /// The relation to zero.
  public let relation: Relation
  /// How much the constraint matters.
  public let strength: Strength
  /// For an optional equality, the weight of falling below zero when it differs from ``strength`` (the weight of
  /// rising above): see ``softEquality(_:above:below:)``.
  public let strengthBelow: Strength

  /// The slot this constraint had in the solver that last added it: a hint the solver verifies before use.
  let slotHint = Atomic<Int>(-1)

  /// Creates `expression relation 0` at the given strength.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    strengthBelow = strength
  }

  private init(softEquality expression: LinearExpression, above: Strength, below: Strength) {
    self.expression = expression
    relation = .equal
    strength = above
    strengthBelow = below
  }

  /// An optional `expression == 0` whose error weighs `above` when the expression is positive and `below` when it
  /// is negative: one row where two optional inequalities would take two. UIKit's content hugging (do not grow
  /// past the intrinsic size) and compression resistance (do not shrink below it) on one axis are exactly this.
  /// A soft equality is always optional: a required side is weighed as the strongest optional strength (use two
  /// constraints for a side that must hold).
  public static func softEquality(_ expression: LinearExpression, above: Strength, below: Strength) -> Constraint {
    let strongest = Strength(Strength.required.value.nextDown)
    return Constraint(
      softEquality: expression, above: above.isRequired ? strongest : above, below: below.isRequired ? strongest : below
    )
  }

  /// The same relation at another strength (a new constraint object; a soft equality becomes symmetric).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether the relation fails for the given variable values, beyond a tolerance of 1e-8.
  public func isViolated(_ value: (Variable) -> Double) -> Bool {
    let amount = expression.evaluate(value)
    switch relation {
    case .equal: return abs(amount) > 1e-8
    case .lessThanOrEqual: return amount > 1e-8
    case .greaterThanOrEqual: return amount < -1e-8
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// `x + 2 * y - 10 >= 0 | strong`.
  public var description: String {
    "\(expression) \(relation.symbol) 0 | \(strength)"
  }
}
