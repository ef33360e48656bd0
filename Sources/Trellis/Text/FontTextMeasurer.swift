import Foundation

/// The default ``TextMeasurer``: San Francisco's vertical metrics for the system font, widths from font files.
///
/// The system font is measured with the Inter faces shipped in the package (regular, medium, semibold, bold; lighter
/// weights use regular, heavier ones bold), calibrated to San Francisco's advances and size-specific tracking (see
/// ``SystemFontCalibration``), with Inter's pair kerning. You can measure the system font with another file instead
/// (`init(systemFontFile:)`), and register custom fonts by PostScript name (`register(fontFile:)`); a named font
/// that is not registered measures as the system font, with the vertical metrics iOS reports for it when it is a face
/// iOS ships or apps commonly bundle and they are known (``FontCatalog``).
public final class FontTextMeasurer: TextMeasurer, @unchecked Sendable {
  /// The measurer labels use unless given another.
  public static let shared = FontTextMeasurer()

  /// A font file used for the system font instead of the shipped Inter (measured as is, not calibrated).
  private let systemFont: OpenTypeFont?
  // Registered fonts are read on every measurement and written rarely: a lock keeps the class Sendable.
  private let lock = NSLock()
  private var registered: [String: OpenTypeFont] = [:]

  /// A measurer with the shipped system-font substitute.
  public init() {
    systemFont = nil
  }

  /// A measurer that measures the system font with the font in `path` (for example a copy of SF Pro you are
  /// licensed to use). Throws a ``FontFileError`` naming the file when it cannot be read or is not a font.
  public init(systemFontFile path: String) throws(FontFileError) {
    systemFont = try OpenTypeFont(contentsOfFile: path)
  }

  /// Registers the font in `path` under its PostScript name (and its family name) and returns that name.
  @discardableResult
  public func register(fontFile path: String) throws(FontFileError) -> String {
    let font = try OpenTypeFont(contentsOfFile: path)
    let name = font.postScriptName ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    register(font, as: name)
    if let family = font.familyName, family != name { register(font, as: family) }
    return name
  }

  /// Registers a parsed font under `name`.
  public func register(_ font: OpenTypeFont, as name: String) {
    lock.lock()
    registered[name] = font
    lock.unlock()
  }

  /// Whether `font`'s widths are an estimate: a named font with no registered file, measured as a catalogued face's
  /// average width or as the system font's.
  func estimatesWidths(of font: Font) -> Bool {
    guard case .named(let name) = font.face else { return false }
    return registeredFont(named: name) == nil
  }

  private func registeredFont(named name: String) -> OpenTypeFont? {
    lock.lock()
    defer { lock.unlock() }
    return registered[name]
  }

  /// A registered font's line is its ascender and descender: UIKit's labels leave the font's line gap out, as
  /// Interface Builder's stored heights show (24-pt Poppins labels 34 pt tall, 1.4 em, where the line gap would make
  /// them 36; see ``FontCatalog``).
  public func lineMetrics(for font: Font) -> LineMetrics {
    if case .named(let name) = font.face, let file = registeredFont(named: name) {
      let perUnit = font.pointSize / Double(file.unitsPerEm)
      return LineMetrics(
        ascender: Double(file.ascender) * perUnit, descender: Double(-file.descender) * perUnit, leading: 0)
    }
    if case .named(let name) = font.face,
      let metrics = FontCatalog.lineMetrics(forFontNamed: name, pointSize: font.pointSize)
    {
      return metrics
    }
    return .system(pointSize: font.pointSize)
  }

  public func width(of text: Substring, font: Font) -> Double {
    width(of: text, font: font, separateTextFont: false)
  }

  /// The width of `text` in `font`; with `separateTextFont`, the system font below 20 pt as iOS 13 and earlier set
  /// it (see ``LegacySystemFontMeasurer``).
  func width(of text: Substring, font: Font, separateTextFont: Bool) -> Double {
    if case .named(let name) = font.face, let file = registeredFont(named: name) {
      return Self.width(of: text, in: file, size: font.pointSize, calibration: nil)
    }
    if let systemFont {
      return Self.width(of: text, in: systemFont, size: font.pointSize, calibration: nil)
    }
    var weight = font.weight
    var factor = 1.0
    if case .named(let name) = font.face, let entry = FontCatalog.entry(forFontNamed: name) {
      // A catalogued face sets its own weight's widths; another named font keeps the regular approximation
      // (Interface Builder lays 053/054's Open Sans semibold and light labels out as wide as regular text).
      weight = FontCatalog.weight(ofFontNamed: name) ?? weight
      factor = entry.widthFactor ?? 1
    }
    let face = BundledFont(weight: weight)
    guard let file = try? face.font() else {
      // The package's own fonts are missing (a broken install): fall back to an average advance.
      return Double(text.unicodeScalars.count) * font.pointSize * 0.55 * factor
    }
    let calibration = SystemFontCalibration(size: font.pointSize, weight: weight)
    // A Chinese or Japanese face sets its ideographs and kana on the em (see `FontCatalog.setsIdeographsOnTheEm`).
    var wideAdvance = Self.wideAdvance
    if case .named(let name) = font.face, FontCatalog.setsIdeographsOnTheEm(name) { wideAdvance = 1 }
    // San Francisco's own advances serve the system font only: a named font that is not registered keeps the
    // calibrated Inter approximation, which is as close to the custom fonts of the corpus as SF is (053/054's Open
    // Sans labels "WEIGHT", "TODAY", "REQUESTS" at 10 pt match with it and come out 1–1.5 pt wide with SF).
    let advances =
      font.face == .system
      ? SystemFontAdvances(
        size: font.pointSize, weight: font.weight, italic: font.isItalic, separateTextFont: separateTextFont) : nil
    return Self.width(
      of: text, in: file, size: font.pointSize, calibration: calibration, advances: advances, wideAdvance: wideAdvance)
      * factor
  }

  /// Advances plus pair kerning; with a calibration, letters scaled and tracked and digits scaled as it says.
  /// Characters the font lacks take half an em; Chinese and Japanese ``wideAdvance``, Hangul ``hangulAdvance`` and
  /// emoji ``emojiAdvance(size:)``, outside the calibration. With San Francisco's own advances, the characters they
  /// cover take them instead, with the font's tightening kerning pairs scaled to San Francisco's
  /// (``SystemFontAdvances/kerningScale``).
  static func width(
    of text: Substring, in file: OpenTypeFont, size: Double, calibration: SystemFontCalibration?,
    advances: SystemFontAdvances? = nil, wideAdvance: Double = FontTextMeasurer.wideAdvance
  ) -> Double {
    var units = 0
    var digitUnits = 0
    var missing = 0.0
    var hangul = 0.0
    var wide = 0.0
    var count = 0
    var exact = 0.0
    var exactKerning = 0
    var emoji = 0.0
    var previous: UInt16?
    var previousScalar: Unicode.Scalar?
    var regionalIndicators = 0
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      let value = scalar.value
      defer { previousScalar = scalar }
      if value >= 0x0300
        && (scalar.properties.generalCategory == .nonspacingMark || value == 0x200D || value == 0xFE0F)
      {
        continue
      }
      // A text-style symbol followed by the emoji variation selector (U+FE0F, as in "❤️") is drawn as emoji too.
      if isEmoji(scalar) || (value >= 0x2000 && index != scalars.endIndex && scalars[index].value == 0xFE0F) {
        // One picture per cluster: skin-tone modifiers, the parts of a zero-width-joiner sequence after the first,
        // and the second letter of a flag's pair add nothing.
        let isRegional = (0x1F1E6...0x1F1FF).contains(value)
        if isRegional { regionalIndicators += 1 }
        if (0x1F3FB...0x1F3FF).contains(value) || previousScalar?.value == 0x200D
          || (isRegional && regionalIndicators % 2 == 0)
        {
          continue
        }
        emoji += 1
        previous = nil
        continue
      }
      if let advance = advances?.advance(of: scalar) {
        exact += advance
        let glyph = file.glyph(for: scalar)
        // Only the font's tightening pairs count (see SystemFontAdvances.kerningScale).
        if let previous, let glyph { exactKerning += min(file.kerning(between: previous, and: glyph), 0) }
        previous = glyph
        continue
      }
      guard let glyph = file.glyph(for: scalar) else {
        if isHangul(scalar) {
          hangul += 1
          previous = nil
          continue
        }
        if isWide(scalar) {
          wide += 1
        } else {
          missing += 0.5
          count += 1
        }
        previous = nil
        continue
      }
      if value >= 0x30 && value <= 0x39 {
        digitUnits += file.advance(of: glyph)
      } else {
        units += file.advance(of: glyph)
        count += 1
      }
      if let previous { units += file.kerning(between: previous, and: glyph) }
      previous = glyph
    }
    let perUnit = size / Double(file.unitsPerEm)
    // What San Francisco's own advances measured, with the font's tightening pairs at San Francisco's strength.
    let exactWidth =
      exact + Double(exactKerning) * perUnit * (advances?.kerningScale ?? 1) + hangul * Self.hangulAdvance * size
      + wide * wideAdvance * size + emoji * Self.emojiAdvance(size: size)
    guard let calibration else { return Double(units + digitUnits) * perUnit + missing * size + exactWidth }
    return (Double(units) * perUnit + missing * size) * calibration.scale + calibration.tracking * Double(count)
      + Double(digitUnits) * perUnit * calibration.digitScale + exactWidth
  }

  /// The advance of a Hangul syllable or jamo in the face iOS falls back to for Korean (Apple SD Gothic Neo), in
  /// ems. Seven labels sized by their text in holdout documents (Xcode 12–14, @2x and @3x, 12 to 20 pt) bound it:
  /// "노래 재목 들어가는 곳입니다." at 16 pt is stored 183.333 wide at @3x (0.8646–0.8663 em a syllable, the other
  /// characters at San Francisco's advances), "달이 익어가니 서둘러 젊은 피야" at 17 pt 208.667 (0.8640–0.8655),
  /// "김가수" at 14 pt 36.333 (0.8571–0.8651), "1번째 사진" at 12 pt 50.5 at @2x (0.8554–0.8658), "신작",
  /// "마일스톤" and "yyyy년 mm월 dd일" wider ranges; all hold 0.8646–0.8651.
  static let hangulAdvance = 0.865

  /// The advance of an East Asian wide character other than Hangul (the ideographs and kana iOS sets in its Chinese
  /// and Japanese faces), in ems: a little over one. A public Xcode 10.2 xib (yuwenwenchiu/Task,
  /// `RecentAccountingTableViewCell.xib`, @2x) stores labels of Traditional Chinese sized by their text 82 wide for
  /// four characters at 20 pt, 61.5 for four at 15 and 31 for two at 15: between 1.019 and 1.025 em a character,
  /// the middle taken, and a public Xcode 12.4 storyboard (sakanatyann/line.bot's `SignUp`, @2x) a system button
  /// titled with thirteen kana and kanji at 13 pt 173 wide (1.0216–1.0237 em). The Inter calibration does not apply
  /// to it (it once scaled these to 0.956 em). Set in a Chinese or Japanese face by name, they take an em.
  static let wideAdvance = 1.022

  /// The advance of an emoji picture (Apple Color Emoji) beside a `size`-point font: an em and 5 pt. The emoji face
  /// does not scale with the size alone (it carries size-dependent tracking). Holdout documents: a 38-pt "😬" label
  /// stored 43 wide (SwiftKickMobile/SwiftMessages, Xcode 12) and 70-pt fruit labels 75 wide (a yagom-academy
  /// juice-maker, Xcode 13), both at @2x and sized by their content; two sizes 32 pt apart whose widths differ by
  /// 32 pt (±0.5). Sizes far from these are an extrapolation.
  static func emojiAdvance(size: Double) -> Double { size + 5 }

  /// Pictographs iOS draws from its colour emoji face: emoji-presentation characters, and the symbols and
  /// pictographs blocks (which includes regional indicators and skin-tone modifiers).
  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1F000...0x1FAFF: true
    case ..<0x2000: false
    default: scalar.properties.isEmojiPresentation
    }
  }

  /// Hangul syllables and jamo, which iOS sets in its Korean face.
  private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
    default: false
    }
  }

  /// East Asian wide characters other than Hangul (measured before this is asked, as are emoji), which take about
  /// an em.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E80...0xA4CF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: true
    default: false
    }
  }
}

extension BundledFont {
  /// The shipped face nearest a system font weight: lighter than medium → regular, heavier than semibold → bold.
  init(weight: Font.Weight) {
    switch weight.rawValue {
    case ..<0.15: self = .regular
    case ..<0.27: self = .medium
    case ..<0.35: self = .semibold
    default: self = .bold
    }
  }
}
