import TrellisSolver

/// Up to four terms `coefficient × variable` over the engine's numbered variables, merged by variable: what one
/// constraint between two items (each attribute spans at most two unknowns) or one derived constraint needs.
/// A plain value, so that building a constraint's row allocates nothing.
struct RowTerms: Sendable {
  static let capacity = 4
  private(set) var variables = SIMD4<Int32>(repeating: -1)
  private(set) var coefficients = SIMD4<Double>(repeating: 0)
  private(set) var count = 0

  init() {}

  init(_ variable: Int32, _ coefficient: Double) {
    add(variable, coefficient)
  }

  /// Adds `coefficient × variable`, merging with a term of the same variable.
  mutating func add(_ variable: Int32, _ coefficient: Double) {
    for index in 0..<count where variables[index] == variable {
      coefficients[index] += coefficient
      return
    }
    precondition(count < RowTerms.capacity, "a layout row spans at most four unknowns")
    variables[count] = variable
    coefficients[count] = coefficient
    count += 1
  }

  /// The terms with `coefficient × variable` added.
  func adding(_ variable: Int32, _ coefficient: Double) -> RowTerms {
    var copy = self
    copy.add(variable, coefficient)
    return copy
  }

  /// Drops terms whose coefficients cancelled (`a.centerX == a.leading + 0.5 × a.width` spans only `a.width`).
  mutating func dropZeros() {
    var kept = 0
    for index in 0..<count where coefficients[index] != 0 {
      variables[kept] = variables[index]
      coefficients[kept] = coefficients[index]
      kept += 1
    }
    for index in kept..<count {
      variables[index] = -1
      coefficients[index] = 0
    }
    count = kept
  }

  /// Whether both rows span the same variables with the same coefficients, in the same order.
  func sameShape(as other: RowTerms) -> Bool {
    count == other.count && variables == other.variables && coefficients == other.coefficients
  }
}

/// Who put a row in the engine: a user constraint, or the engine itself for an item (the part says which of the
/// item's derived constraints it is).
///
/// The engine retains the user constraints it holds (they stay active without anyone else keeping them, as in UIKit)
/// but not the items it derives rows for: those are in its hierarchy, which keeps them alive, and forgets them when
/// they leave it (the root, which owns the engine, would otherwise keep itself alive).
enum RowOwner {
  case user(LayoutConstraint)
  /// The frame of a root or of a view translating its autoresizing mask: 0 minX, 1 minY, 2 width, 3 height.
  case frame(Unretained<View>, part: Int)
  /// Content hugging (`size <= intrinsic`) or compression resistance (`size >= intrinsic`) on one axis.
  case intrinsic(Unretained<View>, hugging: Bool, axis: LayoutAxis)
  /// What keeps a provided guide to its view.
  case role(Unretained<LayoutGuide>)
}

/// A reference that neither retains nor checks its object: for an engine's items, which its hierarchy keeps alive
/// for as long as the engine holds them.
struct Unretained<Object: AnyObject> {
  unowned(unsafe) let object: Object

  init(_ object: Object) {
    self.object = object
  }
}

/// One constraint as the engine holds it: `terms + constant (relation) 0` with a strength. Plain data (who owns it
/// and the solver's copy live beside it in the table), so that propagation reads rows without reference counting.
struct EngineRow: Sendable {
  var terms: RowTerms
  var constant: Double
  var relation: Relation
  var strength: Strength
  /// False once the row is removed (its slot stays until the table is compacted).
  var isLive = true

  var isRequiredEquality: Bool { relation == .equal && strength.isRequired }

  /// Whether the rows are the same but for their constants (removed rows are all alike).
  @inline(__always)
  func sameShape(as other: EngineRow) -> Bool {
    guard isLive == other.isLive else { return false }
    return !isLive
      || (relation == other.relation && strength == other.strength && terms.sameShape(as: other.terms))
  }
}

/// A run of consecutive rows the engine derived together for one item (its frame, its intrinsic size, a guide's
/// role): the rows are made and replaced as a group.
struct RowRange {
  var start = 0
  var count = 0
  var indices: Range<Int> { start..<(start + count) }
}
