/// The base of views people interact with (UIKit's `UIControl`); for layout, a view with an intrinsic size.
open class Control: View {
  /// Whether the control responds to touches (no effect on layout).
  public var isEnabled = true

  /// The measurer for any text the control shows.
  public var textMeasurer: any TextMeasurer = FontTextMeasurer.shared {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var sizesToPixelGrid: Bool { true }

  /// The width of one line of `text`, unrounded.
  func textWidth(_ text: String, _ font: Font) -> Double {
    guard font.pointSize.isFinite, font.pointSize > 0 else { return 0 }
    return textMeasurer.width(of: Substring(text), font: font)
  }
}
