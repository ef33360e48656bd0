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

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// Objective rows have `basic == Row.objective`, rows on the free list `basic == Row.unused`.
struct Row {
  static let objective: Int32 = -1
  static let unused: Int32 = -2

  var cells: [Cell]
  var constant: Double
  var basic: Int32

  /// The position of `symbol` among the cells, or where it would be inserted (as a negative `-(index + 1)`).
  @inline(__always)
  func position(of symbol: Int32) -> Int {
    cells.withUnsafeBufferPointer { buffer in
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
  }

  /// The coefficient of `symbol`, zero when absent.
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    let index = position(of: symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }
}
