import Testing

@testable import Trellis

/// `adjustedContentInset` by `contentInsetAdjustmentBehavior` (UIScrollView.h: `.scrollableAxes` adjusts an axis
/// when the content is larger than the scroll view on it or it always bounces; `.always` adjusts every edge;
/// `.never` none).
@Suite struct ScrollViewInsetTests {
  func scene(contentHeight: Double) -> (View, ScrollView) {
    let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    root.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let scroll = ScrollView()
    root.addSubview(scroll)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: contentHeight),
    ])
    return (root, scroll)
  }

  @Test func behaviours() {
    let (short, fits) = scene(contentHeight: 300)
    fits.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    short.layoutIfNeeded()
    #expect(fits.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Content that fits does not scroll: automatic leaves the insets as they are...
    #expect(fits.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
    // ...unless the scroll view always bounces vertically (as table views do).
    fits.alwaysBounceVertical = true
    #expect(fits.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 39, right: 0))
    fits.contentInsetAdjustmentBehavior = .never
    #expect(fits.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
    fits.contentInsetAdjustmentBehavior = .always
    #expect(fits.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 39, right: 0))

    let (tall, scrolls) = scene(contentHeight: 2000)
    tall.layoutIfNeeded()
    #expect(scrolls.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Table views bounce vertically, so they always take the vertical safe area.
    #expect(TableView().alwaysBounceVertical)
  }

  /// The content of a scroll view has no safe area on the edges its adjusted content inset takes (UIKit scrolls the
  /// content clear of them instead); on the others it has the part it lies under.
  @Test func contentHasNoSafeAreaWhereTheContentInsetTakesIt() {
    let (tall, scrolls) = scene(contentHeight: 2000)
    tall.layoutIfNeeded()
    #expect(scrolls.subviews[0].safeAreaInsets == .zero)
    let (short, fits) = scene(contentHeight: 300)
    short.layoutIfNeeded()
    #expect(fits.subviews[0].safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    fits.alwaysBounceVertical = true
    short.setNeedsLayout()
    short.layoutIfNeeded()
    #expect(fits.subviews[0].safeAreaInsets == .zero)
  }

  /// `automatic` adjusts vertically, scrolling or not, the scroll view a controller inside a navigation controller owns:
  /// its view, or its view's first subview, as iOS 7's `automaticallyAdjustsScrollViewInsets` did; a later subview is
  /// adjusted only as `scrollableAxes` says. (Interface Builder evidence in `ScrollView.owningViewController`.)
  @Test(arguments: [(0, true), (1, false)])
  func automaticAdjustsTheControllersFirstSubviewScrollView(index: Int, adjusted: Bool) throws {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    let window = Window(environment: try Environment("iphone-16"))
    window.rootViewController = navigation
    let scrolls = [ScrollView(frame: Rect(x: 0, y: 0, width: 393, height: 852)), ScrollView(frame: .zero)]
    for scroll in scrolls { content.view.addSubview(scroll) }
    window.layoutIfNeeded()
    let scroll = scrolls[index]
    scroll.frame = Rect(x: 0, y: 0, width: 393, height: 852)
    window.layoutIfNeeded()
    #expect(scroll.safeAreaInsets.top == 59 + 44)
    #expect(scroll.adjustedContentInset.top == (adjusted ? 59 + 44 : 0))
  }
}
