/// The pairs of a legacy `kern` table: format 0 subtables of horizontal kerning, in the Microsoft (version 0) and the
/// Apple (version 1.0) layout. Values of several subtables add up, unless a subtable has the override bit.
enum LegacyKerning {
  /// The table's pairs as one lookup; empty when it has no horizontal format 0 subtable or an unknown version.
  static func lookups(_ table: FontTable, glyphCount: Int) throws(FontFileError) -> [[KerningTable.Subtable]] {
    var pairs: [UInt32: Int32] = [:]
    let isApple = try table.uint32(0) == 0x0001_0000
    let isMicrosoft = try table.uint16(0) == 0
    guard isApple || isMicrosoft else { return [] }
    let subtableCount = isApple ? try table.int32(4) : try table.int(2)
    let headerSize = isApple ? 8 : 6
    var offset = isApple ? 8 : 4
    var work = 0
    for index in 0..<subtableCount {
      let length = isApple ? try table.int32(offset) : try table.int(offset + 2)
      let coverage = try table.uint16(offset + 4)
      let format: UInt16
      let usable: Bool
      let overrides: Bool
      if isApple {
        // Bits 0x8000 vertical, 0x4000 cross-stream, 0x2000 variation; the format in the low byte.
        format = coverage & 0xFF
        usable = coverage & 0xE000 == 0
        overrides = false
      } else {
        // Bits 0x1 horizontal, 0x2 minimum values, 0x4 cross-stream, 0x8 override; the format in the high byte.
        format = coverage >> 8
        usable = coverage & 0x7 == 0x1
        overrides = coverage & 0x8 != 0
      }
      if format == 0 && usable {
        let body = offset + headerSize
        let count = try table.int(body)
        try table.require(body + 8, count * 6, for: "a format 0 'kern' subtable of \(count) pairs")
        work += count
        guard work <= GlyphPositioningKerning.workLimit else {
          throw table.error(
            "'kern' table is too large (more than \(formatByteCount(GlyphPositioningKerning.workLimit)) pairs)")
        }
        for pair in 0..<count {
          let record = body + 8 + pair * 6
          let left = try table.int(record)
          let right = try table.int(record + 2)
          guard left < glyphCount, right < glyphCount else { continue }
          let key = UInt32(left << 16 | right)
          let value = Int32(try table.int16(record + 4))
          pairs[key] = overrides ? value : Int32(clamping: Int(pairs[key] ?? 0) + Int(value))
        }
      }
      // The 16-bit length of a large Microsoft subtable overflows; only the last subtable may be that large.
      guard index + 1 < subtableCount else { break }
      guard length >= headerSize else { throw table.error("'kern' subtable \(index) has length \(length)") }
      offset += length
    }
    return pairs.isEmpty ? [] : [[.pairs(pairs)]]
  }
}
