extension String {
  /// The string as HTML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` escaped, and the characters a
  /// document cannot carry (NUL and the other C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF,
  /// lone surrogates cannot occur in a Swift string) left out.
  var htmlEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The string as a JSON string literal, quotes included, safe inside an HTML `<script>` element: besides what JSON
  /// requires, `<`, `>` and `&` are written as `\u` escapes (so no `</script>` or `<!--` can appear), and U+2028 and
  /// U+2029 too.
  var jsonLiteralForScript: String {
    var result = "\""
    result.reserveCapacity(utf8.count + 2)
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        result += Self.unicodeEscape(scalar.value)
      case _ where scalar.value < 0x20: result += Self.unicodeEscape(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }
}
