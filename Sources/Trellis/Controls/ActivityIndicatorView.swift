/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 (medium) or 37 × 37 (large), held at priority 750.
open class ActivityIndicatorView: View {
  public enum Style: Sendable { case medium, large }

  public var style: Style { didSet { invalidateIntrinsicContentSize() } }

  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    huggingPriorities = (.defaultHigh, .defaultHigh)
  }

  open override var intrinsicContentSize: Size {
    style == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
  }
}
