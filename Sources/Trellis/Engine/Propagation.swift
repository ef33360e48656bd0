import Synchronization
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
///
/// One engine owns one propagation: its values, plan and checks. The scratch memory a run needs besides is shared
/// (``PropagationScratch``): a window of a hundred cells has a hundred engines, and each growing its own buffers cost
/// more page faults than the propagation itself.
final class Propagation {
  /// Values by variable number, valid after a successful `solve` or `replay`.
  @exclusivity(unchecked) private(set) var values = ScratchBuffer<Double>()
  @exclusivity(unchecked) private var valueCount = 0
  /// Each determined variable with the row that determined it, in order.
  @exclusivity(unchecked) private var plan: [PropagationScratch.Step] = []
  /// The table shape the plan was made for.
  @exclusivity(unchecked) private(set) var planShape: Int?
  /// The rows the plan does not make hold by construction and that must hold for its answer to be the optimum:
  /// required rows, and optional rows over some unforced unknown.
  @exclusivity(unchecked) private var checks: [Int32] = []

  init() {}

  deinit {
    values.free()
  }

  /// Forgets the plan (the rows changed shape).
  func invalidate() {
    planShape = nil
  }

  /// The value of a variable after a successful run (or after `setValues`).
  @inline(__always)
  func value(of variable: Int32) -> Double {
    Int(variable) < valueCount ? values.base[Int(variable)] : 0
  }

  /// Stores values found another way (by the solver) for the engine to read.
  func setValues(count: Int, _ value: (Int32) -> Double) {
    growValues(count)
    for variable in 0..<Int32(count) { values[Int(variable)] = value(variable) }
  }

  /// Makes room for `count` values, new ones zero.
  private func growValues(_ count: Int) {
    guard count > valueCount else { return }
    values.reserve(count, keeping: valueCount)
    (values.base + valueCount).update(repeating: 0, count: count - valueCount)
    valueCount = count
  }

  /// Re-derives every value along the last plan after constants moved. False when the plan is stale or a row no
  /// longer holds at the values it gives; the caller then propagates afresh.
  func replay(_ table: ConstraintTable, variableCount: Int) -> Bool {
    replay(table.rows, shape: table.shape, variableCount: variableCount)
  }

  /// ``replay(_:variableCount:)`` given the table's rows and shape (the engine passes them without copying the
  /// table).
  func replay(_ rows: borrowing [EngineRow], shape: Int, variableCount: Int) -> Bool {
    guard planShape == shape else { return false }
    growValues(variableCount)
    let values = self.values.base
    return rows.withUnsafeBufferPointer { rows in
      plan.withUnsafeBufferPointer { plan in
        for step in plan {
          values[Int(step.variable)] = PropagationScratch.solve(rows[Int(step.row)], for: step.variable, values)
        }
      }
      return PropagationScratch.hold(checks, rows, values)
    }
  }

  /// Propagates from scratch. `items` are the first variables of each item (four each) whose values layout needs.
  ///
  /// A plan another engine found for rows of the same shape is replayed first (``PlanCache``).
  func solve(_ table: ConstraintTable, variableCount: Int, items: [Int32]) -> Bool {
    planShape = nil
    growValues(variableCount)
    if let shared = PlanCache.plan(for: table.rows, variableCount: variableCount, items: items) {
      (plan, checks) = shared
      planShape = table.shape
      if replay(table, variableCount: variableCount) { return true }
      planShape = nil
    }
    let values = self.values.base
    let solved = PropagationScratch.borrow { scratch in
      guard scratch.solve(table, variableCount: variableCount, items: items, values: values) else { return false }
      plan = Array(scratch.plan)
      checks = Array(scratch.checks)
      return true
    }
    guard solved else { return false }
    planShape = table.shape
    PlanCache.store(plan: plan, checks: checks, for: table.rows, variableCount: variableCount, items: items)
    return true
  }
}

/// The last few plans propagation found, by the shape of their rows (constants left out), shared between engines.
///
/// A list's cells are built by the same code: their rows differ at most in constants, and a plan depends only on
/// which rows exist. A plan found for one cell is replayed for the next, exactly as after a resize: replaying
/// re-derives every value along the plan and checks every row the plan does not make hold, so a plan that does not
/// fit (bounds that met for one cell and not for another) is found out, and the engine propagates afresh.
enum PlanCache {
  private struct Entry: Sendable {
    var rows: [EngineRow]
    var variableCount: Int
    var items: [Int32]
    var plan: [PropagationScratch.Step]
    var checks: [Int32]

    func fits(_ rows: [EngineRow], variableCount: Int, items: [Int32]) -> Bool {
      guard self.rows.count == rows.count, self.variableCount == variableCount, self.items == items else {
        return false
      }
      return self.rows.withUnsafeBufferPointer { mine in
        rows.withUnsafeBufferPointer { theirs in
          for index in 0..<mine.count where !mine[index].sameShape(as: theirs[index]) { return false }
          return true
        }
      }
    }
  }

  private static let entries = Mutex<[Entry]>([])
  private static let capacity = 4
  /// Larger tables are not kept: big hierarchies are seldom built twice, and copying their rows would cost (this
  /// bounds what the cache holds to a few hundred kilobytes).
  private static let largestTable = 1024

  /// The plan and checks kept for rows of this shape, if any.
  static func plan(for rows: [EngineRow], variableCount: Int, items: [Int32]) -> (
    plan: [PropagationScratch.Step], checks: [Int32]
  )? {
    guard rows.count <= largestTable else { return nil }
    return entries.withLock { entries in
      for entry in entries where entry.fits(rows, variableCount: variableCount, items: items) {
        return (entry.plan, entry.checks)
      }
      return nil
    }
  }

  /// Keeps a plan found for rows of this shape, in place of any older one.
  static func store(
    plan: [PropagationScratch.Step], checks: [Int32], for rows: [EngineRow], variableCount: Int, items: [Int32]
  ) {
    guard rows.count <= largestTable else { return }
    let entry = Entry(
      rows: Array(rows), variableCount: variableCount, items: items, plan: plan, checks: checks)
    entries.withLock { entries in
      entries.removeAll { $0.fits(rows, variableCount: variableCount, items: items) }
      entries.insert(entry, at: 0)
      if entries.count > capacity { entries.removeLast() }
    }
  }
}

/// The memory one propagation run works in, kept between runs (and engines) so that a layout allocates nothing once
/// warmed up. One is shared; a thread that finds it taken makes its own for the run.
final class PropagationScratch: @unchecked Sendable {
  // Only the run that borrowed the scratch touches it (see `borrow`).
  private static let shared = Mutex<PropagationScratch?>(nil)

  /// Runs `body` with the shared scratch (or a new one if another thread has it).
  static func borrow<Result>(_ body: (PropagationScratch) -> Result) -> Result {
    let scratch = shared.withLock { $0.take() } ?? PropagationScratch()
    defer { shared.withLock { if $0 == nil { $0 = scratch } } }
    return body(scratch)
  }

  struct Step: Sendable {
    var row: Int32
    var variable: Int32
  }

  /// The values being found (the engine's buffer, for the run).
  @exclusivity(unchecked) private var values: UnsafeMutablePointer<Double>
  /// The plan and the checks of the last run.
  @exclusivity(unchecked) private(set) var plan: [Step] = []
  @exclusivity(unchecked) private(set) var checks: [Int32] = []
  @exclusivity(unchecked) private var known = ScratchBuffer<Bool>()
  /// Determined through required equalities alone: the same in every feasible solution. Depends only on the shape.
  @exclusivity(unchecked) private var forced = ScratchBuffer<Bool>()
  @exclusivity(unchecked) private var unknownCounts = ScratchBuffer<Int32>()
  @exclusivity(unchecked) private var usedInPlan = ScratchBuffer<Bool>()
  @exclusivity(unchecked) private var adjacencyStart = ScratchBuffer<Int32>()
  @exclusivity(unchecked) private var adjacencyFill = ScratchBuffer<Int32>()
  @exclusivity(unchecked) private var adjacency = ScratchBuffer<Int32>()
  /// Untouched (`Bounds()`) between runs.
  @exclusivity(unchecked) private var bounds = ScratchBuffer<Bounds>()
  @exclusivity(unchecked) private var queue: [Int32] = []
  @exclusivity(unchecked) private var soft: [Int32] = []
  @exclusivity(unchecked) private var bounded: [Int32] = []

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

  private init() {
    values = UnsafeMutablePointer(bitPattern: 8)!
    // Sized for a few hundred rows: most engines never grow these.
    let variables = 1024
    known.reserve(variables)
    forced.reserve(variables)
    unknownCounts.reserve(2 * variables)
    usedInPlan.reserve(2 * variables)
    adjacencyStart.reserve(variables + 1)
    adjacencyFill.reserve(variables + 1)
    adjacency.reserve(4 * variables)
    bounds.reserve(variables)
    bounds.base.update(repeating: Bounds(), count: bounds.capacity)
    plan.reserveCapacity(variables)
    checks.reserveCapacity(variables)
    queue.reserveCapacity(variables)
    soft.reserveCapacity(variables)
    bounded.reserveCapacity(variables)
  }

  deinit {
    known.free()
    forced.free()
    unknownCounts.free()
    usedInPlan.free()
    adjacencyStart.free()
    adjacencyFill.free()
    adjacency.free()
    bounds.free()
  }

  /// Propagates from scratch into `values`, leaving the plan and checks here. Whether every item's variables were
  /// determined and the checked rows hold.
  func solve(
    _ table: ConstraintTable, variableCount: Int, items: [Int32], values: UnsafeMutablePointer<Double>
  ) -> Bool {
    self.values = values
    plan.removeAll(keepingCapacity: true)
    known.reset(variableCount, to: false)
    forced.reset(variableCount, to: false)
    return table.rows.withUnsafeBufferPointer { rows in
      unknownCounts.reset(rows.count, to: 0)
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
          guard unknownCounts[Int(index)] == 1, let variable = firstUnknown(rows[Int(index)]) else { continue }
          determine(variable, by: index, rows)
        }
        if !pinFromSoftRows(rows, variableCount: variableCount) { break }
      }
      for base in items {
        for offset in 0..<Int(4) where !known[Int(base) + offset] { return false }
      }
      collectChecks(rows)
      return PropagationScratch.hold(checks, rows, values)
    }
  }

  // MARK: Steps

  private func buildAdjacency(_ rows: UnsafeBufferPointer<EngineRow>, variableCount: Int) {
    adjacencyStart.reset(variableCount + 1, to: 0)
    let start = adjacencyStart.base
    var total = 0
    for row in rows where row.isLive {
      for index in 0..<row.terms.count { start[Int(row.terms.variables[index]) + 1] += 1 }
      total += row.terms.count
    }
    for variable in 0..<variableCount { start[variable + 1] += start[variable] }
    adjacencyFill.reserve(variableCount + 1)
    let fill = adjacencyFill.base
    fill.update(from: start, count: variableCount + 1)
    adjacency.reserve(total)
    let adjacency = self.adjacency.base
    for rowIndex in rows.indices where rows[rowIndex].isLive {
      let terms = rows[rowIndex].terms
      for index in 0..<terms.count {
        let variable = Int(terms.variables[index])
        adjacency[Int(fill[variable])] = Int32(rowIndex)
        fill[variable] += 1
      }
    }
  }

  private func enqueue(_ index: Int32, _ row: EngineRow) {
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
  @inline(__always)
  static func solve(_ row: EngineRow, for variable: Int32, _ values: UnsafeMutablePointer<Double>) -> Double {
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
    // Most unknowns have a coefficient of 1 or -1: no division (the result is the same).
    return own == 1 ? -rest : own == -1 ? rest : -rest / own
  }

  private func determine(_ variable: Int32, by rowIndex: Int32, _ rows: UnsafeBufferPointer<EngineRow>) {
    let row = rows[Int(rowIndex)]
    let slot = Int(variable)
    values[slot] = PropagationScratch.solve(row, for: variable, values)
    known[slot] = true
    var isForced = row.isRequiredEquality
    for index in 0..<row.terms.count where row.terms.variables[index] != variable {
      isForced = isForced && forced[Int(row.terms.variables[index])]
    }
    forced[slot] = isForced
    plan.append(Step(row: rowIndex, variable: variable))
    var position = Int(adjacencyStart[slot])
    let end = Int(adjacencyStart[slot + 1])
    while position < end {
      let other = Int(adjacency[position])
      let left = unknownCounts[other] - 1
      unknownCounts[other] = left
      if left == 1 { enqueue(Int32(other), rows[other]) }
      position += 1
    }
  }

  /// At a stall, pins each unknown that the optional rows with it as their last unknown fix to one value: an
  /// optional equality, or bounds from both sides that meet (content hugging and compression resistance at the
  /// intrinsic size). Returns whether anything was pinned.
  private func pinFromSoftRows(_ rows: UnsafeBufferPointer<EngineRow>, variableCount: Int) -> Bool {
    if bounds.capacity < variableCount {
      bounds.reserve(variableCount)
      bounds.base.update(repeating: Bounds(), count: bounds.capacity)
    }
    bounded.removeAll(keepingCapacity: true)
    for index in soft where unknownCounts[Int(index)] == 1 {
      let row = rows[Int(index)]
      guard let variable = firstUnknown(row) else { continue }
      let value = PropagationScratch.solve(row, for: variable, values)
      var coefficient = 0.0
      for term in 0..<row.terms.count where row.terms.variables[term] == variable {
        coefficient = row.terms.coefficients[term]
      }
      let slot = Int(variable)
      var found = bounds[slot]
      if !found.touched {
        found = Bounds()
        found.touched = true
        bounded.append(variable)
      }
      switch row.relation {
      case .equal:
        if row.strength.value > found.equalStrength {
          found.equalRow = index
          found.equalStrength = row.strength.value
        }
      case .lessThanOrEqual, .greaterThanOrEqual:
        // `coefficient × v + rest ≤ 0` bounds v from above when the coefficient is positive.
        if (row.relation == .lessThanOrEqual) == (coefficient > 0) {
          if value < found.upper { (found.upper, found.upperRow) = (value, index) }
        } else if value > found.lower {
          (found.lower, found.lowerRow) = (value, index)
        }
      }
      bounds[slot] = found
    }
    var pinned = false
    for variable in bounded {
      let slot = Int(variable)
      let found = bounds[slot]
      bounds[slot] = Bounds()
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
  private func collectChecks(_ rows: UnsafeBufferPointer<EngineRow>) {
    usedInPlan.reset(rows.count, to: false)
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
  static func hold(
    _ checks: [Int32], _ rows: UnsafeBufferPointer<EngineRow>, _ values: UnsafeMutablePointer<Double>
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
