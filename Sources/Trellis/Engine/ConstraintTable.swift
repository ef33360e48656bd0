import TrellisSolver

/// Every row an engine holds, in the order they were added — the order the solver meets them when the engine
/// needs it, so that conflicts break the same constraint either way. Removed rows leave holes, compacted away when
/// they outnumber live rows. Rows, owners and solver copies sit in parallel arrays.
struct ConstraintTable {
  private(set) var rows: [EngineRow] = []
  /// Who made each row; nil for holes.
  private(set) var owners: [RowOwner?] = []
  /// The solver's copy of each row, once the engine uses its solver (empty, or shorter than `rows`, until then:
  /// most hierarchies never need a solver, and every row would otherwise pay for a third array).
  private var solverCopies: [Constraint?] = []
  private(set) var removedCount = 0
  /// Changes whenever a row is added or removed, not when a constant moves: a propagation plan holds for one shape.
  private(set) var shape = 0

  var count: Int { rows.count }

  subscript(index: Int) -> EngineRow { rows[index] }

  /// Adds a row at the end and returns its index.
  mutating func append(_ row: EngineRow, owner: consuming RowOwner) -> Int {
    if rows.capacity == 0 {
      // A hierarchy of a few views already holds dozens of rows, a cell of twenty views over a hundred: skip the
      // first doublings.
      rows.reserveCapacity(128)
      owners.reserveCapacity(128)
    }
    rows.append(row)
    owners.append(owner)
    shape &+= 1
    return rows.count - 1
  }

  /// Removes a row, returning the solver's copy if it had one.
  @discardableResult
  mutating func remove(at index: Int) -> Constraint? {
    guard rows[index].isLive else { return nil }
    let copy = installed(at: index)
    rows[index].isLive = false
    owners[index] = nil
    if index < solverCopies.count { solverCopies[index] = nil }
    removedCount += 1
    shape &+= 1
    return copy
  }

  mutating func setConstant(_ constant: Double, at index: Int) {
    rows[index].constant = constant
  }

  /// The solver's copy of a row, if it has one.
  @inline(__always)
  func installed(at index: Int) -> Constraint? {
    index < solverCopies.count ? solverCopies[index] : nil
  }

  mutating func setInstalled(_ constraint: Constraint?, at index: Int) {
    if index >= solverCopies.count {
      guard constraint != nil else { return }
      solverCopies.append(contentsOf: repeatElement(nil, count: rows.count - solverCopies.count))
    }
    solverCopies[index] = constraint
  }

  /// Forgets every solver copy (the engine dropped its solver).
  mutating func clearInstalled() {
    solverCopies = []
  }

  /// The live row whose solver copy is `constraint`.
  func index(installing constraint: Constraint) -> Int? {
    solverCopies.firstIndex { $0 === constraint }
  }

  /// Whether holes are many enough to be worth a compaction.
  var needsCompaction: Bool { removedCount > 64 && removedCount * 2 > rows.count }

  /// Drops the holes, keeping order. Returns each old index's new index (-1 for holes); user constraints learn
  /// their new rows here, item ranges from the caller.
  mutating func compact() -> [Int] {
    var remap = [Int](repeating: -1, count: rows.count)
    var kept = 0
    for index in rows.indices where rows[index].isLive {
      remap[index] = kept
      if case .user(let constraint) = owners[index] { constraint.engineRow = kept }
      rows[kept] = rows[index]
      owners[kept] = owners[index]
      if kept < solverCopies.count { solverCopies[kept] = installed(at: index) }
      kept += 1
    }
    rows.removeSubrange(kept...)
    owners.removeSubrange(kept...)
    if solverCopies.count > kept { solverCopies.removeSubrange(kept...) }
    removedCount = 0
    shape &+= 1
    return remap
  }

  /// Takes the owner of a row out of the table (the row keeps its slot, ownerless): for a table about to be emptied.
  mutating func takeOwner(at index: Int) -> RowOwner? {
    owners[index].take()
  }

  /// Empties the table.
  mutating func removeAll() {
    rows = []
    owners = []
    solverCopies = []
    removedCount = 0
    shape &+= 1
  }
}
