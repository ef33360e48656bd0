import Foundation

/// Fits a view's text into its frame for a drawing, without font metrics: characters are assumed about half the font
/// size wide, words wrap greedily, and what does not fit ends in an ellipsis. A drawing is a sketch, not a rendering;
/// the layout itself measured the text with real fonts.
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
    let maximumLines = max(1, Int(height / (fontSize * Self.lineHeight)))
    let perLine = max(1, Int(width / (fontSize * Self.characterWidth)))
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
