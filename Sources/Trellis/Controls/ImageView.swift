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

  /// The image's alignment rectangle: its size less its alignment insets.
  open override var intrinsicContentSize: Size {
    guard let imageSize else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    let insets = imageAlignmentRectInsets
    return Size(
      width: imageSize.width - insets.left - insets.right, height: imageSize.height - insets.top - insets.bottom)
  }
}
