import TrellisSolver

/// Every row an engine holds, in the order they were added — the order the solver meets them when the engine
/// needs it, so that conflicts break the same constraint either way. Removed rows leave holes, compacted away when
/// they outnumber live rows. Rows, owners and solver copies sit in parallel arrays.
struct ConstraintTable {
  private(set) var rows: [EngineRow] = []
  /// Who made each row; nil for holes.
  private(set) var owners: [RowOwner?] = []
  /// The solver's copy of each row, once the engine uses its solver.
  private(set) var installed: [Constraint?] = []
  private(set) var removedCount = 0
  /// Changes whenever a row is added or removed, not when a constant moves: a propagation plan holds for one shape.
  private(set) var shape = 0

  var count: Int { rows.count }

  subscript(index: Int) -> EngineRow { rows[index] }

  /// Adds a row at the end and returns its index.
  mutating func append(_ row: EngineRow, owner: RowOwner) -> Int {
    if rows.capacity == 0 {
      // A hierarchy of a few views already holds dozens of rows: skip the first doublings.
      rows.reserveCapacity(64)
      owners.reserveCapacity(64)
      installed.reserveCapacity(64)
    }
    rows.append(row)
    owners.append(owner)
    installed.append(nil)
    shape &+= 1
    return rows.count - 1
  }

  /// Removes a row, returning the solver's copy if it had one.
  @discardableResult
  mutating func remove(at index: Int) -> Constraint? {
    guard rows[index].isLive else { return nil }
    let copy = installed[index]
    rows[index].isLive = false
    owners[index] = nil
    installed[index] = nil
    removedCount += 1
    shape &+= 1
    return copy
  }

  mutating func setConstant(_ constant: Double, at index: Int) {
    rows[index].constant = constant
  }

  mutating func setInstalled(_ constraint: Constraint?, at index: Int) {
    installed[index] = constraint
  }

  /// Forgets every solver copy (the engine dropped its solver).
  mutating func clearInstalled() {
    for index in installed.indices { installed[index] = nil }
  }

  /// The live row whose solver copy is `constraint`.
  func index(installing constraint: Constraint) -> Int? {
    installed.firstIndex { $0 === constraint }
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
      installed[kept] = installed[index]
      kept += 1
    }
    rows.removeSubrange(kept...)
    owners.removeSubrange(kept...)
    installed.removeSubrange(kept...)
    removedCount = 0
    shape &+= 1
    return remap
  }

  /// Empties the table.
  mutating func removeAll() {
    rows = []
    owners = []
    installed = []
    removedCount = 0
    shape &+= 1
  }
}
