import Testing
import TrellisSolver

/// Variables and constraints are `Sendable` and may sit in several solvers at once, on several threads: one solver
/// holds each object's fast-path claim, the others find it by identity.
@Suite struct SharedObjectTests {
  @Test func oneConstraintInTwoSolvers() throws {
    let x = Variable("x")
    let y = Variable("y")
    let shared = x == 5
    let first = Solver()
    let second = Solver()
    try first.addConstraint(shared)
    try second.addConstraint(shared)
    try second.addConstraint(y == x + 1)
    #expect(first.value(of: x) == 5 && second.value(of: x) == 5 && second.value(of: y) == 6)
    #expect(first.value(of: y) == 0)
    try first.removeConstraint(shared)
    #expect(!first.hasConstraint(shared) && second.hasConstraint(shared))
    try second.setConstant(-7, of: shared)
    #expect(second.value(of: y) == 8)
    #expect(throws: SolverError.self) { try first.removeConstraint(shared) }
    try first.addConstraint(shared)
    #expect(first.constant(of: shared) == -5 && second.constant(of: shared) == -7)
  }

  @Test func claimsComeBackWhenASolverResetsOrGoes() throws {
    let x = Variable("x")
    let c = x >= 3
    do {
      let gone = Solver()
      try gone.addConstraint(c)
    }
    let solver = Solver()
    try solver.addConstraint(c)
    solver.reset()
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.value(of: x) == 3)
  }

  @Test func solversOnManyTasksShareVariablesAndConstraints() async throws {
    let width = Variable("width")
    let left = Variable("left")
    let constraints = [left == 16, width == 361, left + width <= 400]
    let results = try await withThrowingTaskGroup(of: [Double].self) { group in
      for _ in 0..<8 {
        group.addTask {
          var values: [Double] = []
          for _ in 0..<50 {
            let solver = Solver()
            try solver.addConstraints(constraints)
            values.append(solver.value(of: left) + solver.value(of: width))
            try solver.removeConstraints(constraints)
          }
          return values
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(results.count == 400)
    #expect(results.allSatisfy { $0 == 377 })
  }
}
