import Testing
import TrellisSolver

/// UIKit's objective: errors are minimised strength by strength, so no number of weaker constraints outweighs a
/// stronger one (``Solver/Objective/lexicographic``).
@Suite struct LexicographicObjectiveTests {
  /// kiwi issue 28: three weaker equalities outvote the strongest in the weighted objective (w = 3), never in the
  /// lexicographic one (w = 4).
  @Test(arguments: [(Solver.Objective.weighted, 3.0), (.lexicographic, 4.0)])
  func strongestEqualityWinsAgainstAnyNumberOfWeaker(objective: Solver.Objective, expected: Double) throws {
    let solver = Solver(objective: objective)
    let w = Variable("w")
    for value in 1...4 { try solver.addConstraint((w == Double(value)) | Strength(1000 + Double(value))) }
    #expect(solver.value(of: w) == expected)
  }

  /// One compression resistance of 751 against a thousand constraints of 750.
  @Test func priority751BeatsAThousandOf750() throws {
    let solver = Solver(objective: .lexicographic)
    let width = Variable("width")
    try solver.addConstraint((width >= 120) | Strength(priority: 751))
    for _ in 0..<1000 { try solver.addConstraint((width <= 80) | Strength(priority: 750)) }
    #expect(solver.value(of: width) == 120)
  }

  /// Within one strength the errors add up: the two equal constraints that agree outvote the one that does not.
  @Test func errorsOfOneStrengthAreSummed() throws {
    let solver = Solver(objective: .lexicographic)
    let x = Variable("x")
    try solver.addConstraint((x == 10) | Strength(priority: 500))
    try solver.addConstraint((x == 10) | Strength(priority: 500))
    try solver.addConstraint((x == 20) | Strength(priority: 500))
    #expect(solver.value(of: x) == 10)
  }

  /// A weaker level still decides what the stronger ones leave open, through edits and removals.
  @Test func weakerLevelsBreakTheTiesOfStrongerOnes() throws {
    let solver = Solver(objective: .lexicographic)
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 100)
    let strong = (x >= 30) | Strength(priority: 990)
    try solver.addConstraint(strong)
    try solver.addConstraint((x == 0) | Strength(priority: 10))
    try solver.addEditVariable(y, strength: Strength(priority: 985))
    try solver.suggestValue(90, for: y)
    // 990 holds x at 30 or more, the 985 edit wants y = 90 (x = 10): x stops at 30.
    #expect(solver.value(of: x) == 30)
    try solver.suggestValue(40, for: y)
    #expect(solver.value(of: x) == 60)
    try solver.removeConstraint(strong)
    try solver.suggestValue(90, for: y)
    #expect(solver.value(of: x) == 10)
    try solver.removeEditVariable(y)
    #expect(solver.value(of: x) == 0)
  }
}
