/// A variable multiplied by a coefficient: one summand of an ``LinearExpression``.
public struct Term: Sendable {
  /// The unknown.
  public var variable: Variable
  /// The factor applied to it.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// `2 * x`, or just `x` when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient)) * \(variable)"
  }
}
