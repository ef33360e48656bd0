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
    required: Bool
  ) throws(OptimizationFailure) -> AddResult {
    let slot = newRow(cells: [], constant: constant, basic: Row.objective)
    for term in terms where !Tableau.nearZero(term.coefficient) {
      let basic = basicRow[Int(term.symbol)]
      if basic >= 0 {
        let source = rows[Int(basic)]
        addScaled(source.cells, constant: source.constant, factor: term.coefficient, into: slot)
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
        insertCell(objective, other, strength)
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
        insertCell(objective, marker, strength)
        insertCell(objective, other, strength)
      }
    }
    if rows[Int(slot)].constant < 0 { reverseSign(slot) }

    var subject = chooseSubject(slot, marker: marker, other: other)
    if subject < 0 && rows[Int(slot)].cells.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
      if !Tableau.nearZero(rows[Int(slot)].constant) {
        let conflict = rows[Int(slot)].cells.map(\.symbol).filter { $0 != marker }
        discardNewRow(slot, marker: marker, other: other)
        return .unsatisfiable(conflict: conflict)
      }
      subject = marker
    }
    if subject < 0 {
      beginJournal()
      let conflict: [Int32]
      do {
        conflict = try addWithArtificialVariable(slot)
      } catch {
        rollbackJournal()
        discardNewRow(slot, marker: marker, other: other)
        throw error
      }
      if conflict.isEmpty {
        commitJournal()
      } else {
        rollbackJournal()
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
    rows[Int(slot)] = Row(cells: [], constant: 0, basic: Row.unused)
    freeRows.append(slot)
    releaseSymbol(marker)
    if other >= 0 { releaseSymbol(other) }
  }

  /// kiwi's `chooseSubject`: the lowest-id external symbol, else a new slack or error symbol with a negative
  /// coefficient, else none (-1).
  func chooseSubject(_ slot: Int32, marker: Int32, other: Int32) -> Int32 {
    let row = rows[Int(slot)]
    for cell in row.cells where kind[Int(cell.symbol)] == .external { return cell.symbol }
    for candidate in [marker, other] where candidate >= 0 {
      let candidateKind = kind[Int(candidate)]
      if candidateKind == .slack || candidateKind == .error, row.coefficient(of: candidate) < 0 { return candidate }
    }
    return -1
  }

  /// Makes row `slot` feasible through an artificial variable (kiwi's `addWithArtificialVariable`).
  ///
  /// Returns an empty array on success; on failure the symbols of the required constraints that make the row
  /// infeasible (the support of the phase-one objective), never empty: the journal then rolls everything back.
  mutating func addWithArtificialVariable(_ slot: Int32) throws(OptimizationFailure) -> [Int32] {
    let art = newSymbol(.slack)
    willModify(slot)
    rows[Int(slot)].basic = art
    setBasic(art, slot)
    artificial = newRow(cells: rows[Int(slot)].cells, constant: rows[Int(slot)].constant, basic: Row.objective)
    try optimize(artificial)
    let phaseOne = rows[Int(artificial)]
    let success = Tableau.nearZero(phaseOne.constant)
    let conflict = success ? [] : phaseOne.cells.map(\.symbol).filter { kind[Int($0)] != .external && $0 != art }
    dropRow(artificial)
    artificial = -1
    if !success { return conflict.isEmpty ? [art] : conflict }

    let artRow = basicRow[Int(art)]
    if artRow >= 0 {
      if rows[Int(artRow)].cells.isEmpty {
        dropRow(artRow)
        releaseSymbol(art)
        return []
      }
      guard
        let entering = rows[Int(artRow)].cells.first(where: {
          kind[Int($0.symbol)] == .slack || kind[Int($0.symbol)] == .error
        })?.symbol
      else { return [art] }
      pivot(entering, in: artRow)
    }
    for holder in compactColumn(art) { removeCell(holder, art) }
    column[Int(art)] = []
    releaseSymbol(art)
    return []
  }

  /// Removes the constraint whose symbols are `marker` and `other` (kiwi's `removeConstraint`, without the final
  /// optimisation).
  mutating func remove(marker: Int32, other: Int32, strength: Double) {
    if kind[Int(marker)] == .error { removeObjectiveEffects(of: marker, strength: strength) }
    if other >= 0, kind[Int(other)] == .error { removeObjectiveEffects(of: other, strength: strength) }
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
    let row = basicRow[Int(symbol)]
    if row >= 0 {
      let source = rows[Int(row)]
      addScaled(source.cells, constant: source.constant, factor: -strength, into: objective)
    } else {
      insertCell(objective, symbol, -strength)
    }
  }

  /// Moves a constraint's constant by `delta` (new minus old) without re-solving: rows that depend on its marker
  /// move, and those that turn infeasible are queued for the dual simplex.
  ///
  /// Returns false when the marker is a basic dummy (a redundant required equality) that the change contradicts.
  mutating func shiftConstant(marker: Int32, markerCoefficient: Double, delta: Double) -> Bool {
    let shift = delta / markerCoefficient
    let markerRow = basicRow[Int(marker)]
    if markerRow >= 0 {
      willModify(markerRow)
      rows[Int(markerRow)].constant -= shift
      if kind[Int(marker)] == .dummy {
        return Tableau.nearZero(rows[Int(markerRow)].constant)
      }
      if rows[Int(markerRow)].constant < 0 { infeasible.append(markerRow) }
      return true
    }
    for slot in compactColumn(marker) {
      let rowIndex = Int(slot)
      let basic = rows[rowIndex].basic
      guard basic >= 0 else { continue }
      willModify(slot)
      rows[rowIndex].constant += rows[rowIndex].coefficient(of: marker) * shift
      if kind[Int(basic)] == .external {
        markDirty(basic)
      } else if rows[rowIndex].constant < 0 {
        infeasible.append(slot)
      }
    }
    return true
  }
}
