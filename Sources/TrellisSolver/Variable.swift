import Synchronization

/// An unknown of a linear constraint system, such as a view's left edge or width.
///
/// A variable has identity: two variables with the same name are different unknowns. Its value lives in the
/// ``Solver`` that solves for it (read it with ``Solver/value(of:)``), so one variable may take part in several
/// solvers and the type stays `Sendable`.
public final class Variable: Sendable {
  /// The name used in diagnostics, dumps and conflict reports. It need not be unique.
  public let name: String

  /// The symbol id this variable had in the solver that last registered it: a hint the solver verifies before use.
  let symbolHint = Atomic<Int>(-1)

  /// Creates a variable with a name for diagnostics.
  public init(_ name: String = "") {
    self.name = name
  }
}

extension Variable: CustomStringConvertible {
  /// The name, or `<anonymous>` for a variable created without one.
  public var description: String { name.isEmpty ? "<anonymous>" : name }
}
