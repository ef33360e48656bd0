extension Solver {
  /// Tableau size figures for diagnostics: rows, cells, longest row and the share of dummy cells.
  public var statistics: String {
    var rowCount = 0
    var cells = 0
    var dummies = 0
    var longest = 0
    for row in tableau.rows where row.basic >= 0 {
      rowCount += 1
      cells += row.cells.count
      longest = max(longest, row.cells.count)
      dummies += row.cells.filter { tableau.kind[Int($0.symbol)] == .dummy }.count
    }
    let share = cells == 0 ? 0 : Double(dummies) / Double(cells) * 100
    return "rows \(rowCount), cells \(cells), longest \(longest), dummy cells \(Int(share.rounded()))%"
  }
}
