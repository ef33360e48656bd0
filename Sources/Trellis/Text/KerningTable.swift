/// All of a font's pair kerning, ready for O(1) lookup.
///
/// The font's pair lookups apply in order and add up; within one lookup the first subtable that applies wins. At build
/// time, every glyph pair a lookup lists explicitly (GPOS PairPos format 1, or the legacy `kern` table) gets its
/// final value, summed over all lookups, in one hash table; any other pair is the sum, over lookups, of the first
/// class-based subtable (PairPos format 2) covering its first glyph.
struct KerningTable: Sendable {
  private let pairs: GlyphPairTable
  private let classes: [ClassPairKerning]
  /// Whether any class subtable starts a second lookup (otherwise the first covering class subtable decides).
  private let severalClassLookups: Bool

  /// A font without kerning.
  static let none = KerningTable(pairs: GlyphPairTable([:]), classes: [])

  /// How many explicit pairs and class-based subtables the table holds.
  var pairCount: Int { pairs.count }
  var classSubtableCount: Int { classes.count }

  private init(pairs: GlyphPairTable, classes: [ClassPairKerning]) {
    self.pairs = pairs
    self.classes = classes
    severalClassLookups = classes.dropFirst().contains { $0.startsLookup }
  }

  /// The kerning of glyphs below the font's glyph count, in font units.
  @inline(__always)
  func value(_ left: Int, _ right: Int) -> Int {
    if let value = pairs.value(for: UInt32(truncatingIfNeeded: left << 16 | right)) { return Int(value) }
    if !severalClassLookups {
      for subtable in classes {
        if let value = subtable.value(left, right) { return value }
      }
      return 0
    }
    var total = 0
    var decided = false
    for subtable in classes {
      if subtable.startsLookup { decided = false }
      if decided { continue }
      if let value = subtable.value(left, right) {
        total += value
        decided = true
      }
    }
    return total
  }

  /// One subtable of a pair lookup.
  enum Subtable {
    /// Explicit pairs keyed by `left << 16 | right`.
    case pairs([UInt32: Int32])
    case classes(ClassPairKerning)
  }

  /// The table of these lookups, applied in order.
  init(lookups: [[Subtable]]) {
    var explicitPerLookup: [[UInt32: Int32]] = []
    var classesPerLookup: [[ClassPairKerning]] = []
    for lookup in lookups {
      // A pair listed after a class subtable that covers its first glyph is never reached.
      var explicit: [UInt32: Int32] = [:]
      var classes: [ClassPairKerning] = []
      for subtable in lookup {
        switch subtable {
        case .pairs(let pairs):
          for (key, value) in pairs where explicit[key] == nil {
            let left = Int(key >> 16)
            if !classes.contains(where: { $0.covers(left) }) { explicit[key] = value }
          }
        case .classes(let table):
          classes.append(table)
        }
      }
      if explicit.isEmpty && classes.isEmpty { continue }
      explicitPerLookup.append(explicit)
      classesPerLookup.append(classes)
    }
    var totals: [UInt32: Int32] = [:]
    for explicit in explicitPerLookup {
      for key in explicit.keys where totals[key] == nil {
        let left = Int(key >> 16)
        let right = Int(key & 0xFFFF)
        var total = 0
        for (index, pairs) in explicitPerLookup.enumerated() {
          if let value = pairs[key] {
            total += Int(value)
          } else if let value = classesPerLookup[index].lazy.compactMap({ $0.value(left, right) }).first {
            total += value
          }
        }
        totals[key] = Int32(clamping: total)
      }
    }
    var classes: [ClassPairKerning] = []
    for lookup in classesPerLookup {
      for (index, var table) in lookup.enumerated() {
        table.startsLookup = index == 0
        classes.append(table)
      }
    }
    self.init(pairs: GlyphPairTable(totals), classes: classes)
  }
}
