/// Questions about the solution rather than the values: whether a variable is pinned down, and by which constraints.
extension Solver {
  /// Whether `variable` could take another value in an equally good solution: it is unconstrained, or a free
  /// symbol (an unrestricted variable, or the slack of an inequality that nothing weighs) can move it. UIKit's
  /// `hasAmbiguousLayout` asks this of a view's four variables.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = symbol(of: variable) else { return true }
    try? optimizeIfNeeded()
    return tableau.canVary(symbol)
  }

  /// The constraints the current value of `variable` follows from: the owners of the symbols its row is made of.
  /// UIKit's `constraintsAffectingLayout(for:)` answers this for a view's axis.
  public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
    guard let symbol = symbol(of: variable) else { return [] }
    let row = tableau.basicRow[Int(symbol)]
    guard row >= 0 else { return [] }
    var slots: [Int32] = []
    for cell in tableau.cells(row) {
      let slot = tableau.owner[Int(cell.symbol)]
      if slot >= 0, !slots.contains(slot) { slots.append(slot) }
    }
    return slots.sorted().compactMap { records[Int($0)]?.constraint }
  }
}

extension Tableau {
  /// Whether a symbol's value can change at no cost: a parametric one that can move freely, or a basic one whose row
  /// holds such a symbol.
  ///
  /// One call does the whole walk: each call through the solver's stored `tableau` from outside the type copies the
  /// struct (a retain of every buffer), which was a sixth of a lint run when made per cell.
  func canVary(_ symbol: Int32) -> Bool {
    let row = basicRow[Int(symbol)]
    guard row >= 0 else {
      // Parametric: free unless the objective weighs it.
      return !objectiveWeighs(symbol)
    }
    for cell in cells(row) where !Tableau.nearZero(cell.coefficient) {
      if canMoveFreely(cell.symbol) { return true }
    }
    return false
  }

  /// Whether a parametric symbol can move at no cost: an unrestricted one the objective does not weigh, or a
  /// restricted one with a zero objective coefficient that no row stops at zero.
  func canMoveFreely(_ symbol: Int32) -> Bool {
    let symbolKind = kind[Int(symbol)]
    guard symbolKind != .dummy, symbolKind != .unused else { return false }
    guard !objectiveWeighs(symbol) else { return false }
    if symbolKind == .external { return true }
    for slot in column[Int(symbol)] where holds(slot, symbol) {
      let row = rows[Int(slot)]
      guard row.basic >= 0, kind[Int(row.basic)] != .external else { continue }
      if coefficient(slot, of: symbol) < 0 && Tableau.nearZero(row.constant) { return false }
    }
    return true
  }
}
