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
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the content bounces (and so takes the safe area) vertically even when it fits.
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false

  /// The content inset with the safe area added where the adjustment behaviour says, as of the last layout.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always:
      vertical = true
      horizontal = true
    case .scrollableAxes, .automatic:
      vertical = alwaysBounceVertical || contentSize.height > frame.height + 1e-9
      horizontal = alwaysBounceHorizontal || contentSize.width > frame.width + 1e-9
      if contentInsetAdjustmentBehavior == .automatic, let controller = viewController,
        controller.ancestors.contains(where: { $0 is NavigationController || $0 is TabBarController })
      {
        vertical = true
      }
    }
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
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
