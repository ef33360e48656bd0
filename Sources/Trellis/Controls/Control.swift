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

  /// The baseline below the centre of a line of `font` centred in a box: half of ascender minus descender (nil for a
  /// size that is not a positive finite number).
  func centeredBaselineOffset(_ font: Font) -> Double? {
    guard font.pointSize.isFinite, font.pointSize > 0 else { return nil }
    let metrics = textMeasurer.lineMetrics(for: font)
    let offset = (metrics.ascender - metrics.descender) / 2
    return offset.isFinite ? offset : nil
  }
}
