/// Measures text for layout: the vertical metrics of a font and the advance width of a run of text on one line.
/// Wrapping, line limits and truncation (``layout(_:font:width:numberOfLines:lineBreakMode:)``) are built on these
/// two, so a measurer for another platform's fonts only supplies them.
///
/// The default is ``FontTextMeasurer``: San Francisco's vertical metrics, widths from the Inter fonts shipped with
/// Trellis (or from font files you register).
public protocol TextMeasurer: Sendable {
  /// The font's ascender, descender and leading at its size.
  func lineMetrics(for font: Font) -> LineMetrics
  /// The advance width of `text` set on one line in `font`, in points, unrounded (kerning and tracking included).
  /// `text` holds no line breaks.
  func width(of text: Substring, font: Font) -> Double
}

/// Text broken into lines: how many, how wide each is, and the metrics of its font.
public struct TextLayout: Sendable, Equatable {
  /// The width of each line, unrounded, without the spaces that end it where it wraps.
  public var lineWidths: [Double]
  public var metrics: LineMetrics
  /// Whether text was cut (a line limit or a width too small for a line that cannot wrap).
  public var isTruncated: Bool
  /// Space between consecutive lines (a Dynamic Type style's, see ``TextStyle/lineSpacing``).
  public var lineSpacing: Double = 0
  /// How many times its natural height each line is (a paragraph style's line height multiple; 1 for none).
  public var lineHeightMultiple: Double = 1

  public var lineCount: Int { lineWidths.count }

  /// The size the text covers, unrounded: the widest line by the lines' total height, spacing between them
  /// included (zero for no text).
  public var size: Size {
    let count = Double(lineWidths.count)
    return Size(
      width: lineWidths.max() ?? 0,
      height: count * metrics.lineHeight * lineHeightMultiple + max(count - 1, 0) * lineSpacing)
  }
}

extension TextMeasurer {
  /// The font's line height, or 0 for a size that is not a positive finite number.
  func lineHeight(of font: Font) -> Double {
    guard font.pointSize.isFinite, font.pointSize > 0 else { return 0 }
    return lineMetrics(for: font).lineHeight
  }

  /// Breaks `text` into lines no wider than `width` (nil: unlimited) as UIKit's text system does: at hard line
  /// breaks, then at spaces (a word longer than a line wraps between characters), keeping at most `numberOfLines`
  /// lines (0: no limit). Modes that do not wrap keep each paragraph on one line.
  ///
  /// Throws for a negative or non-finite width, or a font size that is not a positive finite number.
  public func layout(
    _ text: String, font: Font, width: Double? = nil, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) throws(TextLayoutError) -> TextLayout {
    guard font.pointSize.isFinite, font.pointSize > 0 else { throw .invalidPointSize(font.pointSize) }
    if let width, !(width.isFinite && width >= 0) { throw .invalidWidth(width) }
    let metrics = lineMetrics(for: font)
    guard !text.isEmpty else { return TextLayout(lineWidths: [], metrics: metrics, isTruncated: false) }
    let limit = width ?? .infinity
    var breaker = LineBreaker(measurer: self, font: font, limit: limit, mode: lineBreakMode)
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      breaker.add(paragraph: paragraph)
      if numberOfLines > 0 && breaker.lines.count > numberOfLines { break }
    }
    var lines = breaker.lines
    var truncated = breaker.truncated
    if numberOfLines > 0 && lines.count > numberOfLines {
      // The last kept line shows what fits of the rest, ending in an ellipsis.
      let rest = lines[numberOfLines...].reduce(0) { $0 + $1 }
      lines.removeSubrange(numberOfLines...)
      lines[numberOfLines - 1] = min(limit, lines[numberOfLines - 1] + rest)
      truncated = true
    }
    return TextLayout(
      lineWidths: lines, metrics: metrics, isTruncated: truncated, lineSpacing: font.textStyle?.lineSpacing ?? 0)
  }
}

/// Greedy line breaking over one measurer and font.
private struct LineBreaker<Measurer: TextMeasurer> {
  let measurer: Measurer
  let font: Font
  let limit: Double
  let mode: LineBreakMode
  var lines: [Double] = []
  var truncated = false

  init(measurer: Measurer, font: Font, limit: Double, mode: LineBreakMode) {
    self.measurer = measurer
    self.font = font
    self.limit = limit
    self.mode = mode
  }

  private func fits(_ width: Double) -> Bool { width <= limit + 1e-9 }

  mutating func add(paragraph: Substring) {
    // Trailing spaces hang past the edge where a line wraps and do not count there; text that fits on one line
    // keeps them, as UIKit's string sizing does (a 21-pt "Room: " label is stored a space wider than "Room:").
    let trimmed = paragraph.reversed().drop { $0 == " " || $0 == "\t" }
    let content = paragraph[paragraph.startIndex..<trimmed.startIndex.base]
    let whole = measurer.width(of: content, font: font)
    if fits(whole) {
      let spaced = content.endIndex < paragraph.endIndex ? measurer.width(of: paragraph, font: font) : whole
      lines.append(fits(spaced) ? spaced : whole)
      return
    }
    guard mode.wraps else {
      lines.append(limit)
      truncated = true
      return
    }
    if mode == .byCharWrapping {
      wrapCharacters(content, startingWidth: 0)
      return
    }
    wrapWords(content)
  }

  /// Word wrapping: words (with the spaces after them) are added while the line still fits.
  private mutating func wrapWords(_ content: Substring) {
    let space = measurer.width(of: " ", font: font)
    var line = 0.0
    var lineHasWords = false
    var pendingSpaces = 0
    var index = content.startIndex
    while index < content.endIndex {
      var end = index
      while end < content.endIndex && content[end] != " " { content.formIndex(after: &end) }
      let word = content[index..<end]
      var spaces = 0
      var next = end
      while next < content.endIndex && content[next] == " " {
        spaces += 1
        content.formIndex(after: &next)
      }
      let wordWidth = measurer.width(of: word, font: font)
      let candidate = line + Double(pendingSpaces) * space + wordWidth
      if lineHasWords && fits(candidate) {
        line = candidate
      } else {
        if lineHasWords { lines.append(line) }
        if fits(wordWidth) {
          line = wordWidth
        } else {
          line = wrapCharacters(word, startingWidth: 0, keepLast: true)
        }
        lineHasWords = true
      }
      pendingSpaces = spaces
      index = next
    }
    if lineHasWords { lines.append(line) }
  }

  /// Character wrapping: emits full lines and returns the width of the last, unfinished one (emitted too unless
  /// `keepLast`). A line holds at least one character, however narrow the limit.
  @discardableResult
  private mutating func wrapCharacters(_ text: Substring, startingWidth: Double, keepLast: Bool = false) -> Double {
    var line = startingWidth
    var count = 0
    for character in text {
      let width = measurer.width(of: Substring(String(character)), font: font)
      if count > 0 && !fits(line + width) {
        lines.append(line)
        line = 0
        count = 0
      }
      line += width
      count += 1
    }
    if !keepLast { lines.append(line) }
    return line
  }
}
