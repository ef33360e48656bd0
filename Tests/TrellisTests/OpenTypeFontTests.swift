import Foundation
import Testing

@testable import Trellis

/// The font parser on the shipped Inter faces (values checked against python fontTools 4.68 reading the same files)
/// and on small fonts built here for the paths Inter does not use (TrueType, format 4 `cmap`, legacy `kern`,
/// Extension lookups, collections, Mac Roman names), plus malformed input that must throw, never crash.
@Suite struct OpenTypeFontTests {
  // MARK: Inter as shipped

  @Test func interRegularMetrics() throws {
    let font = try BundledFont.regular.font()
    #expect(font.unitsPerEm == 2816)
    #expect(font.ascender == 2728)
    #expect(font.descender == -680)
    #expect(font.lineGap == 0)
    #expect(font.capHeight == 2048)
    #expect(font.xHeight == 1536)
    #expect(font.weightClass == 400)
    #expect(font.glyphCount == 2548)
    #expect(font.familyName == "Inter")
    #expect(font.postScriptName == "Inter-Regular")
    #expect(font.typoAscender == 2728)
    #expect(font.typoDescender == -680)
    #expect(font.typoLineGap == 0)
    // shared/reference/DEVICES.md §4.1: line height 20.574 pt, cap height 12.364 pt, x-height 9.273 pt at 17 pt.
    let scale = 17.0 / Double(font.unitsPerEm)
    #expect(abs(Double(font.ascender - font.descender + font.lineGap) * scale - 20.574) < 0.001)
    #expect(abs(Double(font.capHeight ?? 0) * scale - 12.364) < 0.001)
    #expect(abs(Double(font.xHeight ?? 0) * scale - 9.273) < 0.001)
  }

  @Test(arguments: [
    (BundledFont.regular, "Inter-Regular", 2084, 1904, -192, -224),
    (BundledFont.medium, "Inter-Medium", 2090, 1971, -213, -224),
    (BundledFont.semibold, "Inter-SemiBold", 2095, 2038, -234, -224),
    (BundledFont.bold, "Inter-Bold", 2101, 2106, -254, -224),
  ])
  func everyShippedFace(
    face: BundledFont, postScriptName: String, advanceH: Int, advanceA: Int, kernAV: Int, kernTo: Int
  ) throws {
    let font = try face.font()
    #expect(font.weightClass == face.weight)
    #expect(font.familyName == "Inter")
    #expect(font.postScriptName == postScriptName)
    #expect(font.unitsPerEm == 2816)
    #expect(font.ascender == 2728 && font.descender == -680)
    #expect(advance(font, "H") == advanceH)
    #expect(advance(font, "A") == advanceA)
    #expect(kerning(font, "AV") == kernAV)
    #expect(kerning(font, "To") == kernTo)
  }

  @Test(
    arguments: [
      ("A", 2, 1904), ("H", 161, 2084), ("T", 409, 1808), ("V", 453, 1904), ("e", 612, 1640), ("l", 723, 668),
      ("o", 775, 1680), (" ", 1682, 792), ("ı", 680, 668), ("π", 1153, 1776), ("Ж", 1025, 2672), ("€", 1270, 1872),
      ("\u{E000}", 1763, 2960), ("\u{1F12F}", 1458, 2576),
    ] as [(Unicode.Scalar, UInt16, Int)])
  func interRegularGlyphsAndAdvances(scalar: Unicode.Scalar, glyph: UInt16, advance: Int) throws {
    let font = try BundledFont.regular.font()
    #expect(font.glyph(for: scalar) == glyph)
    #expect(font.advance(of: glyph) == advance)
  }

  @Test func unmappedScalarsAndUnknownGlyphs() throws {
    let font = try BundledFont.regular.font()
    for scalar: Unicode.Scalar in ["\u{0}", "\u{7F}", "\u{600}", "\u{FFFD}", "一", "\u{10FFFF}"] {
      #expect(font.glyph(for: scalar) == nil)
    }
    #expect(font.advance(of: 2548) == 0)
    #expect(font.advance(of: .max) == 0)
    #expect(font.kerning(between: .max, and: .max) == 0)
    #expect(font.kerning(between: 2, and: 2548) == 0)
    // Glyphs past numberOfHMetrics (2547) take the last advance.
    #expect(font.advance(of: 2547) == font.advance(of: 2546))
  }

  /// Pairs from both GPOS subtables of Inter Regular's `kern` lookup: class-based (format 2) and explicit (format 1),
  /// as fontTools reads them.
  @Test(arguments: [
    ("AV", -192), ("VA", -176), ("To", -224), ("Ta", -208), ("LT", -272), ("Yo", -216), ("AT", -240), ("r.", -176),
    ("F.", -96), ("T/", -224), ("H_", 96), ("He", 0), ("el", 0), ("ll", 0), ("lo", 0),
  ])
  func interRegularKerning(pair: String, value: Int) throws {
    #expect(kerning(try BundledFont.regular.font(), pair) == value)
  }

  @Test func interRegularKerningTableShape() throws {
    let table = try BundledFont.regular.font().kerningTable
    #expect(table.pairCount == 15693)
    #expect(table.classSubtableCount == 1)
  }

  /// shared/reference/DEVICES.md §4.1 measured "Hello" in Inter Regular at 17 pt as 40.689 pt (6,740 units; Inter
  /// kerns none of its pairs).
  @Test func helloAtSeventeenPoints() throws {
    let font = try BundledFont.regular.font()
    #expect(abs(width(font, "Hello", pointSize: 17) - 40.689) < 0.0005)
    #expect(width(font, "Hello", pointSize: Double(font.unitsPerEm)) == 6740)
    // "AVATAR" kerns AV, VA, AT, TA: 6 advances minus the pairs.
    let units = width(font, "AVATAR", pointSize: Double(font.unitsPerEm))
    let advances = "AVATAR".unicodeScalars.map { advance(font, String($0)) }.reduce(0, +)
    #expect(
      Int(units) == advances + kerning(font, "AV") + kerning(font, "VA") + kerning(font, "AT")
        + kerning(font, "TA") + kerning(font, "AR"))
    #expect(Int(units) < advances)
  }

  @Test func readsFromAPath() throws {
    let url = try #require(Bundle.module.url(forResource: "Inter-Bold", withExtension: "otf", subdirectory: "Fonts"))
    let font = try OpenTypeFont(contentsOfFile: url.path)
    #expect(font.postScriptName == "Inter-Bold")
    #expect(font.source == url.path)
  }

  // MARK: Malformed input

  @Test func emptyData() {
    let error = parseError([], source: "empty.otf")
    #expect(error?.source == "empty.otf")
    #expect(error?.message == "empty file (0 bytes); not an OpenType or TrueType font")
  }

  @Test(
    arguments: [
      (
        [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00], "Inter.zip",
        "Inter.zip: not an OpenType or TrueType font (starts with 'PK\\u{3}\\u{4}')"
      ),
      (
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48], "logo.png",
        "logo.png: not an OpenType or TrueType font (starts with '\\u{89}PNG')"
      ),
      (
        Array("wOF2\0\u{1}\0\0\0\0\0\0\0\0".utf8), "Inter.woff2",
        "Inter.woff2: a WOFF web font (starts with 'wOF2'); only uncompressed OpenType and TrueType fonts are supported"
      ),
      (
        [0x00, 0x01, 0x00], "short.ttf",
        "short.ttf: too short for an OpenType or TrueType font (3 bytes starting with '\\u{0}\\u{1}\\u{0}'; the header "
          + "alone needs 12)"
      ),
    ] as [([UInt8], String, String)])
  func foreignFormats(bytes: [UInt8], source: String, description: String) {
    #expect(parseError(bytes, source: source)?.description == description)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func randomBytes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = Int(random.next() % 4096)
    var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    #expect(parseError(bytes, source: "random") != nil)
    // The same garbage behind a valid signature and table count must fail on a table, not crash.
    if bytes.count >= 12 {
      bytes.replaceSubrange(0..<6, with: [0x4F, 0x54, 0x54, 0x4F, 0x00, 0x0C])
      #expect(parseError(bytes, source: "random") != nil)
    }
  }

  /// Every prefix of the real font at 97 lengths: each throws (or, for the whole file, parses); none crashes.
  @Test func truncatedCopies() throws {
    let bytes = try interRegularBytes()
    var failures = 0
    for step in 0...96 {
      let length = bytes.count * step / 96
      if let error = parseError(Array(bytes[0..<length]), source: "Inter-Regular.otf") {
        failures += 1
        #expect(error.source == "Inter-Regular.otf")
        if length > 1000 { #expect(error.message.contains("truncated"), "\(error)") }
      }
    }
    #expect(failures == 96)
    // hmtx is the file's last table, followed by 2 bytes of padding.
    #expect(
      parseError(Array(bytes.dropLast(3)), source: "x")?.message
        == "table 'hmtx' is truncated (needs 10,190 bytes at offset 248,800, file has 258,989)")
  }

  /// Random bytes overwritten inside the real font (offsets, counts, formats): parsing throws or succeeds, and a
  /// font that parses answers every lookup without trapping.
  @Test(arguments: 0..<8)
  func corruptedCopies(seed: UInt64) throws {
    let original = try interRegularBytes()
    var random = SplitMix64(seed: seed)
    let probe = Array("AVTo Hello ÿ€".unicodeScalars)
    for _ in 0..<12 {
      var bytes = original
      for _ in 0..<(1 + random.next() % 8) {
        let position = Int(random.next() % UInt64(bytes.count))
        bytes[position] = UInt8(truncatingIfNeeded: random.next())
      }
      guard let font = try? OpenTypeFont(data: bytes, source: "corrupt") else { continue }
      for left in probe {
        for right in probe {
          let first = font.glyph(for: left) ?? 0
          let second = font.glyph(for: right) ?? 0
          _ = font.advance(of: first) + font.kerning(between: first, and: second)
        }
      }
    }
  }

  @Test func missingAndUnreadableFiles() {
    let path = "/nonexistent/Trellis/Inter-Regular.otf"
    #expect(throws: FontFileError(source: path, message: "no such file")) {
      try OpenTypeFont(contentsOfFile: path)
    }
    #expect(throws: FontFileError(source: "/tmp", message: "is a directory, not a font file")) {
      try OpenTypeFont(contentsOfFile: "/tmp")
    }
  }

  @Test func missingRequiredTable() throws {
    var tables = SyntheticFont.tables()
    tables["hmtx"] = nil
    #expect(parseError(SyntheticFont.file(tables), source: "a.ttf")?.message == "required table 'hmtx' is missing")
  }

  @Test func truncatedMetricsTable() throws {
    var tables = SyntheticFont.tables()
    tables["hmtx"] = Array(tables["hmtx"]![0..<10])
    #expect(
      parseError(SyntheticFont.file(tables), source: "a.ttf")?.message
        == "table 'hmtx' is truncated (3 horizontal metrics need 12 bytes, table has 10)")
  }

  @Test func noUnicodeCharacterMap() throws {
    var tables = SyntheticFont.tables()
    // One encoding record, Macintosh Roman (1, 0), format 0.
    tables["cmap"] = be16(0, 1, 1, 0) + be32(12) + be16(0, 262, 0) + [UInt8](repeating: 0, count: 256)
    #expect(
      parseError(SyntheticFont.file(tables), source: "mac.ttf")?.description
        == "mac.ttf: no 'cmap' subtable for Unicode (format 4 or 12 for platform 3 encoding 1 or 10, or platform 0)")
  }

  @Test func tableOutsideTheFile() throws {
    var bytes = SyntheticFont.file(SyntheticFont.tables())
    // The first directory record ('cmap', sorted first) claims 1,200 bytes at offset 600,000.
    bytes.replaceSubrange(20..<28, with: be32(600_000) + be32(1200))
    #expect(
      parseError(bytes, source: "a.ttf")?.message
        == "table 'cmap' is truncated (needs 1,200 bytes at offset 600,000, file has \(formatByteCount(bytes.count)))")
  }

  /// Counts far larger than the bytes behind them throw instead of allocating or looping.
  @Test(arguments: ["kern pairs", "pair set", "class matrix", "coverage", "cmap segments", "lookups"])
  func hugeCounts(structure: String) throws {
    var tables = SyntheticFont.tables(kerning: .gpos(feature: "kern"))
    var gpos = tables["GPOS"]!
    switch structure {
    case "kern pairs":
      tables = SyntheticFont.tables(kerning: .legacy)
      tables["kern"]!.replace(at: 10, with: be16(0xFFFF))
    case "pair set": gpos.replace(at: SyntheticFont.pairValueCountOffset, with: be16(0xFFFF))
    case "class matrix": gpos.replace(at: SyntheticFont.class1CountOffset, with: be16(0xFFFF, 0xFFFF))
    case "coverage": gpos.replace(at: SyntheticFont.coverageCountOffset, with: be16(0xFFFF))
    case "cmap segments": tables["cmap"]!.replace(at: 18, with: be16(0xFFFE))
    default: gpos.replace(at: SyntheticFont.lookupCountOffset, with: be16(0xFFFF))
    }
    if structure != "kern pairs" && structure != "cmap segments" { tables["GPOS"] = gpos }
    let error = try #require(parseError(SyntheticFont.file(tables), source: "huge.ttf"))
    #expect(error.message.contains("too short"), "\(error)")
  }

  // MARK: Built fonts for the paths Inter does not take

  @Test func trueTypeWithLegacyKerning() throws {
    let font = try OpenTypeFont(data: SyntheticFont.file(SyntheticFont.tables(kerning: .legacy)), source: "t.ttf")
    #expect(font.unitsPerEm == 1000)
    #expect((font.ascender, font.descender, font.lineGap) == (800, -200, 90))
    #expect(font.glyphCount == 6)
    #expect(font.weightClass == nil && font.capHeight == nil && font.xHeight == nil)
    #expect(font.familyName == "Café")
    #expect(font.postScriptName == "Cafe-Regular")
    // Format 4: delta segments (A, o, é) and a glyph-array segment (T → 3, U unmapped, V → 2).
    #expect(["A", "V", "T", "o", "é"].map { font.glyph(for: $0) } == [1, 2, 3, 4, 5])
    #expect(font.glyph(for: "U") == nil)
    #expect(font.glyph(for: "B") == nil)
    #expect((0..<6).map { font.advance(of: $0) } == [500, 600, 700, 700, 700, 700])
    #expect(font.kerning(between: 1, and: 2) == -80)
    #expect(font.kerning(between: 3, and: 4) == -60)
    #expect(font.kerning(between: 2, and: 1) == 0)
  }

  /// A registered font's line is its ascender and descender, its line gap left out as UIKit's labels leave it.
  @Test func registeredFontLeavesTheLineGapOut() throws {
    let font = try OpenTypeFont(data: SyntheticFont.file(SyntheticFont.tables(kerning: .legacy)), source: "t.ttf")
    let measurer = FontTextMeasurer()
    measurer.register(font, as: "Cafe-Regular")
    let metrics = measurer.lineMetrics(for: Font(name: "Cafe-Regular", size: 10))
    #expect(metrics == LineMetrics(ascender: 8, descender: 2, leading: 0))
    #expect(metrics.lineHeight == 10)
  }

  @Test func gposThroughTheKernFeature() throws {
    let font = try OpenTypeFont(
      data: SyntheticFont.file(SyntheticFont.tables(kerning: .gpos(feature: "kern"))), source: "g.ttf")
    // Lookup 0 (Extension → PairPos 1, ValueFormat XPlacement | XAdvance): only the first record's XAdvance.
    #expect(font.kerning(between: 1, and: 2) == -70)
    // Lookup 1 (PairPos 2): T before class 1 (o, é).
    #expect(font.kerning(between: 3, and: 4) == -55)
    #expect(font.kerning(between: 3, and: 5) == -55)
    #expect(font.kerning(between: 3, and: 1) == 0)
    // Lookup 2 is not in the feature; the legacy table is ignored when GPOS kerns.
    #expect(font.kerning(between: 2, and: 1) == 0)
  }

  @Test func gposWithoutKernFeatureUsesEveryPairLookup() throws {
    let font = try OpenTypeFont(
      data: SyntheticFont.file(SyntheticFont.tables(kerning: .gpos(feature: "mark"))), source: "g.ttf")
    #expect(font.kerning(between: 1, and: 2) == -70)
    #expect(font.kerning(between: 3, and: 4) == -55)
    #expect(font.kerning(between: 2, and: 1) == -999)
  }

  @Test func syntheticPositioningLayout() throws {
    let gpos = try #require(SyntheticFont.tables(kerning: .gpos(feature: "kern"))["GPOS"])
    func value(_ offset: Int) -> Int { Int(gpos[offset]) << 8 | Int(gpos[offset + 1]) }
    #expect(value(8) == SyntheticFont.lookupCountOffset)
    #expect(value(SyntheticFont.lookupCountOffset) == 3)
    #expect(value(SyntheticFont.pairValueCountOffset) == 1)
    #expect(value(SyntheticFont.coverageCountOffset) == 1)
    #expect(value(SyntheticFont.class1CountOffset) == 2)
    #expect(value(SyntheticFont.class1CountOffset + 2) == 2)
  }

  @Test func collectionTakesItsFirstFont() throws {
    let font = try OpenTypeFont(data: SyntheticFont.collection(SyntheticFont.tables(kerning: .legacy)), source: "c.ttc")
    #expect(font.postScriptName == "Cafe-Regular")
    #expect(font.kerning(between: 1, and: 2) == -80)
    #expect(
      parseError(Array("ttcf".utf8) + be16(1, 0) + be32(0) + be32(0), source: "c.ttc")?.message
        == "TrueType collection holds no fonts")
  }

  // MARK: Helpers

  private func interRegularBytes() throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: "Inter-Regular", withExtension: "otf", subdirectory: "Fonts"))
    return [UInt8](try Data(contentsOf: url))
  }

  private func parseError(_ bytes: [UInt8], source: String) -> FontFileError? {
    do {
      _ = try OpenTypeFont(data: bytes, source: source)
      return nil
    } catch {
      return error
    }
  }

  private func advance(_ font: OpenTypeFont, _ character: String) -> Int {
    font.advance(of: font.glyph(for: character.unicodeScalars.first!) ?? 0)
  }

  private func kerning(_ font: OpenTypeFont, _ pair: String) -> Int {
    let scalars = Array(pair.unicodeScalars)
    return font.kerning(between: font.glyph(for: scalars[0]) ?? 0, and: font.glyph(for: scalars[1]) ?? 0)
  }

  /// Advances plus pair kerning, no tracking, in points.
  private func width(_ font: OpenTypeFont, _ text: String, pointSize: Double) -> Double {
    var units = 0
    var previous: UInt16?
    for scalar in text.unicodeScalars {
      let glyph = font.glyph(for: scalar) ?? 0
      units += font.advance(of: glyph)
      if let previous { units += font.kerning(between: previous, and: glyph) }
      previous = glyph
    }
    return Double(units) * pointSize / Double(font.unitsPerEm)
  }
}

// MARK: Fonts built byte by byte

private func be16(_ values: Int...) -> [UInt8] {
  values.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
}

private func be32(_ value: Int) -> [UInt8] {
  [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}

extension [UInt8] {
  /// Overwrites the bytes at `offset` with `bytes`.
  fileprivate mutating func replace(at offset: Int, with bytes: [UInt8]) {
    replaceSubrange(offset..<(offset + bytes.count), with: bytes)
  }
}

/// A six-glyph TrueType font: .notdef, A, V, T, o, é (glyphs 0–5), 1,000 units per em.
private enum SyntheticFont {
  enum Kerning {
    /// A Microsoft `kern` table: A V −80, T o −60.
    case legacy
    /// A `GPOS` whose script `latn` has a feature with this tag on lookups 0 and 1, plus the `kern` table above:
    /// lookup 0: Extension → PairPos 1, A V (XPlacement 11, XAdvance −70; second record XAdvance 99);
    /// lookup 1: PairPos 2, Coverage 2 {T}, ClassDef 1 {T: 1}, ClassDef 2 {o, é: 1}, T × class 1 = −55;
    /// lookup 2: PairPos 1, V A −999 (in no feature).
    case gpos(feature: String)
  }

  static func tables(kerning: Kerning = .legacy) -> [String: [UInt8]] {
    var tables: [String: [UInt8]] = [:]
    var head = [UInt8](repeating: 0, count: 54)
    head.replaceSubrange(0..<4, with: be32(0x0001_0000))
    head.replaceSubrange(12..<16, with: be32(0x5F0F_3CF5))
    head.replaceSubrange(18..<20, with: be16(1000))
    tables["head"] = head
    var hhea = [UInt8](repeating: 0, count: 36)
    hhea.replaceSubrange(0..<10, with: be32(0x0001_0000) + be16(800, -200, 90))
    hhea.replaceSubrange(34..<36, with: be16(3))
    tables["hhea"] = hhea
    tables["maxp"] = be32(0x0000_5000) + be16(6)
    tables["hmtx"] = be16(500, 10, 600, 20, 700, 30, 40, 50, 60)
    tables["cmap"] = characterMap()
    tables["name"] = names()
    tables["kern"] = be16(0, 1) + be16(0, 6 + 8 + 12, 0x0001) + be16(2, 12, 1, 0) + be16(1, 2, -80) + be16(3, 4, -60)
    if case .gpos(let feature) = kerning { tables["GPOS"] = positioning(feature: feature) }
    return tables
  }

  /// Format 4: A (delta), T–V (glyph array: 3, 0, 2), o and é (delta), and the closing 0xFFFF segment.
  private static func characterMap() -> [UInt8] {
    let starts = [0x41, 0x54, 0x6F, 0xE9, 0xFFFF]
    let ends = [0x41, 0x56, 0x6F, 0xE9, 0xFFFF]
    let deltas = [1 - 0x41, 0, 4 - 0x6F, 5 - 0xE9, 1]
    // Segment 1's idRangeOffset points from its own slot to the glyph array after the five slots: 4 slots on.
    let rangeOffsets = [0, 8, 0, 0, 0]
    let glyphArray = [3, 0, 2]
    let segments = starts.count
    var subtable = be16(4, 0, 0, segments * 2, 8, 2, 2) + ends.flatMap { be16($0) } + be16(0)
    subtable += starts.flatMap { be16($0) } + deltas.flatMap { be16($0) } + rangeOffsets.flatMap { be16($0) }
    subtable += glyphArray.flatMap { be16($0) }
    subtable.replaceSubrange(2..<4, with: be16(subtable.count))
    return be16(0, 1, 3, 1) + be32(12) + subtable
  }

  /// Mac Roman family "Caf\u{8E}" (é) and PostScript name "Cafe-Regular".
  private static func names() -> [UInt8] {
    let family: [UInt8] = Array("Caf".utf8) + [0x8E]
    let postScript = Array("Cafe-Regular".utf8)
    return be16(0, 2, 6 + 24) + be16(1, 0, 0, 1, family.count, 0) + be16(1, 0, 0, 6, postScript.count, family.count)
      + family + postScript
  }

  /// Offsets of counts inside `positioning`, for the hostile-count tests.
  /// GPOS header 10, ScriptList 20, FeatureList 16; the LookupList header 8, lookup 0 (44 bytes: lookup 8, Extension
  /// 8, PairPos 28), lookup 1 (header 8, then PairPos).
  static let lookupCountOffset = lookupListOffset
  static let pairValueCountOffset = lookupListOffset + 8 + 8 + 8 + 18
  static let coverageCountOffset = lookupListOffset + 8 + 8 + 8 + 12 + 2
  static let class1CountOffset = lookupListOffset + 8 + 44 + 8 + 12
  private static let lookupListOffset = 10 + 20 + 16

  private static func positioning(feature: String) -> [UInt8] {
    // ScriptList: 'latn' → Script (default LangSys at +4, no others) → LangSys (feature 0).
    let scriptList = be16(1) + Array("latn".utf8) + be16(8) + be16(4, 0) + be16(0, 0xFFFF, 1, 0)
    // FeatureList: one feature → lookups 0 and 1.
    let featureList = be16(1) + Array(feature.utf8) + be16(8) + be16(0, 2, 0, 1)
    // Lookup 0: Extension (type 9) → PairPos format 1: coverage {A}, ValueFormat1 0x0005, ValueFormat2 0x0004.
    let pairs1 = be16(1, 12, 0x0005, 0x0004, 1, 18) + be16(1, 1, 1) + be16(1, 2, 11, -70, 99)
    let lookup0 = be16(9, 0, 1, 8) + be16(1, 2) + be32(8) + pairs1
    // Lookup 1: PairPos format 2.
    let pairs2 =
      be16(2, 24, 0x0004, 0, 34, 42, 2, 2) + be16(0, 0, 0, -55) + be16(2, 1, 3, 3, 0) + be16(1, 3, 1, 1)
      + be16(2, 1, 4, 5, 1)
    let lookup1 = be16(2, 0, 1, 8) + pairs2
    // Lookup 2: PairPos format 1, V A −999.
    let lookup2 = be16(2, 0, 1, 8) + be16(1, 12, 0x0004, 0, 1, 18) + be16(1, 1, 2) + be16(1, 1, -999)
    let lookupList = be16(3, 8, 8 + lookup0.count, 8 + lookup0.count + lookup1.count) + lookup0 + lookup1 + lookup2
    let header = be16(1, 0, 10, 10 + scriptList.count, 10 + scriptList.count + featureList.count)
    return header + scriptList + featureList + lookupList
  }

  /// An sfnt file (version 0x00010000) of `tables`, its directory at `base` in the file that will hold it.
  static func file(_ tables: [String: [UInt8]], base: Int = 0) -> [UInt8] {
    let tags = tables.keys.sorted()
    var directory = be32(0x0001_0000) + be16(tags.count, 0, 0, 0)
    var body: [UInt8] = []
    let bodyStart = base + 12 + tags.count * 16
    for tag in tags {
      let table = tables[tag]!
      directory += Array(tag.utf8) + be32(0) + be32(bodyStart + body.count) + be32(table.count)
      body += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
    }
    return directory + body
  }

  /// A TrueType collection holding the font of `tables` twice.
  static func collection(_ tables: [String: [UInt8]]) -> [UInt8] {
    let header = Array("ttcf".utf8) + be16(1, 0) + be32(2) + be32(20) + be32(20)
    return header + file(tables, base: header.count)
  }
}

/// A small deterministic random number generator for the malformed-input tests.
private struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
