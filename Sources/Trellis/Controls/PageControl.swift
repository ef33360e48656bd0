/// Page dots (UIKit's `UIPageControl`): 18 pt a page plus 20 wide, 26 tall (measured on iOS 26 UIKit; Interface
/// Builder files of iOS 14–18 store 27.5-pt-tall frames, within a pixel-row of layout slack).
open class PageControl: Control {
  public var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  public var currentPage = 0

  /// Draws the page control of iOS 13 and earlier: 7-pt dots on a 16-pt pitch in a 37-pt-tall control, so three
  /// pages are 39 × 37 (what Interface Builder stores for documents saved before Xcode 12). Off by default.
  public var usesLegacyIndicators = false { didSet { invalidateIntrinsicContentSize() } }

  open override var intrinsicContentSize: Size {
    if usesLegacyIndicators {
      return Size(width: numberOfPages > 0 ? 16 * Double(numberOfPages) - 9 : 0, height: 37)
    }
    return numberOfPages > 0 ? Size(width: 18 * Double(numberOfPages) + 20, height: 26) : Size(width: 0, height: 26)
  }
}
