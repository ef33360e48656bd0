import TrellisSolver

/// UIKit's console reports, with stable names instead of addresses.
extension LayoutEngine {
  /// UIKit's "Unable to simultaneously satisfy constraints" report, listing the user constraints in the conflict
  /// (and any the engine derived) with the one that was left out last.
  func reportConflict(_ error: SolverError, breaking constraint: LayoutConstraint) {
    let (involved, constraints) = conflicting(error)
    report(
      .unsatisfiable, conflictLog(involved, broken: String(constraint.description.dropLast()) + "   (active)>"),
      constraints: constraints + [constraint])
  }

  /// The report for a frame row (`row`, not yet installed) that holds against `constraint`, broken instead: the
  /// other constraints of the conflict, the frame row, then the broken one.
  func reportConflict(_ error: SolverError, breaking constraint: LayoutConstraint, keeping row: Int) {
    var (involved, constraints) = conflicting(error, excluding: constraint.engineRow)
    involved.append(describe(row: row))
    if case .user(let user) = table.owners[row] { constraints.append(user) }
    report(
      .unsatisfiable, conflictLog(involved, broken: String(constraint.description.dropLast()) + "   (active)>"),
      constraints: constraints + [constraint])
  }

  /// The report for a constraint the engine derives (an encapsulated size, an autoresizing-mask frame, content size)
  /// that conflicts with required user constraints: UIKit's log, listing the user constraints in the conflict and
  /// the engine's constraint last, as the one left out. The issue names the user constraints, so that a layer that
  /// names constraints (an Interface Builder reader) can point at them; none of them was left out.
  func reportDerivedConflict(_ error: any Error, refused: String) {
    let (involved, constraints) = (error as? SolverError).map { conflicting($0) } ?? ([], [])
    report(.unsatisfiable, conflictLog(involved, broken: refused), constraints: constraints)
  }

  /// The constraints a conflict involves besides the refused one (which the solver lists last), as the log names
  /// them, and those that are the user's: active user constraints or rows the engine derived (frames pinned by
  /// autoresizing masks, margins, the root's size).
  private func conflicting(
    _ error: SolverError, excluding excluded: Int = -1
  ) -> (involved: [String], constraints: [LayoutConstraint]) {
    guard case .unsatisfiable(_, let conflicts) = error else { return ([], []) }
    var involved: [String] = []
    var constraints: [LayoutConstraint] = []
    for conflict in conflicts.dropLast() {
      guard let index = table.index(installing: conflict), index != excluded else { continue }
      involved.append(describe(row: index))
      if case .user(let user) = table.owners[index] { constraints.append(user) }
    }
    return (involved, constraints)
  }

  /// UIKit's log: the constraints involved, the broken one last, then which one was broken.
  private func conflictLog(_ involved: [String], broken: String) -> String {
    let list = (involved + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
    return """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
      \(list)
      )

      Will attempt to recover by breaking constraint
      \(broken)
      """
  }

  /// A row as UIKit's log names the constraint it stands for: a user constraint as it describes itself; the
  /// engine's own as UIKit names its own — encapsulated sizes of the root, autoresizing-mask constraints,
  /// content-size constraints, guide constraints.
  func describe(row index: Int) -> String {
    let row = table[index]
    return describe(owner: table.owners[index], terms: row.terms, constant: row.constant, strength: row.strength)
  }

  /// A row, installed or not, as UIKit's log names it, from its owner, terms, constant and strength.
  func describe(owner: RowOwner?, terms: RowTerms, constant: Double, strength: Strength) -> String {
    let value = formatNumber(-constant)
    let axes = ["minX", "minY", "width", "height"]
    switch owner {
    case .user(let constraint):
      return constraint.logDescription
    case .frame(let unretained, let part):
      let view = unretained.object
      let name = view.debugName
      if view === root {
        let side = ["Left", "Top", "Width", "Height"][part]
        return "<NSLayoutConstraint:'UIView-Encapsulated-Layout-\(side)' \(name).\(axes[part]) == \(value)   (active)>"
      }
      return "<NSAutoresizingMaskLayoutConstraint:\(view.autoresizingMask.notation) \(name).\(axes[part]) == "
        + "\(superviewShare(of: view, part: part, in: terms, constant: -constant))   (active)>"
    case .intrinsic(let unretained, let hugging, let axis):
      let view = unretained.object
      let kind = hugging ? "Hug" : "CompressionResistance"
      let relation = hugging ? "<=" : ">="
      let dimension = axis == .horizontal ? "width" : "height"
      return "<NSContentSizeLayoutConstraint:\(view.debugName).\(dimension) \(relation) \(value) "
        + "\(kind):\(Int(strength.value.rounded()))   (active)>"
    case .role(let unretained):
      let guide = unretained.object
      return "<NSLayoutConstraint:'\(guide.identifier)' \(LayoutItemReference.guide(guide).name) inside "
        + "\(guide.owningView?.debugName ?? "?")   (active)>"
    case nil:
      return "<NSLayoutConstraint:engine (removed)>"
    }
  }

  /// The right side of an autoresizing-mask row as UIKit prints it: a flexible part follows its superview's length
  /// (`h=-&- v=-&- view.height == UIWindow.height`), a fixed one is a plain length (`view.height == 120`).
  private func superviewShare(of view: View, part: Int, in terms: RowTerms, constant: Double) -> String {
    guard let parent = view.superview, let p = parent.variables else { return formatNumber(constant) }
    let length = part % 2 == 0 ? p.width : p.height
    var share = 0.0
    for index in 0..<terms.count where terms.variables[index] == length { share = -terms.coefficients[index] }
    guard share != 0 else { return formatNumber(constant) }
    var text = share == 1 ? "" : "\(formatNumber(share))*"
    text += "\(parent.debugName).\(part % 2 == 0 ? "width" : "height")"
    return text + formatOffset(constant)
  }
}
