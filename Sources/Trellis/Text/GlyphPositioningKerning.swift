/// The pair kerning of a `GPOS` table: lookups of type 2 (pair adjustment, formats 1 and 2), also when wrapped in
/// Extension lookups (type 9), keeping only the XAdvance of each pair's first value record.
///
/// The lookups are those of the `kern` feature in the default language system of script `latn`, else `DFLT`; when
/// neither script has a `kern` feature, every pair adjustment lookup in the table.
struct GlyphPositioningKerning {
  private let table: FontTable
  private let glyphCount: Int
  /// Explicit pairs, class array entries and matrix cells built so far, limited so that hostile offsets (every
  /// coverage entry sharing one large pair set) cannot make the parser build an enormous table.
  private var work = 0
  static let workLimit = 1 << 22

  /// The kerning lookups of `table`, in lookup list order.
  static func lookups(_ table: FontTable, glyphCount: Int) throws(FontFileError) -> [[KerningTable.Subtable]] {
    var parser = GlyphPositioningKerning(table: table, glyphCount: glyphCount)
    return try parser.lookups()
  }

  private init(table: FontTable, glyphCount: Int) {
    self.table = table
    self.glyphCount = glyphCount
  }

  private mutating func lookups() throws(FontFileError) -> [[KerningTable.Subtable]] {
    guard try table.uint16(0) == 1 else { return [] }  // An unknown major version.
    let lookupList = try table.int(8)
    guard lookupList != 0 else { return [] }
    let lookupCount = try table.int(lookupList)
    try table.require(lookupList + 2, lookupCount * 2, for: "a LookupList of \(lookupCount) lookups")
    let indices = try kernFeatureLookups() ?? Array(0..<lookupCount)
    var lookups: [[KerningTable.Subtable]] = []
    for index in Set(indices).sorted() where index < lookupCount {
      let lookup = lookupList + (try table.int(lookupList + 2 + index * 2))
      let subtables = try pairSubtables(ofLookupAt: lookup)
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    // Merging sums each explicit pair over every lookup.
    var explicitPairs = 0
    for lookup in lookups {
      for case .pairs(let pairs) in lookup { explicitPairs += pairs.count }
    }
    guard lookups.count < 2 || explicitPairs * lookups.count <= Self.workLimit * 16 else {
      throw table.error(
        "'GPOS' pair kerning is too large to merge (\(formatByteCount(explicitPairs)) pairs in "
          + "\(formatByteCount(lookups.count)) lookups)")
    }
    return lookups
  }

  /// The lookup indices of the `kern` feature of script `latn` or `DFLT`, or nil when neither has one.
  private func kernFeatureLookups() throws(FontFileError) -> [Int]? {
    let scriptList = try table.int(4)
    let featureList = try table.int(6)
    guard scriptList != 0, featureList != 0 else { return nil }
    let scriptCount = try table.int(scriptList)
    let featureCount = try table.int(featureList)
    try table.require(scriptList + 2, scriptCount * 6, for: "a ScriptList of \(scriptCount) scripts")
    try table.require(featureList + 2, featureCount * 6, for: "a FeatureList of \(featureCount) features")
    for wanted in ["latn", "DFLT"] {
      for script in 0..<scriptCount where try table.tag(scriptList + 2 + script * 6) == wanted {
        let scriptTable = scriptList + (try table.int(scriptList + 2 + script * 6 + 4))
        let defaultLanguage = try table.int(scriptTable)
        guard defaultLanguage != 0 else { continue }
        let language = scriptTable + defaultLanguage
        let required = try table.int(language + 2)
        let count = try table.int(language + 4)
        try table.require(language + 6, count * 2, for: "a LangSys of \(count) features")
        var features = required == 0xFFFF ? [] : [required]
        for index in 0..<count { features.append(try table.int(language + 6 + index * 2)) }
        var lookups: [Int]?
        for feature in features where feature < featureCount {
          let record = featureList + 2 + feature * 6
          guard try table.tag(record) == "kern" else { continue }
          let featureTable = featureList + (try table.int(record + 4))
          let lookupCount = try table.int(featureTable + 2)
          try table.require(featureTable + 4, lookupCount * 2, for: "a 'kern' Feature of \(lookupCount) lookups")
          var found = lookups ?? []
          for index in 0..<lookupCount { found.append(try table.int(featureTable + 4 + index * 2)) }
          lookups = found
        }
        if let lookups { return lookups }
      }
    }
    return nil
  }

  /// The pair adjustment subtables of the lookup at `lookup` (type 2, or type 9 wrapping type 2); empty otherwise.
  private mutating func pairSubtables(ofLookupAt lookup: Int) throws(FontFileError) -> [KerningTable.Subtable] {
    let type = try table.int(lookup)
    guard type == 2 || type == 9 else { return [] }
    let count = try table.int(lookup + 4)
    try table.require(lookup + 6, count * 2, for: "a Lookup of \(count) subtables")
    var subtables: [KerningTable.Subtable] = []
    var seen: Set<Int> = []
    for index in 0..<count {
      var subtable = lookup + (try table.int(lookup + 6 + index * 2))
      if type == 9 {
        guard try table.uint16(subtable) == 1, try table.uint16(subtable + 2) == 2 else { continue }
        subtable += try table.int32(subtable + 4)
      }
      // A subtable repeated within one lookup never changes its result.
      guard seen.insert(subtable).inserted else { continue }
      switch try table.uint16(subtable) {
      case 1: subtables.append(.pairs(try pairsFormat1(at: subtable)))
      case 2: subtables.append(.classes(try pairsFormat2(at: subtable)))
      default: continue
      }
    }
    return subtables
  }

  /// PairPos format 1: a PairSet of second glyphs and value records for each covered first glyph.
  private mutating func pairsFormat1(at subtable: Int) throws(FontFileError) -> [UInt32: Int32] {
    let coverage = try GlyphCoverage.glyphs(table, at: subtable + (try table.int(subtable + 2)), glyphCount: glyphCount)
    let format1 = try table.uint16(subtable + 4)
    let format2 = try table.uint16(subtable + 6)
    let pairSetCount = try table.int(subtable + 8)
    try table.require(subtable + 10, pairSetCount * 2, for: "a PairPos subtable of \(pairSetCount) pair sets")
    let recordSize = 2 + Self.valueRecordSize(format1) + Self.valueRecordSize(format2)
    let advance = Self.xAdvanceOffset(format1)
    var pairs: [UInt32: Int32] = [:]
    for (first, index) in coverage where index < pairSetCount {
      let pairSet = subtable + (try table.int(subtable + 10 + index * 2))
      let count = try table.int(pairSet)
      try table.require(pairSet + 2, count * recordSize, for: "a PairSet of \(count) pairs")
      try spend(count)
      for pair in 0..<count {
        let record = pairSet + 2 + pair * recordSize
        let second = try table.int(record)
        guard second < glyphCount else { continue }
        let key = UInt32(first << 16 | second)
        guard pairs[key] == nil else { continue }
        if let advance {
          pairs[key] = Int32(try table.int16(record + 2 + advance))
        } else {
          pairs[key] = 0
        }
      }
    }
    return pairs
  }

  /// PairPos format 2: a matrix of value records indexed by the classes of the first and second glyph.
  private mutating func pairsFormat2(at subtable: Int) throws(FontFileError) -> ClassPairKerning {
    let coverage = try GlyphCoverage.glyphs(table, at: subtable + (try table.int(subtable + 2)), glyphCount: glyphCount)
    let format1 = try table.uint16(subtable + 4)
    let format2 = try table.uint16(subtable + 6)
    let classDefinition1 = subtable + (try table.int(subtable + 8))
    let classDefinition2 = subtable + (try table.int(subtable + 10))
    let class1Count = try table.int(subtable + 12)
    let class2Count = try table.int(subtable + 14)
    let recordSize = Self.valueRecordSize(format1) + Self.valueRecordSize(format2)
    let matrix = subtable + 16
    try table.require(
      matrix, class1Count * class2Count * recordSize, for: "a \(class1Count) × \(class2Count) class pair matrix")
    try spend(glyphCount * 2)
    let firstClassOf = try GlyphCoverage.classes(table, at: classDefinition1, glyphCount: glyphCount)
    let secondClassOf = try GlyphCoverage.classes(table, at: classDefinition2, glyphCount: glyphCount)
    var firstClasses = [UInt16](repeating: ClassPairKerning.uncovered, count: glyphCount)
    for (glyph, _) in coverage where Int(firstClassOf[glyph]) < class1Count {
      firstClasses[glyph] = firstClassOf[glyph]
    }
    let secondClasses = secondClassOf.map { Int($0) < class2Count ? $0 : ClassPairKerning.uncovered }
    var values: [Int16] = []
    if let advance = Self.xAdvanceOffset(format1) {
      try spend(class1Count * class2Count)
      values.reserveCapacity(class1Count * class2Count)
      for cell in 0..<(class1Count * class2Count) {
        values.append(try table.int16(matrix + cell * recordSize + advance))
      }
    }
    return ClassPairKerning(
      firstClasses: firstClasses, secondClasses: secondClasses, secondClassCount: class2Count, values: values)
  }

  private mutating func spend(_ units: Int) throws(FontFileError) {
    work += units
    guard work <= Self.workLimit else {
      throw table.error(
        "'GPOS' pair kerning is too large (more than \(formatByteCount(Self.workLimit)) pairs and class entries)")
    }
  }

  /// The size of a ValueRecord: two bytes per field present (bits 0–7 of the ValueFormat).
  static func valueRecordSize(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

  /// Where XAdvance (bit 0x0004) lies in a ValueRecord, after XPlacement and YPlacement when present; nil if absent.
  static func xAdvanceOffset(_ format: UInt16) -> Int? {
    format & 0x0004 == 0 ? nil : 2 * (format & 0x0003).nonzeroBitCount
  }
}
