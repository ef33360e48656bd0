/// A linear expression `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build one with the arithmetic operators (`x + 2 * y - 10`). Terms keep their order and a variable may appear in
/// several terms; the solver adds them up.
public struct LinearExpression: Sendable {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression made of one variable.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression made of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The value of the expression when each variable takes the value `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// A number as the dumps print it: whole numbers without a decimal point.
  static func format(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }
}

extension LinearExpression: CustomStringConvertible {
  /// `x + 2 * y - 10`: a coefficient of ±1 is left out, and so is a zero constant (an expression without terms prints
  /// its constant).
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body = magnitude == 1 ? term.variable.description : "\(LinearExpression.format(magnitude)) * \(term.variable)"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-" + body : body
      } else {
        text += term.coefficient < 0 ? " - " + body : " + " + body
      }
    }
    if text.isEmpty { return LinearExpression.format(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(LinearExpression.format(-constant))" : " + \(LinearExpression.format(constant))"
    }
    return text
  }
}
