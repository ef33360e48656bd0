/// Adding, removing and shifting constraint rows (kiwi's `addConstraint`, `removeConstraint`, `suggestValue`).
extension Tableau {
  /// What adding a row produced.
  enum AddResult {
    /// The constraint is in the tableau; `marker` and `other` are its symbols (`other` is -1 when it has none).
    case added(marker: Int32, other: Int32)
    /// The required constraint cannot hold; the symbols are the markers of the required constraints it conflicts with.
    case unsatisfiable(conflict: [Int32])
  }

  /// The coefficient a constraint's marker gets in its row before any sign change (used to shift its constant).
  static func markerCoefficient(_ relation: Relation, required: Bool) -> Double {
    switch relation {
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: -1
    case .equal: required ? 1 : -1
    }
  }

  /// Adds `Σ terms + constant (relation) 0` at the given strength. The tableau is unchanged when the result is
  /// `.unsatisfiable`. The main objective is not re-optimised (the caller does that, once per batch).
  mutating func add(
    terms: [(symbol: Int32, coefficient: Double)], constant: Double, relation: Relation, strength: Double,
    strengthBelow: Double, required: Bool
  ) throws(OptimizationFailure) -> AddResult {
    // Room for every cell the substitutions can bring, plus the marker and error symbols, so the row never grows.
    var capacity = 3
    for term in terms {
      let basic = basicRow[Int(term.symbol)]
      capacity += basic >= 0 ? Int(rows[Int(basic)].count) : 1
    }
    let slot = newRow(capacity: capacity, constant: constant, basic: Row.objective)
    for term in terms where !Tableau.nearZero(term.coefficient) {
      let basic = basicRow[Int(term.symbol)]
      if basic >= 0 {
        addScaled(basic, factor: term.coefficient, into: slot)
      } else {
        insertCell(slot, term.symbol, term.coefficient)
      }
    }
    var marker: Int32 = -1
    var other: Int32 = -1
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = Tableau.markerCoefficient(relation, required: required)
      marker = newSymbol(.slack)
      insertCell(slot, marker, sign)
      if !required {
        other = newSymbol(.error)
        insertCell(slot, other, -sign)
        let level = objectiveLevel(for: strength)
        insertCell(level.slot, other, level.weight)
      }
    case .equal:
      if required {
        marker = newSymbol(.dummy)
        insertCell(slot, marker, 1)
      } else {
        marker = newSymbol(.error)
        other = newSymbol(.error)
        insertCell(slot, marker, -1)
        insertCell(slot, other, 1)
        let above = objectiveLevel(for: strength)
        insertCell(above.slot, marker, above.weight)
        let below = objectiveLevel(for: strengthBelow)
        insertCell(below.slot, other, below.weight)
      }
    }
    if rows[Int(slot)].constant < 0 { reverseSign(slot) }

    var subject = chooseSubject(slot, marker: marker, other: other)
    if subject < 0 && cells(slot).allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
      if !Tableau.nearZero(rows[Int(slot)].constant) {
        let conflict = cells(slot).map(\.symbol).filter { $0 != marker }
        discardNewRow(slot, marker: marker, other: other)
        return .unsatisfiable(conflict: conflict)
      }
      subject = marker
    }
    if subject < 0 {
      if let conflict = try addThroughDualSimplex(slot, marker: marker) {
        discardNewRow(slot, marker: marker, other: other)
        return .unsatisfiable(conflict: conflict.filter { $0 != marker })
      }
    } else {
      solve(slot, for: subject)
      rows[Int(slot)].basic = subject
      setBasic(subject, slot)
      substitute(subject, by: slot)
    }
    return .added(marker: marker, other: other)
  }

  /// Undoes the creation of a row that was never made basic, with its new symbols.
  private mutating func discardNewRow(_ slot: Int32, marker: Int32, other: Int32) {
    for cell in cells(slot) { staleEntries[Int(cell.symbol)] += 1 }
    arena.live -= Int(rows[Int(slot)].capacity)
    rows[Int(slot)] = Row.empty(basic: Row.unused)
    freeRows.append(slot)
    releaseSymbol(marker)
    if other >= 0 { releaseSymbol(other) }
  }

  /// The symbols of an infeasible row (its basic and every restricted parametric symbol): the markers of the
  /// constraints whose combination the row is, so their owners form the conflict (a Farkas certificate).
  func conflictSymbols(provenBy slot: Int32) -> [Int32] {
    return ([rows[Int(slot)].basic] + cells(slot).map(\.symbol)).filter { kind[Int($0)] != .external }
  }

  /// kiwi's `chooseSubject`: the lowest-id external symbol, else a new slack or error symbol with a negative
  /// coefficient, else none (-1).
  func chooseSubject(_ slot: Int32, marker: Int32, other: Int32) -> Int32 {
    for cell in cells(slot) where kind[Int(cell.symbol)] == .external { return cell.symbol }
    for candidate in [marker, other] where candidate >= 0 {
      let candidateKind = kind[Int(candidate)]
      if candidateKind == .slack || candidateKind == .error, coefficient(slot, of: candidate) < 0 { return candidate }
    }
    return -1
  }

  /// Adds a row that has no subject by making its marker basic and letting the dual simplex restore feasibility.
  ///
  /// This replaces kiwi's artificial variable (a phase-one optimisation followed by a phase-two one): the tableau
  /// is optimal before the add, so the dual simplex only has to repair the rows the new one makes infeasible. A
  /// required equality's dummy marker is pivoted out at once, in the direction that keeps the objective optimal.
  /// Returns nil on success; on failure the symbols whose constraints prove the row infeasible, after rolling the
  /// tableau back.
  mutating func addThroughDualSimplex(_ slot: Int32, marker: Int32) throws(OptimizationFailure) -> [Int32]? {
    try optimize(objective)
    beginJournal()
    solve(slot, for: marker)
    rows[Int(slot)].basic = marker
    setBasic(marker, slot)
    var failedRow: Int32?
    do {
      if kind[Int(marker)] == .dummy {
        let constant = rows[Int(slot)].constant
        let increase = constant < -Tableau.epsilon
        let decrease = constant > Tableau.epsilon
        if let entering = dualEnteringSymbol(slot, rising: !decrease, falling: !increase) {
          pivot(entering, in: slot)
        } else if increase || decrease {
          failedRow = slot
        }
      } else if rows[Int(slot)].constant < 0 {
        infeasible.append(slot)
      }
      if failedRow == nil { failedRow = try dualOptimize() }
    } catch {
      rollbackJournal()
      throw error
    }
    guard let failedRow else {
      commitJournal()
      return nil
    }
    let conflict = conflictSymbols(provenBy: failedRow)
    rollbackJournal()
    return conflict
  }

  /// Removes the constraint whose symbols are `marker` and `other` (kiwi's `removeConstraint`, without the final
  /// optimisation).
  mutating func remove(marker: Int32, other: Int32, strength: Double, strengthBelow: Double) {
    if kind[Int(marker)] == .error { removeObjectiveEffects(of: marker, strength: strength) }
    if other >= 0, kind[Int(other)] == .error {
      // An optional equality's second error (e−) carries the weight of falling below; an inequality's its strength.
      let weight = kind[Int(marker)] == .error ? strengthBelow : strength
      removeObjectiveEffects(of: other, strength: weight)
    }
    let markerRow = basicRow[Int(marker)]
    if markerRow >= 0 {
      dropRow(markerRow)
    } else if let slot = markerLeavingRow(marker) {
      pivot(marker, in: slot)
      dropRow(slot)
    }
    releaseSymbol(marker)
    if other >= 0, isUnused(other) { releaseSymbol(other) }
  }

  private mutating func removeObjectiveEffects(of symbol: Int32, strength: Double) {
    let level = objectiveLevel(for: strength)
    let row = basicRow[Int(symbol)]
    if row >= 0 {
      addScaled(row, factor: -level.weight, into: level.slot)
    } else {
      insertCell(level.slot, symbol, -level.weight)
    }
  }

  /// Moves a constraint's constant by `delta` (new minus old) without re-solving: rows that depend on its marker
  /// move, and those that turn infeasible are queued for the dual simplex.
  ///
  /// Returns a row that the change makes infeasible beyond repair: a basic dummy (a redundant required equality)
  /// pushed away from zero. Such rows hold only dummies, so no pivot can mend them.
  mutating func shiftConstant(
    marker: Int32, markerCoefficient: Double, delta: Double, dependents cache: inout Dependents
  ) -> Int32? {
    let shift = delta / markerCoefficient
    let markerRow = basicRow[Int(marker)]
    if markerRow >= 0 {
      willModify(markerRow)
      rows[Int(markerRow)].constant -= shift
      if kind[Int(marker)] == .dummy {
        return Tableau.nearZero(rows[Int(markerRow)].constant) ? nil : markerRow
      }
      if rows[Int(markerRow)].constant < 0 { infeasible.append(markerRow) }
      return nil
    }
    if cache.version != structureVersion {
      cache.slots.removeAll(keepingCapacity: true)
      cache.coefficients.removeAll(keepingCapacity: true)
      for slot in compactColumn(marker) where rows[Int(slot)].basic >= 0 {
        cache.slots.append(slot)
        cache.coefficients.append(coefficient(slot, of: marker))
      }
      cache.version = structureVersion
    }
    if journal != nil {
      for slot in cache.slots { willModify(slot) }
    }
    // The hot loop of a resize: raw buffers, no per-row uniqueness or bounds checks.
    var broken: Int32?
    rows.withUnsafeMutableBufferPointer { rows in
      kind.withUnsafeBufferPointer { kind in
        isDirty.withUnsafeMutableBufferPointer { isDirty in
          cache.slots.withUnsafeBufferPointer { slots in
            cache.coefficients.withUnsafeBufferPointer { coefficients in
              for position in 0..<slots.count {
                let rowIndex = Int(slots[position])
                let constant = rows[rowIndex].constant + coefficients[position] * shift
                rows[rowIndex].constant = constant
                let basic = Int(rows[rowIndex].basic)
                switch kind[basic] {
                case .external:
                  if !isDirty[basic] {
                    isDirty[basic] = true
                    dirty.append(Int32(basic))
                  }
                case .dummy:
                  if !Tableau.nearZero(constant) { broken = slots[position] }
                default:
                  if constant < 0 { infeasible.append(slots[position]) }
                }
              }
            }
          }
        }
      }
    }
    return broken
  }
}
