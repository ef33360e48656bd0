import Synchronization

/// How the solver maps constraints and variables onto tableau symbols and rows.
extension Solver {
  // MARK: Lookup
  //
  // A variable or constraint carries one claim, `owner | index`: the solver whose `owner` bits it holds knows it by
  // that index with no hashing. Claims are taken and given back with compare-and-exchange, so a variable shared by
  // solvers on different threads is claimed by one of them; the others (and any solver that finds the claim taken)
  // keep it in a dictionary instead.

  static let identities = Atomic<Int>(0)
  static let indexMask = 0xFFFF_FFFF

  func recordSlot(of constraint: Constraint) -> Int32? {
    let claim = constraint.slotHint.load(ordering: .relaxed)
    if claim >= 0, claim & ~Solver.indexMask == identity { return Int32(claim & Solver.indexMask) }
    return overflowRecords.isEmpty ? nil : overflowRecords[ObjectIdentifier(constraint)]
  }

  func symbol(of variable: Variable) -> Int32? {
    let claim = variable.symbolHint.load(ordering: .relaxed)
    if claim >= 0, claim & ~Solver.indexMask == identity { return Int32(claim & Solver.indexMask) }
    return overflowSymbols.isEmpty ? nil : overflowSymbols[ObjectIdentifier(variable)]
  }

  /// Claims `object`'s hint for `index`, or files it in `overflow` when another solver holds the claim.
  func claim(
    _ hint: borrowing Atomic<Int>, _ index: Int32, object: AnyObject, overflow: inout [ObjectIdentifier: Int32]
  ) {
    let (exchanged, _) = hint.compareExchange(
      expected: -1, desired: identity | Int(index), ordering: .relaxed)
    if !exchanged { overflow[ObjectIdentifier(object)] = index }
  }

  /// Gives back `object`'s claim, or removes it from `overflow`.
  func unclaim(
    _ hint: borrowing Atomic<Int>, _ index: Int32, object: AnyObject, overflow: inout [ObjectIdentifier: Int32]
  ) {
    let (exchanged, _) = hint.compareExchange(
      expected: identity | Int(index), desired: -1, ordering: .relaxed)
    if !exchanged { overflow[ObjectIdentifier(object)] = nil }
  }

  /// The index in `edits` of the variable's edit, if it has one.
  func editIndex(of variable: Variable) -> Int? {
    guard let symbol = symbol(of: variable) else { return nil }
    let index = editOfSymbol[Int(symbol)]
    return index >= 0 ? Int(index) : nil
  }

  /// The variable's symbol, registering the variable on first use.
  func registeredSymbol(of variable: Variable) -> Int32 {
    if let symbol = symbol(of: variable) { return symbol }
    let symbol = tableau.newSymbol(.external)
    let index = Int(symbol)
    while index >= variables.count {
      variables.append(nil)
      references.append(0)
      published.append(0)
      editOfSymbol.append(-1)
    }
    variables[index] = variable
    references[index] = 0
    published[index] = 0
    editOfSymbol[index] = -1
    claim(variable.symbolHint, symbol, object: variable, overflow: &overflowSymbols)
    return symbol
  }

  /// Forgets a variable that no constraint mentions and no row holds any more.
  func releaseIfUnused(_ symbol: Int32) {
    let index = Int(symbol)
    guard references[index] == 0, let variable = variables[index], tableau.isUnused(symbol) else { return }
    unclaim(variable.symbolHint, symbol, object: variable, overflow: &overflowSymbols)
    variables[index] = nil
    published[index] = 0
    tableau.releaseSymbol(symbol)
  }

  // MARK: Adding and removing

  /// Adds a constraint to the tableau without the final optimisation.
  func insert(_ constraint: Constraint) throws(SolverError) {
    guard recordSlot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.expression.isFinite else {
      throw .nonFiniteValue("coefficient or constant of \(constraint)")
    }
    var terms = termScratch
    termScratch = []
    terms.removeAll(keepingCapacity: true)
    for term in constraint.expression.terms {
      terms.append((registeredSymbol(of: term.variable), term.coefficient))
    }
    defer { termScratch = terms }
    let strength = constraint.strength
    let result: Tableau.AddResult
    do {
      result = try tableau.add(
        terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
        strength: strength.value, strengthBelow: constraint.strengthBelow.value, required: strength.isRequired)
    } catch {
      for term in terms { releaseIfUnused(term.symbol) }
      throw .internalError("optimisation failed while adding \(constraint): \(error)")
    }
    switch result {
    case .unsatisfiable(let conflict):
      for term in terms { releaseIfUnused(term.symbol) }
      throw .unsatisfiable(constraint, conflicts: conflictingConstraints(conflict) + [constraint])
    case .added(let marker, let other):
      let slot: Int32
      let record = Record(
        constraint: constraint, marker: marker, other: other, constant: constraint.expression.constant)
      if let free = freeRecords.popLast() {
        slot = free
        records[Int(slot)] = record
      } else {
        slot = Int32(records.count)
        records.append(record)
      }
      tableau.owner[Int(marker)] = slot
      if other >= 0 { tableau.owner[Int(other)] = slot }
      for term in terms { references[Int(term.symbol)] += 1 }
      claim(constraint.slotHint, slot, object: constraint, overflow: &overflowRecords)
      constraintCount += 1
      needsOptimization = true
    }
  }

  /// Removes a constraint from the tableau without the final optimisation.
  func delete(_ constraint: Constraint) throws(SolverError) {
    guard let slot = recordSlot(of: constraint) else { throw .unknownConstraint(constraint) }
    let record = records[Int(slot)]!
    tableau.remove(
      marker: record.marker, other: record.other, strength: constraint.strength.value,
      strengthBelow: constraint.strengthBelow.value)
    records[Int(slot)] = nil
    freeRecords.append(slot)
    unclaim(constraint.slotHint, slot, object: constraint, overflow: &overflowRecords)
    constraintCount -= 1
    // The constraint's variables are all registered (it was added), so their symbols come from the hints. Look them
    // all up before releasing any: a variable may appear in several terms.
    let symbols = constraint.expression.terms.compactMap { symbol(of: $0.variable) }
    for symbol in symbols { references[Int(symbol)] -= 1 }
    for symbol in symbols { releaseIfUnused(symbol) }
    needsOptimization = true
  }

  /// The required constraints owning the given tableau symbols, each once, in the order they were added.
  func conflictingConstraints(_ symbols: [Int32]) -> [Constraint] {
    var slots: [Int32] = []
    for symbol in symbols {
      let slot = tableau.owner[Int(symbol)]
      guard slot >= 0, let record = records[Int(slot)], record.constraint.strength.isRequired else { continue }
      if !slots.contains(slot) { slots.append(slot) }
    }
    return slots.sorted().map { records[Int($0)]!.constraint }
  }

  // MARK: Optimising

  func optimizeUnlessBatching() throws(SolverError) {
    if batchDepth == 0 { try optimizeIfNeeded() }
  }

  /// Optimises now if anything changed, even inside a batch (suggestions need an optimal tableau).
  func optimizeIfNeeded() throws(SolverError) {
    guard needsOptimization else { return }
    needsOptimization = false
    do {
      try tableau.optimize(tableau.objective)
    } catch {
      throw .internalError("optimisation failed: \(error)")
    }
  }

  /// Moves the constant of constraint `slot` to `constant` and restores feasibility with the dual simplex.
  func shiftConstant(slot: Int32, to constant: Double) throws(SolverError) {
    try optimizeIfNeeded()
    // Fields are read one by one: a copy of the record would share its dependents cache and force a copy of it.
    let marker = records[Int(slot)]!.marker
    let constraint = records[Int(slot)]!.constraint
    let delta = constant - records[Int(slot)]!.constant
    guard delta != 0 else { return }
    let required = constraint.strength.isRequired
    let coefficient = Tableau.markerCoefficient(constraint.relation, required: required)
    if required { tableau.beginJournal() }
    var failedRow = tableau.shiftConstant(
      marker: marker, markerCoefficient: coefficient, delta: delta, dependents: &records[Int(slot)]!.dependents)
    if failedRow == nil {
      do {
        failedRow = try tableau.dualOptimize()
      } catch {
        tableau.rollbackJournal()
        throw .internalError("dual optimisation failed while changing the constant of \(constraint): \(error)")
      }
    }
    if let failedRow {
      let symbols = tableau.conflictSymbols(provenBy: failedRow)
      tableau.rollbackJournal()
      var conflicts = conflictingConstraints(symbols)
      if !conflicts.contains(where: { $0 === constraint }) { conflicts.append(constraint) }
      throw .unsatisfiable(constraint, conflicts: conflicts)
    }
    tableau.commitJournal()
    records[Int(slot)]!.constant = constant
  }
}
