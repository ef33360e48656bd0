import Trellis

/// How to lay out a document: where (an ``Environment``, or the document's own design device) and as whom
/// (Interface Builder's canvas, or the app at run time).
public struct IBLayoutOptions: Sendable {
  /// Design time lays out as Interface Builder shows the document: placeholder constraints and placeholder intrinsic
  /// sizes kept, the simulated status and navigation bars in the safe area, the design device's safe area. Run time
  /// lays out as the app sees it: placeholders removed, the environment's own safe area.
  public enum Mode: String, Sendable, Codable {
    case designTime, runtime
  }

  /// Design time (Interface Builder's canvas) or run time (the app).
  public var mode: Mode
  /// Where to lay out; nil means the document's design device and orientation.
  public var environment: Environment?
  /// The text size and writing direction, which apply on the design device too.
  public var contentSizeCategory: ContentSizeCategory
  /// Left to right or right to left, which flips leading and trailing.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Keeps placeholder constraints at run time too, as if the code that replaces them had run: the linter asks what a
  /// scene leaves undetermined apart from what the placeholders stand for.
  package var keepsPlaceholderConstraints = false

  /// Options for `mode` in `environment`; the text size and direction default to the environment's, else Large and
  /// left to right.
  public init(
    mode: Mode = .designTime, environment: Environment? = nil, contentSizeCategory: ContentSizeCategory? = nil,
    layoutDirection: UserInterfaceLayoutDirection? = nil
  ) {
    self.mode = mode
    self.environment = environment
    self.contentSizeCategory = contentSizeCategory ?? environment?.contentSizeCategory ?? .large
    self.layoutDirection = layoutDirection ?? environment?.layoutDirection ?? .leftToRight
  }
}
