import TrellisSolver

/// Workload E of `shared/bench/WORKLOADS.md`: kiwi's own `enaml_like_benchmark` (function `build_solver`), a form of
/// labels and fields with 35 variables, edit variables `width` and `height`, and 111 constraints transcribed
/// verbatim and in order from `benchmarks/enaml_like_benchmark.cpp` of kiwisolver 1.5.1.
public struct EnamlWorkload: Sendable {
  /// The window size steps of the "suggest" phase.
  public static let sizes: [(width: Double, height: Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  public let width = Variable("width")
  public let height = Variable("height")
  /// The 35 layout variables, by name.
  public let variables: [String: Variable]
  /// The 111 constraints in kiwi's order.
  public let constraints: [Constraint]

  /// Makes the variables and constraints.
  public init() {
    var variables: [String: Variable] = ["width": width, "height": height]
    for name in EnamlWorkload.names { variables[name] = Variable(name) }
    self.variables = variables
    constraints = EnamlWorkload.table.map { terms, constant, relation, strength in
      let expression = LinearExpression(terms.map { Term(variables[$0.1]!, $0.0) }, constant: constant)
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

  static let names: [String] = [
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
  static let table: [([(Double, String)], Double, Relation, Strength)] = [
    ([(1.0, "left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "height")], 0.0, .equal, .medium),
    ([(1.0, "top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "height")], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, "top"), (1.0, "contents_top")], -10.0, .equal, .required),
    ([(1.0, "lb3height")], -16.0, .equal, .strong),
    ([(1.0, "lb3height")], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, "ctleft")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "cttop")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "ctwidth")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "ctheight")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl3left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "ctheight")], -24.0, .greaterThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, "ctwidth")], -16777200.0, .lessThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, "ctheight")], -24.0, .lessThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, "fl3top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl3width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl3height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1width")], -67.0, .equal, .weak),
    ([(1.0, "lb2width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl2height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb3left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl2width")], -125.0, .greaterThanOrEqual, .strong),
    ([(1.0, "fl2height")], -21.0, .equal, .strong),
    ([(1.0, "fl2height")], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, "lb3top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb3width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl1left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl1width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1width")], -67.0, .greaterThanOrEqual, .strong),
    ([(1.0, "fl2left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2width")], -66.0, .equal, .weak),
    ([(1.0, "lb2width")], -66.0, .greaterThanOrEqual, .strong),
    ([(1.0, "lb2height")], -16.0, .equal, .strong),
    ([(1.0, "fl1height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl1top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2top")], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, "lb2top"), (1.0, "lb3top"), (-1.0, "lb2height")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "lb3top"), (-1.0, "lb3height"), (1.0, "fl3top")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "lb3top"), (-1.0, "lb3height"), (1.0, "fl3top")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "contents_bottom"), (-1.0, "fl3height"), (-1.0, "fl3top")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "fl1top"), (-1.0, "contents_top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl1top"), (-1.0, "contents_top")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "contents_bottom"), (-1.0, "fl3height"), (-1.0, "fl3top")], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, "left"), (-1.0, "width"), (1.0, "contents_right")], 10.0, .equal, .required),
    ([(-1.0, "top"), (-1.0, "height"), (1.0, "contents_bottom")], 10.0, .equal, .required),
    ([(-1.0, "left"), (1.0, "contents_left")], -10.0, .equal, .required),
    ([(1.0, "lb3left"), (-1.0, "contents_left")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "fl1left"), (-1.0, "midline")], 0.0, .equal, .strong),
    ([(1.0, "fl2left"), (-1.0, "midline")], 0.0, .equal, .strong),
    ([(1.0, "ctleft"), (-1.0, "midline")], 0.0, .equal, .strong),
    ([(1.0, "fl1top"), (0.5, "fl1height"), (-1.0, "lb1top"), (-0.5, "lb1height")], 0.0, .equal, .strong),
    ([(1.0, "lb1left"), (-1.0, "contents_left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1left"), (-1.0, "contents_left")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "lb1left"), (1.0, "fl1left"), (-1.0, "lb1width")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "lb1left"), (1.0, "fl1left"), (-1.0, "lb1width")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl1left"), (1.0, "contents_right"), (-1.0, "fl1width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "width")], 0.0, .equal, .medium),
    ([(-1.0, "fl1top"), (1.0, "fl2top"), (-1.0, "fl1height")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "fl1top"), (1.0, "fl2top"), (-1.0, "fl1height")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "cttop"), (-1.0, "fl2top"), (-1.0, "fl2height")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "ctheight"), (-1.0, "cttop"), (1.0, "fl3top")], -10.0, .greaterThanOrEqual, .required),
    ([(1.0, "contents_bottom"), (-1.0, "fl3height"), (-1.0, "fl3top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "cttop"), (-1.0, "fl2top"), (-1.0, "fl2height")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl1left"), (1.0, "contents_right"), (-1.0, "fl1width")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "lb2top"), (-0.5, "lb2height"), (1.0, "fl2top"), (0.5, "fl2height")], 0.0, .equal, .strong),
    ([(-1.0, "contents_left"), (1.0, "lb2left")], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, "contents_left"), (1.0, "lb2left")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "fl2left"), (-1.0, "lb2width"), (-1.0, "lb2left")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "ctheight"), (-1.0, "cttop"), (1.0, "fl3top")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "contents_bottom"), (-1.0, "fl3height"), (-1.0, "fl3top")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "lb1top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl2left"), (-1.0, "lb2width"), (-1.0, "lb2left")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl2left"), (-1.0, "fl2width"), (1.0, "contents_right")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl2left"), (-1.0, "fl2width"), (1.0, "contents_right")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb3left"), (-1.0, "contents_left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1left")], 0.0, .greaterThanOrEqual, .required),
    ([(0.5, "ctheight"), (1.0, "cttop"), (-1.0, "lb3top"), (-0.5, "lb3height")], 0.0, .equal, .strong),
    ([(1.0, "ctleft"), (-1.0, "lb3left"), (-1.0, "lb3width")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "ctwidth"), (-1.0, "ctleft"), (1.0, "contents_right")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "ctleft"), (-1.0, "lb3left"), (-1.0, "lb3width")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "fl3left"), (-1.0, "contents_left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl3left"), (-1.0, "contents_left")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "ctwidth"), (-1.0, "ctleft"), (1.0, "contents_right")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl3left"), (1.0, "contents_right"), (-1.0, "fl3width")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "contents_top"), (1.0, "lb1top")], 0.0, .greaterThanOrEqual, .required),
    ([(-1.0, "contents_top"), (1.0, "lb1top")], 0.0, .equal, EnamlWorkload.mmedium),
    ([(-1.0, "fl3left"), (1.0, "contents_right"), (-1.0, "fl3width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2top"), (-1.0, "lb1top"), (-1.0, "lb1height")], -10.0, .greaterThanOrEqual, .required),
    ([(-1.0, "lb2top"), (1.0, "lb3top"), (-1.0, "lb2height")], -10.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2top"), (-1.0, "lb1top"), (-1.0, "lb1height")], -10.0, .equal, EnamlWorkload.mmedium),
    ([(1.0, "fl1height")], -21.0, .equal, .strong),
    ([(1.0, "fl1height")], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, "lb2left")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb2height")], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, "fl2top")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "fl2width")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "lb1height")], -16.0, .greaterThanOrEqual, .strong),
    ([(1.0, "lb1height")], -16.0, .equal, .strong),
    ([(1.0, "fl3width")], -125.0, .greaterThanOrEqual, .strong),
    ([(1.0, "fl3height")], -21.0, .equal, .strong),
    ([(1.0, "fl3height")], -21.0, .greaterThanOrEqual, .strong),
    ([(1.0, "lb3height")], 0.0, .greaterThanOrEqual, .required),
    ([(1.0, "ctwidth")], -119.0, .greaterThanOrEqual, EnamlWorkload.smedium),
    ([(1.0, "lb3width")], -24.0, .equal, .weak),
    ([(1.0, "lb3width")], -24.0, .greaterThanOrEqual, .strong),
    ([(1.0, "fl1width")], -125.0, .greaterThanOrEqual, .strong),
  ]
}
