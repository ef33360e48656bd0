/// A plus/minus stepper (UIKit's `UIStepper`): 94 × 32 since iOS 13.
open class Stepper: Control {
  public var value = 0.0

  open override var intrinsicContentSize: Size { Size(width: 94, height: 32) }
}
