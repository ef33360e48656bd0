/// A progress bar (UIKit's `UIProgressView`): no intrinsic width, 2 pt tall (4 with the iOS 14 bar), hugged
/// vertically at 750.
open class ProgressView: View {
  public var progress = 0.0

  /// Draws the thicker bar of iOS 14 and later, 4 pt tall: public documents saved by Xcode 12.5, 14.1 and 26
  /// (outside the corpus) store progress views with no height constraint 4 pt tall; an Xcode 8.3 one stores 2.
  public var usesThickTrack = false { didSet { invalidateIntrinsicContentSize() } }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    huggingPriorities = (.defaultLow, .defaultHigh)
  }

  open override var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: usesThickTrack ? 4 : 2)
  }
}
