/// The objective as rows, one per level: a symbol's objective coefficient is the vector of its coefficients in the
/// level rows, compared strongest level first.
///
/// Weighted (kiwi's Cassowary): one level, slot 0, holding each error weighted by its strength, so that many weaker
/// errors can outweigh a stronger one. Lexicographic (UIKit's engine, whose objective keeps a coefficient per
/// priority — `NSISObjectiveLinearExpression` stores a "priority vector" per variable and picks the one whose
/// strongest term is most negative): every distinct strength is a level of its own with unit weights, and no number
/// of errors at weaker levels outweighs one at a stronger level.
///
/// Level rows are ordinary rows (in the symbol index, substituted by pivots like any other) whose basic is
/// `Row.objective`. They are made when a strength first appears, outside any journal, and never dropped.
extension Tableau {
  /// The leading (strongest non-zero) term of a symbol's objective vector: the level's index in `levelSlots`
  /// (0 is the strongest) and the coefficient there, or nil when no level weighs the symbol.
  @inline(__always)
  func leadingObjectiveTerm(_ symbol: Int32) -> (level: Int, coefficient: Double)? {
    if levelSlots.count == 1 {
      let coefficient = coefficient(levelSlots[0], of: symbol)
      return coefficient == 0 ? nil : (0, coefficient)
    }
    for (level, slot) in levelSlots.enumerated() {
      let coefficient = coefficient(slot, of: symbol)
      if coefficient != 0 { return (level, coefficient) }
    }
    return nil
  }

  /// Whether any level weighs the symbol.
  func objectiveWeighs(_ symbol: Int32) -> Bool { leadingObjectiveTerm(symbol) != nil }

  /// Whether a row is one of the objective's levels.
  @inline(__always)
  func isObjectiveLevel(_ slot: Int32) -> Bool {
    Int(slot) < levelKey.count && levelKey[Int(slot)] >= 0
  }

  /// The level row an error of the given strength goes into, and its coefficient there: the single weighted row
  /// with the strength as weight, or (lexicographic) the strength's own level, made on first use, with weight 1.
  mutating func objectiveLevel(for strength: Double) -> (slot: Int32, weight: Double) {
    guard lexicographic else { return (objective, strength) }
    var low = 0
    var high = levelSlots.count
    // Levels are sorted by strength, strongest first.
    while low < high {
      let mid = (low + high) >> 1
      let key = levelKey[Int(levelSlots[mid])]
      if key == strength { return (levelSlots[mid], 1) }
      if key > strength { low = mid + 1 } else { high = mid }
    }
    precondition(journal == nil, "objective levels are made outside journals")
    let slot = newRow(capacity: 8, constant: 0, basic: Row.objective)
    if levelKey.count <= Int(slot) { levelKey += repeatElement(-1, count: Int(slot) + 1 - levelKey.count) }
    levelKey[Int(slot)] = strength
    levelSlots.insert(slot, at: low)
    return (slot, 1)
  }

  /// Whether objective vector `a / scaleA` is lexicographically below `b / scaleB` (for the dual ratio test), with
  /// the leading terms already known to be at the same level and equally large within rounding.
  func objectiveRatio(_ a: Int32, _ scaleA: Double, isBelow b: Int32, _ scaleB: Double, after level: Int) -> Bool {
    for slot in levelSlots[(level + 1)...] {
      let left = coefficient(slot, of: a) / scaleA
      let right = coefficient(slot, of: b) / scaleB
      if abs(left - right) > Tableau.epsilon * max(1, abs(left), abs(right)) { return left < right }
    }
    return false
  }
}
