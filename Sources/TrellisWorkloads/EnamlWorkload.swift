import TrellisSolver

/// Workload E of `shared/bench/WORKLOADS.md`: kiwi's own `enaml_like_benchmark` (function `build_solver`), a form of
/// labels and fields with 35 variables, edit variables `width` and `height`, and 111 constraints transcribed
/// verbatim and in order from `benchmarks/enaml_like_benchmark.cpp` of kiwisolver 1.5.1.
public struct EnamlWorkload: Sendable {
  /// The window size steps of the "suggest" phase.
  public static let sizes: [(width: Double, height: Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  /// The window width: kiwi's `width`, one of the two strong edit variables.
  public let width: Variable
  /// The window height: kiwi's `height`, the other strong edit variable.
  public let height: Variable
  /// Every variable: `width`, `height`, then the 35 layout variables in kiwi's order.
  public let variables: [Variable]
  /// The 111 constraints in kiwi's order.
  public let constraints: [Constraint]

  /// Makes the variables and constraints (part of kiwi's "building solver", so part of E-build).
  public init() {
    let variables = EnamlWorkload.names.map { Variable($0) }
    self.variables = variables
    width = variables[0]
    height = variables[1]
    constraints = EnamlWorkload.table.map { terms, constant, relation, strength in
      let expression = LinearExpression(terms.map { Term(variables[$0.1], $0.0) }, constant: constant)
      return Constraint(expression, relation, strength: strength)
    }
  }

  /// E-build: the two strong edit variables, then every constraint.
  public func build(_ solver: Solver) throws {
    try solver.addEditVariable(width, strength: .strong)
    try solver.addEditVariable(height, strength: .strong)
    for constraint in constraints { try solver.addConstraint(constraint) }
  }

  /// One E-suggest step: suggest the window size, then read out.
  public func suggest(_ solver: Solver, width w: Double, height h: Double) throws {
    try solver.suggestValue(w, for: width)
    try solver.suggestValue(h, for: height)
    solver.updateVariables()
  }

  /// Variable names; a term of `table` refers to a variable by its index here.
  static let names: [String] = [
    "width",
    "height",
    "left",
    "top",
    "contents_top",
    "contents_bottom",
    "contents_left",
    "contents_right",
    "midline",
    "ctleft",
    "ctheight",
    "cttop",
    "ctwidth",
    "lb1left",
    "lb1height",
    "lb1top",
    "lb1width",
    "lb2left",
    "lb2height",
    "lb2top",
    "lb2width",
    "lb3left",
    "lb3height",
    "lb3top",
    "lb3width",
    "fl1left",
    "fl1height",
    "fl1top",
    "fl1width",
    "fl2left",
    "fl2height",
    "fl2top",
    "fl2width",
    "fl3left",
    "fl3height",
    "fl3top",
    "fl3width",
  ]

  /// kiwi's `create(0, 1, 0, 1.25)` = 1 250.
  static let mmedium = Strength(strong: 0, medium: 1, weak: 0, weight: 1.25)
  /// kiwi's `create(0, 100, 0)` = 100 000.
  static let smedium = Strength(strong: 0, medium: 100, weak: 0)

  // swift-format-ignore
  static let table: [([(Double, Int)], Double, Relation, Strength)] = [
    ([(1.0, 2)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 1)], 0.0, .equal, .medium),
    ([(1.0, 3)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 0)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 1)], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, 3), (1.0, 4)], -10.0, .equal, .required),
    ([(1.0, 22)], -16.0, .equal, .strong),
    ([(1.0, 22)], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, 9)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 11)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 12)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 10)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 33)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 10)], -24.0, .greaterThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, 12)], -16777200.0, .lessThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, 10)], -24.0, .lessThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, 35)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 36)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 34)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 16)], -67.0, .equal, .weak),
    ([(1.0, 20)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 18)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 30)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 21)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 32)], -125.0, .greaterThanOrEqual, .strong),
    ([(1.0, 30)], -21.0, .equal, .strong),
    ([(1.0, 30)], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, 23)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 24)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 25)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 28)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 16)], -67.0, .greaterThanOrEqual, .strong),
    ([(1.0, 29)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 20)], -66.0, .equal, .weak),
    ([(1.0, 20)], -66.0, .greaterThanOrEqual, .strong),
    ([(1.0, 18)], -16.0, .equal, .strong),
    ([(1.0, 26)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 27)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 19)], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, 19), (1.0, 23), (-1.0, 18)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 23), (-1.0, 22), (1.0, 35)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 23), (-1.0, 22), (1.0, 35)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 5), (-1.0, 34), (-1.0, 35)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 27), (-1.0, 4)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 27), (-1.0, 4)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 5), (-1.0, 34), (-1.0, 35)], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, 2), (-1.0, 0), (1.0, 7)], 10.0, .equal, .required),
    ([(-1.0, 3), (-1.0, 1), (1.0, 5)], 10.0, .equal, .required),
    ([(-1.0, 2), (1.0, 6)], -10.0, .equal, .required),
    ([(1.0, 21), (-1.0, 6)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 25), (-1.0, 8)], 0.0, .equal, .strong),
    ([(1.0, 29), (-1.0, 8)], 0.0, .equal, .strong),
    ([(1.0, 9), (-1.0, 8)], 0.0, .equal, .strong),
    ([(1.0, 27), (0.5, 26), (-1.0, 15), (-0.5, 14)], 0.0, .equal, .strong),
    ([(1.0, 13), (-1.0, 6)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 13), (-1.0, 6)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 13), (1.0, 25), (-1.0, 16)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 13), (1.0, 25), (-1.0, 16)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 25), (1.0, 7), (-1.0, 28)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 0)], 0.0, .equal, .medium),
    ([(-1.0, 27), (1.0, 31), (-1.0, 26)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 27), (1.0, 31), (-1.0, 26)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 11), (-1.0, 31), (-1.0, 30)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 10), (-1.0, 11), (1.0, 35)], -10.0, .greaterThanOrEqual, .required),
    ([(1.0, 5), (-1.0, 34), (-1.0, 35)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 11), (-1.0, 31), (-1.0, 30)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 25), (1.0, 7), (-1.0, 28)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 19), (-0.5, 18), (1.0, 31), (0.5, 30)], 0.0, .equal, .strong),
    ([(-1.0, 6), (1.0, 17)], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, 6), (1.0, 17)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 29), (-1.0, 20), (-1.0, 17)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 10), (-1.0, 11), (1.0, 35)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 5), (-1.0, 34), (-1.0, 35)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 15)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 16)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 14)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 29), (-1.0, 20), (-1.0, 17)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 29), (-1.0, 32), (1.0, 7)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 29), (-1.0, 32), (1.0, 7)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 21), (-1.0, 6)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 13)], 0.0, .greaterThanOrEqual, .required),
    ([(0.5, 10), (1.0, 11), (-1.0, 23), (-0.5, 22)], 0.0, .equal, .strong),
    ([(1.0, 9), (-1.0, 21), (-1.0, 24)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 12), (-1.0, 9), (1.0, 7)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 9), (-1.0, 21), (-1.0, 24)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 33), (-1.0, 6)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 33), (-1.0, 6)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 12), (-1.0, 9), (1.0, 7)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 33), (1.0, 7), (-1.0, 36)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 4), (1.0, 15)], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, 4), (1.0, 15)], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, 33), (1.0, 7), (-1.0, 36)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 19), (-1.0, 15), (-1.0, 14)], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, 19), (1.0, 23), (-1.0, 18)], -10.0, .greaterThanOrEqual, .required),
    ([(1.0, 19), (-1.0, 15), (-1.0, 14)], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, 26)], -21.0, .equal, .strong),
    ([(1.0, 26)], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, 17)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 18)], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, 31)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 32)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 14)], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, 14)], -16.0, .equal, .strong),
    ([(1.0, 36)], -125.0, .greaterThanOrEqual, .strong),
    ([(1.0, 34)], -21.0, .equal, .strong),
    ([(1.0, 34)], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, 22)], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, 12)], -119.0, .greaterThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, 24)], -24.0, .equal, .weak),
    ([(1.0, 24)], -24.0, .greaterThanOrEqual, .strong),
    ([(1.0, 28)], -125.0, .greaterThanOrEqual, .strong),
  ]
}
