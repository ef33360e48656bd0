/// Why text could not be laid out.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width to wrap in was negative, infinite or not a number.
  case invalidWidth(Double)
  /// The font size was not a positive finite number.
  case invalidPointSize(Double)

  public var description: String {
    switch self {
    case .invalidWidth(let width):
      "Cannot lay out text in a width of \(width) pt: the width must be a finite number of points, 0 or more."
    case .invalidPointSize(let size):
      "Cannot measure text at \(size) pt: a font size must be a positive finite number of points."
    }
  }
}
