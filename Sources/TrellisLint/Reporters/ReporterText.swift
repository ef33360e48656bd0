import Foundation

/// Text helpers the reporters share: counting in words, safe single lines, paths relative to a checkout, and a
/// stable hash. Nothing here depends on the locale or on the process (no random seeds), so reports are
/// reproducible byte for byte.
enum ReporterText {
  /// `12345` → `12,345`, whatever the locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  /// `1 violation`, `2 violations`, `12,345 layouts`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
  }

  /// Whether a scalar is a control character other than tab, line feed and carriage return: C0 controls, DEL and
  /// the C1 controls (which terminals read as escape sequences, and XML 1.0 forbids in part).
  static func isUnsafeControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }

  /// Control characters other than tab, CR and LF replaced with U+FFFD, so a message cannot move a terminal's
  /// cursor or recolour it.
  static func withoutControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafeControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isUnsafeControl(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  /// One line: line breaks (CR, LF, CRLF) and tabs become spaces, other controls U+FFFD.
  static func singleLine(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousCR = false
    for scalar in withoutControls(text).unicodeScalars {
      switch scalar {
      case "\n" where previousCR: break
      case "\r", "\n", "\t": result.append(" ")
      default: result.append(scalar)
      }
      previousCR = scalar == "\r"
    }
    return String(result)
  }

  /// The lines of a multi-line text (CR, LF or CRLF breaks), trailing blank lines dropped, controls replaced.
  static func lines(_ text: String) -> [String] {
    var lines = withoutControls(text).replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines
  }

  /// A path as a checkout-relative one with forward slashes: backslashes become slashes, `.` segments and empty
  /// segments go, `..` is resolved where it can be, and an absolute path inside `base` loses that prefix. An
  /// absolute path outside `base` stays absolute.
  static func relativePath(_ path: String, base: String?) -> String {
    let path = normalized(path.replacingOccurrences(of: "\\", with: "/"))
    if let base, !base.isEmpty {
      let base = normalized(base.replacingOccurrences(of: "\\", with: "/"))
      if path == base { return "." }
      let prefix = base.hasSuffix("/") ? base : base + "/"
      if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
  }

  private static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var segments: [Substring] = []
    for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..":
        if let last = segments.last, last != ".." {
          segments.removeLast()
        } else if !absolute {
          segments.append(segment)
        }
      default: segments.append(segment)
      }
    }
    let joined = segments.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// 64-bit FNV-1a of the parts, each length-prefixed so that `["ab", "c"]` and `["a", "bc"]` differ; 16 hex
  /// digits. Stable across runs, machines and Swift versions (unlike `Hasher`).
  static func stableHash(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    for part in parts {
      let bytes = Array(part.utf8)
      for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: bytes.count >> shift)) }
      bytes.forEach(mix)
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Seconds with a fixed number of decimals and a full stop, whatever the locale.
  static func seconds(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    return String(format: "%.\(decimals)f", max(value, 0))
  }
}
