import Testing
import TrellisSolver

/// Every behaviour kiwi's own tests check (SOLVERS.md §4), restated for Trellis.
@Suite struct KiwiBehaviourTests {
  @Test func managingEditVariables() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .medium) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(v2) }
    #expect(throws: SolverError.self) { try solver.suggestValue(1, for: v2) }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.self) { try solver.addEditVariable(v1, strength: .required) }
    try solver.addEditVariable(v2, strength: .strong)
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
  }

  @Test func mediumEditBeatsWeakEquality() throws {
    let solver = Solver()
    let v = Variable("foo")
    try solver.addEditVariable(v, strength: .medium)
    try solver.addConstraint((v == 1) | .weak)
    try solver.suggestValue(2, for: v)
    solver.updateVariables()
    #expect(solver.value(of: v) == 2)
  }

  @Test func editVariableInSeveralRowsKeepsTheRequiredBound() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addEditVariable(v2, strength: .weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    solver.updateVariables()
    #expect(solver.value(of: v2) <= -1)
  }

  @Test func managingConstraints() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c1 = v >= 1
    let c2 = v <= 0
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c1)
    #expect(solver.hasConstraint(c1))
    #expect(throws: SolverError.self) { try solver.addConstraint(c1) }
    #expect(throws: SolverError.self) { try solver.removeConstraint(c2) }
    #expect(throws: SolverError.self) { try solver.addConstraint(c2) }
    try solver.removeConstraint(c1)
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c2)
    #expect(solver.hasConstraint(c2))
    solver.reset()
    #expect(!solver.hasConstraint(c2))
  }

  @Test func equalButDistinctConstraintsAreBothAccepted() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint(v == 3)
    try solver.addConstraint(v == 3)
    #expect(solver.constraintCount == 2)
    #expect(solver.value(of: v) == 3)
  }

  @Test func underConstrainedSystem() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c = 2 * v + 1 >= 0
    try solver.addEditVariable(v, strength: .weak)
    try solver.addConstraint(c)
    try solver.suggestValue(10, for: v)
    solver.updateVariables()
    #expect(solver.value(of: c.expression) == 21)
    #expect(solver.value(of: LinearExpression(2 * v)) == 20)
    #expect(solver.value(of: v) == 10)
  }

  @Test func requiredBeatsWeakAndStrongBeatsMedium() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0) | .weak)
    #expect(solver.value(of: v1) == 10)
    #expect(solver.value(of: v2) == -10)
    solver.reset()
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10) | .medium)
    try solver.addConstraint((v2 == 2) | .strong)
    #expect(solver.value(of: v1) == -2)
    #expect(solver.value(of: v2) == 2)
  }

  @Test func infeasibleSuggestionsTriggerTheDualSimplex() throws {
    let solver = Solver()
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.addConstraint(2 * xm == xl + xr)
    try solver.addConstraint(xl + 20 <= xr)
    try solver.addConstraint(xl >= -10)
    try solver.addConstraint(xr <= 100)
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    try solver.suggestValue(60, for: xm)
    try solver.suggestValue(90, for: xm)
    solver.updateVariables()
    #expect(solver.value(of: xl) + solver.value(of: xr) == 2 * solver.value(of: xm))
    #expect(solver.value(of: xl) == 80)
    #expect(solver.value(of: xr) == 100)
  }

  @Test func violatedReportsUnsatisfiedConstraints() {
    let v = Variable("v")
    let values: [ObjectIdentifier: Double] = [ObjectIdentifier(v): 5]
    let value = { (variable: Variable) in values[ObjectIdentifier(variable)] ?? 0 }
    #expect(!(v == 5).isViolated(value))
    #expect((v == 4).isViolated(value))
    #expect(!(v <= 5).isViolated(value))
    #expect((v <= 4).isViolated(value))
    #expect(!(v >= 5).isViolated(value))
    #expect((v >= 6).isViolated(value))
  }

  /// kiwi's SimplexTest: a maximisation (MA230 1998) done with a weak edit pulled towards 10⁶.
  @Test func linearProgramMaximisedThroughAWeakEdit() throws {
    let solver = Solver()
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let x3 = Variable("x3")
    let z = Variable("z")
    try solver.addConstraint(x1 >= 0)
    try solver.addConstraint(x2 >= 0)
    try solver.addConstraint(x3 >= 0)
    try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
    try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
    try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
    try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
    try solver.addEditVariable(z, strength: .weak)
    try solver.suggestValue(1e6, for: z)
    #expect(abs(solver.value(of: x1) - 13) < 1e-4)
    #expect(abs(solver.value(of: x2) - 3) < 1e-4)
    #expect(abs(solver.value(of: x3) - 11) < 1e-4)
    #expect(abs(solver.value(of: z) - 39) < 1e-4)
  }

  @Test func dumpHasEverySectionEvenAfterAFailedAdd() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addEditVariable(v2, strength: .weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | .weak)
    solver.updateVariables()
    #expect(throws: SolverError.self) { try solver.addConstraint(v2 >= 1) }
    let dump = solver.dump()
    for header in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
      #expect(dump.contains(header))
    }
    #expect(dump.contains("foo + bar == 0 | required"))
  }
}
