/// Why a ``Solver`` refused a request. After any of these the solver is as it was and keeps working.
public enum SolverError: Error, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicts` lists the required constraints it conflicts with, including itself: the set UIKit prints as
  /// "Unable to simultaneously satisfy constraints".
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The very same constraint object was already added.
  case duplicateConstraint(Constraint)
  /// The constraint was never added (or was removed).
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required: a suggestion must be allowed to fail.
  case requiredEditStrength(Variable)
  /// A coefficient, a constant or a suggested value is NaN or infinite. `detail` names which.
  case nonFiniteValue(String)
  /// The solver met a state that should not arise (kiwi's `InternalSolverError`); the message says which.
  case internalError(String)
}

extension SolverError: CustomStringConvertible {
  /// A message naming the failure and its subject; ``unsatisfiable(_:conflicts:)`` opens with UIKit's "Unable to
  /// simultaneously satisfy constraints" and lists the conflicting constraints one per line.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
      return "Unable to simultaneously satisfy constraints: \(constraint) conflicts with:\n\(list)"
    case .duplicateConstraint(let constraint): return "Duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint): return "Unknown constraint: \(constraint)"
    case .duplicateEditVariable(let variable): return "Duplicate edit variable: \(variable)"
    case .unknownEditVariable(let variable): return "Unknown edit variable: \(variable)"
    case .requiredEditStrength(let variable): return "An edit variable cannot be required: \(variable)"
    case .nonFiniteValue(let detail): return "Non-finite value: \(detail)"
    case .internalError(let message): return "Internal solver error: \(message)"
    }
  }
}
