import TrellisSolver

/// Workloads G, R and C of `shared/bench/WORKLOADS.md`: a grid of `n` views in rows of ten inside a container whose
/// width is an edit variable, built, resized and churned exactly as the kiwi reference run does.
public struct GridWorkload: Sendable {
  /// The number of views (a multiple of 10).
  public let count: Int
  /// The container's left edge `cl`, held at 0 by C0.
  public let containerLeft = Variable("cl")
  /// The container's top edge `ct`, held at 0 by C1.
  public let containerTop = Variable("ct")
  /// The container's width `cw`: the strong edit variable that ``build(_:batched:)`` and ``resize(_:steps:)`` suggest
  /// values for.
  public let containerWidth = Variable("cw")
  /// The left edge `left_i` of each view; view `i` sits in row `i / 10`, column `i % 10`.
  public let left: [Variable]
  /// The top edge `top_i` of each view: 8 below the previous row (the container's top for row 0), the same across a
  /// row.
  public let top: [Variable]
  /// The width `width_i` of each view: the views of a row share it and, with 8 points of spacing, fill the container's
  /// width.
  public let width: [Variable]
  /// The height `height_i` of each view, held at 44.
  public let height: [Variable]
  /// The constraint list `L`, in insertion order: C0, C1, then V1…V7 for each view.
  public let constraints: [Constraint]

  /// Makes the variables and constraints ("make objects", not timed).
  public init(count: Int) {
    precondition(count > 0 && count % 10 == 0, "the grid workload needs a positive multiple of 10 views")
    self.count = count
    left = (0..<count).map { Variable("left\($0)") }
    top = (0..<count).map { Variable("top\($0)") }
    width = (0..<count).map { Variable("width\($0)") }
    height = (0..<count).map { Variable("height\($0)") }
    var list: [Constraint] = [containerLeft == 0, containerTop == 0]
    list.reserveCapacity(6 * count + 2)
    for i in 0..<count {
      let column = i % 10
      list.append(width[i] >= 0)
      list.append(height[i] >= 0)
      list.append(height[i] == 44)
      if column == 0 {
        list.append(left[i] == containerLeft + 8)
      } else {
        list.append(left[i] == left[i - 1] + width[i - 1] + 8)
      }
      if i == 0 {
        list.append(top[i] == containerTop + 8)
      } else if column == 0 {
        list.append(top[i] == top[i - 10] + height[i - 10] + 8)
      } else {
        list.append(top[i] == top[i - column])
      }
      if column > 0 { list.append(width[i] == width[i - column]) }
      if column == 9 { list.append(left[i] + width[i] + 8 == containerLeft + containerWidth) }
    }
    constraints = list
  }

  /// Phase (a), mode "first": C0, C1, the strong edit on `cw` suggested at 1000, then the rest of `L`, then a
  /// read-out. With `batched`, the rest of `L` goes in as one ``Solver/addConstraints(_:)`` call.
  public func build(_ solver: Solver, batched: Bool = false) throws {
    try solver.addConstraint(constraints[0])
    try solver.addConstraint(constraints[1])
    try solver.addEditVariable(containerWidth, strength: .strong)
    try solver.suggestValue(1000, for: containerWidth)
    if batched {
      try solver.addConstraints(constraints[2...])
    } else {
      for constraint in constraints[2...] { try solver.addConstraint(constraint) }
    }
    solver.updateVariables()
  }

  /// The width of resize step `k` of workload R: `320 + (37·k mod 1000)`.
  public static func resizeWidth(step k: Int) -> Double { Double(320 + (37 * k) % 1000) }

  /// Workload R: `steps` suggestions of the container width, each followed by a read-out.
  public func resize(_ solver: Solver, steps: Int = 1000) throws {
    for k in 0..<steps {
      try solver.suggestValue(GridWorkload.resizeWidth(step: k), for: containerWidth)
      solver.updateVariables()
    }
  }

  /// The churn selection S: indices of `L` that are multiples of 10.
  public var churnSelection: StrideTo<Int> { stride(from: 0, to: constraints.count, by: 10) }

  /// Workload C1: remove and re-add each selected constraint in turn, then read out.
  public func churnOneByOne(_ solver: Solver) throws {
    for index in churnSelection {
      try solver.removeConstraint(constraints[index])
      try solver.addConstraint(constraints[index])
    }
    solver.updateVariables()
  }

  /// Workload C2: remove every selected constraint, add them back in order, then read out.
  public func churnBulk(_ solver: Solver) throws {
    for index in churnSelection { try solver.removeConstraint(constraints[index]) }
    for index in churnSelection { try solver.addConstraint(constraints[index]) }
    solver.updateVariables()
  }

  /// Compares the solution with the closed form for container width `w`; returns the first mismatch, or nil.
  public func mismatch(in solver: Solver, containerWidth w: Double) -> String? {
    let tolerance = 1e-6 * max(1, w)
    let viewWidth = (w - 88) / 10
    func check(_ variable: Variable, _ expected: Double) -> String? {
      let actual = solver.value(of: variable)
      return abs(actual - expected) <= tolerance ? nil : "\(variable.name) = \(actual), expected \(expected)"
    }
    if let problem = check(containerLeft, 0) ?? check(containerTop, 0) ?? check(containerWidth, w) { return problem }
    for i in 0..<count {
      let row = Double(i / 10)
      let column = Double(i % 10)
      if let problem = check(width[i], viewWidth) ?? check(height[i], 44)
        ?? check(left[i], 8 + column * (viewWidth + 8)) ?? check(top[i], 8 + 52 * row)
      {
        return problem
      }
    }
    return nil
  }
}
