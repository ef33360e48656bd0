import Testing
import TrellisSolver
import TrellisWorkloads

/// The benchmark workloads of WORKLOADS.md, checked against their closed forms after every phase (not timed).
@Suite struct WorkloadTests {
  @Test(arguments: [10, 100, 500])
  func gridBuildResizeAndChurnMatchTheClosedForm(count: Int) throws {
    let grid = GridWorkload(count: count)
    let solver = Solver()
    try grid.build(solver)
    #expect(grid.mismatch(in: solver, containerWidth: 1000) == nil)
    try grid.resize(solver, steps: 1000)
    #expect(grid.mismatch(in: solver, containerWidth: 1283) == nil)
    try grid.churnOneByOne(solver)
    #expect(grid.mismatch(in: solver, containerWidth: 1283) == nil)
    try grid.churnBulk(solver)
    #expect(grid.mismatch(in: solver, containerWidth: 1283) == nil)
  }

  @Test func gridBuiltInOneBatchMatchesTheClosedForm() throws {
    let grid = GridWorkload(count: 100)
    let solver = Solver()
    try grid.build(solver, batched: true)
    #expect(grid.mismatch(in: solver, containerWidth: 1000) == nil)
    try solver.suggestValue(500, for: grid.containerWidth)
    #expect(grid.mismatch(in: solver, containerWidth: 500) == nil)
  }

  @Test func gridSuggestedLastMatchesTheClosedForm() throws {
    let grid = GridWorkload(count: 100)
    let solver = Solver()
    try solver.addConstraint(grid.constraints[0])
    try solver.addConstraint(grid.constraints[1])
    try solver.addEditVariable(grid.containerWidth, strength: .strong)
    for constraint in grid.constraints[2...] { try solver.addConstraint(constraint) }
    try solver.suggestValue(1000, for: grid.containerWidth)
    #expect(grid.mismatch(in: solver, containerWidth: 1000) == nil)
  }
}
