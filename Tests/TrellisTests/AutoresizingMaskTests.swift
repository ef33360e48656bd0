import Testing

@testable import Trellis

/// Autoresizing masks: a 300 × 200 superview grows to 400 × 260 around a child set at (10, 10, 100, 40); the
/// fixed parts keep their lengths and the flexible ones share the change in proportion to their lengths.
@Suite struct AutoresizingMaskTests {
  @Test(arguments: [
    (AutoresizingMask(), Rect(x: 10, y: 10, width: 100, height: 40), "h=--& v=--&"),
    (AutoresizingMask([.flexibleWidth, .flexibleHeight]), Rect(x: 10, y: 10, width: 200, height: 100), "h=-&- v=-&-"),
    (
      AutoresizingMask([.flexibleLeftMargin, .flexibleTopMargin]), Rect(x: 110, y: 70, width: 100, height: 40),
      "h=&-- v=&--"
    ),
    // Left margin 10 and right margin 190 share 100 pt: 5 and 95; top 10 and bottom 150 share 60 pt: 3.75 and 56.25,
    // so y = 13.75, which the 2× pixel grid rounds to 14.
    (
      AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]),
      Rect(x: 15, y: 14, width: 100, height: 40), "h=&-& v=&-&"
    ),
  ])
  func masksShareTheSuperviewsGrowth(mask: AutoresizingMask, expected: Rect, notation: String) {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let child = View(frame: Rect(x: 10, y: 10, width: 100, height: 40))
    child.autoresizingMask = mask
    container.addSubview(child)
    let width = container.widthAnchor.constraint(equalToConstant: 300)
    let height = container.heightAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      width, height,
      // Asking for the child's variables makes the engine derive its mask constraints.
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 10, width: 100, height: 40))
    width.constant = 400
    height.constant = 260
    root.layoutIfNeeded()
    // UIKit's autoresizing sets the child's frame (unrounded); the engine writes its solution back the same way.
    #expect(child.frame.rounded(toScale: 2) == expected)
    // A constrained follower sees the same rectangle through the child's constraints.
    let follower = View()
    follower.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(follower)
    LayoutConstraint.activate([
      follower.leftAnchor.constraint(equalTo: child.leftAnchor),
      follower.topAnchor.constraint(equalTo: child.topAnchor),
      follower.widthAnchor.constraint(equalTo: child.widthAnchor),
      follower.heightAnchor.constraint(equalTo: child.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == expected)
    #expect(mask.notation == notation)
  }
}
