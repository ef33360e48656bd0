/// A progress bar (UIKit's `UIProgressView`): no intrinsic width, 2 pt tall (Interface Builder's stored default up
/// to Xcode 16), hugged vertically at 750.
open class ProgressView: View {
  public var progress = 0.0

  /// Draws the iOS 26 bar, 4 pt tall: a public xib saved by Xcode 26 (videolan/vlc-ios, toolsVersion 24506,
  /// outside the corpus) stores a progress view with no height constraint 4 pt tall; Xcode 9 documents store 2.
  public var usesThickTrack = false { didSet { invalidateIntrinsicContentSize() } }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    huggingPriorities = (.defaultLow, .defaultHigh)
  }

  open override var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: usesThickTrack ? 4 : 2)
  }
}
