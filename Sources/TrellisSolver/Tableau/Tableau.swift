/// The simplex tableau behind ``Solver``: kiwi's incremental Cassowary with integer symbols, sorted sparse rows,
/// a symbol-to-rows index, change tracking and an undo journal.
///
/// Every symbol is an `Int32` index into parallel arrays; every row is a slot in `rows`, its cells a region of one
/// ``CellArena``. `column[s]` lists the rows that may hold `s`: an entry is appended when a cell appears, and a cell
/// that disappears only counts as stale, so readers check each entry (a stale one holds no cell) and a list is
/// compacted when stale entries pile up. Ties are broken by symbol id, never by address or hash order, so the same
/// sequence of calls gives bit-identical results.
struct Tableau {
  static let epsilon = 1e-8

  // Symbols.
  var kind: [SymbolKind] = []
  var basicRow: [Int32] = []
  var column: [[Int32]] = []
  /// How many entries of `column[s]` may be stale (cells removed since the last compaction). Zero means the list is
  /// exact, which every change that removes a cell (or a rollback) must keep true by counting.
  var staleEntries: [Int32] = []
  var owner: [Int32] = []
  var isDirty: [Bool] = []
  var freeSymbols: [Int32] = []

  // Rows. Slot 0 is the weighted objective (empty when lexicographic). Their cells live in the arena.
  var rows: [Row] = [Row.empty(basic: Row.objective)]
  let arena = CellArena()
  var freeRows: [Int32] = []
  var rowStamp: [UInt32] = [0]
  var stamp: UInt32 = 0
  /// The main objective, as a target of ``optimize(_:)``; its rows are `levelSlots`.
  let objective: Int32 = 0
  /// Whether every strength is a level of its own (see `Tableau+Objective.swift`).
  let lexicographic: Bool
  /// The objective's level rows, strongest first: slot 0 alone when weighted.
  var levelSlots: [Int32]
  /// Per row slot: the strength of the level it is, or -1 for other rows (or none past the end).
  var levelKey: [Double]

  init(lexicographic: Bool = false) {
    self.lexicographic = lexicographic
    levelSlots = lexicographic ? [] : [0]
    levelKey = [lexicographic ? -1 : 0]
  }

  /// Rows whose restricted basic went negative, for the dual simplex (a stack, as in kiwi).
  var infeasible: [Int32] = []
  /// External symbols whose value may have changed since the last read-out.
  var dirty: [Int32] = []
  /// Symbols whose objective coefficient changed since the objective was last found optimal (with repeats).
  var objectiveChanges: [Int32] = []

  /// Bumped whenever a cell appears, disappears or is rescaled (constants alone do not count).
  var structureVersion: UInt64 = 0

  var journal: Journal?
  /// The last closed journal, kept for its buffers.
  var spareJournal = Journal()
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
    basicRow[Int(symbol)] < 0 && !column[Int(symbol)].contains { holds($0, symbol) }
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

  /// The cells of a row, valid until the next change to any row.
  @inline(__always)
  func cells(_ slot: Int32) -> UnsafeMutableBufferPointer<Cell> {
    let row = rows[Int(slot)]
    return UnsafeMutableBufferPointer(start: arena.base + row.start, count: Int(row.count))
  }

  /// The position of `symbol` among a row's cells, or where it would be inserted (as a negative `-(index + 1)`).
  @inline(__always)
  func position(_ slot: Int32, of symbol: Int32) -> Int {
    let buffer = cells(slot)
    var low = 0
    var high = buffer.count
    while low < high {
      let mid = (low + high) >> 1
      let current = buffer[mid].symbol
      if current < symbol {
        low = mid + 1
      } else if current > symbol {
        high = mid
      } else {
        return mid
      }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol` in a row, zero when absent.
  @inline(__always)
  func coefficient(_ slot: Int32, of symbol: Int32) -> Double {
    let index = position(slot, of: symbol)
    return index >= 0 ? cells(slot)[index].coefficient : 0
  }

  /// A new empty row slot with room for `capacity` cells.
  mutating func newRow(capacity: Int, constant: Double, basic: Int32) -> Int32 {
    let start = allocateCells(capacity)
    let row = Row(start: start, count: 0, capacity: Int32(capacity), constant: constant, basic: basic)
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      rows[Int(slot)] = row
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      rowStamp.append(0)
      rowJournalEpoch.append(0)
    }
    if journal != nil {
      journal!.createdRows.append(slot)
      rowJournalEpoch[Int(slot)] = journalEpoch
    }
    structureVersion &+= 1
    return slot
  }

  /// Frees a row slot. A basic symbol of the row stops being basic.
  mutating func dropRow(_ slot: Int32) {
    willModify(slot, inPlace: false)
    structureVersion &+= 1
    let basic = rows[Int(slot)].basic
    if basic >= 0 { setBasic(basic, -1) }
    for cell in cells(slot) { staleEntries[Int(cell.symbol)] += 1 }
    arena.live -= Int(rows[Int(slot)].capacity)
    rows[Int(slot)] = Row.empty(basic: Row.unused)
    freeRows.append(slot)
  }

  /// Cells from the arena, compacting it first when it is mostly garbage (never while a journal is open, whose
  /// saved rows point at old regions).
  @inline(__always)
  mutating func allocateCells(_ count: Int) -> Int {
    if arena.used + count > arena.capacity, journal == nil, arena.wantsCompaction { compactArena() }
    return arena.allocate(count)
  }

  /// Moves every live row down over the garbage, in order of position, trimming spare room to two cells.
  mutating func compactArena() {
    let order = rows.indices.filter { rows[$0].capacity > 0 }.sorted { rows[$0].start < rows[$1].start }
    let base = arena.base
    var cursor = 0
    for index in order {
      let row = rows[index]
      let capacity = min(Int(row.capacity), Int(row.count) + 2)
      if row.start != cursor { (base + cursor).update(from: base + row.start, count: Int(row.count)) }
      rows[index].start = cursor
      rows[index].capacity = Int32(capacity)
      cursor += capacity
    }
    arena.used = cursor
    arena.live = cursor
  }

  /// Replaces a row's region by a fresh one of `capacity` cells holding the same cells.
  private mutating func relocate(_ slot: Int32, capacity: Int) {
    let start = allocateCells(capacity)
    let index = Int(slot)
    let count = Int(rows[index].count)
    (arena.base + start).update(from: arena.base + rows[index].start, count: count)
    arena.live -= Int(rows[index].capacity)
    rows[index].start = start
    rows[index].capacity = Int32(capacity)
  }

  /// Copies a row into the journal before its first change while a journal is open. A row about to change in place
  /// also moves to a fresh region, so that the saved copy keeps pointing at the old cells.
  @inline(__always)
  mutating func willModify(_ slot: Int32, inPlace: Bool = true) {
    guard journal != nil else { return }
    let index = Int(slot)
    if rowJournalEpoch[index] != journalEpoch {
      rowJournalEpoch[index] = journalEpoch
      journal!.savedRows.append((slot, rows[index]))
      if inPlace { relocate(slot, capacity: Int(rows[index].capacity)) }
    }
  }

  /// Records that `symbol` now has a cell in row `slot`.
  @inline(__always)
  mutating func noteCell(_ symbol: Int32, in slot: Int32) {
    let index = Int(symbol)
    let stale = Int(staleEntries[index])
    if stale > 32 && stale > column[index].count { compactColumn(symbol) }
    // A new list starts with room for a few rows, so that it does not regrow on each of its first appends.
    if column[index].capacity == 0 { column[index].reserveCapacity(4) }
    column[index].append(slot)
  }

  /// Whether row `slot` (an index entry, possibly stale) holds `symbol`.
  @inline(__always)
  func holds(_ slot: Int32, _ symbol: Int32) -> Bool {
    Int(slot) < rows.count && position(slot, of: symbol) >= 0
  }

  /// The rows that hold `symbol`, each once, with stale entries dropped from the index.
  @discardableResult
  mutating func compactColumn(_ symbol: Int32) -> [Int32] {
    // No cell of the symbol disappeared since the last compaction: every entry is live and unique.
    if staleEntries[Int(symbol)] == 0 { return column[Int(symbol)] }
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
      if self.position(slot, of: symbol) >= 0 {
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
    willModify(slot)
    structureVersion &+= 1
    if isObjectiveLevel(slot) { objectiveChanges.append(symbol) }
    addScaledCell(Cell(symbol: symbol, coefficient: coefficient), factor: 1, into: slot)
  }

  /// Removes the cell at `position` of a row, closing the gap.
  private mutating func removeCell(at position: Int, of slot: Int32) {
    let rowIndex = Int(slot)
    let base = arena.base + rows[rowIndex].start
    let count = Int(rows[rowIndex].count)
    (base + position).update(from: base + position + 1, count: count - position - 1)
    rows[rowIndex].count -= 1
  }

  /// Removes the cell of `symbol` from a row, if any.
  mutating func removeCell(_ slot: Int32, _ symbol: Int32) {
    guard position(slot, of: symbol) >= 0 else { return }
    willModify(slot)
    structureVersion &+= 1
    removeCell(at: position(slot, of: symbol), of: slot)
    staleEntries[Int(symbol)] += 1
  }

  /// `rows[target] += factor · (rows[source] + its constant)`, dropping the cell of `removing` from the target.
  ///
  /// A sorted merge into a fresh region of the arena (or, for a short source, an update in place); coefficients that
  /// cancel to near zero disappear.
  mutating func addScaled(_ source: Int32, factor: Double, into target: Int32, removing: Int32 = -1) {
    let targetIndex = Int(target)
    if isObjectiveLevel(target) {
      for cell in cells(source) { objectiveChanges.append(cell.symbol) }
    }
    let sourceCount = Int(rows[Int(source)].count)
    let sourceConstant = rows[Int(source)].constant
    if sourceCount <= 4 && Int(rows[targetIndex].count) > 2 * sourceCount {
      willModify(target)
      structureVersion &+= 1
      addScaledInPlace(source, factor: factor, into: target, removing: removing)
    } else {
      willModify(target, inPlace: false)
      structureVersion &+= 1
      mergeScaled(source, factor: factor, into: target, removing: removing)
    }
    rows[targetIndex].constant += factor * sourceConstant
    markDirty(rows[targetIndex].basic)
  }

  private mutating func mergeScaled(_ source: Int32, factor: Double, into target: Int32, removing: Int32) {
    let targetIndex = Int(target)
    let aCount = Int(rows[targetIndex].count)
    let bCount = Int(rows[Int(source)].count)
    let capacity = aCount + bCount + 2
    let start = allocateCells(capacity)
    let base = arena.base
    let a = base + rows[targetIndex].start
    let b = base + rows[Int(source)].start
    let output = base + start
    var i = 0
    var j = 0
    var k = 0
    while i < aCount && j < bCount {
      let aSymbol = a[i].symbol
      let bSymbol = b[j].symbol
      if aSymbol < bSymbol {
        if aSymbol != removing {
          output[k] = a[i]
          k += 1
        }
        i += 1
      } else if bSymbol < aSymbol {
        let value = factor * b[j].coefficient
        if !Tableau.nearZero(value) {
          output[k] = Cell(symbol: bSymbol, coefficient: value)
          k += 1
          noteCell(bSymbol, in: target)
        }
        j += 1
      } else {
        if aSymbol != removing {
          let value = a[i].coefficient + factor * b[j].coefficient
          if Tableau.nearZero(value) {
            staleEntries[Int(aSymbol)] += 1
          } else {
            output[k] = Cell(symbol: aSymbol, coefficient: value)
            k += 1
          }
        }
        i += 1
        j += 1
      }
    }
    while i < aCount {
      if a[i].symbol != removing {
        output[k] = a[i]
        k += 1
      }
      i += 1
    }
    while j < bCount {
      let value = factor * b[j].coefficient
      if !Tableau.nearZero(value) {
        output[k] = Cell(symbol: b[j].symbol, coefficient: value)
        k += 1
        noteCell(b[j].symbol, in: target)
      }
      j += 1
    }
    if removing >= 0 { staleEntries[Int(removing)] += 1 }
    arena.live -= Int(rows[targetIndex].capacity)
    rows[targetIndex].start = start
    rows[targetIndex].count = Int32(k)
    rows[targetIndex].capacity = Int32(capacity)
  }

  /// The merge for a short source: each source cell is found by binary search and updated or inserted in place.
  private mutating func addScaledInPlace(_ source: Int32, factor: Double, into target: Int32, removing: Int32) {
    if removing >= 0 {
      let position = self.position(target, of: removing)
      if position >= 0 {
        removeCell(at: position, of: target)
        staleEntries[Int(removing)] += 1
      }
    }
    // A short source is copied to the stack first: growing the target may move the arena.
    let sourceCount = Int(rows[Int(source)].count)
    withUnsafeTemporaryAllocation(of: Cell.self, capacity: max(sourceCount, 1)) { copy in
      _ = copy.initialize(fromContentsOf: cells(source))
      for index in 0..<sourceCount {
        addScaledCell(copy[index], factor: factor, into: target)
      }
    }
  }

  /// Adds `factor · cell` to a row in place.
  private mutating func addScaledCell(_ cell: Cell, factor: Double, into target: Int32) {
    let value = factor * cell.coefficient
    let position = self.position(target, of: cell.symbol)
    if position >= 0 {
      let sum = cells(target)[position].coefficient + value
      if Tableau.nearZero(sum) {
        removeCell(at: position, of: target)
        staleEntries[Int(cell.symbol)] += 1
      } else {
        cells(target)[position].coefficient = sum
      }
    } else if !Tableau.nearZero(value) {
      insertNewCell(target, at: -position - 1, Cell(symbol: cell.symbol, coefficient: value))
    }
  }

  /// Inserts a cell for a symbol the row does not hold, at its sorted position, growing the region if full.
  private mutating func insertNewCell(_ slot: Int32, at insertion: Int, _ cell: Cell) {
    let rowIndex = Int(slot)
    if rows[rowIndex].count == rows[rowIndex].capacity {
      relocate(slot, capacity: Int(rows[rowIndex].capacity) * 2 + 4)
    }
    let base = arena.base + rows[rowIndex].start
    let count = Int(rows[rowIndex].count)
    (base + insertion + 1).update(from: base + insertion, count: count - insertion)
    base[insertion] = cell
    rows[rowIndex].count += 1
    noteCell(cell.symbol, in: slot)
  }

  /// Solves row `slot` (`0 = constant + Σ cells`) for `symbol`: afterwards `symbol = constant + Σ cells`.
  mutating func solve(_ slot: Int32, for symbol: Int32) {
    willModify(slot)
    structureVersion &+= 1
    let rowIndex = Int(slot)
    let position = self.position(slot, of: symbol)
    let factor = -1 / cells(slot)[position].coefficient
    removeCell(at: position, of: slot)
    staleEntries[Int(symbol)] += 1
    rows[rowIndex].constant *= factor
    let buffer = cells(slot)
    for index in buffer.indices { buffer[index].coefficient *= factor }
  }

  /// Turns row `slot` (`lhs = …`) into `rhs = …`: kiwi's `Row::solveFor(lhs, rhs)`.
  mutating func solve(_ slot: Int32, swapping lhs: Int32, for rhs: Int32) {
    insertCell(slot, lhs, -1)
    solve(slot, for: rhs)
  }

  /// Multiplies a row by −1.
  mutating func reverseSign(_ slot: Int32) {
    willModify(slot)
    structureVersion &+= 1
    let rowIndex = Int(slot)
    rows[rowIndex].constant = -rows[rowIndex].constant
    let buffer = cells(slot)
    for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
  }

  /// Replaces `symbol` by the right-hand side of row `pivot` in every other row that holds it.
  ///
  /// The index list is read as it is: a stale or repeated entry finds no cell (a row loses the symbol when it is
  /// substituted) and is skipped.
  mutating func substitute(_ symbol: Int32, by pivot: Int32, holders known: [Int32]? = nil) {
    let holders = known ?? column[Int(symbol)]
    column[Int(symbol)] = []
    for slot in holders where slot != pivot && Int(slot) < rows.count {
      let rowIndex = Int(slot)
      let factor = coefficient(slot, of: symbol)
      guard factor != 0 else { continue }
      addScaled(pivot, factor: factor, into: slot, removing: symbol)
      let basic = rows[rowIndex].basic
      if basic >= 0, kind[Int(basic)] != .external, rows[rowIndex].constant < 0 {
        infeasible.append(slot)
      }
    }
    // No row holds the symbol now, and its (empty) list says so exactly.
    staleEntries[Int(symbol)] = 0
  }

  /// Makes `entering` basic in row `slot`, whose basic symbol becomes parametric.
  ///
  /// `holders`, when given, are the rows that hold `entering` (as the ratio test just found them).
  mutating func pivot(_ entering: Int32, in slot: Int32, holders: [Int32]? = nil) {
    let leaving = rows[Int(slot)].basic
    solve(slot, swapping: leaving, for: entering)
    rows[Int(slot)].basic = entering
    setBasic(leaving, -1)
    setBasic(entering, slot)
    substitute(entering, by: slot, holders: holders)
  }
}
