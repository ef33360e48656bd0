import Foundation

/// Fits a view's text into its frame for a drawing, without font metrics: characters are assumed about half the font
/// size wide, words wrap greedily, the font shrinks to fit, and what still does not fit ends in an ellipsis. A drawing
/// is a sketch, not a rendering; the layout itself measured the text with real fonts.
struct WireframeTextFitting {
  /// The font size to draw with and the lines to draw.
  let fontSize: Double
  let lines: [String]

  /// The width of an average character as a fraction of the font size.
  static let characterWidth = 0.55
  static let lineHeight = 1.2

  /// Fits `text` into `width` × `height`, with a font no larger than `maximumFontSize`.
  init(_ text: String, width: Double, height: Double, maximumFontSize: Double = 14, minimumFontSize: Double = 5) {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var fontSize = min(maximumFontSize, height / Self.lineHeight * 0.85)
    fontSize = max(minimumFontSize, fontSize)
    // The layout sized the view to its text with the real font, so a smaller drawing font usually fits it whole:
    // shrink, half a point at a time, before cutting (a 33-pt "Title" label reads "Title", not "Ti…"). Text that
    // does not fit as it is shrinks on its own lines first, to two thirds of the size (a button's title stays on one
    // line), and only then wraps.
    if !Self.fits(paragraphs, width: width, height: height, fontSize: fontSize) {
      func shrunk(to smallest: Double, wrapping: Bool) -> Double? {
        var size = fontSize
        while !Self.fits(paragraphs, width: width, height: height, fontSize: size, wrapping: wrapping) {
          guard size > smallest else { return nil }
          size = max(smallest, size - 0.5)
        }
        return size
      }
      fontSize =
        shrunk(to: max(minimumFontSize, fontSize * 2 / 3), wrapping: false)
        ?? shrunk(to: minimumFontSize, wrapping: true) ?? minimumFontSize
    }
    let maximumLines = max(1, Self.count(height / (fontSize * Self.lineHeight)))
    let perLine = max(1, Self.count(width / (fontSize * Self.characterWidth)))
    var lines: [String] = []
    var truncated = false
    for paragraph in paragraphs {
      for line in Self.wrap(paragraph, perLine: perLine) {
        if lines.count == maximumLines {
          truncated = true
          break
        }
        lines.append(line)
      }
      if truncated { break }
    }
    while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    if truncated, let last = lines.popLast() {
      lines.append(Self.truncate(last + "…", perLine: perLine))
    }
    self.fontSize = fontSize
    self.lines = lines.map { Self.truncate($0, perLine: perLine) }
  }

  /// How many whole lines or characters `value` makes room for: 0 for a negative or NaN value, at most a billion (a
  /// frame can be infinite when constraints overflow).
  static func count(_ value: Double) -> Int {
    guard value > 0 else { return 0 }
    return Int(min(value, 1e9))
  }

  /// Whether `paragraphs` fit `width` × `height` at `fontSize` without cutting a word or a line, wrapped at words or
  /// (without `wrapping`) each on its own line.
  static func fits(
    _ paragraphs: [String], width: Double, height: Double, fontSize: Double, wrapping: Bool = true
  ) -> Bool {
    let maximumLines = max(1, count(height / (fontSize * lineHeight)))
    let perLine = max(1, count(width / (fontSize * characterWidth)))
    var lines = 0
    for paragraph in paragraphs {
      let wrapped = wrapping ? wrap(paragraph, perLine: perLine) : [paragraph]
      if wrapped.contains(where: { $0.count > perLine }) { return false }
      lines += wrapped.count
    }
    return lines <= maximumLines
  }

  /// Greedy word wrap to `perLine` characters; a word longer than a line is cut.
  static func wrap(_ paragraph: String, perLine: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= perLine {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }

  /// `line` cut to `perLine` characters, ending in an ellipsis when cut.
  static func truncate(_ line: String, perLine: Int) -> String {
    guard line.count > perLine else { return line }
    return String(line.prefix(max(0, perLine - 1))) + "…"
  }
}
