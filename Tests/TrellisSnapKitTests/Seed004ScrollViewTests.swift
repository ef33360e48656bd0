import Testing
import Trellis
import TrellisSnapKit

/// Seed 004: the article's four levels of scroll views with frame and content layout guides, in its own SnapKit
/// code (only the import differs), each at a content height that fits and one that overflows.
///
/// UIKit's frames for levels 3 and 4 are not pinned down by the article: its constraints leave the scroll view's
/// height free below the cap and the content's centring as an inequality, and the author says they are unsure
/// of them. The tests therefore assert what the article promises (centred and not scrolling while the content
/// fits, top-aligned and scrolling once it does not, never taller than the cap) rather than exact frames for those
/// levels; levels 1 and 2 are fully determined and checked frame by frame.
@Suite struct Seed004ScrollViewTests {
  /// A phone-sized superview with a scroll view and a content view of a given height.
  func scene(contentHeight: Double) -> (superview: View, scrollView: ScrollView, contentView: View) {
    let superview = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView()
    let contentView = View()
    superview.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.snp.makeConstraints { make in
      make.height.equalTo(contentHeight)
    }
    return (superview, scrollView, contentView)
  }

  /// Level 1: a full-screen scroll view; the content's width follows the frame guide, so it scrolls vertically only.
  @Test(arguments: [300.0, 1200.0])
  func level1FullScreenVerticalScrolling(contentHeight: Double) {
    let (superview, scrollView, contentView) = scene(contentHeight: contentHeight)
    scrollView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    contentView.snp.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide)
      make.width.equalTo(scrollView.frameLayoutGuide)
    }
    superview.layoutIfNeeded()
    #expect(scrollView.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(contentView.frame == Rect(x: 0, y: 0, width: 375, height: contentHeight))
    #expect(scrollView.contentSize == Size(width: 375, height: contentHeight))
    #expect(scrollView.scrollsVertically == (contentHeight > 667))
    #expect(!scrollView.scrollsHorizontally)
    #expect(superview.layoutIssues.isEmpty)
  }

  /// Level 2: the scroll view takes the bottom half of its superview, with side and bottom margins.
  @Test(arguments: [200.0, 800.0])
  func level2BottomHalfWithMargins(contentHeight: Double) {
    let (superview, scrollView, contentView) = scene(contentHeight: contentHeight)
    scrollView.snp.makeConstraints { make in
      make.top.equalTo(superview.snp.centerY)
      make.left.right.bottom.equalToSuperview().inset(16)
    }
    contentView.snp.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide)
      make.width.equalTo(scrollView.frameLayoutGuide)
    }
    superview.layoutIfNeeded()
    #expect(scrollView.frame == Rect(x: 16, y: 333.5, width: 343, height: 317.5))
    #expect(scrollView.contentSize == Size(width: 343, height: contentHeight))
    #expect(scrollView.scrollsVertically == (contentHeight > 317.5))
  }

  /// Levels 3 and 4: side insets of 10, centred, at most as tall as the superview (level 4: inset by 5); the
  /// content is centred while it fits and top-aligned, scrolling, once it does not.
  @Test(arguments: [(300.0, 0.0), (1200.0, 0.0), (300.0, 5.0), (1200.0, 5.0)])
  func levels3And4CentredUntilTheContentOverflows(contentHeight: Double, capInset: Double) {
    let (superview, scrollView, contentView) = scene(contentHeight: contentHeight)
    scrollView.snp.makeConstraints { make in
      make.left.right.equalToSuperview().inset(10)
      make.center.equalToSuperview()
      if capInset == 0 {
        make.height.lessThanOrEqualToSuperview()
      } else {
        make.height.lessThanOrEqualToSuperview().inset(capInset)
      }
    }
    contentView.snp.makeConstraints { make in
      make.width.equalTo(scrollView.frameLayoutGuide)
      make.left.right.bottom.equalTo(scrollView.contentLayoutGuide)
      make.top.bottom.greaterThanOrEqualTo(scrollView.contentLayoutGuide)
      make.center.lessThanOrEqualToSuperview().priority(.required - 1)
    }
    superview.layoutIfNeeded()
    let cap = 667 - 2 * capInset
    #expect(superview.layoutIssues.isEmpty)
    #expect(scrollView.frame.minX == 10 && scrollView.frame.width == 355)
    #expect(scrollView.frame.height <= cap)
    #expect(abs(scrollView.frame.midY - 333.5) <= 0.5)
    #expect(contentView.frame.width == 355)
    if contentHeight <= cap {
      // Fits: no scrolling, and the content lies inside the visible window. Nothing fixes the scroll view's height
      // below the cap or the content's place above the centre, and Trellis says so: the layout is ambiguous (the
      // lint issue will flag it), where UIKit silently picks one solution.
      #expect(!scrollView.scrollsVertically)
      #expect(contentView.frame.minY >= 0 && contentView.frame.maxY <= scrollView.frame.height)
      #expect(scrollView.hasAmbiguousLayout && contentView.hasAmbiguousLayout)
    } else {
      // Overflows: the scroll view stops at the cap, the content starts at the top and scrolls.
      #expect(scrollView.frame.height == cap)
      #expect(contentView.frame.minY == 0)
      #expect(scrollView.scrollsVertically)
      #expect(scrollView.contentSize.height == contentHeight)
      #expect(!scrollView.hasAmbiguousLayout && !contentView.hasAmbiguousLayout)
    }
  }
}
