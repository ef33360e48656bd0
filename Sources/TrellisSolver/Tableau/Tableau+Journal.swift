/// Opening, committing and rolling back the undo journal.
extension Tableau {
  mutating func beginJournal() {
    journalEpoch &+= 1
    if journalEpoch == 0 {
      for index in rowJournalEpoch.indices { rowJournalEpoch[index] = 0 }
      journalEpoch = 1
    }
    // The buffers of the previous journal are reused, so that opening one allocates nothing.
    var opened = spareJournal
    spareJournal = Journal()
    opened.rowCount = rows.count
    opened.freeRows = freeRows
    opened.symbolCount = kind.count
    opened.freeSymbols = freeSymbols
    opened.savedRows.removeAll(keepingCapacity: true)
    opened.basicChanges.removeAll(keepingCapacity: true)
    opened.createdRows.removeAll(keepingCapacity: true)
    opened.reusedSymbols.removeAll(keepingCapacity: true)
    journal = opened
  }

  mutating func commitJournal() {
    guard var closed = journal else { return }
    journal = nil
    closed.freeRows = []
    closed.freeSymbols = []
    spareJournal = closed
  }

  /// Puts every row, basis entry and symbol back as it was when the journal was opened.
  mutating func rollbackJournal() {
    guard let saved = journal else { return }
    journal = nil
    structureVersion &+= 1
    for slot in saved.createdRows where Int(slot) < saved.rowCount {
      rows[Int(slot)] = Row.empty(basic: Row.unused)
    }
    let extraRows = rows.count - saved.rowCount
    rows.removeLast(extraRows)
    rowStamp.removeLast(extraRows)
    rowJournalEpoch.removeLast(extraRows)
    // Saved rows point at regions that nothing overwrote while the journal was open.
    for (slot, row) in saved.savedRows {
      rows[Int(slot)] = row
      for cell in cells(slot) { column[Int(cell.symbol)].append(slot) }
    }
    // The index now has entries for discarded rows and duplicates for restored ones: have every list checked.
    for index in staleEntries.indices where index < saved.symbolCount { staleEntries[index] += 1 }
    arena.live = rows.reduce(0) { $0 + Int($1.capacity) }
    freeRows = saved.freeRows
    for (symbol, row) in saved.basicChanges.reversed() {
      basicRow[Int(symbol)] = row
    }
    for symbol in saved.reusedSymbols {
      let index = Int(symbol)
      kind[index] = .unused
      basicRow[index] = -1
      column[index] = []
      owner[index] = -1
    }
    let extraSymbols = kind.count - saved.symbolCount
    kind.removeLast(extraSymbols)
    basicRow.removeLast(extraSymbols)
    column.removeLast(extraSymbols)
    staleEntries.removeLast(extraSymbols)
    owner.removeLast(extraSymbols)
    isDirty.removeLast(extraSymbols)
    freeSymbols = saved.freeSymbols
    dirty.removeAll { Int($0) >= saved.symbolCount }
    for (symbol, _) in saved.basicChanges { markDirty(symbol) }
    for (_, row) in saved.savedRows { markDirty(row.basic) }
    infeasible.removeAll()
  }
}
