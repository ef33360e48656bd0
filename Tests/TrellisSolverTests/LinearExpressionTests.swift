import Testing
import TrellisSolver

/// The algebra of variables, terms and expressions, as kiwi's Variable/Term/LinearExpression tests check it.
@Suite struct LinearExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  func coefficients(_ expression: LinearExpression) -> [String] {
    expression.terms.map { "\($0.coefficient)\($0.variable.name)" }
  }

  @Test func operatorsBuildTermsAndExpressions() {
    let term = 2 * x
    #expect(term.coefficient == 2 && term.variable === x)
    #expect((x * 3).coefficient == 3)
    #expect((x / 4).coefficient == 0.25)
    #expect((-x).coefficient == -1)
    #expect((-(2 * x)).coefficient == -2)
    let expression = x + 2 * y - 10
    #expect(coefficients(expression) == ["1.0x", "2.0y"])
    #expect(expression.constant == -10)
    #expect((10 - x).constant == 10)
    #expect(coefficients(10 - x) == ["-1.0x"])
    #expect(coefficients((x + y) * 2) == ["2.0x", "2.0y"])
    #expect(((x + y) / 2).constant == 0)
    #expect(coefficients(-(x - y)) == ["-1.0x", "1.0y"])
  }

  @Test func termsKeepTheirOrderAndAreNotMerged() {
    let expression = x + y + x
    #expect(coefficients(expression) == ["1.0x", "1.0y", "1.0x"])
  }

  @Test func relationsBuildRequiredConstraintsAndBarSetsTheStrength() {
    let c = x + 1 <= y
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(coefficients(c.expression) == ["1.0x", "-1.0y"])
    #expect(c.expression.constant == 1)
    #expect((x == 5).relation == .equal)
    #expect((5 >= x).relation == .greaterThanOrEqual)
    #expect(((x >= 1) | .strong).strength == .strong)
  }

  @Test func descriptionsReadLikeTheSource() {
    #expect((x + 2 * y - 10).description == "x + 2 * y - 10")
    #expect(((x >= 1) | .weak).description == "x - 1 >= 0 | weak")
    #expect(Variable().description == "<anonymous>")
  }

  @Test func finiteness() {
    #expect((x + 1).isFinite)
    #expect(!(x + .nan).isFinite)
    #expect(!LinearExpression(Double.infinity * x).isFinite)
  }
}
