import TrellisSolver

/// The engine's fast path, used before any simplex: most layouts are a chain of definitions — each unknown follows
/// from one required equality whose other unknowns are already known (`label.leading == avatar.trailing + 8`), or is
/// pinned by its content size (hugging and compression resistance agreeing on one value) — and every other
/// constraint then holds exactly.
///
/// Propagation walks that chain. Unknowns reached through required equalities alone from constants are *forced*:
/// they take the same value in every solution that satisfies the required rows. Propagation succeeds only when every
/// unknown was determined, every required row holds, and every optional row holds exactly unless all its unknowns
/// are forced. Then the optional rows over forced unknowns cost the same in every feasible solution (a label stretched
/// past its hugging size by two required edges), and the others cost nothing, the least they can: the solution is
/// optimal. It is also the only optimum, because each unknown was fixed by a row that every optimum satisfies exactly
/// (a required equality; an optional equality or two bounds meeting, at zero error), in an order where each row had
/// one unknown left. Whatever the simplex would return is therefore this same point: the fast path changes the cost,
/// never the answer. Anything else — a real trade-off between priorities, an ambiguity, a conflict — makes it give
/// up, and the engine hands the rows to its solver.
///
/// The order found (the plan) depends only on which rows exist, so after constants move (a resize, an animation of
/// `constant`) replaying it re-derives every value in one pass.
struct Propagation {
  /// Values by variable number, valid after a successful `solve` or `replay`.
  private(set) var values: [Double] = []
  /// Each determined variable with the row that determined it, in order.
  private var plan: [Step] = []
  /// The table shape the plan was made for.
  private(set) var planShape: Int?
  /// The rows the plan does not make hold by construction and that must hold for its answer to be the optimum:
  /// required rows, and optional rows over some unforced unknown.
  private var checks: [Int32] = []
  private var usedInPlan: [Bool] = []

  private struct Step {
    var row: Int32
    var variable: Int32
  }

  // Per variable and per row, kept between runs so that a layout allocates nothing once warmed up.
  private var known: [Bool] = []
  /// Determined through required equalities alone: the same in every feasible solution. Depends only on the shape.
  private var forced: [Bool] = []
  private var unknownCounts: [Int32] = []
  private var adjacencyStart: [Int32] = []
  private var adjacencyFill: [Int32] = []
  private var adjacency: [Int32] = []
  private var queue: [Int32] = []
  private var soft: [Int32] = []
  private var bounds: [Bounds] = []
  private var bounded: [Int32] = []

  /// What the optional rows with one unknown left say about it at a stall.
  private struct Bounds {
    var lower = -Double.infinity
    var upper = Double.infinity
    var lowerRow: Int32 = -1
    var upperRow: Int32 = -1
    var equalRow: Int32 = -1
    var equalStrength = 0.0
    var touched = false
  }

  /// Forgets the plan (the rows changed shape).
  mutating func invalidate() {
    planShape = nil
  }

  /// Re-derives every value along the last plan after constants moved. False when the plan is stale or a row no
  /// longer holds at the values it gives; the caller then propagates afresh.
  mutating func replay(_ table: ConstraintTable, variableCount: Int) -> Bool {
    guard planShape == table.shape else { return false }
    resize(&values, to: variableCount, with: 0)
    return table.rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in
        plan.withUnsafeBufferPointer { plan in
          for step in plan {
            values[Int(step.variable)] = Propagation.solve(rows[Int(step.row)], for: step.variable, values)
          }
        }
        return checks.withUnsafeBufferPointer { Propagation.hold($0, rows, values) }
      }
    }
  }

  /// Propagates from scratch. `items` are the first variables of each item (four each) whose values layout needs.
  mutating func solve(_ table: ConstraintTable, variableCount: Int, items: [Int32]) -> Bool {
    planShape = nil
    plan.removeAll(keepingCapacity: true)
    let rows = table.rows
    resize(&values, to: variableCount, with: 0)
    reset(&known, to: variableCount, with: false)
    reset(&forced, to: variableCount, with: false)
    reset(&unknownCounts, to: rows.count, with: 0)
    buildAdjacency(rows, variableCount: variableCount)

    queue.removeAll(keepingCapacity: true)
    soft.removeAll(keepingCapacity: true)
    for index in rows.indices where rows[index].isLive {
      let count = rows[index].terms.count
      unknownCounts[index] = Int32(count)
      if count == 1 { enqueue(Int32(index), rows[index]) }
    }

    while true {
      while let index = queue.popLast() {
        guard unknownCounts[Int(index)] == 1 else { continue }
        let row = rows[Int(index)]
        guard let variable = firstUnknown(row) else { continue }
        determine(variable, by: index, rows)
      }
      if !pinFromSoftRows(rows) { break }
    }

    for base in items {
      for offset in 0..<Int32(4) where !known[Int(base + offset)] { return false }
    }
    collectChecks(rows)
    let holds = rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in
        checks.withUnsafeBufferPointer { Propagation.hold($0, rows, values) }
      }
    }
    guard holds else { return false }
    planShape = table.shape
    return true
  }

  // MARK: Steps

  private func resize<T>(_ array: inout [T], to count: Int, with value: T) {
    if array.count < count { array.append(contentsOf: repeatElement(value, count: count - array.count)) }
  }

  private func reset<T>(_ array: inout [T], to count: Int, with value: T) {
    resize(&array, to: count, with: value)
    array.withUnsafeMutableBufferPointer { buffer in
      for index in 0..<count { buffer[index] = value }
    }
  }

  private mutating func buildAdjacency(_ rows: [EngineRow], variableCount: Int) {
    reset(&adjacencyStart, to: variableCount + 1, with: 0)
    var total = 0
    adjacencyStart.withUnsafeMutableBufferPointer { start in
      for row in rows where row.isLive {
        for index in 0..<row.terms.count { start[Int(row.terms.variables[index]) + 1] += 1 }
        total += row.terms.count
      }
      for variable in 0..<variableCount { start[variable + 1] += start[variable] }
    }
    resize(&adjacencyFill, to: variableCount + 1, with: 0)
    resize(&adjacency, to: total, with: 0)
    adjacencyFill.withUnsafeMutableBufferPointer { fill in
      adjacencyStart.withUnsafeBufferPointer { start in
        for variable in 0..<variableCount { fill[variable] = start[variable] }
      }
      adjacency.withUnsafeMutableBufferPointer { adjacency in
        for (rowIndex, row) in rows.enumerated() where row.isLive {
          for index in 0..<row.terms.count {
            let variable = Int(row.terms.variables[index])
            adjacency[Int(fill[variable])] = Int32(rowIndex)
            fill[variable] += 1
          }
        }
      }
    }
  }

  private mutating func enqueue(_ index: Int32, _ row: EngineRow) {
    if row.isRequiredEquality {
      queue.append(index)
    } else if !row.strength.isRequired {
      soft.append(index)
    }
  }

  private func firstUnknown(_ row: EngineRow) -> Int32? {
    for index in 0..<row.terms.count where !known[Int(row.terms.variables[index])] {
      return row.terms.variables[index]
    }
    return nil
  }

  /// The value of `variable` that makes `row` hold with equality, given the values of its other variables.
  private static func solve(
    _ row: EngineRow, for variable: Int32, _ values: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    var rest = row.constant
    var own = 0.0
    for index in 0..<row.terms.count {
      let term = row.terms.variables[index]
      if term == variable {
        own = row.terms.coefficients[index]
      } else {
        rest += row.terms.coefficients[index] * values[Int(term)]
      }
    }
    return -rest / own
  }

  private mutating func value(solving row: EngineRow, for variable: Int32) -> Double {
    values.withUnsafeMutableBufferPointer { Propagation.solve(row, for: variable, $0) }
  }

  private mutating func determine(_ variable: Int32, by rowIndex: Int32, _ rows: [EngineRow]) {
    let row = rows[Int(rowIndex)]
    values[Int(variable)] = value(solving: row, for: variable)
    known[Int(variable)] = true
    var isForced = row.isRequiredEquality
    for index in 0..<row.terms.count where row.terms.variables[index] != variable {
      isForced = isForced && forced[Int(row.terms.variables[index])]
    }
    forced[Int(variable)] = isForced
    plan.append(Step(row: rowIndex, variable: variable))
    for position in Int(adjacencyStart[Int(variable)])..<Int(adjacencyStart[Int(variable) + 1]) {
      let other = adjacency[position]
      unknownCounts[Int(other)] -= 1
      if unknownCounts[Int(other)] == 1 { enqueue(other, rows[Int(other)]) }
    }
  }

  /// At a stall, pins each unknown that the optional rows with it as their last unknown fix to one value: an
  /// optional equality, or bounds from both sides that meet (content hugging and compression resistance at the
  /// intrinsic size). Returns whether anything was pinned.
  private mutating func pinFromSoftRows(_ rows: [EngineRow]) -> Bool {
    resize(&bounds, to: known.count, with: Bounds())
    bounded.removeAll(keepingCapacity: true)
    for index in soft where unknownCounts[Int(index)] == 1 {
      let row = rows[Int(index)]
      guard let variable = firstUnknown(row) else { continue }
      let value = value(solving: row, for: variable)
      var coefficient = 0.0
      for term in 0..<row.terms.count where row.terms.variables[term] == variable {
        coefficient = row.terms.coefficients[term]
      }
      let slot = Int(variable)
      if !bounds[slot].touched {
        bounds[slot] = Bounds()
        bounds[slot].touched = true
        bounded.append(variable)
      }
      switch row.relation {
      case .equal:
        if row.strength.value > bounds[slot].equalStrength {
          bounds[slot].equalRow = index
          bounds[slot].equalStrength = row.strength.value
        }
      case .lessThanOrEqual, .greaterThanOrEqual:
        // `coefficient × v + rest ≤ 0` bounds v from above when the coefficient is positive.
        if (row.relation == .lessThanOrEqual) == (coefficient > 0) {
          if value < bounds[slot].upper { (bounds[slot].upper, bounds[slot].upperRow) = (value, index) }
        } else if value > bounds[slot].lower {
          (bounds[slot].lower, bounds[slot].lowerRow) = (value, index)
        }
      }
    }
    var pinned = false
    for variable in bounded {
      let slot = Int(variable)
      let found = bounds[slot]
      bounds[slot].touched = false
      guard !known[slot] else { continue }
      if found.equalRow >= 0 {
        determine(variable, by: found.equalRow, rows)
        pinned = true
      } else if found.lowerRow >= 0, found.upperRow >= 0,
        abs(found.upper - found.lower) <= 1e-9 * (1 + abs(found.upper))
      {
        determine(variable, by: found.upperRow, rows)
        pinned = true
      }
    }
    // Rows whose unknown stayed free may pin it at a later stall, with bounds that other rows give by then.
    soft.removeAll { unknownCounts[Int($0)] != 1 }
    return pinned
  }

  /// Gathers the rows to check after each run: the live rows that did not determine a variable, except optional
  /// rows over forced unknowns only (their error is the same in every feasible solution).
  private mutating func collectChecks(_ rows: [EngineRow]) {
    reset(&usedInPlan, to: rows.count, with: false)
    for step in plan { usedInPlan[Int(step.row)] = true }
    checks.removeAll(keepingCapacity: true)
    for index in rows.indices where rows[index].isLive && !usedInPlan[index] {
      let row = rows[index]
      if !row.strength.isRequired {
        var free = false
        for term in 0..<row.terms.count where !forced[Int(row.terms.variables[term])] { free = true }
        if !free { continue }
      }
      checks.append(Int32(index))
    }
  }

  /// Whether the checked rows hold at `values`: required rows always, optional rows at zero error.
  private static func hold(
    _ checks: UnsafeBufferPointer<Int32>, _ rows: UnsafeBufferPointer<EngineRow>,
    _ values: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    for index in checks {
      let row = rows[Int(index)]
      var residual = row.constant
      var scale = abs(row.constant)
      for term in 0..<row.terms.count {
        let product = row.terms.coefficients[term] * values[Int(row.terms.variables[term])]
        residual += product
        scale += abs(product)
      }
      let slack = 1e-9 * (1 + scale)
      let holds =
        switch row.relation {
        case .equal: abs(residual) <= slack
        case .lessThanOrEqual: residual <= slack
        case .greaterThanOrEqual: residual >= -slack
        }
      if !holds { return false }
    }
    return true
  }
}
