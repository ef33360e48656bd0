/// The variables whose values changed since the previous ``Solver/updateVariables()``, in the order the solver
/// found them.
public struct ChangedVariables: RandomAccessCollection, Sendable {
  let symbols: [Int32]
  let variables: [Variable?]

  public var startIndex: Int { 0 }
  public var endIndex: Int { symbols.count }
  public subscript(position: Int) -> Variable { variables[Int(symbols[position])]! }
}
