/// A text dump of the solver's state, in kiwi's layout (objective, tableau, infeasible rows, variables, edit
/// variables, constraints), for debugging and bug reports.
extension Solver {
  /// The dump as text. Rows and constraints are listed in slot order, so the same calls give the same text.
  public func dump() -> String {
    var text = "Objective\n---------\n"
    for slot in tableau.levelSlots {
      if tableau.lexicographic { text += "[\(LinearExpression.format(tableau.levelKey[Int(slot)]))] " }
      text += describeRow(slot) + "\n"
    }
    text += "\n"
    text += "Tableau\n-------\n"
    for (slot, row) in tableau.rows.enumerated() where row.basic >= 0 {
      text += "\(symbolName(row.basic)) | \(describeRow(Int32(slot)))\n"
    }
    text += "\nInfeasible\n----------\n"
    for slot in tableau.infeasible { text += symbolName(tableau.rows[Int(slot)].basic) + "\n" }
    text += "\nVariables\n---------\n"
    for (index, variable) in variables.enumerated() {
      guard let variable else { continue }
      text += "\(variable) = \(LinearExpression.format(tableau.value(of: Int32(index))))\n"
    }
    text += "\nEdit Variables\n--------------\n"
    for edit in edits {
      let constant = constant(of: edit.constraint) ?? 0
      text += "\(edit.variable) (\(edit.constraint.strength)) suggested \(LinearExpression.format(-constant))\n"
    }
    text += "\nConstraints\n-----------\n"
    for record in records.compactMap({ $0 }) {
      text += "\(record.constraint)\n"
    }
    return text
  }

  private func symbolName(_ symbol: Int32) -> String {
    switch tableau.kind[Int(symbol)] {
    case .external:
      let name = variables[Int(symbol)]?.name ?? ""
      return name.isEmpty ? "v\(symbol)" : name
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .unused: return "u\(symbol)"
    }
  }

  private func describeRow(_ slot: Int32) -> String {
    var text = LinearExpression.format(tableau.rows[Int(slot)].constant)
    for cell in tableau.cells(slot) {
      let sign = cell.coefficient < 0 ? " - " : " + "
      text += "\(sign)\(LinearExpression.format(abs(cell.coefficient))) * \(symbolName(cell.symbol))"
    }
    return text
  }
}
