/// A view that shows part of a larger content area (UIKit's `UIScrollView`), as far as Auto Layout sees it: two
/// guides. `frameLayoutGuide` is the scroll view's own rectangle (the window onto the content);
/// `contentLayoutGuide` starts at the content origin and takes its size from the constraints of the content
/// pinned to it, which makes ``contentSize``. Insets: ``contentInset`` is yours; ``adjustedContentInset`` adds the
/// safe area as ``contentInsetAdjustmentBehavior`` says. Neither guide is inset by them (Apple: the content guide
/// is "the untranslated content rectangle").
open class ScrollView: View {
  /// How the safe area adds to the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and top and bottom always for a controller's view inside a navigation or tab bar
    /// controller.
    case automatic
    /// An axis takes the safe area when the content is larger than the scroll view on it, or it always bounces.
    case scrollableAxes
    case never
    case always
  }

  /// Extra space around the content.
  public var contentInset = EdgeInsets.zero
  /// How the safe area adds to the content inset; the content has no safe area on the edges it adds to.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }
  /// Whether the content bounces (and so takes the safe area) vertically even when it fits.
  public var alwaysBounceVertical = false {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }
  /// Whether the content bounces (and so takes the safe area) horizontally even when it fits.
  public var alwaysBounceHorizontal = false {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// The content inset with the safe area added where the adjustment behaviour says, as of the last layout.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let (vertical, horizontal) = axesAdjustedForSafeArea
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// The axes on which ``adjustedContentInset`` takes the safe area, as of the last layout.
  var axesAdjustedForSafeArea: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes, .automatic:
      var vertical = alwaysBounceVertical || contentSize.height > frame.height + 1e-9
      let horizontal = alwaysBounceHorizontal || contentSize.width > frame.width + 1e-9
      if contentInsetAdjustmentBehavior == .automatic, let controller = owningViewController,
        controller.isInBarContainer
          || controller.ancestors.contains(where: { $0 is NavigationController || $0 is TabBarController })
      {
        vertical = true
      }
      return (vertical, horizontal)
    }
  }

  /// The view controller whose insets `automatic` adjustment follows: the controller whose view this is, or whose
  /// view's first subview this is — the scroll view UIKit has always treated as a controller's content (iOS 7's
  /// `automaticallyAdjustsScrollViewInsets` adjusted the view or its first subview). Evidence: a public Xcode 10.2
  /// storyboard (kharrison/CodeExamples, 14868) stores a button pinned 8 pt below the safe area of a non-scrolling
  /// first-subview scroll view under a navigation bar at y = 8, and a stack in its content with 20-pt margins from
  /// y = 20, where an unadjusted scroll view would leave them under the bar, at 52 and 64.
  var owningViewController: ViewController? {
    if let viewController { return viewController }
    guard let superview, let controller = superview.viewController, superview.subviews.first === self else {
      return nil
    }
    return controller
  }

  /// The safe rectangle (in the coordinates of `safe`, the scroll view's own) that the scroll view leaves its
  /// content: its own, except on the edges whose safe area the adjusted content inset already takes, where the
  /// content has none. UIKit scrolls the content clear of those insets rather than inset it twice: rows and cells
  /// keep their layout as they scroll under a bar. Corpus: files/057's collection view cells, at y = 60 and 130
  /// under a simulated navigation bar whose safe area ends at 116, pin labels 15 pt below their content views'
  /// safe areas and are stored 15 pt down (`fHH-rW-0hD`, `qoe-rn-pwE`).
  override func subviewsSafeRect(_ safe: Rect) -> Rect {
    let (vertical, horizontal) = axesAdjustedForSafeArea
    guard vertical || horizontal else { return safe }
    let unbounded = 1e12
    return Rect(
      x: horizontal ? -unbounded : safe.minX, y: vertical ? -unbounded : safe.minY,
      width: horizontal ? 2 * unbounded : safe.width, height: vertical ? 2 * unbounded : safe.height)
  }

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
