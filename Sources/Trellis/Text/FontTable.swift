/// One table of a font file (or the file itself), read big-endian with every access bounds-checked: a read outside
/// the table throws ``FontFileError`` naming the table, never traps.
struct FontTable: Sendable {
  /// The whole file.
  let bytes: [UInt8]
  /// Where the table starts in `bytes`, and its length; `start + count <= bytes.count` always holds.
  let start: Int
  let count: Int
  /// The table's tag (`hmtx`), or a description such as `file header` for the file itself.
  let name: String
  let source: String

  /// The whole file as one table.
  init(file bytes: [UInt8], source: String) {
    self.bytes = bytes
    self.start = 0
    self.count = bytes.count
    self.name = "file"
    self.source = source
  }

  /// A table at `start` with `count` bytes; the caller has checked they lie inside `bytes`.
  init(bytes: [UInt8], start: Int, count: Int, name: String, source: String) {
    self.bytes = bytes
    self.start = start
    self.count = count
    self.name = name
    self.source = source
  }

  /// An error about this file.
  func error(_ message: String) -> FontFileError {
    FontFileError(source: source, message: message)
  }

  /// Throws unless `length` bytes at `offset` lie inside the table; `what` names the structure for the message.
  func require(_ offset: Int, _ length: Int, for what: @autoclosure () -> String) throws(FontFileError) {
    guard offset >= 0, length >= 0, offset <= count - length else {
      throw error(
        "table '\(name)' is too short for \(what()) (needs \(formatByteCount(length)) bytes at offset "
          + "\(formatByteCount(offset)), table has \(formatByteCount(count)))")
    }
  }

  /// Whether `length` bytes at `offset` lie inside the table.
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count - length
  }

  private func check(_ offset: Int, _ length: Int) throws(FontFileError) {
    guard contains(offset, length) else {
      throw error(
        "table '\(name)': offset \(formatByteCount(offset)) points outside the table (\(formatByteCount(count)) bytes)")
    }
  }

  func uint16(_ offset: Int) throws(FontFileError) -> UInt16 {
    try check(offset, 2)
    return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
  }

  func int16(_ offset: Int) throws(FontFileError) -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  func uint32(_ offset: Int) throws(FontFileError) -> UInt32 {
    try check(offset, 4)
    let base = start + offset
    return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8
      | UInt32(bytes[base + 3])
  }

  /// A 16-bit value as an `Int`, for counts and offsets.
  func int(_ offset: Int) throws(FontFileError) -> Int { Int(try uint16(offset)) }

  /// A 32-bit value as an `Int`, for counts and offsets.
  func int32(_ offset: Int) throws(FontFileError) -> Int { Int(try uint32(offset)) }

  /// A four-character tag at `offset`, such as `kern`.
  func tag(_ offset: Int) throws(FontFileError) -> String {
    try check(offset, 4)
    return String(decoding: bytes[(start + offset)..<(start + offset + 4)], as: Unicode.ASCII.self)
  }

  /// The bytes at `offset..<offset + length` inside the table.
  func slice(_ offset: Int, _ length: Int) throws(FontFileError) -> ArraySlice<UInt8> {
    try check(offset, length)
    return bytes[(start + offset)..<(start + offset + length)]
  }
}
