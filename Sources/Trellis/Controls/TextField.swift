/// A single-line text input (UIKit's `UITextField`). With a rounded-rect border it is 34 pt tall and its text (or
/// placeholder) plus 28 wide; without a border, the line height rounded up to a point plus one tall (a 17-pt body
/// field is 22), as Interface Builder stores them.
open class TextField: Control {
  public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }

  public var text: String? { didSet { invalidateIntrinsicContentSize() } }
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  public var font = Font.systemFont(ofSize: 14) { didSet { invalidateIntrinsicContentSize() } }
  public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// The least height of a rounded-rect field: 34 pt since iOS 13, 30 before (Interface Builder stores 14-pt
  /// rounded-rect fields 30 pt tall in documents saved before Xcode 11, files/025, and 34 since, files/032, 049, 050).
  public var roundedRectHeight = 34.0 { didSet { invalidateIntrinsicContentSize() } }

  open override var intrinsicContentSize: Size {
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let width = textWidth(shown, font).rounded(.up)
    let lineHeight = textMeasurer.lineHeight(of: font)
    switch borderStyle {
    case .roundedRect:
      return Size(
        width: width + 28, height: max(roundedRectHeight, lineHeight.rounded(.up) + roundedRectHeight - 20))
    case .line, .bezel: return Size(width: width + 16, height: max(30, lineHeight.rounded(.up) + 10))
    case .none: return Size(width: width, height: lineHeight.rounded(.up) + 1)
    }
  }
}
