/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's size in points (its
/// alignment rectangle's), or none without an image.
open class ImageView: View {
  /// The image's size in points (Interface Builder records it in the document's `<resources>`).
  public var imageSize: Size? { didSet { invalidateIntrinsicContentSize() } }

  /// The image's alignment rectangle insets (UIKit's `UIImage.alignmentRectInsets`), which an image view takes as
  /// its own while it shows the image: constraints then place the image's alignment rectangle, and the view's frame
  /// reaches past it by these insets. SF Symbol images have them: their alignment rectangle spans the font's line,
  /// taller or shorter than the glyph.
  public var imageAlignmentRectInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }

  public init(imageSize: Size?) {
    self.imageSize = imageSize
    super.init(frame: .zero)
  }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  open override var alignmentRectInsets: EdgeInsets { imageSize == nil ? .zero : imageAlignmentRectInsets }

  /// The image's insets scale with the image as the view stretches it: Interface Builder stores a `checkmark`
  /// symbol whose alignment rectangle constraints make 40 × 40 (twice its 20-pt default) with its frame 2 pt inside
  /// at the top and 1.5 at the bottom, twice the default image's (a public Xcode 15 xib outside the corpus,
  /// brindadavda/UIKit-Training's `AlertView1`: 40 × 36.5 at y + 2); `info.circle` held to 24 pt is stored 1 pt
  /// shorter and `magnifyingglass` held to 40 pt 1.667 shorter, the same default insets (0.83) scaled by 1.2 and 2.
  override func alignmentRectInsets(forAlignmentSize size: Size) -> EdgeInsets {
    guard let imageSize, imageAlignmentRectInsets != .zero else { return alignmentRectInsets }
    let insets = imageAlignmentRectInsets
    return scaled(
      insets, x: size.width / (imageSize.width - insets.left - insets.right),
      y: size.height / (imageSize.height - insets.top - insets.bottom))
  }

  override func alignmentRectInsets(forFrameSize size: Size) -> EdgeInsets {
    guard let imageSize, imageAlignmentRectInsets != .zero else { return alignmentRectInsets }
    return scaled(imageAlignmentRectInsets, x: size.width / imageSize.width, y: size.height / imageSize.height)
  }

  private func scaled(_ insets: EdgeInsets, x: Double, y: Double) -> EdgeInsets {
    let x = x.isFinite && x > 0 ? x : 1
    let y = y.isFinite && y > 0 ? y : 1
    return EdgeInsets(top: insets.top * y, left: insets.left * x, bottom: insets.bottom * y, right: insets.right * x)
  }

  /// The image's alignment rectangle: its size less its alignment insets.
  open override var intrinsicContentSize: Size {
    guard let imageSize else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    let insets = imageAlignmentRectInsets
    return Size(
      width: imageSize.width - insets.left - insets.right, height: imageSize.height - insets.top - insets.bottom)
  }
}
