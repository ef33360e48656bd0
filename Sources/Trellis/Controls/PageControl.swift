/// Page dots (UIKit's `UIPageControl`): 18 pt a page plus 20 wide, 26 tall (measured on iOS 26 UIKit; Interface
/// Builder files of iOS 14–18 store 27.5-pt-tall frames, within a pixel-row of layout slack).
open class PageControl: Control {
  public var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  public var currentPage = 0

  open override var intrinsicContentSize: Size {
    numberOfPages > 0 ? Size(width: 18 * Double(numberOfPages) + 20, height: 26) : Size(width: 0, height: 26)
  }
}
