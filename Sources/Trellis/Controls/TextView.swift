/// Multi-line editable text (UIKit's `UITextView`). A scrolling text view has no intrinsic size; with scrolling
/// off it is as tall as its text wrapped to its width (inside 5-pt line padding on each side) plus 8 above and below,
/// the lines `UIFont.lineHeight` apart and the sum ceiled to the pixel grid (a ten-line 14-pt text view stored 183.5 tall),
/// and as wide as its longest line so wrapped (its whole text on one line while nothing narrows it), and it is
/// measured again whenever layout changes its width, like a multi-line label. Evidence for the width: Interface
/// Builder stores a non-scrolling text view held only by a scroll view's content guide 3372 pt wide and one line
/// (33 pt) tall (files/043).
open class TextView: ScrollView {
  public var text: String? { didSet { invalidateIntrinsicContentSize() } }
  public var font = Font.systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
  public var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
  public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Space at each end of every line (UIKit's `lineFragmentPadding`).
  public var lineFragmentPadding = 5.0 { didSet { invalidateIntrinsicContentSize() } }
  public var textMeasurer: any TextMeasurer = FontTextMeasurer.shared { didSet { invalidateIntrinsicContentSize() } }

  override var sizesToPixelGrid: Bool { true }
  override var wrapsToLayoutWidth: Bool { !isScrollEnabled }

  open override var intrinsicContentSize: Size {
    guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    let inset = textContainerInset
    let wrap = layoutWidth.map { max($0 - inset.left - inset.right - 2 * lineFragmentPadding, 0) }
    let layout = try? textMeasurer.layout(text?.isEmpty == false ? text! : " ", font: font, width: wrap)
    let lines = max(layout?.lineCount ?? 1, 1)
    let lineHeight = textMeasurer.lineHeight(of: font)
    let height = Double(lines) * lineHeight + inset.top + inset.bottom
    let width = (layout?.size.width ?? 0) + 2 * lineFragmentPadding + inset.left + inset.right
    return Size(width: ceilToPixel(width), height: ceilToPixel(height))
  }
}
