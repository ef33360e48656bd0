import Testing
import TrellisSolver

/// Every refusal is a typed error that names the culprit, and the solver is unchanged and keeps working after it.
@Suite struct SolverErrorTests {
  func conflictNames(_ body: () throws -> Void) -> [String]? {
    do {
      try body()
      return nil
    } catch {
      guard case .unsatisfiable(_, let conflicts) = error as? SolverError else { return nil }
      return conflicts.map(\.description)
    }
  }

  @Test func nonFiniteCoefficientsAndConstantsAreRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    for constraint in [x == .nan, x <= .infinity, Double.nan * x >= 0, -Double.infinity * x == 1] {
      #expect {
        try solver.addConstraint(constraint)
      } throws: { error in
        guard case .nonFiniteValue(let detail) = error as? SolverError else { return false }
        return detail.contains("x")
      }
    }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
    let c = x >= 0
    try solver.addConstraint(c)
    #expect(throws: SolverError.self) { try solver.setConstant(.infinity, of: c) }
    try solver.suggestValue(7, for: x)
    #expect(solver.value(of: x) == 7)
  }

  @Test func unknownConstraintsAndEditsAreNamed() {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 1
    #expect {
      try solver.removeConstraint(c)
    } throws: { error in
      guard case .unknownConstraint(let culprit) = error as? SolverError else { return false }
      return culprit === c
    }
    #expect(throws: SolverError.self) { try solver.setConstant(3, of: c) }
    #expect(solver.constant(of: c) == nil)
    #expect {
      try solver.suggestValue(1, for: x)
    } throws: { error in
      guard case .unknownEditVariable(let culprit) = error as? SolverError else { return false }
      return culprit === x
    }
  }

  @Test func contradictoryEqualitiesReportBoth() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.addConstraint(width == 100)
    let names = conflictNames { try solver.addConstraint(width == 200) }
    #expect(names == ["width - 100 == 0 | required", "width - 200 == 0 | required"])
    #expect(solver.value(of: width) == 100)
  }

  @Test func conflictSetLeavesOutUnrelatedAndOptionalConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(z == 3)
    try solver.addConstraint(y >= x + 5)
    try solver.addConstraint((y == 0) | .strong)
    let names = conflictNames { try solver.addConstraint(y <= 12) }
    #expect(names == ["x - 10 >= 0 | required", "y - x - 5 >= 0 | required", "y - 12 <= 0 | required"])
    #expect(solver.value(of: y) == 15)
    try solver.addConstraint(y <= 20)
    #expect(solver.value(of: y) == 15)
  }

  @Test func aConstantContradictionIsItsOwnConflict() {
    let solver = Solver()
    let names = conflictNames { try solver.addConstraint(Constraint(LinearExpression(5), .equal)) }
    #expect(names == ["5 == 0 | required"])
    #expect(solver.constraintCount == 0)
  }

  @Test func redundantRequiredEqualitiesAreAccepted() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == y + 10)
    try solver.addConstraint(y == 5)
    try solver.addConstraint(x == 15)
    try solver.addConstraint(2 * x == 2 * y + 20)
    #expect(solver.value(of: x) == 15)
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 16) }
  }

  @Test func aRefusedConstantKeepsTheOldOne() throws {
    let solver = Solver()
    let x = Variable("x")
    let left = x >= 10
    let right = x <= 50
    try solver.addConstraint(left)
    try solver.addConstraint(right)
    let names = conflictNames { try solver.setConstant(-60, of: left) }
    #expect(names == ["x - 10 >= 0 | required", "x - 50 <= 0 | required"])
    #expect(solver.constant(of: left) == -10)
    #expect(solver.value(of: x) == 10)
    try solver.setConstant(-40, of: left)
    #expect(solver.value(of: x) == 40)
  }

  @Test func aRefusedBatchIsUndoneWhole() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x == 1)
    let batch = [y == 2, x + y == 3, y == 4]
    #expect(throws: SolverError.self) { try solver.addConstraints(batch) }
    for constraint in batch { #expect(!solver.hasConstraint(constraint)) }
    #expect(solver.constraintCount == 1)
    try solver.addConstraints(batch.prefix(2))
    #expect(solver.value(of: y) == 2)
  }

  @Test func removingUnknownConstraintsInABatchStillRemovesTheKnownOnes() throws {
    let solver = Solver()
    let x = Variable("x")
    let known = x == 1
    try solver.addConstraint(known)
    #expect(throws: SolverError.self) { try solver.removeConstraints([x == 2, known]) }
    #expect(!solver.hasConstraint(known))
  }

  @Test func descriptionsNameTheCulprit() {
    let x = Variable("width")
    let c = x == 5
    #expect(SolverError.duplicateConstraint(c).description == "Duplicate constraint: width - 5 == 0 | required")
    #expect(SolverError.requiredEditStrength(x).description.contains("width"))
    let conflict = SolverError.unsatisfiable(c, conflicts: [c]).description
    #expect(conflict.hasPrefix("Unable to simultaneously satisfy constraints"))
  }
}
