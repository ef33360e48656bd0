/// Why a font file cannot be read: which file, and what in it is wrong or missing.
///
/// The parser throws this for every malformed input (empty or truncated files, foreign formats, offsets or counts
/// that point outside the file or a table, missing required tables); it never traps on bad bytes.
public struct FontFileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file name or path the bytes came from, as given to ``OpenTypeFont``.
  public let source: String
  /// What is wrong, without the source, such as `table 'hmtx' is truncated (needs 10,188 bytes at offset 812, file
  /// has 5,000)`.
  public let message: String

  /// An error about `source`, explained by `message`.
  init(source: String, message: String) {
    self.source = source
    self.message = message
  }

  /// `source: message`.
  public var description: String { "\(source): \(message)" }
}

/// A byte count or offset with thousands separators (`1,200`), as the font errors print them.
func formatByteCount(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var grouped = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
    grouped.append(digit)
  }
  return value < 0 ? "-" + grouped : grouped
}

/// Bytes as a quoted, escaped string (`'PK\u{3}\u{4}'`), for naming a file's unexpected signature.
func quotedSignature(_ bytes: some Collection<UInt8>) -> String {
  var text = "'"
  for byte in bytes {
    if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\\") {
      text.append(Character(Unicode.Scalar(byte)))
    } else {
      text += "\\u{\(String(byte, radix: 16, uppercase: true))}"
    }
  }
  return text + "'"
}
