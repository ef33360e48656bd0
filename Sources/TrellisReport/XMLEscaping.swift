extension String {
  /// The string as XML character data or an attribute value: `&`, `<`, `>`, `"` and `'` escaped, tabs and line breaks
  /// kept as character references (attribute values would otherwise fold them to spaces), and the characters XML 1.0
  /// cannot carry at all (other C0 controls, U+FFFE, U+FFFF) left out.
  var xmlEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
