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
/// Helvetica is the exception that proves the rule: `UIFont(name: "Helvetica", size: 17)` reports ascender
/// 15.64033203125, descender −3.90966796875, leading 0 on iOS (a public measurement, zhaoxin.pro "Weight and Line
/// Height of Font between macOS and iOS"), its own ascender and descender (1577 and 471 of 2048) with 15% of the size
/// added to the ascender, 1.15 em in all; `files/035` (toolsVersion 21507) stores both of its 36-pt Helvetica labels
/// 41.5 pt high (41.4 on the @2x grid) where San Francisco's 1.193 em would give 43. Its entry carries the padded
/// ascender (1577 + 0.15 × 2048).
///
/// Provenance: Google Fonts families and Arial, Helvetica Neue and Roboto from the public project seek-oss/capsize,
/// `packages/metrics` (`entireMetricsCollection-latin.json`, `scripts/systemFonts.json`; 104 of the most used Google
/// families); Avenir Next from the heights above. Only measurements are carried over.
enum FontCatalog {
  struct Entry: Sendable {
    let unitsPerEm: Double
    let ascent: Double
    /// Negative: below the baseline.
    let descent: Double
    /// The average advance of English text, or nil where not published.
    let xWidthAvg: Double?

    /// How much wider than San Francisco the face sets English (the ratio of their average advances), or nil.
    var widthFactor: Double? { xWidthAvg.map { $0 / unitsPerEm / FontCatalog.referenceXWidthAvgPerEm } }
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

  /// Whether a named font is a Chinese or Japanese face, whose ideographs and kana advance exactly an em: a public
  /// Xcode 11.4 storyboard (Eiji127/LoginFormWithFirebase's `Login`, @2x) stores a 17-pt HiraginoSans-W6 label of
  /// sixteen kana and kanji 272 pt wide and a button titled with three katakana 51. The system font sets them a
  /// little wider (`FontTextMeasurer.wideAdvance`).
  static func setsIdeographsOnTheEm(_ name: String) -> Bool {
    let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
    return ["hiraminpron", "hirakakupron", "hiraginosans", "pingfangsc", "pingfangtc", "pingfanghk"].contains(
      key(family))
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
    ("Helvetica", 2048, 1577 + 0.15 * 2048, -471, nil),
    ("Helvetica Neue", 1000, 952, -213, nil),
    ("Arial", 2048, 1854, -434, nil),
    // Futura, from stored heights: a public Xcode 8.2 xib outside the corpus (soapyigu/Swift-30-Projects'
    // `ContactBirthdayCell.xib`, @2x) stores a 17-pt Futura Medium label 23 pt tall and 15-pt ones 20, so a line is
    // between 1.3235 and 1.3333 em; 1.327 em is taken, split as the face's tall ascender and short descender.
    ("Futura", 1000, 1039, -288, nil),
    // Hiragino, iOS's Japanese faces: a line is the ideographic em box, 0.88 em above the baseline and 0.12 below
    // (a public Xcode 15 xib outside the corpus stores a 25-pt HiraMinProN-W6 label 25 pt tall); the Kaku Gothic and
    // Sans families share the box.
    ("HiraMinProN", 1000, 880, -120, nil),
    ("HiraKakuProN", 1000, 880, -120, nil),
    ("Hiragino Sans", 1000, 880, -120, nil),
    // Google Fonts families apps bundle (capsize, entireMetricsCollection-latin.json at 3d10fdcd). Open Sans is
    // left out: the corpus's Open Sans documents (053/054) store heights that fit Helvetica Neue's metrics at all
    // seven sizes, so Interface Builder did not have the font there.
    ("Abel", 2048, 2006, -604, 839),
    ("Almarai", 1000, 905, -211, 467),
    ("Anton", 2048, 2409, -674, 891),
    ("Archivo", 1000, 878, -210, 481),
    ("Arimo", 2048, 1854, -434, 975),
    ("Arvo", 2048, 1968, -506, 1099),
    ("Asap", 1000, 934, -212, 479),
    ("Assistant", 1000, 1021, -287, 453),
    ("Barlow", 1000, 1000, -200, 473),
    ("Be Vietnam Pro", 1000, 1000, -265, 540),
    ("Bebas Neue", 1000, 900, -300, 375),
    ("Bitter", 1000, 935, -265, 513),
    ("Cabin", 2000, 1930, -500, 915),
    ("Cairo", 1000, 1303, -571, 459),
    ("Catamaran", 1000, 1100, -540, 444),
    ("Caveat", 1000, 960, -300, 361),
    ("Chivo", 1000, 940, -250, 523),
    ("Comfortaa", 1000, 881, -234, 566),
    ("Cormorant Garamond", 1000, 924, -287, 422),
    ("Crimson Text", 1024, 972, -359, 437),
    ("DM Sans", 1000, 992, -310, 502),
    ("Dancing Script", 1000, 920, -280, 382),
    ("Dosis", 1000, 1027, -237, 410),
    ("EB Garamond", 1000, 1007, -298, 418),
    ("Epilogue", 2000, 1580, -470, 1079),
    ("Exo 2", 1000, 999, -201, 497),
    ("Figtree", 1000, 950, -250, 486),
    ("Fira Sans", 1000, 935, -265, 493),
    ("Great Vibes", 1000, 851, -401, 327),
    ("Heebo", 2048, 2146, -862, 985),
    ("Hind", 1000, 1055, -546, 463),
    ("IBM Plex Sans", 1000, 1025, -275, 490),
    ("Inconsolata", 1000, 859, -190, 500),
    ("Inter", 2816, 2728, -680, 1443),
    ("JetBrains Mono", 1000, 1020, -300, 600),
    ("Josefin Sans", 1000, 750, -250, 482),
    ("Jost", 1000, 1070, -375, 450),
    ("Kalam", 1000, 1063, -531, 441),
    ("Kanit", 1000, 1100, -395, 492),
    ("Karla", 2000, 1834, -504, 992),
    ("Lato", 2000, 1974, -426, 959),
    ("Lexend", 1000, 1000, -250, 528),
    ("Libre Baskerville", 1000, 970, -270, 559),
    ("Libre Franklin", 1000, 966, -246, 511),
    ("Lobster", 1000, 1000, -250, 424),
    ("Lora", 1000, 1006, -274, 505),
    ("Manrope", 2000, 2132, -600, 1015),
    ("Maven Pro", 1000, 965, -210, 493),
    ("Merriweather", 1000, 984, -273, 543),
    ("Montserrat", 1000, 968, -251, 547),
    ("Mukta", 1000, 1130, -532, 456),
    ("Mulish", 1000, 1005, -250, 501),
    ("Nanum Gothic", 1000, 920, -230, 500),
    ("Noto Sans Arabic", 1000, 1374, -738, 592),
    ("Noto Sans JP", 1000, 1160, -288, 511),
    ("Noto Sans KR", 1000, 1160, -288, 511),
    ("Noto Sans", 1000, 1069, -293, 512),
    ("Noto Serif", 1000, 1069, -293, 522),
    ("Nunito Sans", 1000, 1011, -353, 487),
    ("Nunito", 1000, 1011, -353, 487),
    ("Orbitron", 1000, 1011, -243, 604),
    ("Oswald", 1000, 1193, -289, 388),
    ("Outfit", 1000, 1000, -260, 488),
    ("Overpass", 2000, 1766, -766, 975),
    ("Oxygen", 2048, 2103, -483, 997),
    ("PT Sans", 1000, 1018, -276, 461),
    ("PT Serif", 1000, 1039, -286, 485),
    ("Pacifico", 1000, 1303, -453, 451),
    ("Play", 1000, 937, -220, 490),
    ("Playfair Display", 1000, 1082, -251, 488),
    ("Plus Jakarta Sans", 1000, 1038, -222, 522),
    ("Poppins", 1000, 1050, -350, 542),
    ("Prompt", 1000, 1090, -422, 522),
    ("Public Sans", 2000, 1900, -450, 1016),
    ("Questrial", 1000, 820, -210, 486),
    ("Quicksand", 1000, 1000, -250, 500),
    ("Rajdhani", 1000, 930, -346, 432),
    ("Raleway", 1000, 940, -234, 501),
    ("Red Hat Display", 1000, 1018, -305, 483),
    ("Red Hat Text", 1000, 1018, -305, 486),
    ("Righteous", 2048, 2017, -526, 1037),
    ("Roboto Condensed", 2048, 1900, -500, 873),
    ("Roboto Mono", 2048, 2146, -555, 1229),
    ("Roboto Slab", 2048, 2146, -555, 1056),
    ("Rubik", 1000, 935, -250, 509),
    ("Russo One", 1000, 926, -279, 555),
    ("Saira", 1000, 1135, -439, 503),
    ("Sarabun", 1000, 1068, -232, 470),
    ("Satisfy", 1024, 957, -501, 407),
    ("Signika", 2000, 1880, -584, 930),
    ("Sora", 1000, 970, -290, 557),
    ("Source Code Pro", 1000, 984, -273, 600),
    ("Source Sans 3", 1000, 1024, -400, 457),
    ("Space Grotesk", 1000, 984, -292, 531),
    ("Space Mono", 1000, 1120, -361, 612),
    ("Tajawal", 1000, 643, -357, 454),
    ("Teko", 1000, 958, -475, 319),
    ("Tinos", 2048, 1825, -443, 890),
    ("Titillium Web", 1000, 1133, -388, 458),
    ("Ubuntu", 1000, 932, -189, 496),
    ("Urbanist", 2000, 1900, -500, 955),
    ("Varela Round", 1000, 918, -286, 517),
    ("Work Sans", 1000, 930, -243, 528),
    ("Zilla Slab", 1000, 944, -256, 471),
    ("Roboto", 2048, 1900, -500, nil),
  ]
}
