/// The variables whose values changed since the previous ``Solver/updateVariables()``, in the order the solver
/// found them.
public struct ChangedVariables: RandomAccessCollection, Sendable {
  let symbols: [Int32]
  let variables: [Variable?]

  /// The position of the first changed variable: always 0.
  public var startIndex: Int { 0 }
  /// One past the last position: the number of changed variables.
  public var endIndex: Int { symbols.count }
  /// The changed variable at `position`; positions follow the order in which the solver found the changes.
  public subscript(position: Int) -> Variable { variables[Int(symbols[position])]! }
}
