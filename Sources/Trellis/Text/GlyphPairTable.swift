/// An immutable hash table from a glyph pair key (`UInt32(left) << 16 | right`) to a kerning value, built once and
/// read with one multiplicative hash and linear probing over a flat array: no hashing of `Hasher`, no
/// per-lookup allocation.
struct GlyphPairTable: Sendable {
  /// Each slot holds `key << 32 | UInt32(bitPattern: value)`, or `empty`. Glyph ids are below 65,535, so the empty
  /// pattern (key 0xFFFF_FFFF, glyph 0xFFFF twice) is never a stored pair.
  private let slots: [UInt64]
  private let shift: UInt64
  /// How many pairs the table holds.
  let count: Int

  private static let empty = UInt64.max

  /// A table of `pairs`, at most half full.
  init(_ pairs: [UInt32: Int32]) {
    var bits: UInt64 = 4
    while (1 << bits) < pairs.count * 2 { bits += 1 }
    var slots = [UInt64](repeating: Self.empty, count: 1 << bits)
    let mask = slots.count - 1
    let shift = 64 - bits
    for (key, value) in pairs where key != UInt32.max {
      var slot = Self.slot(of: key, shift: shift)
      while slots[slot] != Self.empty { slot = (slot + 1) & mask }
      slots[slot] = UInt64(key) << 32 | UInt64(UInt32(bitPattern: value))
    }
    self.slots = slots
    self.shift = shift
    self.count = pairs.count
  }

  /// The value of the pair with this key, or nil when the table lacks it.
  @inline(__always)
  func value(for key: UInt32) -> Int32? {
    let mask = slots.count - 1
    var slot = Self.slot(of: key, shift: shift)
    while true {
      let entry = slots[slot]
      if entry == Self.empty { return nil }
      if entry >> 32 == UInt64(key) { return Int32(bitPattern: UInt32(truncatingIfNeeded: entry)) }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func slot(of key: UInt32, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }
}
