/// One class-based pair adjustment (GPOS PairPos format 2) flattened for O(1) lookup: the class of every glyph on
/// each side, and the matrix of horizontal advance adjustments of the pair's first glyph.
struct ClassPairKerning: Sendable {
  /// Per glyph id: the first glyph's class, or `uncovered` when the subtable does not cover it as a first glyph.
  let firstClasses: [UInt16]
  /// Per glyph id: the second glyph's class (0 when unlisted), or `uncovered` when its class is out of range.
  let secondClasses: [UInt16]
  let secondClassCount: Int
  /// `values[first * secondClassCount + second]`; empty when the subtable has no XAdvance (every value is 0).
  let values: [Int16]
  /// Whether this subtable is the first of its lookup (lookups add up; within one, the first subtable that applies
  /// wins).
  var startsLookup = false

  static let uncovered = UInt16.max

  /// Whether the subtable applies to glyphs at these ids (below the font's glyph count), and with which value.
  @inline(__always)
  func value(_ left: Int, _ right: Int) -> Int? {
    let first = firstClasses[left]
    let second = secondClasses[right]
    guard first != Self.uncovered, second != Self.uncovered else { return nil }
    return values.isEmpty ? 0 : Int(values[Int(first) * secondClassCount + Int(second)])
  }

  /// Whether the subtable applies to pairs starting with this glyph.
  func covers(_ left: Int) -> Bool { firstClasses[left] != Self.uncovered }
}
