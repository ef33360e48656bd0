/// A view that shows part of a larger content area (UIKit's `UIScrollView`), as far as Auto Layout sees it: two
/// guides. `frameLayoutGuide` is the scroll view's own rectangle (the window onto the content);
/// `contentLayoutGuide` starts at the content origin and takes its size from the constraints of the content
/// pinned to it, which makes ``contentSize``. The rest of scrolling (insets, offsets) comes with the containers
/// issue.
open class ScrollView: View {
  /// Where the visible rectangle starts in the content. Subviews are laid out in content coordinates.
  @exclusivity(unchecked) public var contentOffset = Point.zero {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  override var boundsOrigin: Point { contentOffset }

  /// The guide for the scroll view's own frame.
  public var frameLayoutGuide: LayoutGuide { providedGuide(.scrollFrame, "UIScrollView-frameLayoutGuide") }

  /// The guide for the content area; its size, as constraints decide it, is the content size.
  public var contentLayoutGuide: LayoutGuide { providedGuide(.scrollContent, "UIScrollView-contentLayoutGuide") }

  /// The size of the content area as of the last layout.
  public var contentSize: Size { providedGuideIfMade(.scrollContent)?.layoutFrame.size ?? .zero }

  /// Whether the content is taller or wider than the scroll view, as of the last layout.
  public var scrollsVertically: Bool { contentSize.height > frame.height + 1e-9 }
  public var scrollsHorizontally: Bool { contentSize.width > frame.width + 1e-9 }
}
