import Synchronization

/// An incremental Cassowary solver: add and remove linear constraints with strengths, steer edit variables, and read
/// the values that minimise the weighted error of the optional constraints while every required one holds.
///
/// The algorithm is kiwi's (Badros, Borning & Stuckey's Cassowary) with a symbol-to-rows index, in-place constant
/// changes, batched optimisation, change tracking and errors that leave the solver as it was. It is deterministic:
/// the same calls in the same order give bit-identical values.
///
/// A solver is not thread-safe; confine it to one task or actor. Variables and constraints are `Sendable` and may
/// be shared.
public final class Solver {
  /// What the solver keeps about an added constraint.
  struct Record {
    let constraint: Constraint
    let marker: Int32
    let other: Int32
    /// The constant the tableau currently holds for the expression (changed by `setConstant` and suggestions).
    var constant: Double
    /// The rows that depend on the marker, cached for repeated constant changes (a resize).
    var dependents = Tableau.Dependents()
  }

  /// What the solver keeps about an edit variable.
  struct Edit {
    let variable: Variable
    let constraint: Constraint
    let slot: Int32
  }

  // The solver's state. A solver is confined to one task, so the dynamic exclusivity checks that Swift adds to
  // class properties (a third of a resize step) are switched off; accesses never overlap.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var records: [Record?] = []
  @exclusivity(unchecked) var freeRecords: [Int32] = []
  /// Constraints whose claim another solver holds, by identity (see `recordSlot(of:)`).
  @exclusivity(unchecked) var overflowRecords: [ObjectIdentifier: Int32] = [:]

  // Per-symbol data of external symbols.
  @exclusivity(unchecked) var variables: [Variable?] = []
  @exclusivity(unchecked) var references: [Int32] = []
  @exclusivity(unchecked) var published: [Double] = []
  /// Variables whose claim another solver holds, by identity.
  @exclusivity(unchecked) var overflowSymbols: [ObjectIdentifier: Int32] = [:]
  /// This solver's claim bits: a number no other solver in the process has, shifted above the index bits.
  let identity = (Solver.identities.add(1, ordering: .relaxed).newValue) << 32

  @exclusivity(unchecked) var edits: [Edit] = []
  /// Per symbol: the index in `edits` of its edit, or -1.
  @exclusivity(unchecked) var editOfSymbol: [Int32] = []

  @exclusivity(unchecked) var batchDepth = 0
  @exclusivity(unchecked) var needsOptimization = false
  @exclusivity(unchecked) var changed: [Int32] = []
  /// Reused for the symbols of the constraint being added, so that adding allocates nothing for them.
  @exclusivity(unchecked) var termScratch: [(symbol: Int32, coefficient: Double)] = []

  /// How the errors of optional constraints of different strengths are traded against each other.
  public enum Objective: Sendable, Hashable {
    /// kiwi's Cassowary: minimise the sum of each error times its strength, so that enough weaker errors can
    /// outweigh a stronger one.
    case weighted
    /// UIKit's engine: minimise the errors strength by strength, strongest first, so that no number of weaker
    /// errors outweighs a stronger one; errors of equal strength are summed. Apple documents that "higher priority
    /// constraints are satisfied before lower priority constraints", and its engine keeps an objective coefficient
    /// per priority (`NSISObjectiveLinearExpression`'s priority vectors).
    case lexicographic
  }

  /// How this solver trades errors of different strengths.
  public let objective: Objective

  /// Creates an empty solver.
  public init(objective: Objective = .weighted) {
    self.objective = objective
    tableau = Tableau(lexicographic: objective == .lexicographic)
  }

  // MARK: Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` with the required constraints it conflicts with.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try insert(constraint)
    try optimizeUnlessBatching()
  }

  /// Adds several constraints and optimises once. All or nothing: if one fails, those added before it are removed
  /// again and the error is thrown.
  public func addConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
    var added: [Constraint] = []
    do {
      for constraint in constraints {
        try insert(constraint)
        added.append(constraint)
      }
    } catch {
      for constraint in added.reversed() { try? delete(constraint) }
      try optimizeUnlessBatching()
      throw error
    }
    try optimizeUnlessBatching()
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try delete(constraint)
    try optimizeUnlessBatching()
  }

  /// Removes several constraints and optimises once. Unknown constraints are reported after the known ones are
  /// removed.
  public func removeConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
    var failure: SolverError?
    for constraint in constraints {
      do throws(SolverError) {
        try delete(constraint)
      } catch {
        failure = failure ?? error
      }
    }
    try optimizeUnlessBatching()
    if let failure { throw failure }
  }

  /// Whether the constraint object was added to this solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordSlot(of: constraint) != nil
  }

  /// The number of constraints in the solver, edit constraints included.
  public internal(set) var constraintCount = 0

  /// Changes the constant of an added constraint in place, as setting `NSLayoutConstraint.constant` does: the
  /// constraint becomes `expression − expression.constant + constant (relation) 0`, and only the rows that depend on
  /// it move.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint can no longer hold (the solver then
  ///   keeps the old constant).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let slot = recordSlot(of: constraint) else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
    try shiftConstant(slot: slot, to: constant)
  }

  /// The constant this solver holds for an added constraint (see ``setConstant(_:of:)``), or nil.
  public func constant(of constraint: Constraint) -> Double? {
    recordSlot(of: constraint).map { records[Int($0)]!.constant }
  }

  /// Runs `body` with optimisation deferred, then optimises once: many adds, removes and constant changes cost one
  /// optimisation. Suggestions and constant changes inside the batch optimise first, as they need an optimal tableau.
  public func batch<Result>(_ body: () throws -> Result) throws -> Result {
    batchDepth += 1
    let result: Result
    do {
      result = try body()
    } catch {
      batchDepth -= 1
      try optimizeUnlessBatching()
      throw error
    }
    batchDepth -= 1
    try optimizeUnlessBatching()
    return result
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: ``suggestValue(_:for:)`` then pulls it towards a value with `strength`.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or ``SolverError/requiredEditStrength(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard editIndex(of: variable) == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    editOfSymbol[Int(symbol(of: variable)!)] = Int32(edits.count)
    edits.append(Edit(variable: variable, constraint: constraint, slot: recordSlot(of: constraint)!))
  }

  /// Stops `variable` being an edit variable.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = editIndex(of: variable) else { throw .unknownEditVariable(variable) }
    editOfSymbol[Int(symbol(of: variable)!)] = -1
    let edit = edits.remove(at: index)
    for later in index..<edits.count { editOfSymbol[Int(symbol(of: edits[later].variable)!)] = Int32(later) }
    try removeConstraint(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editIndex(of: variable) != nil
  }

  /// Pulls an edit variable towards `value` and re-solves with the dual simplex: only rows that depend on the
  /// variable move.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let index = editIndex(of: variable) else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
    try shiftConstant(slot: edits[index].slot, to: -value)
  }

  // MARK: Values

  /// The value of `variable` in the current solution (zero for a variable the solver does not know).
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbol(of: variable) else { return 0 }
    return tableau.value(of: symbol)
  }

  /// The value of an expression in the current solution.
  public func value(of expression: LinearExpression) -> Double {
    expression.evaluate { value(of: $0) }
  }

  /// Finds the variables whose value changed since the previous call (kiwi's `updateVariables`), touching only the
  /// rows that moved rather than every variable.
  @discardableResult
  public func updateVariables() -> ChangedVariables {
    changed.removeAll(keepingCapacity: true)
    tableau.collectChanges(known: variables, published: &published, into: &changed)
    return ChangedVariables(symbols: changed, variables: variables)
  }

  /// Forgets every constraint, edit variable and value.
  public func reset() {
    releaseClaims()
    tableau = Tableau(lexicographic: objective == .lexicographic)
    records = []
    freeRecords = []
    overflowRecords = [:]
    variables = []
    references = []
    published = []
    overflowSymbols = [:]
    edits = []
    editOfSymbol = []
    needsOptimization = false
    changed = []
    constraintCount = 0
  }

  deinit { releaseClaims() }

  /// Gives back the claims of every constraint and variable, so that other solvers can take them.
  private func releaseClaims() {
    for (slot, record) in records.enumerated() {
      if let record {
        unclaim(record.constraint.slotHint, Int32(slot), object: record.constraint, overflow: &overflowRecords)
      }
    }
    for (symbol, variable) in variables.enumerated() {
      if let variable { unclaim(variable.symbolHint, Int32(symbol), object: variable, overflow: &overflowSymbols) }
    }
  }
}
