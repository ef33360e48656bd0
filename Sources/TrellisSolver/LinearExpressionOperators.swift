// Linear algebra on variables, terms and expressions, so that constraints read as written: `x + 2 * y - 10 >= 0`.

/// A value that can stand in a linear expression: a ``Variable``, a ``Term`` or an ``LinearExpression``.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  /// The expression made of this variable alone, with coefficient 1.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
  /// The expression made of this term alone.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
  /// The expression itself.
  public var linearExpression: LinearExpression { self }
}

extension LinearExpression {
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  static func sum(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
}

// MARK: Negation, multiplication, division

/// A term: `operand` scaled by -1.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The term with its coefficient negated.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The expression with every coefficient and the constant negated.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

/// A term: the variable `lhs` scaled by the coefficient `rhs`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// A term: the variable `rhs` scaled by the coefficient `lhs`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// The term with its coefficient multiplied by `rhs`.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// The term with its coefficient multiplied by `lhs`.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// The expression with every coefficient and the constant multiplied by `rhs`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// The expression with every coefficient and the constant multiplied by `lhs`.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

/// A term: the variable `lhs` scaled by the coefficient `1 / rhs`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// The term with its coefficient divided by `rhs`.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// The expression with every coefficient and the constant multiplied by `1 / rhs`.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

// MARK: Addition and subtraction

/// The expression `lhs + rhs`: the terms of `lhs`, then those of `rhs` (a variable in both keeps two terms), and the
/// sum of the constants.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, rhs.linearExpression)
}
/// The expression `lhs` with `rhs` added to its constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, LinearExpression(rhs))
}
/// The expression `rhs` with `lhs` added to its constant.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression.sum(LinearExpression(lhs), rhs.linearExpression)
}
/// The expression `lhs - rhs`: the terms of `lhs`, then those of `rhs` negated, and the difference of the constants.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, rhs.linearExpression.scaled(by: -1))
}
/// The expression `lhs` with `rhs` subtracted from its constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, LinearExpression(-rhs))
}
/// The expression `lhs - rhs`: the terms of `rhs` negated, and `lhs` minus its constant.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression.sum(LinearExpression(lhs), rhs.linearExpression.scaled(by: -1))
}

// MARK: Relations (required by default; `|` sets a strength)

/// A required constraint `lhs == rhs`, held as `lhs - rhs == 0`; set its strength with `|`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// A required constraint `lhs == rhs`, held as `lhs - rhs == 0`; set its strength with `|`.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// A required constraint `lhs == rhs`, held as `lhs - rhs == 0`; set its strength with `|`.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }

/// A required constraint `lhs <= rhs`, held as `lhs - rhs <= 0`; set its strength with `|`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// A required constraint `lhs <= rhs`, held as `lhs - rhs <= 0`; set its strength with `|`.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// A required constraint `lhs <= rhs`, held as `lhs - rhs <= 0`; set its strength with `|`.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint `lhs >= rhs`, held as `lhs - rhs >= 0`; set its strength with `|`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// A required constraint `lhs >= rhs`, held as `lhs - rhs >= 0`; set its strength with `|`.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// A required constraint `lhs >= rhs`, held as `lhs - rhs >= 0`; set its strength with `|`.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same constraint at another strength: `(x >= 10) | .strong`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
