// Linear algebra on variables, terms and expressions, so that constraints read as written: `x + 2 * y - 10 >= 0`.

/// A value that can stand in a linear expression: a ``Variable``, a ``Term`` or an ``LinearExpression``.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
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

public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

// MARK: Addition and subtraction

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, rhs.linearExpression)
}
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, LinearExpression(rhs))
}
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression.sum(LinearExpression(lhs), rhs.linearExpression)
}
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, rhs.linearExpression.scaled(by: -1))
}
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
  LinearExpression.sum(lhs.linearExpression, LinearExpression(-rhs))
}
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
  LinearExpression.sum(LinearExpression(lhs), rhs.linearExpression.scaled(by: -1))
}

// MARK: Relations (required by default; `|` sets a strength)

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same constraint at another strength: `(x >= 10) | .strong`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
