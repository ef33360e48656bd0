/// A slider (UIKit's `UISlider`): no intrinsic width, a 30-pt alignment rectangle in a frame that reaches 2 pt
/// further left and right and 1 pt lower (31 pt tall), as Interface Builder's stored frames show.
open class Slider: Control {
  public var value = 0.0
  public var minimumValue = 0.0
  public var maximumValue = 1.0

  open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 30) }
  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }
}
