/// The font's Unicode `cmap` subtable (format 4 or 12) as sorted ranges of consecutive glyphs, with a direct table
/// for U+0000–U+024F (ASCII and Latin) so that most lookups are one array read.
struct CharacterMap: Sendable {
  /// Glyph ids of U+0000..<U+0250; 0 where unmapped.
  private let latin: [UInt16]
  /// Ranges `starts[i]...ends[i]` map to `firstGlyphs[i] + (scalar - starts[i])`, sorted by start.
  private let starts: [UInt32]
  private let ends: [UInt32]
  private let firstGlyphs: [UInt32]
  private let glyphCount: Int

  static let latinEnd: UInt32 = 0x250

  /// Reads the best Unicode subtable of `table`: platform 3 encoding 10, then 3/1, then platform 0 (highest encoding
  /// first), taking the first of format 4 or 12.
  init(_ table: FontTable, glyphCount: Int) throws(FontFileError) {
    self.glyphCount = glyphCount
    let recordCount = try table.int(2)
    try table.require(4, recordCount * 8, for: "\(recordCount) encoding records")
    var candidates: [(rank: Int, offset: Int)] = []
    for index in 0..<recordCount {
      let record = 4 + index * 8
      let platform = try table.int(record)
      let encoding = try table.int(record + 2)
      let rank: Int
      switch (platform, encoding) {
      case (3, 10): rank = 0
      case (3, 1): rank = 1
      case (0, _): rank = 2 + (0xFFFF - encoding)
      default: continue
      }
      candidates.append((rank, try table.int32(record + 4)))
    }
    candidates.sort { $0.rank < $1.rank }
    var ranges: [(start: UInt32, end: UInt32, glyph: UInt32)]?
    for candidate in candidates {
      switch try table.uint16(candidate.offset) {
      case 4: ranges = try Self.format4(table, at: candidate.offset)
      case 12: ranges = try Self.format12(table, at: candidate.offset)
      default: continue
      }
      break
    }
    guard var ranges else {
      throw table.error(
        "no 'cmap' subtable for Unicode (format 4 or 12 for platform 3 encoding 1 or 10, or platform 0)")
    }
    ranges.sort { $0.start < $1.start }
    starts = ranges.map(\.start)
    ends = ranges.map(\.end)
    firstGlyphs = ranges.map(\.glyph)
    var latin = [UInt16](repeating: 0, count: Int(Self.latinEnd))
    for scalar in 0..<Self.latinEnd {
      latin[Int(scalar)] = Self.search(scalar, starts, ends, firstGlyphs, glyphCount) ?? 0
    }
    self.latin = latin
  }

  /// The glyph for `scalar`, or nil when unmapped or mapped to a glyph the font does not have.
  func glyph(for scalar: UInt32) -> UInt16? {
    if scalar < Self.latinEnd {
      let glyph = latin[Int(scalar)]
      return glyph == 0 ? nil : glyph
    }
    return Self.search(scalar, starts, ends, firstGlyphs, glyphCount)
  }

  private static func search(
    _ scalar: UInt32, _ starts: [UInt32], _ ends: [UInt32], _ firstGlyphs: [UInt32], _ glyphCount: Int
  ) -> UInt16? {
    // The last range starting at or before `scalar`.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= scalar { low = middle + 1 } else { high = middle }
    }
    guard low > 0, scalar <= ends[low - 1] else { return nil }
    let glyph = UInt64(firstGlyphs[low - 1]) + UInt64(scalar - starts[low - 1])
    guard glyph > 0, glyph < UInt64(glyphCount) else { return nil }
    return UInt16(glyph)
  }

  /// Format 4 (segment mapping to delta values), BMP only: each segment becomes ranges of consecutive glyphs.
  private static func format4(
    _ table: FontTable, at offset: Int
  ) throws(FontFileError) -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
    let declaredLength = try table.int(offset + 2)
    let segmentCount = try table.int(offset + 6) / 2
    let endCodes = offset + 14
    let startCodes = endCodes + segmentCount * 2 + 2
    let deltas = startCodes + segmentCount * 2
    let rangeOffsets = deltas + segmentCount * 2
    let glyphArray = rangeOffsets + segmentCount * 2
    try table.require(offset, glyphArray - offset, for: "a format 4 'cmap' subtable of \(segmentCount) segments")
    // The 16-bit length overflows in large subtables; the glyph array then runs to the end of the table.
    let end = declaredLength >= glyphArray - offset ? min(offset + declaredLength, table.count) : table.count
    var ranges: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
    // Valid segments do not overlap, so together they list at most 65,536 codes through the glyph array.
    var arrayCodes = 0
    for segment in 0..<segmentCount {
      let first = try table.int(startCodes + segment * 2)
      let last = try table.int(endCodes + segment * 2)
      let delta = try table.int(deltas + segment * 2)
      let rangeOffset = try table.int(rangeOffsets + segment * 2)
      guard first <= last else { continue }
      if rangeOffset == 0 {
        // glyph = (c + delta) mod 65536, which wraps to 0 at c = 65536 - delta.
        let wrap = 0x10000 - delta
        if delta != 0 && first < wrap && wrap <= last {
          ranges.append((UInt32(first), UInt32(wrap - 1), UInt32(first + delta)))
          ranges.append((UInt32(wrap), UInt32(last), 0))
        } else {
          ranges.append((UInt32(first), UInt32(last), UInt32((first + delta) & 0xFFFF)))
        }
        continue
      }
      // The glyph of c is at rangeOffsets + 2 × segment + rangeOffset + 2 × (c - first), plus delta when nonzero.
      arrayCodes += last - first + 1
      guard arrayCodes <= 0x10000 else {
        throw table.error("format 4 'cmap' subtable has overlapping segments (more than 65,536 codes)")
      }
      for code in first...last {
        let address = rangeOffsets + segment * 2 + rangeOffset + (code - first) * 2
        guard address + 2 <= end else { break }
        var glyph = try table.int(address)
        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        if glyph == 0 { continue }
        let scalar = UInt32(code)
        let mapped = UInt32(glyph)
        if let previous = ranges.last, previous.end + 1 == scalar,
          previous.glyph + (previous.end - previous.start) + 1 == mapped
        {
          ranges[ranges.count - 1].end = scalar
        } else {
          ranges.append((scalar, scalar, mapped))
        }
      }
    }
    return ranges
  }

  /// Format 12 (segmented coverage): groups of consecutive scalars mapping to consecutive glyphs.
  private static func format12(
    _ table: FontTable, at offset: Int
  ) throws(FontFileError) -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
    let groupCount = try table.int32(offset + 12)
    try table.require(offset + 16, groupCount * 12, for: "a format 12 'cmap' subtable of \(groupCount) groups")
    var ranges: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
    ranges.reserveCapacity(groupCount)
    for index in 0..<groupCount {
      let group = offset + 16 + index * 12
      let first = try table.uint32(group)
      let last = try table.uint32(group + 4)
      guard first <= last else { continue }
      ranges.append((first, last, try table.uint32(group + 8)))
    }
    return ranges
  }
}
