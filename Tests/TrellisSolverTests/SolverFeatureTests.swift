import Testing
import TrellisSolver
import TrellisWorkloads

/// In-place constants, batches, change tracking, determinism and the dump.
@Suite struct SolverFeatureTests {
  @Test func settingAConstantMovesOnlyWhatDependsOnIt() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let other = Variable("other")
    let leading = left == 20
    try solver.addConstraints([leading, width == 100, other == 7])
    solver.updateVariables()
    try solver.setConstant(-35, of: leading)
    #expect(solver.constant(of: leading) == -35)
    #expect(solver.value(of: left) == 35)
    let changed = solver.updateVariables()
    #expect(changed.map(\.name) == ["left"])
    #expect(solver.updateVariables().isEmpty)
  }

  @Test func constantsOfOptionalConstraintsMoveTheirError() throws {
    let solver = Solver()
    let x = Variable("x")
    let pull = (x == 10) | .weak
    try solver.addConstraint(pull)
    try solver.addConstraint(x <= 30)
    try solver.setConstant(-50, of: pull)
    #expect(solver.value(of: x) == 30)
    try solver.setConstant(-20, of: pull)
    #expect(solver.value(of: x) == 20)
  }

  @Test func batchesOptimiseOnceAndGiveTheSameAnswer() throws {
    let grid = GridWorkload(count: 50)
    let solver = Solver()
    try solver.addConstraints(grid.constraints[0...1])
    try solver.addEditVariable(grid.containerWidth, strength: .strong)
    try solver.batch {
      try solver.suggestValue(700, for: grid.containerWidth)
      for constraint in grid.constraints[2...] { try solver.addConstraint(constraint) }
    }
    #expect(grid.mismatch(in: solver, containerWidth: 700) == nil)
  }

  @Test func changedVariablesAreReportedOnce() throws {
    let grid = GridWorkload(count: 20)
    let solver = Solver()
    try grid.build(solver)
    #expect(solver.updateVariables().isEmpty)
    try solver.suggestValue(600, for: grid.containerWidth)
    let changed = Set(solver.updateVariables().map(\.name))
    // Widths and lefts (but the first column's) move; tops and heights do not.
    #expect(changed.contains("width0") && changed.contains("left19") && changed.contains("cw"))
    #expect(!changed.contains("top5") && !changed.contains("height3") && !changed.contains("left0"))
    try solver.suggestValue(600, for: grid.containerWidth)
    #expect(solver.updateVariables().isEmpty)
  }

  @Test func aVariableRepeatedInOneConstraintIsForgottenOnce() throws {
    let solver = Solver()
    let x = Variable("x")
    let doubled = x + x == 8
    try solver.addConstraint(doubled)
    #expect(solver.value(of: x) == 4)
    try solver.removeConstraint(doubled)
    try solver.addConstraint(x == 3)
    #expect(solver.value(of: x) == 3)
  }

  @Test func unknownVariablesReadAsZero() {
    #expect(Solver().value(of: Variable("stranger")) == 0)
  }

  @Test func sameCallsGiveBitIdenticalResults() throws {
    func run() throws -> (values: [UInt64], dump: String) {
      let grid = GridWorkload(count: 30)
      let solver = Solver()
      try grid.build(solver)
      try grid.resize(solver, steps: 37)
      try grid.churnOneByOne(solver)
      let variables = grid.left + grid.top + grid.width + grid.height
      return (variables.map { solver.value(of: $0).bitPattern }, solver.dump())
    }
    let first = try run()
    let second = try run()
    #expect(first.values == second.values)
    #expect(first.dump == second.dump)
  }

  /// The dump of a small system, character for character: the tableau's shape is part of the determinism promise,
  /// so this text is the same on every machine.
  @Test func dumpIsStable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addEditVariable(x, strength: .strong)
    try solver.addConstraint(y == x + 10)
    try solver.addConstraint((y <= 40) | .medium)
    try solver.suggestValue(50, for: x)
    let expected = """
      Objective
      ---------
      20000 + 1001000 * e1 + 999000 * e2 - 1000 * d4 + 1000 * s5

      Tableau
      -------
      x | 50 + 1 * e1 - 1 * e2
      y | 60 + 1 * e1 - 1 * e2 - 1 * d4
      e6 | 20 + 1 * e1 - 1 * e2 - 1 * d4 + 1 * s5

      Infeasible
      ----------

      Variables
      ---------
      x = 50
      y = 60

      Edit Variables
      --------------
      x (strong) suggested 50

      Constraints
      -----------
      x == 0 | strong
      y - x - 10 == 0 | required
      y - 40 <= 0 | medium

      """
    #expect(solver.dump() == expected)
  }
}

/// The README's solver example, verbatim: the strong edit wins over the priority-750 cap.
@Test func readmeSolverExample() throws {
  let solver = Solver()
  let left = Variable("left")
  let width = Variable("width")
  let window = Variable("window")
  try solver.addEditVariable(window, strength: .strong)
  try solver.addConstraint(left == 16)
  try solver.addConstraint(left + width == window - 16)
  try solver.addConstraint((width <= 300) | Strength(priority: 750))
  try solver.suggestValue(393, for: window)
  let changed = Set(solver.updateVariables().map(\.name))
  #expect(changed == ["left", "width", "window"])
  #expect(solver.value(of: width) == 361)
}

/// A soft equality is always optional: a required side is weighed as the strongest optional strength, so a
/// conflicting required constraint wins instead of the add failing.
@Test func softEqualitiesNeverBecomeRequired() throws {
  let solver = Solver()
  let x = Variable("x")
  try solver.addConstraint(.softEquality(x - 10, above: .required, below: .weak))
  try solver.addConstraint(x == 20)
  #expect(solver.value(of: x) == 20)
}
