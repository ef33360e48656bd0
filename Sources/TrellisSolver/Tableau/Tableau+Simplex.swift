/// The simplex steps: primal optimisation with Bland's rule, the dual simplex after a constant changes, and the
/// ratio tests that pick leaving rows.
extension Tableau {
  /// Why an optimisation stopped early. Neither should happen on a consistent tableau; both are reported, not trapped.
  enum OptimizationFailure: Error {
    case unbounded
    case iterationLimit
  }

  /// A bound on pivots, far above what a consistent tableau needs, so that rounding trouble ends in an error.
  var pivotLimit: Int { 1000 + 50 * (rows.count + kind.count) }

  /// Minimises the objective in row `target`, keeping the tableau feasible (primal simplex).
  ///
  /// The entering symbol is the one with the steepest objective coefficient (Dantzig's rule: with strengths of very
  /// different sizes it fixes the strongest violation first and needs far fewer pivots); after a run of degenerate
  /// pivots it falls back to Bland's rule (lowest id), which cannot cycle.
  mutating func optimize(_ target: Int32) throws(OptimizationFailure) {
    var pivots = 0
    var degenerate = 0
    while let (entering, direction) = enteringSymbol(target, steepest: degenerate < 16) {
      let holders = column[Int(entering)]
      guard let leaving = leavingRow(for: entering, direction: direction, among: holders) else { throw .unbounded }
      degenerate = rows[Int(leaving)].constant == 0 ? degenerate + 1 : 0
      pivot(entering, in: leaving, holders: holders)
      pivots += 1
      if pivots > pivotLimit { throw .iterationLimit }
    }
  }

  /// A symbol whose increase (or, for an unrestricted external, decrease) lowers the objective: the steepest one
  /// (at the strongest level any candidate's leading term is at), or the lowest-id one when `steepest` is false.
  /// A symbol qualifies by the leading term of its objective vector: weaker levels only count where every stronger
  /// one is zero.
  ///
  /// For the main objective only the symbols whose coefficients changed since it was last optimal can qualify
  /// (every other one was checked then), so only those are looked at: a window with thousands of optional
  /// constraints does not rescan them after every add. Candidates that do not qualify now are dropped; a later
  /// change brings them back.
  mutating func enteringSymbol(_ target: Int32, steepest: Bool) -> (Int32, Double)? {
    func rate(_ symbol: Int32, _ coefficient: Double) -> Double? {
      switch kind[Int(symbol)] {
      case .dummy, .unused: nil
      case .external: -abs(coefficient)
      case .slack, .error: coefficient
      }
    }
    var best: (Int32, Double)?
    var bestLevel = Int.max
    var bestRate = -Tableau.epsilon
    func consider(_ symbol: Int32, _ coefficient: Double, level: Int) {
      guard let value = rate(symbol, coefficient), value < -Tableau.epsilon else { return }
      let better =
        steepest
        ? (level < bestLevel || (level == bestLevel && value < bestRate)) : (best == nil || symbol < best!.0)
      if better {
        best = (symbol, coefficient < 0 ? 1.0 : -1.0)
        bestLevel = level
        bestRate = value
      }
    }
    guard target == objective else {
      for cell in cells(target) { consider(cell.symbol, cell.coefficient, level: 0) }
      return best
    }
    var kept = 0
    for index in objectiveChanges.indices {
      let symbol = objectiveChanges[index]
      guard let (level, coefficient) = leadingObjectiveTerm(symbol),
        let value = rate(symbol, coefficient), value < -Tableau.epsilon
      else { continue }
      consider(symbol, coefficient, level: level)
      objectiveChanges[kept] = symbol
      kept += 1
    }
    objectiveChanges.removeLast(objectiveChanges.count - kept)
    return best
  }

  /// The restricted row among `holders` (index entries for `entering`, possibly stale or repeated: those hold no
  /// cell and rate zero) that first reaches zero as `entering` moves in `direction` (ties: lowest basic id).
  func leavingRow(for entering: Int32, direction: Double, among holders: [Int32]) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    for slot in holders where Int(slot) < rows.count {
      let row = rows[Int(slot)]
      guard row.basic >= 0, kind[Int(row.basic)] != .external else { continue }
      let rate = coefficient(slot, of: entering) * direction
      guard rate < 0 else { continue }
      let ratio = row.constant / -rate
      if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = row.basic
      }
    }
    return best >= 0 ? best : nil
  }

  /// Restores feasibility after constants changed, keeping optimality (kiwi's `dualOptimize`).
  ///
  /// Returns the row that proved the required constraints infeasible, if one did.
  mutating func dualOptimize() throws(OptimizationFailure) -> Int32? {
    var pivots = 0
    while let slot = infeasible.popLast() {
      let row = rows[Int(slot)]
      guard row.basic >= 0, kind[Int(row.basic)] != .external, row.constant < -Tableau.epsilon else { continue }
      guard let entering = dualEnteringSymbol(slot, rising: true, falling: false) else {
        infeasible.removeAll()
        return slot
      }
      pivot(entering, in: slot)
      pivots += 1
      if pivots > pivotLimit { throw .iterationLimit }
    }
    return nil
  }

  /// The symbol to pivot into row `slot` so that its basic can rise (`rising`) or fall (`falling`) while the
  /// objective stays optimal: the smallest ratio of objective vector to row coefficient (lexicographically: the
  /// weakest leading level, then the smallest leading ratio, then the weaker levels), lowest id on ties.
  /// Unrestricted externals may move either way.
  func dualEnteringSymbol(_ slot: Int32, rising: Bool, falling: Bool) -> Int32? {
    var best: Int32 = -1
    var bestLevel = -1
    var bestRatio = Double.infinity
    var bestScale = 1.0
    for cell in cells(slot) {
      let symbolKind = kind[Int(cell.symbol)]
      guard symbolKind != .dummy, symbolKind != .unused else { continue }
      let free = symbolKind == .external
      let usable =
        (cell.coefficient > Tableau.epsilon && (rising || free))
        || (cell.coefficient < -Tableau.epsilon && (falling || free))
      guard usable else { continue }
      let scale = abs(cell.coefficient)
      // A symbol no level weighs has the zero vector: the smallest ratio there is.
      let (level, coefficient) = leadingObjectiveTerm(cell.symbol) ?? (Int.max, 0)
      let ratio = abs(coefficient) / scale
      let better: Bool
      if best < 0 || level > bestLevel {
        better = true
      } else if level < bestLevel {
        better = false
      } else if !lexicographic || abs(ratio - bestRatio) > Tableau.epsilon * max(1, ratio, bestRatio) {
        better = ratio < bestRatio
      } else {
        better = level != Int.max && objectiveRatio(cell.symbol, scale, isBelow: best, bestScale, after: level)
      }
      if better {
        best = cell.symbol
        bestLevel = level
        bestRatio = ratio
        bestScale = scale
      }
    }
    return best >= 0 ? best : nil
  }

  /// The row to pivot a removed constraint's marker into (kiwi's `getMarkerLeavingRow`), preferring a restricted
  /// row that stays feasible, then any restricted row, then the shortest external row.
  mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
    var first: Int32 = -1
    var firstRatio = Double.infinity
    var second: Int32 = -1
    var secondRatio = Double.infinity
    var third: Int32 = -1
    var thirdLength = Int.max
    for slot in column[Int(marker)] where holds(slot, marker) {
      let row = rows[Int(slot)]
      guard row.basic >= 0 else { continue }
      // A redundant required equality (a basic dummy whose row holds only dummies) that mentions the marker takes
      // over its role; pivoting anywhere else would put non-dummy symbols into the dummy's row, and the dummy
      // could then drift from zero.
      if kind[Int(row.basic)] == .dummy { return slot }
      let coefficient = coefficient(slot, of: marker)
      if kind[Int(row.basic)] == .external {
        let length = Int(row.count)
        if length < thirdLength || (length == thirdLength && row.basic < rows[Int(third)].basic) {
          third = slot
          thirdLength = length
        }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && row.basic < rows[Int(first)].basic) {
          first = slot
          firstRatio = ratio
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && row.basic < rows[Int(second)].basic) {
          second = slot
          secondRatio = ratio
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }
}
