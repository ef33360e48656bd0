/// A progress bar (UIKit's `UIProgressView`): no intrinsic width, 2 pt tall (Interface Builder's stored default),
/// hugged vertically at 750.
open class ProgressView: View {
  public var progress = 0.0

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    huggingPriorities = (.defaultLow, .defaultHigh)
  }

  open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 2) }
}
