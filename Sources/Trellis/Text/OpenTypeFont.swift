import Foundation

/// The metrics of one OpenType (`OTTO`) or TrueType (`0x00010000`, `true`) font needed to measure text: vertical
/// metrics, the Unicode character map, glyph advances and pair kerning, all in font units (divide by ``unitsPerEm``
/// and multiply by the point size for points).
///
/// For a TrueType collection (`ttcf`) it reads the collection's first font. Kerning comes from the `GPOS` pair
/// adjustment lookups of the `kern` feature (script `latn`, else `DFLT`; every pair adjustment lookup when neither
/// has the feature), or from the legacy `kern` table when `GPOS` has none. Parsing checks every offset and count, so
/// arbitrary bytes give a ``FontFileError``, never a crash; lookups after that never fail.
public struct OpenTypeFont: Sendable {
  /// Font units per em, from `head`.
  public let unitsPerEm: Int
  /// The distance from the baseline to the top of the line, in font units (`hhea`).
  public let ascender: Int
  /// The distance from the baseline to the bottom of the line, negative below the baseline, in font units (`hhea`).
  public let descender: Int
  /// The extra space between lines, in font units (`hhea`).
  public let lineGap: Int
  /// The height of capital letters in font units (`OS/2` version 2 and later), or nil when the font does not give it.
  public let capHeight: Int?
  /// The height of lowercase `x` in font units (`OS/2` version 2 and later), or nil when the font does not give it.
  public let xHeight: Int?
  /// The weight, 100 (thin) to 900 (black), 400 regular (`OS/2` usWeightClass), or nil without an `OS/2` table.
  public let weightClass: Int?
  /// The typographic family name (name id 16), else the family name (name id 1), such as `Inter`.
  public let familyName: String?
  /// The PostScript name (name id 6), such as `Inter-Regular`.
  public let postScriptName: String?
  /// How many glyphs the font has (`maxp`); glyph ids run from 0 (`.notdef`) to `glyphCount - 1`.
  public let glyphCount: Int

  /// The `OS/2` typographic ascender, descender (negative) and line gap, when the table has them.
  let typoAscender: Int?
  let typoDescender: Int?
  let typoLineGap: Int?
  /// The file name or path the font was read from.
  let source: String
  /// The kerning as parsed, for inspection.
  let kerningTable: KerningTable
  private let characterMap: CharacterMap
  /// The advance of every glyph id below `glyphCount`.
  private let advances: [UInt16]

  /// Parses the font in `data`; `source` names it (a file name or path) in errors.
  ///
  /// - Throws: ``FontFileError`` when the bytes are not an OpenType or TrueType font, a required table (`head`,
  ///   `hhea`, `maxp`, `hmtx`, `cmap`) is missing, the `cmap` has no Unicode subtable, or any table is truncated
  ///   or points outside itself.
  public init(data: [UInt8], source: String) throws(FontFileError) {
    self.source = source
    let directory = try TableDirectory(bytes: data, source: source)

    let head = try directory.requiredTable("head")
    let magic = try head.uint32(12)
    guard magic == 0x5F0F_3CF5 else {
      throw head.error("table 'head' has magic number 0x\(String(magic, radix: 16)), not 0x5f0f3cf5")
    }
    unitsPerEm = try head.int(18)
    guard unitsPerEm > 0 else { throw head.error("table 'head' gives 0 units per em") }

    let maxp = try directory.requiredTable("maxp")
    glyphCount = try maxp.int(4)
    guard glyphCount > 0 else { throw maxp.error("table 'maxp' gives 0 glyphs") }

    let hhea = try directory.requiredTable("hhea")
    try hhea.require(0, 36, for: "the horizontal header")
    ascender = Int(try hhea.int16(4))
    descender = Int(try hhea.int16(6))
    lineGap = Int(try hhea.int16(8))
    let metricCount = try hhea.int(34)
    guard metricCount > 0 else { throw hhea.error("table 'hhea' gives 0 horizontal metrics (numberOfHMetrics)") }

    let hmtx = try directory.requiredTable("hmtx")
    let storedCount = min(metricCount, glyphCount)
    guard hmtx.contains(0, storedCount * 4) else {
      throw hmtx.error(
        "table 'hmtx' is truncated (\(formatByteCount(storedCount)) horizontal metrics need "
          + "\(formatByteCount(storedCount * 4)) bytes, table has \(formatByteCount(hmtx.count)))")
    }
    var advances = [UInt16](repeating: 0, count: glyphCount)
    for glyph in 0..<storedCount { advances[glyph] = try hmtx.uint16(glyph * 4) }
    for glyph in storedCount..<glyphCount { advances[glyph] = advances[storedCount - 1] }
    self.advances = advances

    characterMap = try CharacterMap(try directory.requiredTable("cmap"), glyphCount: glyphCount)

    if let os2 = try directory.table("OS/2") {
      let version = try os2.uint16(0)
      weightClass = try os2.int(4)
      if os2.count >= 74 {
        typoAscender = Int(try os2.int16(68))
        typoDescender = Int(try os2.int16(70))
        typoLineGap = Int(try os2.int16(72))
      } else {
        (typoAscender, typoDescender, typoLineGap) = (nil, nil, nil)
      }
      if version >= 2 {
        try os2.require(0, 90, for: "an 'OS/2' table of version \(version)")
        let xHeight = Int(try os2.int16(86))
        let capHeight = Int(try os2.int16(88))
        self.xHeight = xHeight > 0 ? xHeight : nil
        self.capHeight = capHeight > 0 ? capHeight : nil
      } else {
        (xHeight, capHeight) = (nil, nil)
      }
    } else {
      (weightClass, typoAscender, typoDescender, typoLineGap, xHeight, capHeight) = (nil, nil, nil, nil, nil, nil)
    }

    if let name = try directory.table("name") {
      let names = try FontNames(name)
      familyName = names.familyName
      postScriptName = names.postScriptName
    } else {
      (familyName, postScriptName) = (nil, nil)
    }

    var lookups: [[KerningTable.Subtable]] = []
    if let gpos = try directory.table("GPOS") {
      lookups = try GlyphPositioningKerning.lookups(gpos, glyphCount: glyphCount)
    }
    if lookups.isEmpty, let kern = try directory.table("kern") {
      lookups = try LegacyKerning.lookups(kern, glyphCount: glyphCount)
    }
    kerningTable = lookups.isEmpty ? .none : KerningTable(lookups: lookups)
  }

  /// Reads and parses the font file at `path`, which also names it in errors.
  ///
  /// - Throws: ``FontFileError`` when the file does not exist or cannot be read, or as ``init(data:source:)``.
  public init(contentsOfFile path: String) throws(FontFileError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FontFileError(source: path, message: "no such file")
    }
    guard !isDirectory.boolValue else { throw FontFileError(source: path, message: "is a directory, not a font file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontFileError(source: path, message: "the file cannot be read (permission denied or an I/O error)")
    }
    try self.init(data: [UInt8](data), source: path)
  }

  /// The glyph the font's character map gives `scalar`, or nil when it maps the scalar to no glyph.
  @inline(__always)
  public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    characterMap.glyph(for: scalar.value)
  }

  /// The horizontal advance of `glyph` in font units; 0 for a glyph id the font does not have.
  @inline(__always)
  public func advance(of glyph: UInt16) -> Int {
    Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
  }

  /// The change to the advance of `left` when `right` follows it, in font units (negative brings them closer); 0 when
  /// the font does not kern the pair.
  @inline(__always)
  public func kerning(between left: UInt16, and right: UInt16) -> Int {
    guard Int(left) < glyphCount, Int(right) < glyphCount else { return 0 }
    return kerningTable.value(Int(left), Int(right))
  }
}
