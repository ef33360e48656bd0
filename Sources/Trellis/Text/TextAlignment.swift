/// How a line of text sits between its view's edges (UIKit's `NSTextAlignment`). It does not change a view's size,
/// only where its text is drawn; `natural` follows the writing direction (left in left-to-right layouts, right in
/// right-to-left ones).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case left, center, right, justified, natural

  /// The edge the text starts from in a layout direction: left, right or centre (`justified` lines start where
  /// `natural` ones do).
  public func resolved(for direction: UserInterfaceLayoutDirection) -> TextAlignment {
    switch self {
    case .left, .center, .right: self
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    }
  }
}
