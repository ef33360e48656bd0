/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Int, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word longer than a line wraps between characters.
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping
  /// Lines that do not fit are cut at the edge.
  case byClipping
  /// The last line that fits shows its end, with an ellipsis at the start.
  case byTruncatingHead
  /// The last line that fits ends with an ellipsis (UILabel's default).
  case byTruncatingTail
  /// The last line that fits keeps its start and end, with an ellipsis in the middle.
  case byTruncatingMiddle

  /// Whether the mode wraps a single-line label's text.
  var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
