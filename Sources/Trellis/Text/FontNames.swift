/// The family and PostScript names from the font's `name` table.
struct FontNames: Sendable {
  /// The typographic family (name id 16), else the family (name id 1), such as `Inter`.
  var familyName: String?
  /// The PostScript name (name id 6), such as `Inter-Regular`.
  var postScriptName: String?

  /// Reads `table`, preferring Windows (platform 3) English names, then other Windows and Unicode (platform 0) names,
  /// both UTF-16BE, then Macintosh Roman (platform 1 encoding 0) names; names in other encodings are skipped.
  init(_ table: FontTable) throws(FontFileError) {
    let recordCount = try table.int(2)
    let storage = try table.int(4)
    try table.require(6, recordCount * 12, for: "\(recordCount) name records")
    var best: [Int: (rank: Int, offset: Int, length: Int, macRoman: Bool)] = [:]
    for index in 0..<recordCount {
      let record = 6 + index * 12
      let nameID = try table.int(record + 6)
      guard nameID == 1 || nameID == 6 || nameID == 16 else { continue }
      let platform = try table.int(record)
      let encoding = try table.int(record + 2)
      let language = try table.int(record + 4)
      let rank: Int
      switch (platform, encoding) {
      case (3, 0), (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
      case (0, _): rank = 2
      case (1, 0): rank = language == 0 ? 3 : 4
      default: continue
      }
      if let current = best[nameID], current.rank <= rank { continue }
      let length = try table.int(record + 8)
      let offset = storage + (try table.int(record + 10))
      try table.require(offset, length, for: "name id \(nameID) (record \(index))")
      best[nameID] = (rank, offset, length, platform == 1)
    }
    func decode(_ nameID: Int) throws(FontFileError) -> String? {
      guard let name = best[nameID] else { return nil }
      let bytes = try table.slice(name.offset, name.length)
      let text: String
      if name.macRoman {
        text = String(String.UnicodeScalarView(bytes.map { Self.macRoman($0) }))
      } else {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
          units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
          index += 2
        }
        text = String(decoding: units, as: UTF16.self)
      }
      return text.isEmpty ? nil : text
    }
    familyName = try decode(16)
    if familyName == nil { familyName = try decode(1) }
    postScriptName = try decode(6)
  }

  /// The Unicode scalar of a Mac OS Roman byte.
  private static func macRoman(_ byte: UInt8) -> Unicode.Scalar {
    guard byte >= 0x80 else { return Unicode.Scalar(byte) }
    return Unicode.Scalar(macRomanHigh[Int(byte) - 0x80]) ?? "\u{FFFD}"
  }

  /// Mac OS Roman 0x80–0xFF (Apple's mapping, with the euro sign at 0xDB).
  private static let macRomanHigh: [UInt16] = [
    0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2,
    0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8, 0x00EA, 0x00EB, 0x00ED, 0x00EC,
    0x00EE, 0x00EF, 0x00F1, 0x00F3, 0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9,
    0x00FB, 0x00FC, 0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
    0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8, 0x221E, 0x00B1,
    0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA,
    0x00BA, 0x03A9, 0x00E6, 0x00F8, 0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248,
    0x2206, 0x00AB, 0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
    0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178,
    0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x2021, 0x00B7, 0x201A, 0x201E,
    0x2030, 0x00C2, 0x00CA, 0x00C1, 0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC,
    0x00D3, 0x00D4, 0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
    0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
  ]
}
