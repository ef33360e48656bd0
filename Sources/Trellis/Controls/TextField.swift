/// A single-line text input (UIKit's `UITextField`). With a rounded-rect border it is 34 pt tall (more for large
/// fonts) and its text (or placeholder) plus 28 wide; without a border, as tall as its caret, two points taller than
/// a line, down to the pixel (a 17-pt body field is 22, a 14-pt one 18.5 at @2x and 18.667 at @3x), or for secure
/// text entry its line height rounded up to a point (a 17-pt body password field is 21), as Interface Builder
/// stores them.
open class TextField: Control {
  public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }

  public var text: String? { didSet { invalidateIntrinsicContentSize() } }
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  public var font = Font.systemFont(ofSize: 14) { didSet { invalidateIntrinsicContentSize() } }
  public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the field obscures what is typed (UIKit's `isSecureTextEntry`). A borderless secure field is shorter:
  /// it is its line rounded up to a point, an ordinary one its caret, the line plus 2 pt floored to the pixel grid
  /// (files/055: its three body-font password fields are stored 21 pt tall, the five other body-font fields of the same
  /// cells 22; public documents outside the corpus: 14-pt fields 18.5 pt tall at @2x (Xcode 12) and 18.667 at @3x
  /// (Xcode 14), a 14-pt password field 17).
  public var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
  /// The least height of a rounded-rect field: 34 pt since iOS 13, 30 before (Interface Builder stores 14-pt
  /// rounded-rect fields 30 pt tall in documents saved before Xcode 11, files/025, and 34 since, files/032, 049, 050).
  /// A larger font makes the field its line height, rounded up, plus 10: holdout documents store 17-pt body and
  /// headline fields 34 tall (three Xcode 13–15 documents) and a 25-pt field 40 (tentendotz/Clima, Xcode 13).
  public var roundedRectHeight = 34.0 { didSet { invalidateIntrinsicContentSize() } }

  override var sizesToPixelGrid: Bool { borderStyle == .none && !isSecureTextEntry }

  /// The text is centred vertically, so the baselines are the font's below the centre, with or without text.
  override var baselineOffsetFromCenterY: Double? { centeredBaselineOffset(font) }

  open override var intrinsicContentSize: Size {
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let width = textWidth(shown, font).rounded(.up)
    let lineHeight = textMeasurer.lineHeight(of: font)
    switch borderStyle {
    case .roundedRect:
      return Size(
        width: width + 28, height: max(roundedRectHeight, lineHeight.rounded(.up) + 10))
    case .line, .bezel: return Size(width: width + 16, height: max(30, lineHeight.rounded(.up) + 10))
    case .none:
      return Size(width: width, height: isSecureTextEntry ? lineHeight.rounded(.up) : floorToPixel(lineHeight + 2))
    }
  }
}
