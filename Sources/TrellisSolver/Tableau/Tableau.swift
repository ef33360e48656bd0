/// The simplex tableau behind ``Solver``: kiwi's incremental Cassowary with integer symbols, sorted sparse rows,
/// a symbol-to-rows index, change tracking and an undo journal.
///
/// Every symbol is an `Int32` index into parallel arrays; every row is a slot in `rows`. `column[s]` lists the rows
/// that may contain `s`: entries are appended when a cell appears and checked when read (stale ones are dropped
/// then), so cancelling a cell costs nothing. Ties are broken by symbol id, never by address or hash order, so the
/// same sequence of calls gives bit-identical results.
struct Tableau {
  static let epsilon = 1e-8

  // Symbols.
  var kind: [SymbolKind] = []
  var basicRow: [Int32] = []
  var column: [[Int32]] = []
  /// How many entries of `column[s]` may be stale (cells removed since the last compaction).
  var staleEntries: [Int32] = []
  var owner: [Int32] = []
  var isDirty: [Bool] = []
  var freeSymbols: [Int32] = []

  // Rows. Slot 0 is the objective.
  var rows: [Row] = [Row(cells: [], constant: 0, basic: Row.objective)]
  var freeRows: [Int32] = []
  var rowStamp: [UInt32] = [0]
  var stamp: UInt32 = 0
  let objective: Int32 = 0

  /// Rows whose restricted basic went negative, for the dual simplex (a stack, as in kiwi).
  var infeasible: [Int32] = []
  /// External symbols whose value may have changed since the last read-out.
  var dirty: [Int32] = []

  /// Bumped whenever a cell appears, disappears or is rescaled (constants alone do not count).
  var structureVersion: UInt64 = 0

  var journal: Journal?
  var rowJournalEpoch: [UInt32] = [0]
  var journalEpoch: UInt32 = 0

  /// The rows that hold a constraint's marker, with the marker's coefficient in each, valid while
  /// `structureVersion` is unchanged: repeated suggestions (a window resize) then skip the index look-ups.
  struct Dependents {
    var version = UInt64.max
    var slots: [Int32] = []
    var coefficients: [Double] = []
  }

  @inline(__always) static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  // MARK: Symbols

  /// A new symbol of the given kind, reusing a freed id when there is one.
  mutating func newSymbol(_ symbolKind: SymbolKind) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      let index = Int(symbol)
      kind[index] = symbolKind
      basicRow[index] = -1
      column[index].removeAll()
      staleEntries[index] = 0
      owner[index] = -1
      if journal != nil { journal!.reusedSymbols.append(symbol) }
      return symbol
    }
    let symbol = Int32(kind.count)
    kind.append(symbolKind)
    basicRow.append(-1)
    column.append([])
    staleEntries.append(0)
    owner.append(-1)
    isDirty.append(false)
    return symbol
  }

  /// Returns a symbol's id to the free list. The caller guarantees that no row holds it.
  mutating func releaseSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    kind[index] = .unused
    basicRow[index] = -1
    column[index] = []
    owner[index] = -1
    freeSymbols.append(symbol)
  }

  /// Whether no row holds the symbol (it is neither basic nor in any row).
  mutating func isUnused(_ symbol: Int32) -> Bool {
    basicRow[Int(symbol)] < 0 && compactColumn(symbol).isEmpty
  }

  @inline(__always)
  mutating func setBasic(_ symbol: Int32, _ row: Int32) {
    let index = Int(symbol)
    if journal != nil, index < journal!.symbolCount {
      journal!.basicChanges.append((symbol, basicRow[index]))
    }
    basicRow[index] = row
    markDirty(symbol)
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Int32) {
    guard symbol >= 0 else { return }
    let index = Int(symbol)
    if kind[index] == .external && !isDirty[index] {
      isDirty[index] = true
      dirty.append(symbol)
    }
  }

  /// The current value of a symbol: its row's constant when basic, else zero.
  @inline(__always)
  func value(of symbol: Int32) -> Double {
    let row = basicRow[Int(symbol)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  // MARK: Rows

  /// A new row slot holding the given cells (already sorted) and constant.
  mutating func newRow(cells: [Cell], constant: Double, basic: Int32) -> Int32 {
    structureVersion &+= 1
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      rows[Int(slot)] = Row(cells: cells, constant: constant, basic: basic)
    } else {
      slot = Int32(rows.count)
      rows.append(Row(cells: cells, constant: constant, basic: basic))
      rowStamp.append(0)
      rowJournalEpoch.append(0)
    }
    if journal != nil {
      journal!.createdRows.append(slot)
      rowJournalEpoch[Int(slot)] = journalEpoch
    }
    for cell in cells { noteCell(cell.symbol, in: slot) }
    return slot
  }

  /// Frees a row slot. A basic symbol of the row stops being basic.
  mutating func dropRow(_ slot: Int32) {
    structureVersion &+= 1
    willModify(slot)
    let basic = rows[Int(slot)].basic
    if basic >= 0 { setBasic(basic, -1) }
    for cell in rows[Int(slot)].cells { staleEntries[Int(cell.symbol)] += 1 }
    rows[Int(slot)] = Row(cells: [], constant: 0, basic: Row.unused)
    freeRows.append(slot)
  }

  /// Copies a row into the journal before its first change while a journal is open.
  @inline(__always)
  mutating func willModify(_ slot: Int32) {
    guard journal != nil else { return }
    let index = Int(slot)
    if rowJournalEpoch[index] != journalEpoch {
      rowJournalEpoch[index] = journalEpoch
      journal!.savedRows.append((slot, rows[index]))
    }
  }

  /// Records that `symbol` now has a cell in row `slot`.
  @inline(__always)
  mutating func noteCell(_ symbol: Int32, in slot: Int32) {
    let index = Int(symbol)
    let stale = Int(staleEntries[index])
    if stale > 16 && stale * 2 > column[index].count { compactColumn(symbol) }
    column[index].append(slot)
  }

  /// The rows that hold `symbol`, each once, with stale entries dropped from the index.
  @discardableResult
  mutating func compactColumn(_ symbol: Int32) -> [Int32] {
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamp.indices { rowStamp[index] = 0 }
      stamp = 1
    }
    let index = Int(symbol)
    var list = column[index]
    column[index] = []
    var kept = 0
    let rowCount = rows.count
    for position in list.indices {
      let slot = list[position]
      let rowIndex = Int(slot)
      guard rowIndex < rowCount, rowStamp[rowIndex] != stamp else { continue }
      if rows[rowIndex].position(of: symbol) >= 0 {
        rowStamp[rowIndex] = stamp
        list[kept] = slot
        kept += 1
      }
    }
    list.removeLast(list.count - kept)
    column[index] = list
    staleEntries[index] = 0
    return list
  }

  /// Adds `coefficient` to the cell of `symbol` in a row, removing the cell when the sum is near zero.
  mutating func insertCell(_ slot: Int32, _ symbol: Int32, _ coefficient: Double) {
    structureVersion &+= 1
    willModify(slot)
    let rowIndex = Int(slot)
    let position = rows[rowIndex].position(of: symbol)
    if position >= 0 {
      let sum = rows[rowIndex].cells[position].coefficient + coefficient
      if Tableau.nearZero(sum) {
        rows[rowIndex].cells.remove(at: position)
        staleEntries[Int(symbol)] += 1
      } else {
        rows[rowIndex].cells[position].coefficient = sum
      }
    } else if !Tableau.nearZero(coefficient) {
      rows[rowIndex].cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -position - 1)
      noteCell(symbol, in: slot)
    }
  }

  /// Removes the cell of `symbol` from a row, if any.
  mutating func removeCell(_ slot: Int32, _ symbol: Int32) {
    structureVersion &+= 1
    let position = rows[Int(slot)].position(of: symbol)
    guard position >= 0 else { return }
    willModify(slot)
    rows[Int(slot)].cells.remove(at: position)
    staleEntries[Int(symbol)] += 1
  }

  /// `rows[target] += factor · (source + sourceConstant)`, dropping the cell of `removing` from the target.
  ///
  /// A sorted merge into a fresh buffer (or, for a short source, an update in place); coefficients that cancel to
  /// near zero disappear.
  mutating func addScaled(
    _ source: [Cell], constant sourceConstant: Double, factor: Double, into target: Int32, removing: Int32 = -1
  ) {
    willModify(target)
    structureVersion &+= 1
    let targetIndex = Int(target)
    if source.count <= 4 && rows[targetIndex].cells.count > 2 * source.count {
      addScaledInPlace(source, factor: factor, into: target, removing: removing)
      rows[targetIndex].constant += factor * sourceConstant
      markDirty(rows[targetIndex].basic)
      return
    }
    let existing = rows[targetIndex].cells
    // A fresh buffer sized for the worst case (plus room for a marker cell), so rows never keep a larger spare
    // buffer from an earlier merge.
    var merged: [Cell] = []
    merged.reserveCapacity(existing.count + source.count + 2)
    existing.withUnsafeBufferPointer { a in
      source.withUnsafeBufferPointer { b in
        var i = 0
        var j = 0
        let aCount = a.count
        let bCount = b.count
        while i < aCount || j < bCount {
          let aSymbol = i < aCount ? a[i].symbol : Int32.max
          let bSymbol = j < bCount ? b[j].symbol : Int32.max
          if aSymbol < bSymbol {
            if aSymbol != removing { merged.append(a[i]) }
            i += 1
          } else if bSymbol < aSymbol {
            let value = factor * b[j].coefficient
            if !Tableau.nearZero(value) {
              merged.append(Cell(symbol: bSymbol, coefficient: value))
              noteCell(bSymbol, in: target)
            }
            j += 1
          } else {
            if aSymbol != removing {
              let value = a[i].coefficient + factor * b[j].coefficient
              if Tableau.nearZero(value) {
                staleEntries[Int(aSymbol)] += 1
              } else {
                merged.append(Cell(symbol: aSymbol, coefficient: value))
              }
            }
            i += 1
            j += 1
          }
        }
      }
    }
    rows[targetIndex].cells = merged
    rows[targetIndex].constant += factor * sourceConstant
    if removing >= 0 { staleEntries[Int(removing)] += 1 }
    markDirty(rows[targetIndex].basic)
  }

  /// The merge of ``addScaled(_:constant:factor:into:removing:)`` for a short source: each source cell is found by
  /// binary search and updated or inserted in place, which allocates nothing while the row has capacity.
  private mutating func addScaledInPlace(_ source: [Cell], factor: Double, into target: Int32, removing: Int32) {
    let targetIndex = Int(target)
    if removing >= 0 {
      let position = rows[targetIndex].position(of: removing)
      if position >= 0 {
        rows[targetIndex].cells.remove(at: position)
        staleEntries[Int(removing)] += 1
      }
    }
    for cell in source {
      let value = factor * cell.coefficient
      let position = rows[targetIndex].position(of: cell.symbol)
      if position >= 0 {
        let sum = rows[targetIndex].cells[position].coefficient + value
        if Tableau.nearZero(sum) {
          rows[targetIndex].cells.remove(at: position)
          staleEntries[Int(cell.symbol)] += 1
        } else {
          rows[targetIndex].cells[position].coefficient = sum
        }
      } else if !Tableau.nearZero(value) {
        rows[targetIndex].cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: -position - 1)
        noteCell(cell.symbol, in: target)
      }
    }
  }

  /// Solves row `slot` (`0 = constant + Σ cells`) for `symbol`: afterwards `symbol = constant + Σ cells`.
  mutating func solve(_ slot: Int32, for symbol: Int32) {
    structureVersion &+= 1
    willModify(slot)
    let rowIndex = Int(slot)
    let position = rows[rowIndex].position(of: symbol)
    let factor = -1 / rows[rowIndex].cells[position].coefficient
    rows[rowIndex].cells.remove(at: position)
    staleEntries[Int(symbol)] += 1
    rows[rowIndex].constant *= factor
    rows[rowIndex].cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].coefficient *= factor }
    }
  }

  /// Turns row `slot` (`lhs = …`) into `rhs = …`: kiwi's `Row::solveFor(lhs, rhs)`.
  mutating func solve(_ slot: Int32, swapping lhs: Int32, for rhs: Int32) {
    insertCell(slot, lhs, -1)
    solve(slot, for: rhs)
  }

  /// Multiplies a row by −1.
  mutating func reverseSign(_ slot: Int32) {
    structureVersion &+= 1
    willModify(slot)
    let rowIndex = Int(slot)
    rows[rowIndex].constant = -rows[rowIndex].constant
    rows[rowIndex].cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }
  }

  /// Replaces `symbol` by the right-hand side of row `pivot` in every other row that holds it.
  mutating func substitute(_ symbol: Int32, by pivot: Int32) {
    let holders = compactColumn(symbol)
    column[Int(symbol)] = []
    let source = rows[Int(pivot)].cells
    let sourceConstant = rows[Int(pivot)].constant
    for slot in holders where slot != pivot {
      let rowIndex = Int(slot)
      let factor = rows[rowIndex].coefficient(of: symbol)
      addScaled(source, constant: sourceConstant, factor: factor, into: slot, removing: symbol)
      let basic = rows[rowIndex].basic
      if basic >= 0, kind[Int(basic)] != .external, rows[rowIndex].constant < 0 {
        infeasible.append(slot)
      }
    }
  }

  /// Makes `entering` basic in row `slot`, whose basic symbol becomes parametric.
  mutating func pivot(_ entering: Int32, in slot: Int32) {
    let leaving = rows[Int(slot)].basic
    solve(slot, swapping: leaving, for: entering)
    rows[Int(slot)].basic = entering
    setBasic(leaving, -1)
    setBasic(entering, slot)
    substitute(entering, by: slot)
  }
}
