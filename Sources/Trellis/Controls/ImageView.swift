/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's size in points, or none
/// without an image.
open class ImageView: View {
  /// The image's size in points (Interface Builder records it in the document's `<resources>`).
  public var imageSize: Size? { didSet { invalidateIntrinsicContentSize() } }

  public init(imageSize: Size?) {
    self.imageSize = imageSize
    super.init(frame: .zero)
  }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  open override var intrinsicContentSize: Size {
    imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}
