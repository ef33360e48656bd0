/// An on/off switch (UIKit's `UISwitch`): a fixed 49 × 31 alignment rectangle in a 51 × 31 frame (the frame reaches
/// 2 pt further right, as every switch Interface Builder stores shows: trailing constraints land 2 pt inside the
/// frame). It holds its size at priority 750 both ways, as Interface Builder writes.
open class Switch: Control {
  public var isOn = false

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    huggingPriorities = (.defaultHigh, .defaultHigh)
  }

  open override var intrinsicContentSize: Size { Size(width: 49, height: 31) }
  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
}
