import Foundation
import Testing
import TrellisSolver

/// Thousands of random systems, built and changed incrementally, checked after every step against ``ReferenceLP``:
/// the solver accepts exactly the satisfiable required sets, keeps every required constraint, reaches the least
/// weighted error of the optional ones, reports conflict sets that really conflict, and is left exactly as it was
/// by every error.
@Suite struct OptimalityPropertyTests {
  /// Seeds per chunk; `TRELLIS_PROPERTY_SYSTEMS` raises it for a long hunt (`swift test -c release`).
  static let systemsPerChunk = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_SYSTEMS"] ?? "") ?? 250

  /// 8 chunks × 250 seeds = 2,000 random systems, each with about 25 operations.
  @Test(arguments: 0..<8)
  func randomSystemsMatchTheReferenceLP(chunk: Int) throws {
    var failures: [String] = []
    var outcomes: [String: Int] = [:]
    for seed in (chunk * Self.systemsPerChunk)..<((chunk + 1) * Self.systemsPerChunk) {
      var run = Run()
      do {
        try run.exercise(seed: UInt64(seed))
      } catch {
        run.problems.append("seed \(seed): threw \(error)")
      }
      if let problem = run.problems.first { failures.append(problem + "\n" + run.trace.joined(separator: "\n")) }
      outcomes.merge(run.outcomes, uniquingKeysWith: +)
    }
    #expect(failures.isEmpty, "\(failures.count) failing systems; first:\n\(failures.first ?? "")")
    // The runs must reach every path, or the checks above prove little.
    for outcome in ["added", "unsatisfiable add", "unsatisfiable batch", "constant changed", "constant refused"] {
      #expect(outcomes[outcome, default: 0] >= 5, "only \(outcomes[outcome, default: 0]) × \(outcome): \(outcomes)")
    }
  }

  /// The same random systems in a lexicographic solver (UIKit's objective), checked against the reference LP
  /// minimised strength by strength: 4 chunks × 250 seeds.
  @Test(arguments: 0..<4)
  func randomSystemsMatchTheLexicographicReferenceLP(chunk: Int) throws {
    var failures: [String] = []
    var outcomes: [String: Int] = [:]
    for seed in (chunk * Self.systemsPerChunk)..<((chunk + 1) * Self.systemsPerChunk) {
      var run = Run(objective: .lexicographic)
      do {
        try run.exercise(seed: UInt64(seed))
      } catch {
        run.problems.append("seed \(seed): threw \(error)")
      }
      if let problem = run.problems.first { failures.append(problem + "\n" + run.trace.joined(separator: "\n")) }
      outcomes.merge(run.outcomes, uniquingKeysWith: +)
    }
    #expect(failures.isEmpty, "\(failures.count) failing systems; first:\n\(failures.first ?? "")")
    for outcome in ["added", "unsatisfiable add", "constant changed", "constant refused"] {
      #expect(outcomes[outcome, default: 0] >= 5, "only \(outcomes[outcome, default: 0]) × \(outcome): \(outcomes)")
    }
  }
}

/// One random system's run: the operations done (for replaying a failure) and the problems found.
struct Run {
  var objective = Solver.Objective.weighted
  var problems: [String] = []
  var trace: [String] = []
  var outcomes: [String: Int] = [:]

  mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition && problems.isEmpty { problems.append(message()) }
  }

  mutating func exercise(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let variables = (0..<Int.random(in: 1...5, using: &random)).map { Variable("x\($0)") }
    var generator = ConstraintGenerator(random: SplitMix64(seed: seed &* 7919 &+ 1), variables: variables)
    var model = SystemModel(variables: variables)
    let solver = Solver(objective: objective)
    let context = "seed \(seed)"

    for step in 0..<25 {
      let before = variables.map { solver.value(of: $0) }
      let operation = Int.random(in: 0..<10, using: &random)
      switch operation {
      case 0...4:
        let constraint = generator.constraint()
        trace.append("add \(constraint)")
        try add([constraint], to: solver, model: &model, before: before, context: "\(context) step \(step)")
      case 5:
        let batch = (0..<Int.random(in: 2...4, using: &random)).map { _ in generator.constraint() }
        trace.append("add batch \(batch)")
        try add(batch, to: solver, model: &model, before: before, context: "\(context) step \(step) batch")
      case 6:
        guard !model.constraints.isEmpty else { continue }
        let index = Int.random(in: 0..<model.constraints.count, using: &random)
        trace.append("remove \(model.constraints[index])")
        let removed = model.constraints.remove(at: index)
        model.constants[ObjectIdentifier(removed)] = nil  // the address may be reused by a later constraint
        try solver.removeConstraint(removed)
      case 7:
        let variable = variables[Int.random(in: 0..<variables.count, using: &random)]
        if let index = model.edits.firstIndex(where: { $0.variable === variable }) {
          let value = Double(Int.random(in: -50...50, using: &random))
          trace.append("suggest \(variable) = \(value)")
          try solver.suggestValue(value, for: variable)
          model.edits[index].value = value
        } else {
          let strength = [Strength.strong, .medium, .weak][Int.random(in: 0..<3, using: &random)]
          trace.append("edit \(variable) \(strength)")
          try solver.addEditVariable(variable, strength: strength)
          model.edits.append((variable, strength, 0))
        }
      case 8:
        guard !model.edits.isEmpty else { continue }
        let index = Int.random(in: 0..<model.edits.count, using: &random)
        trace.append("remove edit \(model.edits[index].variable)")
        try solver.removeEditVariable(model.edits.remove(at: index).variable)
      default:
        guard !model.constraints.isEmpty else { continue }
        let constraint = model.constraints[Int.random(in: 0..<model.constraints.count, using: &random)]
        let constant = Double(Int.random(in: -20...20, using: &random))
        trace.append("setConstant \(constant) of \(constraint)")
        var changed = model
        changed.constants[ObjectIdentifier(constraint)] = constant
        let feasible = changed.referenceLP().minimumError() != nil
        do throws(SolverError) {
          try solver.setConstant(constant, of: constraint)
          outcomes["constant changed", default: 0] += 1
          check(feasible, "\(context) step \(step): setConstant accepted an infeasible constant")
          model = changed
        } catch {
          guard case .unsatisfiable(let culprit, let conflicts) = error else { throw error }
          outcomes["constant refused", default: 0] += 1
          check(!feasible, "\(context) step \(step): setConstant refused a feasible constant")
          check(culprit === constraint, "\(context): wrong culprit")
          expectConflict(conflicts, in: changed, context: "\(context) step \(step) setConstant")
          check(variables.map { solver.value(of: $0) } == before, "\(context): failed setConstant moved values")
          check(solver.constant(of: constraint) == model.constant(of: constraint), "\(context): constant moved")
        }
      }
      try expectOptimal(solver, model, context: "\(context) step \(step) op \(operation)")
      if !problems.isEmpty {
        trace.append(solver.dump())
        return
      }
    }
  }

  mutating func add(
    _ constraints: [Constraint], to solver: Solver, model: inout SystemModel, before: [Double], context: String
  ) throws {
    var extended = model
    extended.constraints += constraints
    let feasible = extended.referenceLP().minimumError() != nil
    do throws(SolverError) {
      if constraints.count == 1 {
        try solver.addConstraint(constraints[0])
      } else {
        try solver.addConstraints(constraints)
      }
      outcomes["added", default: 0] += 1
      check(feasible, "\(context): accepted an unsatisfiable constraint")
      model = extended
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else { throw error }
      outcomes[constraints.count == 1 ? "unsatisfiable add" : "unsatisfiable batch", default: 0] += 1
      check(!feasible, "\(context): refused a satisfiable constraint \(culprit)")
      check(constraints.contains { $0 === culprit }, "\(context): culprit not among the added")
      check(conflicts.contains { $0 === culprit }, "\(context): culprit not in its conflict set")
      expectConflict(conflicts, in: extended, context: context)
      for constraint in constraints { check(!solver.hasConstraint(constraint), "\(context): batch not undone") }
      if constraints.count == 1 {
        check(model.variables.map { solver.value(of: $0) } == before, "\(context): failed add moved values")
      }
    }
  }

  /// A reported conflict set is made of required constraints and is infeasible on its own.
  mutating func expectConflict(_ conflicts: [Constraint], in model: SystemModel, context: String) {
    check(conflicts.allSatisfy { $0.strength.isRequired }, "\(context): optional constraint in conflict set")
    let alone = model.referenceLP(only: conflicts).minimumError()
    check(alone == nil, "\(context): conflict set \(conflicts) is satisfiable on its own")
  }

  mutating func expectOptimal(_ solver: Solver, _ model: SystemModel, context: String) throws {
    if objective == .lexicographic {
      expectLexicographicallyOptimal(solver, model, context: context)
      return
    }
    guard let optimum = model.referenceLP().minimumError() else {
      check(false, "\(context): model infeasible")
      return
    }
    if optimum == -.infinity { trace.append("LP: \(model.referenceLP().rows)") }
    let (error, violation) = model.evaluate(solver)
    check(violation <= 1e-6, "\(context): a required constraint is violated by \(violation)")
    // Rounding in the tableau is relative to the values (up to a few hundred) times the weights (up to 10⁶).
    let heaviest = model.referenceLP().rows.compactMap(\.weight).max() ?? 1
    let tolerance = 1e-7 * max(1, abs(optimum)) + 1e-10 * heaviest * 100
    check(error <= optimum + tolerance, "\(context): weighted error \(error), optimum \(optimum)")
  }

  /// Every strength's summed error is the reference's, strongest first: the lexicographic optimum is unique.
  mutating func expectLexicographicallyOptimal(_ solver: Solver, _ model: SystemModel, context: String) {
    guard let optimum = model.referenceLP().minimumErrors() else {
      check(false, "\(context): model infeasible")
      return
    }
    let (_, byWeight, violation) = model.evaluateByWeight(solver)
    check(violation <= 1e-6, "\(context): a required constraint is violated by \(violation)")
    for (weight, least) in optimum {
      let error = byWeight[weight, default: 0]
      let tolerance = 1e-7 * max(1, abs(least))
      check(abs(error - least) <= tolerance, "\(context): error \(error) at strength \(weight), optimum \(least)")
      if abs(error - least) > tolerance { return }
    }
  }
}
