/// A plain, slow, obviously-correct linear programming solver for checking ``TrellisSolver/Solver``: a dense
/// two-phase simplex with Bland's rule over `A·z = b, z ≥ 0`.
///
/// It solves the question the Cassowary solver answers incrementally: given linear relations `a·x + c (op) 0` over
/// free variables, some required and the rest weighted, is the required part feasible, and what is the least
/// weighted error `Σ wᵢ·errᵢ` (`|a·x+c|` for `==`, the amount by which `<=` or `>=` fails)?
struct ReferenceLP {
  enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

  struct Row {
    var coefficients: [Double]  // one per variable
    var constant: Double
    var relation: Relation
    var weight: Double?  // nil: required
    /// For a weighted equality, the weight of falling below zero when it differs from `weight`.
    var weightBelow: Double? = nil
  }

  var variableCount: Int
  var rows: [Row]

  /// The least weighted error, or nil when the required rows are infeasible.
  func minimumError() -> Double? {
    guard var simplex = feasibleSimplex() else { return nil }
    return simplex.minimiseWeighted()
  }

  /// The least error strength by strength, strongest first (``TrellisSolver/Solver/Objective/lexicographic``):
  /// per distinct weight, the summed error of the rows of that weight once every stronger sum is as small as it
  /// can be; nil when the required rows are infeasible.
  func minimumErrors() -> [(weight: Double, error: Double)]? {
    guard var simplex = feasibleSimplex() else { return nil }
    return simplex.minimiseLexicographically()
  }

  /// The distinct weights of the optional rows, strongest first.
  var weights: [Double] {
    Set(rows.flatMap { [$0.weight, $0.weightBelow].compactMap { $0 } }).sorted(by: >)
  }

  private func feasibleSimplex() -> Simplex? {
    // Columns: x⁺ and x⁻ for each variable, then per row its slack/error columns.
    var columns = 2 * variableCount
    var equations: [(a: [Int: Double], b: Double)] = []
    var cost: [Int: Double] = [:]
    for row in rows {
      var a: [Int: Double] = [:]
      for (j, c) in row.coefficients.enumerated() where c != 0 {
        a[2 * j] = c
        a[2 * j + 1] = -c
      }
      // a·x + constant (op) 0  →  a·x + extra = −constant
      switch (row.relation, row.weight) {
      case (.equal, nil):
        break
      case (.lessThanOrEqual, nil):
        a[columns] = 1  // slack ≥ 0: a·x + c + s = 0
        columns += 1
      case (.greaterThanOrEqual, nil):
        a[columns] = -1
        columns += 1
      case (.equal, let weight?):
        a[columns] = -1  // a·x + c = p − n
        a[columns + 1] = 1
        cost[columns] = weight
        cost[columns + 1] = row.weightBelow ?? weight
        columns += 2
      case (.lessThanOrEqual, let weight?):
        a[columns] = 1  // a·x + c + s − p = 0, cost on p
        a[columns + 1] = -1
        cost[columns + 1] = weight
        columns += 2
      case (.greaterThanOrEqual, let weight?):
        a[columns] = -1  // a·x + c − s + n = 0, cost on n
        a[columns + 1] = 1
        cost[columns + 1] = weight
        columns += 2
      }
      equations.append((a, -row.constant))
    }
    var simplex = Simplex(columns: columns, equations: equations, cost: cost)
    return simplex.phaseOne() ? simplex : nil
  }
}

/// Dense two-phase simplex, Bland's rule, artificial columns driven out after phase one.
private struct Simplex {
  let tolerance = 1e-9
  var m: Int
  var n: Int  // real columns
  var table: [[Double]]  // m rows × (n + m + 1): real columns, artificials, right-hand side
  var basis: [Int]
  var cost: [Double]
  let rhs: Int

  init(columns: Int, equations: [(a: [Int: Double], b: Double)], cost: [Int: Double]) {
    m = equations.count
    n = columns
    rhs = columns + equations.count
    table = []
    basis = []
    for (i, equation) in equations.enumerated() {
      var line = [Double](repeating: 0, count: n + m + 1)
      let sign: Double = equation.b < 0 ? -1 : 1
      for (j, value) in equation.a { line[j] = sign * value }
      line[n + i] = 1
      line[n + m] = sign * equation.b
      table.append(line)
      basis.append(n + i)
    }
    self.cost = (0..<n).map { cost[$0] ?? 0 }
  }

  mutating func pivot(_ row: Int, _ column: Int) {
    let factor = table[row][column]
    for j in table[row].indices { table[row][j] /= factor }
    for i in 0..<m where i != row {
      let multiple = table[i][column]
      if multiple != 0 {
        for j in table[i].indices { table[i][j] -= multiple * table[row][j] }
      }
    }
    basis[row] = column
  }

  /// Minimises `objective · z` over the allowed columns from the current feasible basis; false if unbounded.
  mutating func minimise(_ objective: [Double], allowed: Int) -> Bool {
    minimise(objective, allowed: (0..<(n + m)).map { $0 < allowed })
  }

  /// The reduced cost of column `j` under `objective` in the current basis.
  func reducedCost(_ objective: [Double], _ j: Int) -> Double {
    var reduced = objective[j]
    for i in 0..<m { reduced -= objective[basis[i]] * table[i][j] }
    return reduced
  }

  mutating func minimise(_ objective: [Double], allowed: [Bool]) -> Bool {
    // Reduced costs carry rounding noise proportional to the largest cost (strong is 10⁶).
    let costTolerance = tolerance * max(1, objective.map(abs).max() ?? 1)
    while true {
      var entering = -1
      for j in 0..<allowed.count where allowed[j] && !basis.contains(j) {
        if reducedCost(objective, j) < -costTolerance {
          entering = j
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<m where table[i][entering] > tolerance {
        let ratio = table[i][rhs] / table[i][entering]
        if ratio < best - tolerance || (abs(ratio - best) <= tolerance && basis[i] < basis[leaving]) {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return false }
      pivot(leaving, entering)
    }
  }

  /// Finds a feasible basis of the real columns; false when the equations have none.
  mutating func phaseOne() -> Bool {
    // Phase one: minimise the artificials.
    var phaseOne = [Double](repeating: 0, count: n + m)
    for i in 0..<m { phaseOne[n + i] = 1 }
    _ = minimise(phaseOne, allowed: n + m)
    let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? table[$1][rhs] : 0) }
    if infeasibility > 1e-7 { return false }
    // Drive artificials out of the basis (or drop their redundant rows).
    var i = 0
    while i < m {
      if basis[i] >= n {
        // Pivot on the largest entry, so that a near-zero one never blows the table up.
        let j = (0..<n).max { abs(table[i][$0]) < abs(table[i][$1]) }
        if let j, abs(table[i][j]) > 1e-7 {
          pivot(i, j)
        } else {
          table.remove(at: i)
          basis.remove(at: i)
          m -= 1
          continue
        }
      }
      i += 1
    }
    return true
  }

  /// Phase two on the real columns only: the least weighted error.
  mutating func minimiseWeighted() -> Double {
    let objective = cost + [Double](repeating: 0, count: rhs - n)
    guard minimise(objective, allowed: n) else { return -.infinity }
    return (0..<m).reduce(0.0) { $0 + cost[basis[$1]] * table[$1][rhs] }
  }

  /// Phase two strength by strength: each weight's errors (at unit cost) are minimised over the columns that keep
  /// every stronger sum at its minimum — those whose reduced cost there was zero.
  mutating func minimiseLexicographically() -> [(weight: Double, error: Double)] {
    var allowed = (0..<(n + m)).map { $0 < n }
    var result: [(weight: Double, error: Double)] = []
    for weight in Set(cost.filter { $0 > 0 }).sorted(by: >) {
      let objective = (0..<(n + m)).map { $0 < n && cost[$0] == weight ? 1.0 : 0 }
      guard minimise(objective, allowed: allowed) else { return result + [(weight, -.infinity)] }
      result.append((weight, (0..<m).reduce(0.0) { $0 + objective[basis[$1]] * table[$1][rhs] }))
      for j in 0..<n where allowed[j] && !basis.contains(j) && reducedCost(objective, j) > tolerance {
        allowed[j] = false
      }
    }
    return result
  }
}
