import TrellisSolver

/// SplitMix64: a tiny seeded generator, so every random system can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// What a test has put into a solver, so that the same system can be handed to ``ReferenceLP``.
struct SystemModel {
  var variables: [Variable]
  var constraints: [Constraint] = []
  var constants: [ObjectIdentifier: Double] = [:]
  var edits: [(variable: Variable, strength: Strength, value: Double)] = []

  func constant(of constraint: Constraint) -> Double {
    constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant
  }

  func row(_ constraint: Constraint, constant: Double? = nil) -> ReferenceLP.Row {
    var coefficients = [Double](repeating: 0, count: variables.count)
    for term in constraint.expression.terms {
      let index = variables.firstIndex { $0 === term.variable }!
      coefficients[index] += term.coefficient
    }
    let relation: ReferenceLP.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return ReferenceLP.Row(
      coefficients: coefficients, constant: constant ?? self.constant(of: constraint), relation: relation,
      weight: constraint.strength.isRequired ? nil : constraint.strength.value,
      weightBelow: constraint.strength.isRequired ? nil : constraint.strengthBelow.value)
  }

  /// The model as a reference LP, optionally with one more constraint or with only some constraints.
  func referenceLP(adding extra: Constraint? = nil, only subset: [Constraint]? = nil) -> ReferenceLP {
    var rows = (subset ?? constraints).map { row($0) }
    if let extra { rows.append(row(extra)) }
    if subset == nil {
      for edit in edits {
        let index = variables.firstIndex { $0 === edit.variable }!
        var coefficients = [Double](repeating: 0, count: variables.count)
        coefficients[index] = 1
        rows.append(
          ReferenceLP.Row(
            coefficients: coefficients, constant: -edit.value, relation: .equal, weight: edit.strength.value))
      }
    }
    return ReferenceLP(variableCount: variables.count, rows: rows)
  }

  /// The weighted error of the solver's current values, and the worst violation of a required constraint.
  func evaluate(_ solver: Solver) -> (error: Double, requiredViolation: Double) {
    let (error, _, violation) = evaluateByWeight(solver)
    return (error, violation)
  }

  /// The weighted error of the solver's current values, the unweighted error summed per weight, and the worst
  /// violation of a required constraint.
  func evaluateByWeight(_ solver: Solver) -> (error: Double, byWeight: [Double: Double], requiredViolation: Double) {
    var error = 0.0
    var byWeight: [Double: Double] = [:]
    var violation = 0.0
    let lp = referenceLP()
    for row in lp.rows {
      var amount = row.constant
      for (index, coefficient) in row.coefficients.enumerated() {
        amount += coefficient * solver.value(of: variables[index])
      }
      let miss: Double =
        switch row.relation {
        case .equal: abs(amount)
        case .lessThanOrEqual: max(0, amount)
        case .greaterThanOrEqual: max(0, -amount)
        }
      if let weight = row.weight {
        let side = row.relation == .equal && amount < 0 ? row.weightBelow ?? weight : weight
        error += side * miss
        byWeight[side, default: 0] += miss
      } else {
        violation = max(violation, miss)
      }
    }
    return (error, byWeight, violation)
  }
}

/// Random constraints over a few variables: small integer coefficients (sometimes ½), small constants, all three
/// relations, required and optional strengths. Small numbers make degenerate and redundant systems common, which is
/// what the tests want.
struct ConstraintGenerator {
  var random: SplitMix64
  let variables: [Variable]

  mutating func strength(optional: Bool = false) -> Strength {
    switch Int.random(in: optional ? 4..<8 : 0..<8, using: &random) {
    case 0...3: .required
    case 4: .strong
    case 5: .medium
    case 6: .weak
    default: Strength(priority: Float(Int.random(in: 1...999, using: &random)))
    }
  }

  mutating func constraint() -> Constraint {
    let termCount = Int.random(in: 1...3, using: &random)
    var terms: [Term] = []
    for _ in 0..<termCount {
      let variable = variables[Int.random(in: 0..<variables.count, using: &random)]
      var coefficient = Double(Int.random(in: 1...3, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
      if Int.random(in: 0..<6, using: &random) == 0 { coefficient /= 2 }
      terms.append(Term(variable, coefficient))
    }
    let constant = Double(Int.random(in: -20...20, using: &random))
    let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
    let expression = LinearExpression(terms, constant: constant)
    let chosen = strength()
    // Now and then an optional equality weighs its two sides differently (content hugging against compression).
    if relation == .equal, !chosen.isRequired, Int.random(in: 0..<3, using: &random) == 0 {
      return Constraint.softEquality(expression, above: chosen, below: strength(optional: true))
    }
    return Constraint(expression, relation, strength: chosen)
  }
}
