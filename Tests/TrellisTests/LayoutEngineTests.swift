import Testing
import TrellisSolver
import TrellisWorkloads

@testable import Trellis

/// A view with a fixed intrinsic size, like a label with set text.
final class SizedView: View {
  var content: Size
  init(_ width: Double, _ height: Double) {
    content = Size(width: width, height: height)
    super.init()
  }
  override var intrinsicContentSize: Size { content }
}

/// A root of 375 × 667 points (an iPhone 8 window) with auto layout subviews.
func makeRoot(scale: Double = 2) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
  root.contentScaleFactor = scale
  return root
}

func addConstrained(_ view: View, to parent: View) {
  view.translatesAutoresizingMaskIntoConstraints = false
  view.contentScaleFactor = parent.contentScaleFactor
  parent.addSubview(view)
}

@Suite struct LayoutEngineTests {
  @Test func edgesPinnedWithInsets() {
    let root = makeRoot()
    let card = View()
    addConstrained(card, to: root)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 120),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 16, y: 20, width: 343, height: 120))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test func framesAreInTheSuperviewsCoordinates() {
    let root = makeRoot()
    let outer = View()
    let inner = View()
    addConstrained(outer, to: root)
    addConstrained(inner, to: outer)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      outer.widthAnchor.constraint(equalToConstant: 200),
      outer.heightAnchor.constraint(equalToConstant: 100),
      inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
      inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    #expect(outer.frame == Rect(x: 10, y: 30, width: 200, height: 100))
    #expect(inner.frame == Rect(x: 50, y: 37.5, width: 100, height: 25))
  }

  /// Two labels in a row that is too wide: the higher hugging priority keeps its size; too narrow: the lower
  /// compression resistance gives way (UIKIT-MEASURED: "251 vs 250 (hugging)", "750 vs 749 (compression)").
  @Test(arguments: [(400.0, "first keeps"), (150.0, "second shrinks")])
  func huggingAndCompressionBattles(rowWidth: Double, _ label: String) {
    let root = makeRoot()
    let row = View()
    let first = SizedView(100, 20)
    let second = SizedView(100, 20)
    addConstrained(row, to: root)
    addConstrained(first, to: row)
    addConstrained(second, to: row)
    first.setContentHuggingPriority(251, for: .horizontal)
    second.setContentCompressionResistancePriority(749, for: .horizontal)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.widthAnchor.constraint(equalToConstant: rowWidth),
      first.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      first.topAnchor.constraint(equalTo: row.topAnchor),
      second.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    root.layoutIfNeeded()
    if rowWidth > 200 {
      #expect(first.frame.width == 100 && second.frame.width == rowWidth - 100)
    } else {
      #expect(first.frame.width == 100 && second.frame.width == rowWidth - 100)
      #expect(second.frame.width == 50)
    }
  }

  @Test func rightToLeftFlipsLeadingAndTrailing() {
    let root = makeRoot()
    let badge = View()
    addConstrained(badge, to: root)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame.minX == 16)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(badge.frame.minX == 375 - 16 - 40)
    root.semanticContentAttribute = .unspecified
    root.inheritedLayoutDirection = .rightToLeft
    root.layoutIfNeeded()
    #expect(badge.frame.minX == 319)
    badge.semanticContentAttribute = .playback
    #expect(badge.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// Right to left, leading runs leftwards: `badge.leading >= root.leading + 16` keeps the badge at least 16 pt in
  /// from the right edge, so it settles there when something pulls it right, and a stack view's spanning boundaries
  /// (inequalities between leading edges) hold without conflict.
  @Test func rightToLeftTurnsInequalitiesRound() {
    let root = makeRoot()
    root.inheritedLayoutDirection = .rightToLeft
    let badge = View()
    addConstrained(badge, to: root)
    let pull = badge.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    pull.priority = .defaultLow
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 16),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
      pull,
    ])
    root.layoutIfNeeded()
    // Pulled towards the trailing (left) edge, nothing stops it before x = 0.
    #expect(badge.frame.minX == 0)
    pull.isActive = false
    let push = badge.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    push.priority = .defaultLow
    push.isActive = true
    root.layoutIfNeeded()
    // Pushed onto the leading (right) edge, the inequality stops it 16 pt short.
    #expect(badge.frame.minX == 375 - 16 - 40)
    #expect(root.layoutIssues.isEmpty)

    let stack = StackView(arrangedSubviews: [View(), View()])
    stack.alignment = .leading
    addConstrained(stack, to: root)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    stack.axis = .vertical
    for view in stack.arrangedSubviews {
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    }
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    // Leading alignment right to left: at the stack's right edge.
    #expect(stack.arrangedSubviews[0].frame == Rect(x: 335 - 50, y: 0, width: 50, height: 10))
  }

  /// Edges snap on their own (x = 33.33 and maxX = 66.67), the width is what lies between them: at 1× 33…67 is 34
  /// wide, at 2× 33.5…66.5 is 33 (see `Rect.rounded(toScale:)` for the corpus evidence).
  @Test(arguments: [(1.0, 33.0, 34.0), (2.0, 33.5, 33.0), (3.0, 33.333333333333336, 33.333333333333336)])
  func framesSnapToThePixelGrid(scale: Double, expectedX: Double, expectedWidth: Double) {
    let root = makeRoot(scale: scale)
    let third = View()
    addConstrained(third, to: root)
    LayoutConstraint.activate([
      third.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100.0 / 3),
      third.widthAnchor.constraint(equalToConstant: 100.0 / 3),
      third.topAnchor.constraint(equalTo: root.topAnchor),
      third.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(third.frame.minX == expectedX)
    #expect(third.frame.width == expectedWidth)
  }

  /// An edge a few millionths of a pixel short of a half snaps as a half: Interface Builder writes multipliers with
  /// six digits (0.610687 for 240/393), so the engine's 239.99999-wide square centred in 393 pt has its right edge at
  /// 949.49999 pixels @3x. IB stored it at x = 76.667, 240 × 240 (hjaeho95/SeSAC7Week4 UpDown.storyboard, Xcode 16).
  @Test func edgesJustShortOfAHalfPixelSnapLikeTheHalf() {
    let root = makeRoot(scale: 3)
    root.frame = Rect(x: 0, y: 0, width: 393, height: 362)
    let square = View()
    addConstrained(square, to: root)
    LayoutConstraint.activate([
      square.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.610687),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
      square.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(square.frame.minX == 230.0 / 3)
    #expect(square.frame.width == 240)
    #expect(square.frame.height == 240)
  }

  @Test func layoutMarginsGuideDefaultsToEightAndFollowsDirection() {
    let root = makeRoot()
    let panel = View()
    let content = View()
    addConstrained(panel, to: root)
    addConstrained(content, to: panel)
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 8, y: 8, width: 359, height: 84))
    #expect(panel.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 359, height: 84))
    panel.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 20, y: 0, width: 351, height: 100))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 4, y: 0, width: 351, height: 100))
    #expect(panel.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
  }

  @Test func marginAttributesUseTheMarginsGuide() {
    let root = makeRoot()
    let child = View()
    addConstrained(child, to: root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
        constant: 0),
      LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
        constant: 0),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.origin == Point(x: 8, y: 8))
  }

  @Test func changingAConstantOrDeactivatingRelaysOutIncrementally() {
    let root = makeRoot()
    let bar = View()
    addConstrained(bar, to: root)
    let top = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let fallback = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
    fallback.priority = .defaultLow
    LayoutConstraint.activate([
      top, fallback, bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame.minY == 10)
    top.constant = 44
    root.layoutIfNeeded()
    #expect(bar.frame.minY == 44)
    top.isActive = false
    root.layoutIfNeeded()
    #expect(bar.frame.minY == 300)
    #expect(!top.isActive && fallback.isActive)
  }

  @Test func viewsTranslatingAutoresizingMasksKeepTheirFrames() {
    let root = makeRoot()
    let fixed = View(frame: Rect(x: 30, y: 40, width: 100, height: 50))
    let follower = View()
    root.addSubview(fixed)
    addConstrained(follower, to: root)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == Rect(x: 140, y: 90, width: 100, height: 10))
    fixed.frame = Rect(x: 0, y: 0, width: 60, height: 20)
    root.layoutIfNeeded()
    #expect(follower.frame == Rect(x: 70, y: 20, width: 60, height: 10))
    #expect(fixed.frame == Rect(x: 0, y: 0, width: 60, height: 20))
  }

  @Test func removingASubtreeKeepsItsInnerConstraintsAndDropsTheCrossingOnes() {
    let root = makeRoot()
    let box = View()
    let inner = View()
    addConstrained(box, to: root)
    addConstrained(inner, to: box)
    let crossing = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
    let within = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
    LayoutConstraint.activate([crossing, within])
    box.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(within.isActive)
    let other = makeRoot()
    other.addSubview(box)
    #expect(within.isActive)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: other.leadingAnchor), box.topAnchor.constraint(equalTo: other.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 80),
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    other.layoutIfNeeded()
    #expect(inner.frame.width == 40)
  }
}

/// The feed benchmark's two layouts agree frame for frame, so the benchmark compares equal work.
@Suite struct FeedWorkloadTests {
  @Test(arguments: [320.0, 375.0, 414.0])
  func constraintsAndHandWrittenFramesAgree(width: Double) {
    let byConstraints = FeedWorkload.layOutWithConstraints(count: 2, width: width)
    let byHand = FeedWorkload.layOutByHand(count: 2, width: width)
    for (cell, reference) in zip(byConstraints, byHand) {
      #expect(cell.layoutIssues.isEmpty)
      for (view, expected) in zip(cell.subviews, reference.subviews) {
        #expect(view.frame == expected.frame.rounded(toScale: 2))
      }
    }
  }
}

/// The README's example, verbatim.
@Test func readmeExampleLaysOutAsDocumented() {
  let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  root.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let card = View()
  card.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(card)
  LayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
    card.heightAnchor.constraint(equalToConstant: 120),
  ])
  root.layoutIfNeeded()
  #expect(card.frame == Rect(x: 8, y: 63, width: 374, height: 120))
  #expect(root.layoutIssues.isEmpty)
}

/// A root that does not translate its mask still follows its frame (it is what the window sizes).
@Test func aRootFollowsItsFrameWhateverItsMaskSetting() {
  let root = makeRoot()
  root.translatesAutoresizingMaskIntoConstraints = false
  let child = View()
  addConstrained(child, to: root)
  LayoutConstraint.activate([
    child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
  ])
  root.layoutIfNeeded()
  #expect(child.frame.width == 375)
  root.frame = Rect(x: 0, y: 0, width: 414, height: 896)
  root.layoutIfNeeded()
  #expect(child.frame.width == 414)
}
