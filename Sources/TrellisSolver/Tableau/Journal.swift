/// What a tableau operation that may fail changed, so that the tableau can be put back exactly as it was.
///
/// Only rows that existed before are copied, once each, on their first change; rows and symbols made during the
/// operation are simply discarded on rollback.
struct Journal {
  var rowCount = 0
  var freeRows: [Int32] = []
  var symbolCount = 0
  var freeSymbols: [Int32] = []
  var savedRows: [(slot: Int32, row: Row)] = []
  var basicChanges: [(symbol: Int32, row: Int32)] = []
  var createdRows: [Int32] = []
  var reusedSymbols: [Int32] = []
}
