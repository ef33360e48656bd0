import Trellis

extension Matrix {
  /// The matrix's keys as `.trellis.yml` spells them (the command line's options are the same words).
  public static let keys = ["devices", "orientations", "windows", "content_sizes", "layout_directions"]

  /// Sets one key from the words `.trellis.yml` and the command line use (`portrait`, `1/3`, `AX5`, `rtl`, catalog
  /// device ids or `all`).
  ///
  /// - Throws: a message naming the unknown word and what is valid.
  public mutating func set(_ key: String, to values: [String]) throws(MatrixValueError) {
    switch key {
    case "devices":
      var copy = self
      copy.devices = values
      do {
        _ = try copy.resolvedDevices()
      } catch {
        throw MatrixValueError(key: key, message: "\(error)")
      }
      devices = values
    case "orientations":
      orientations = try Matrix.parse(values, key) { Matrix.OrientationChoice(rawValue: $0.lowercased()) }
    case "windows":
      windows = try Matrix.parse(values, key) { Matrix.WindowChoice(rawValue: $0.lowercased()) }
    case "content_sizes":
      contentSizes = try Matrix.parse(values, key) { ContentSizeCategory(named: $0) }
    case "layout_directions":
      layoutDirections = try Matrix.parse(values, key) { value -> UserInterfaceLayoutDirection? in
        switch value.lowercased() {
        case "ltr", "lefttoright": .leftToRight
        case "rtl", "righttoleft": .rightToLeft
        default: nil
        }
      }
    default:
      throw MatrixValueError(
        key: key, message: "unknown matrix key \"\(key)\"; use \(Matrix.keys.joined(separator: ", "))")
    }
  }

  private static let valid = [
    "orientations": "portrait or landscape", "windows": "full, 1/3, 1/2, 2/3 or slide-over",
    "content_sizes": "XS, S, M, L, XL, XXL, XXXL, AX1 … AX5", "layout_directions": "ltr or rtl",
  ]

  private static func parse<Value>(_ values: [String], _ key: String, _ read: (String) -> Value?)
    throws(MatrixValueError) -> [Value]
  {
    var result: [Value] = []
    for value in values {
      guard let parsed = read(value) else {
        throw MatrixValueError(key: key, message: "unknown \"\(value)\"; use \(valid[key] ?? "")")
      }
      result.append(parsed)
    }
    return result
  }
}

/// A matrix value that is not understood: the key and what is wrong.
public struct MatrixValueError: Error, Sendable, CustomStringConvertible {
  public let key: String
  public let message: String

  public var description: String { message }
}
