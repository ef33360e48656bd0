/// The table directory of an sfnt font (OpenType with CFF outlines `OTTO`, TrueType `0x00010000` or `true`): where
/// each table lies in the file. For a TrueType collection (`ttcf`) it is the directory of the collection's first font.
struct TableDirectory: Sendable {
  private let file: FontTable
  private var records: [String: (offset: Int, length: Int)] = [:]

  /// Reads the header of `bytes`; throws for empty, short or foreign files and a truncated directory.
  init(bytes: [UInt8], source: String) throws(FontFileError) {
    file = FontTable(file: bytes, source: source)
    guard !bytes.isEmpty else { throw file.error("empty file (0 bytes); not an OpenType or TrueType font") }
    guard bytes.count >= 12 else {
      throw file.error(
        "too short for an OpenType or TrueType font (\(bytes.count) bytes starting with "
          + "\(quotedSignature(bytes.prefix(4))); the header alone needs 12)")
    }
    var directoryOffset = 0
    var version = try file.uint32(0)
    if version == Self.collectionTag {
      let fontCount = try file.int32(8)
      guard fontCount > 0 else { throw file.error("TrueType collection holds no fonts") }
      directoryOffset = try file.int32(12)
      guard file.contains(directoryOffset, 12) else {
        throw file.error(
          "TrueType collection's first font is truncated (needs 12 bytes at offset "
            + "\(formatByteCount(directoryOffset)), file has \(formatByteCount(bytes.count)))")
      }
      version = try file.uint32(directoryOffset)
    }
    guard Self.sfntVersions.contains(version) else { throw file.error(Self.foreignFormat(bytes, at: directoryOffset)) }
    let tableCount = try file.int(directoryOffset + 4)
    let recordsOffset = directoryOffset + 12
    guard file.contains(recordsOffset, tableCount * 16) else {
      throw file.error(
        "table directory is truncated (\(tableCount) tables need \(formatByteCount(recordsOffset + tableCount * 16))"
          + " bytes, file has \(formatByteCount(bytes.count)))")
    }
    for index in 0..<tableCount {
      let record = recordsOffset + index * 16
      let tag = try file.tag(record)
      if records[tag] == nil {
        records[tag] = (try file.int32(record + 8), try file.int32(record + 12))
      }
    }
  }

  /// The table with this tag, or nil when the font has none; throws if the directory places it outside the file.
  func table(_ tag: String) throws(FontFileError) -> FontTable? {
    guard let (offset, length) = records[tag] else { return nil }
    guard file.contains(offset, length) else {
      throw file.error(
        "table '\(tag)' is truncated (needs \(formatByteCount(length)) bytes at offset \(formatByteCount(offset)),"
          + " file has \(formatByteCount(file.count)))")
    }
    return FontTable(bytes: file.bytes, start: offset, count: length, name: tag, source: file.source)
  }

  /// The table with this tag; throws when the font lacks it.
  func requiredTable(_ tag: String) throws(FontFileError) -> FontTable {
    guard let table = try table(tag) else { throw file.error("required table '\(tag)' is missing") }
    return table
  }

  private static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'
  private static let sfntVersions: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]  // 1.0, 'OTTO', 'true'

  /// Why bytes that start with an unknown signature are not a font, naming formats people mistake for fonts.
  private static func foreignFormat(_ bytes: [UInt8], at offset: Int) -> String {
    let signature = bytes[offset..<min(offset + 4, bytes.count)]
    let quoted = quotedSignature(signature)
    switch Array(signature) {
    case Array("wOFF".utf8), Array("wOF2".utf8):
      return "a WOFF web font (starts with \(quoted)); only uncompressed OpenType and TrueType fonts are supported"
    case [0x74, 0x79, 0x70, 0x31]:  // 'typ1'
      return "an Apple Type 1 font (starts with \(quoted)); only OpenType and TrueType fonts are supported"
    default:
      return "not an OpenType or TrueType font (starts with \(quoted))"
    }
  }
}
