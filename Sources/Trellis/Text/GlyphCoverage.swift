/// OpenType Coverage and ClassDef tables: which glyphs a subtable applies to, and the class of each glyph.
enum GlyphCoverage {
  /// The glyphs of the Coverage table at `offset` (format 1 or 2) with their coverage indices, skipping glyph ids the
  /// font does not have; empty for an unknown format. Overlapping format 2 ranges count once, so the work stays within
  /// the glyph count.
  static func glyphs(
    _ table: FontTable, at offset: Int, glyphCount: Int
  ) throws(FontFileError) -> [(glyph: Int, index: Int)] {
    var glyphs: [(glyph: Int, index: Int)] = []
    switch try table.uint16(offset) {
    case 1:
      let count = try table.int(offset + 2)
      try table.require(offset + 4, count * 2, for: "a Coverage table of \(count) glyphs")
      glyphs.reserveCapacity(count)
      for index in 0..<count {
        let glyph = try table.int(offset + 4 + index * 2)
        if glyph < glyphCount { glyphs.append((glyph, index)) }
      }
    case 2:
      let count = try table.int(offset + 2)
      try table.require(offset + 4, count * 6, for: "a Coverage table of \(count) ranges")
      var next = 0
      for range in 0..<count {
        let record = offset + 4 + range * 6
        let rangeStart = try table.int(record)
        let first = max(rangeStart, next)
        let last = min(try table.int(record + 2), glyphCount - 1)
        let startIndex = try table.int(record + 4)
        guard first <= last else { continue }
        for glyph in first...last { glyphs.append((glyph, startIndex + glyph - rangeStart)) }
        next = last + 1
      }
    default:
      break
    }
    return glyphs
  }

  /// The class of every glyph id below `glyphCount` from the ClassDef table at `offset` (format 1 or 2); glyphs it
  /// does not list are class 0, as are all glyphs for an unknown format.
  static func classes(_ table: FontTable, at offset: Int, glyphCount: Int) throws(FontFileError) -> [UInt16] {
    var classes = [UInt16](repeating: 0, count: glyphCount)
    switch try table.uint16(offset) {
    case 1:
      let start = try table.int(offset + 2)
      let count = try table.int(offset + 4)
      try table.require(offset + 6, count * 2, for: "a ClassDef table of \(count) glyphs")
      for index in 0..<min(count, max(glyphCount - start, 0)) {
        classes[start + index] = try table.uint16(offset + 6 + index * 2)
      }
    case 2:
      let count = try table.int(offset + 2)
      try table.require(offset + 4, count * 6, for: "a ClassDef table of \(count) ranges")
      var next = 0
      for range in 0..<count {
        let record = offset + 4 + range * 6
        let first = max(try table.int(record), next)
        let last = min(try table.int(record + 2), glyphCount - 1)
        let value = try table.uint16(record + 4)
        guard first <= last else { continue }
        for glyph in first...last { classes[glyph] = value }
        next = last + 1
      }
    default:
      break
    }
    return classes
  }
}
