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

/// Workload E (kiwi's enaml-like form) has no closed form: its solution is checked against the reference LP at
/// every window size of the benchmark, after building and after each suggestion.
@Suite struct EnamlWorkloadTests {
  @Test func everyWindowSizeReachesTheReferenceOptimum() throws {
    let workload = EnamlWorkload()
    let solver = Solver()
    try workload.build(solver)
    var model = SystemModel(variables: workload.variables)
    model.constraints = workload.constraints
    model.edits = [(workload.width, .strong, 0), (workload.height, .strong, 0)]
    #expect(workload.constraints.count == 111 && workload.variables.count == 37)
    for size in EnamlWorkload.sizes {
      try workload.suggest(solver, width: size.width, height: size.height)
      model.edits[0].value = size.width
      model.edits[1].value = size.height
      let optimum = try #require(model.referenceLP().minimumError())
      let (error, violation) = model.evaluate(solver)
      #expect(violation <= 1e-6, "a required constraint fails at \(size)")
      #expect(abs(error - optimum) <= 1e-6 * max(1, optimum), "error \(error), optimum \(optimum) at \(size)")
      #expect(solver.value(of: workload.width) == size.width)
      #expect(solver.value(of: workload.height) == size.height)
    }
  }
}
