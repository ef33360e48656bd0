import TrellisSolver

/// Rows in and out of the engine, and the values they give: propagation while it succeeds, the solver after.
extension LayoutEngine {
  // MARK: Rows

  /// Appends a row (and, once the engine uses its solver, adds it there). Throws the solver's error when a required
  /// row conflicts; the row is then not kept.
  @discardableResult
  func addRow(
    _ terms: RowTerms, _ constant: Double, _ relation: Relation, _ strength: Strength, owner: consuming RowOwner
  ) throws(SolverError) -> Int {
    let index = table.append(
      EngineRow(terms: terms, constant: constant, relation: relation, strength: strength), owner: owner)
    changed(shape: true)
    if let solver {
      let constraint = makeConstraint(table[index])
      // A frame row that content inside the view cannot fit breaks a content constraint instead (at most a few,
      // each reported): UIKit's engine has a view's frame constraints before its content's (see `isFrameRow`).
      var broken = 0
      while true {
        do throws(SolverError) {
          try solver.addConstraint(constraint)
          break
        } catch {
          if broken < 8, isFrameRow(index), let victim = contentConstraint(conflictingWith: error) {
            broken += 1
            reportConflict(error, breaking: victim, keeping: index)
            // Out of the engine without compacting the table, which would renumber the row being added.
            uninstall(victim)
            continue
          }
          table.remove(at: index)
          throw error
        }
      }
      table.setInstalled(constraint, at: index)
    }
    return index
  }

  /// Whether a row pins a view's frame: a root's size, an autoresizing mask's frame, the size a list gives a cell's
  /// content. UIKit's engine holds these before the constraints of the content inside the view (a superview's
  /// frame is set before its subviews update their constraints), so when the two cannot agree, the content
  /// constraint added last is the one broken and the frame holds: UIKit's well-known log keeps
  /// `UIView-Encapsulated-Layout-Height` and breaks a content constraint (CONVENTIONS.md §1.13), and Interface
  /// Builder keeps fixed-frame views where they were put.
  private func isFrameRow(_ index: Int) -> Bool {
    switch table.owners[index] {
    case .frame: true
    case .user(let constraint): constraint.isEncapsulation
    default: false
    }
  }

  /// The user constraint a refused frame row breaks instead: of the required constraints it conflicts with, the
  /// most recently added one that is the app's (not another frame, margin or content-size row).
  private func contentConstraint(conflictingWith error: SolverError) -> LayoutConstraint? {
    guard case .unsatisfiable(_, let conflicts) = error else { return nil }
    var latest: (index: Int, constraint: LayoutConstraint)?
    for conflict in conflicts {
      guard let index = table.index(installing: conflict), case .user(let user) = table.owners[index],
        !user.isEncapsulation, index > (latest?.index ?? -1)
      else { continue }
      latest = (index, user)
    }
    return latest?.constraint
  }

  func removeRow(_ index: Int) {
    if let installed = table.remove(at: index) { try? solver?.removeConstraint(installed) }
    changed(shape: true)
  }

  /// Removes a group of derived rows, optimising the solver once.
  func removeRows(_ range: inout RowRange) {
    guard range.count > 0 else { return }
    var installed: [Constraint] = []
    for index in range.indices {
      if let constraint = table.remove(at: index) { installed.append(constraint) }
    }
    if !installed.isEmpty { try? solver?.removeConstraints(installed) }
    range = RowRange()
    changed(shape: true)
    compactIfNeeded()
  }

  /// Moves a row's constant, in place in the solver too. Throws when a required row can no longer hold (the old
  /// constant is then kept).
  func moveConstant(of index: Int, to constant: Double) throws(SolverError) {
    if let solver, let installed = table.installed(at: index) {
      try solver.setConstant(constant, of: installed)
    }
    table.setConstant(constant, at: index)
    changed(shape: false)
  }

  func changed(shape: Bool) {
    valuesStale = true
    needsLayout = true
    if shape { propagation.invalidate() }
  }

  /// Drops removed rows from the table once they outnumber live ones, renumbering what refers to rows.
  func compactIfNeeded() {
    guard table.needsCompaction else { return }
    let remap = table.compact()
    func renumber(_ range: inout RowRange) {
      let live = range.indices.compactMap { remap[$0] >= 0 ? remap[$0] : nil }
      range = RowRange(start: live.first ?? 0, count: live.count)
    }
    for item in items {
      switch item {
      case .view(let view):
        renumber(&view.object.frameRows)
        renumber(&view.object.intrinsicRows)
      case .guide(let guide):
        renumber(&guide.object.roleRows)
      }
    }
  }

  // MARK: Values

  /// Brings values up to date with the rows: replays the last propagation plan, else propagates afresh, else hands
  /// the rows to the solver (which then reports any conflict, as UIKit does on activation).
  func settle() {
    guard valuesStale else { return }
    if solver != nil && retryPropagation {
      // The solver was started for a trade-off or conflict that may have passed (a list measuring its rows goes
      // through such states): when propagation solves the rows again, drop the solver, whose every later change
      // would cost more than propagation's pass.
      retryPropagation = false
      if propagation.solve(table, variableCount: variableCount, items: itemBases) {
        dropSolver()
        valuesStale = false
        return
      }
    }
    if solver == nil {
      if propagation.replay(table.rows, shape: table.shape, variableCount: variableCount)
        || propagation.solve(table, variableCount: variableCount, items: itemBases)
      {
        valuesStale = false
        return
      }
      startSolver()
    }
    let solver = solver!
    _ = solver.updateVariables()
    // Layout reads one buffer whichever way values were found.
    propagation.setValues(count: variableCount) { variable in
      let index = Int(variable)
      guard index < solverVariables.count, let made = solverVariables[index] else { return 0 }
      return solver.value(of: made)
    }
    valuesStale = false
  }

  /// The value of a variable as of the last `settle()`.
  @inline(__always)
  func value(of variable: Int32) -> Double {
    propagation.value(of: variable)
  }

  /// The solver, made (with every row) if the engine had not needed it yet. For analyses that need the simplex.
  var activeSolver: Solver {
    if solver == nil { startSolver() }
    return solver!
  }

  /// The solver's variable for a numbered variable.
  func solverVariable(_ variable: Int32) -> Variable {
    let index = Int(variable)
    if index >= solverVariables.count {
      solverVariables.append(contentsOf: repeatElement(nil, count: index + 1 - solverVariables.count))
    }
    if let made = solverVariables[index] { return made }
    let made = Variable(["minX", "minY", "width", "height"][index % 4])
    solverVariables[index] = made
    return made
  }

  /// A solver constraint for a row.
  func makeConstraint(_ row: EngineRow) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(row.terms.count)
    for index in 0..<row.terms.count {
      terms.append(Term(solverVariable(row.terms.variables[index]), row.terms.coefficients[index]))
    }
    return Constraint(LinearExpression(terms, constant: row.constant), row.relation, strength: row.strength)
  }

  /// Forgets the solver; rows stay in the table and propagation solves them.
  private func dropSolver() {
    solver = nil
    solverVariables = []
    table.clearInstalled()
  }

  /// Moves every row into a new solver: the rows that pin frames first (see `isFrameRow`), then the others in the
  /// order they were added. A required row that conflicts with those before it is left out and reported.
  ///
  /// The solver ranks priorities strictly, as UIKit's engine does: a higher priority wins against any number of
  /// lower ones (corpus: files/018 and files/069, see `ConstraintCanvasTests`).
  private func startSolver() {
    let solver = Solver(objective: .lexicographic)
    self.solver = solver
    var failed: [(index: Int, error: SolverError)] = []
    try? solver.batch {
      func add(_ index: Int) {
        let constraint = makeConstraint(table[index])
        do throws(SolverError) {
          try solver.addConstraint(constraint)
          table.setInstalled(constraint, at: index)
        } catch {
          failed.append((index, error))
        }
      }
      var others: [Int] = []
      for index in 0..<table.count where table[index].isLive {
        if isFrameRow(index) { add(index) } else { others.append(index) }
      }
      for index in others { add(index) }
    }
    for (index, error) in failed {
      let owner = table.owners[index]
      let refused = describe(row: index)
      table.remove(at: index)
      switch owner {
      case .user(let constraint):
        constraint.didUninstall()
        reportConflict(error, breaking: constraint)
      default:
        reportDerivedConflict(error, refused: refused)
      }
    }
    propagation.invalidate()
    valuesStale = true
    compactIfNeeded()
  }
}
