/// The kind of a tableau symbol (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: at least zero.
  case slack
  /// The error of an optional constraint: at least zero, weighted in the objective.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy
  /// An id on the free list.
  case unused
}

/// One non-zero coefficient of a row.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`. Its cells, sorted by symbol id, are `count`
/// cells of the tableau's ``CellArena`` from `start`, in a region of `capacity` cells.
///
/// Objective rows have `basic == Row.objective`, rows on the free list `basic == Row.unused`. A row is a plain
/// value: copying it (into the undo journal, say) copies four numbers.
struct Row {
  static let objective: Int32 = -1
  static let unused: Int32 = -2

  var start: Int
  var count: Int32
  var capacity: Int32
  var constant: Double
  var basic: Int32

  static func empty(basic: Int32) -> Row { Row(start: 0, count: 0, capacity: 0, constant: 0, basic: basic) }
}
