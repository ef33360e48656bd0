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

  /// The slot this constraint had in the solver that last added it: a hint the solver verifies before use.
  let slotHint = Atomic<Int>(-1)

  /// Creates `expression relation 0` at the given strength.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// The same relation at another strength (a new constraint object).
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
