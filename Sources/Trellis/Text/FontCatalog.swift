/// The published metrics of popular typefaces apps bundle (Google Fonts) and of faces iOS ships, so a named font with
/// no registered file still gets its own line height, and a width closer to its own than San Francisco's.
///
/// A font is found by the family part of its PostScript name (`Poppins-Bold` → `Poppins`, `AvenirNext-Regular` →
/// `Avenir Next`), compared without spaces. Values are in font units: `ascent` and `descent` are the `hhea` metrics
/// CoreText lays a line out with, `xWidthAvg` the average advance of English text (letters weighted by frequency).
///
/// A label's line is `ascent − descent` tall: UIKit leaves the font's line gap out of a single line. Interface Builder
/// stores 24-pt Poppins labels 34 pt tall (1.4 em: ascent 1050, descent −350, line gap 100, which would give 36),
/// 16-pt ones 22.5 and 12-pt ones 17; 68-pt and 28-pt Avenir Next labels 93 and 38.5 (1.366 em); 13- and 15-pt
/// Lato labels 16 and 18 (1.2 em); 17-pt Helvetica Neue labels 20 (1.165 em), all where San Francisco's 1.193 em
/// gives other heights (public storyboards of Xcode 11–13).
///
/// Provenance: Google Fonts families and Arial, Helvetica Neue and Roboto from the public project seek-oss/capsize,
/// `packages/metrics` (`entireMetricsCollection-latin.json`, `scripts/systemFonts.json`); Avenir Next from the
/// heights above. Only measurements are carried over.
enum FontCatalog {
  struct Entry: Sendable {
    let unitsPerEm: Double
    let ascent: Double
    /// Negative: below the baseline.
    let descent: Double
    /// The average advance of English text, or nil where not published.
    let xWidthAvg: Double?
  }

  /// San Francisco's average advance of English text, in ems (≈ 0.49: its regular advances on iOS 26.1 weighted by
  /// English letter and space frequencies), the width the measurer's approximation for unregistered named fonts
  /// aims at: a catalogued font's widths are that approximation scaled by the ratio of the averages.
  static let referenceXWidthAvgPerEm: Double = 0.49

  /// The entry for a PostScript name, or nil for a family not catalogued.
  static func entry(forFontNamed name: String) -> Entry? {
    let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
    return entries[key(family)]
  }

  /// Vertical metrics at `pointSize` for a catalogued font: a single line's ascent and descent, no leading.
  static func lineMetrics(forFontNamed name: String, pointSize: Double) -> LineMetrics? {
    guard let entry = entry(forFontNamed: name) else { return nil }
    let perUnit = pointSize / entry.unitsPerEm
    return LineMetrics(ascender: entry.ascent * perUnit, descender: -entry.descent * perUnit, leading: 0)
  }

  /// How much wider than San Francisco a catalogued font sets English (the ratio of their average advances), or nil.
  static func widthFactor(forFontNamed name: String) -> Double? {
    guard let entry = entry(forFontNamed: name), let average = entry.xWidthAvg else { return nil }
    return average / entry.unitsPerEm / referenceXWidthAvgPerEm
  }

  /// The weight a PostScript name's style part spells (`Poppins-SemiBold`, `AvenirNext-DemiBold`,
  /// `HelveticaNeue-Light`), or nil for none: a named font is measured with the bundled face of that weight.
  static func weight(ofFontNamed name: String) -> Font.Weight? {
    let parts = name.split(separator: "-", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let style = parts[1].lowercased().replacingOccurrences(of: "italic", with: "")
      .replacingOccurrences(of: "oblique", with: "")
    let weights: [(String, Font.Weight)] = [
      ("extralight", .ultraLight), ("ultralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin),
      ("light", .light), ("regular", .regular), ("book", .regular), ("roman", .regular), ("medium", .medium),
      ("semibold", .semibold), ("demibold", .semibold), ("demi", .semibold), ("extrabold", .heavy),
      ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    return weights.first { style.hasPrefix($0.0) }?.1
  }

  /// The lookup key of a family: letters and digits only, lowercased.
  private static func key(_ family: String) -> String {
    String(family.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  private static let entries: [String: Entry] = Dictionary(
    table.map { (key($0.0), Entry(unitsPerEm: $0.1, ascent: $0.2, descent: $0.3, xWidthAvg: $0.4)) },
    uniquingKeysWith: { first, _ in first })

  /// (family, units per em, ascent, descent, average advance).
  private static let table: [(String, Double, Double, Double, Double?)] = [
    // iOS faces (capsize's system fonts; Avenir Next from the stored heights above).
    ("Avenir Next", 1000, 1000, -366, nil),
    ("Helvetica Neue", 1000, 952, -213, nil),
    ("Arial", 2048, 1854, -434, nil),
    // Google Fonts families apps bundle (capsize, entireMetricsCollection-latin.json at 3d10fdcd).
    ("Oswald", 1000, 1193, -289, 388),
    ("Outfit", 1000, 1000, -260, 488),
    ("Overpass", 2000, 1766, -766, 975),
    ("Oxygen", 2048, 2103, -483, 997),
    ("PT Sans", 1000, 1018, -276, 461),
    ("PT Serif", 1000, 1039, -286, 485),
    ("Pacifico", 1000, 1303, -453, 451),
    ("Playfair Display", 1000, 1082, -251, 488),
    ("Plus Jakarta Sans", 1000, 1038, -222, 522),
    ("Poppins", 1000, 1050, -350, 542),
    ("Roboto", 2048, 1900, -500, nil),
  ]
}
