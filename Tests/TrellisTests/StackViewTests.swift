import Testing

@testable import Trellis

/// Every distribution × alignment of `StackView`, both axes, with and without a hidden arranged view, against
/// frames computed by hand.
///
/// The stack is 320 pt along its axis and 100 pt across, spacing 10, arranging A, B, C with intrinsic lengths
/// 30, 60, 90 along and 20, 30, 40 across (and, in the hidden variants, D (50 × 50) hidden between B and C).
@Suite struct StackViewTests {
  /// Expected (position, length) along the axis of A, B, C for each distribution.
  static let along: [StackView.Distribution: [(Double, Double)]] = [
    // Slack 320 − 180 − 20 = 120 goes to the first view at the lowest hugging priority (all 250: A).
    .fill: [(0, 150), (160, 60), (230, 90)],
    // (320 − 20) / 3.
    .fillEqually: [(0, 100), (110, 100), (220, 100)],
    // UIKit's multipliers are length / (lengths + spacings) = 30/200, 60/200, 90/200 of 320 at priorities 999, 998,
    // 997: 48 and 96 hold, the last view takes the rest (156) (UIKit's `_UIOrderedLayoutArrangement`, see
    // `StackView+Arrangement.swift`).
    .fillProportionally: [(0, 48), (58, 96), (164, 156)],
    // Gaps (320 − 180) / 2 = 70.
    .equalSpacing: [(0, 30), (100, 60), (230, 90)],
    // Centres 15 and 275 at the ends, B's centre half-way at 145.
    .equalCentering: [(0, 30), (115, 60), (230, 90)],
  ]

  /// Expected (position, length) across of A, B, C, D for each alignment (D is 50 across when hidden).
  static let across: [StackView.Alignment: [(Double, Double)]] = [
    .fill: [(0, 100), (0, 100), (0, 100), (0, 100)],
    .leading: [(0, 20), (0, 30), (0, 40), (0, 50)],
    .center: [(40, 20), (35, 30), (30, 40), (25, 50)],
    .trailing: [(80, 20), (70, 30), (60, 40), (50, 50)],
    // Views without text have their baselines at the bottom; the line sits as high as the tallest view allows.
    // (The hidden view is aligned but not enclosed, so it may stick out.)
    .firstBaseline: [(20, 20), (10, 30), (0, 40), (-10, 50)],
    .lastBaseline: [(20, 20), (10, 30), (0, 40), (-10, 50)],
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    let axis: LayoutAxis
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment
    let hidden: Bool
    var testDescription: String {
      "\(axis == .horizontal ? "H" : "V") \(distribution) \(alignment)\(hidden ? " +hidden" : "")"
    }
  }

  static let cases: [Case] = [LayoutAxis.horizontal, .vertical].flatMap { axis in
    StackView.Distribution.allCases.flatMap { distribution in
      StackView.Alignment.allCases.flatMap { alignment in
        [false, true].map { Case(axis: axis, distribution: distribution, alignment: alignment, hidden: $0) }
      }
    }
  }

  @Test(arguments: cases)
  func arrangesAsComputedByHand(_ c: Case) throws {
    let horizontal = c.axis == .horizontal
    func sized(_ along: Double, _ across: Double) -> SizedView {
      horizontal ? SizedView(along, across) : SizedView(across, along)
    }
    let root = makeRoot()
    let stack = StackView(frame: Rect(x: 0, y: 0, width: horizontal ? 320 : 100, height: horizontal ? 100 : 320))
    root.addSubview(stack)
    stack.axis = c.axis
    stack.distribution = c.distribution
    stack.alignment = c.alignment
    stack.spacing = 10
    let views = [sized(30, 20), sized(60, 30), sized(90, 40)]
    let hidden = sized(50, 50)
    hidden.isHidden = true
    for view in views { stack.addArrangedSubview(view) }
    if c.hidden { stack.insertArrangedSubview(hidden, at: 2) }
    root.layoutIfNeeded()
    #expect(root.engineIfAny?.issues.isEmpty == true, "\(root.engineIfAny?.issues ?? [])")
    #expect(!root.hasAmbiguousLayout)

    // A vertical stack reads first/last baseline alignment as leading/trailing.
    var alignment = c.alignment
    if !horizontal && alignment == .firstBaseline { alignment = .leading }
    if !horizontal && alignment == .lastBaseline { alignment = .trailing }
    let alongExpected = try #require(Self.along[c.distribution])
    let acrossExpected = try #require(Self.across[alignment])
    func rect(along: (Double, Double), across: (Double, Double)) -> Rect {
      horizontal
        ? Rect(x: along.0, y: across.0, width: along.1, height: across.1)
        : Rect(x: across.0, y: along.0, width: across.1, height: along.1)
    }
    for (index, view) in views.enumerated() {
      #expect(view.frame == rect(along: alongExpected[index], across: acrossExpected[index]), "view \(index)")
    }
    if c.hidden {
      // No length, in the middle of the spacing before the next visible view (C).
      let cStart = alongExpected[2].0
      #expect(hidden.frame == rect(along: (cStart - 5, 0), across: acrossExpected[3]))
    }
  }
}

@Suite struct StackViewBehaviourTests {
  func horizontalStack(_ width: Double, _ views: [View], spacing: Double = 10) -> (View, StackView) {
    let root = makeRoot()
    let stack = StackView(frame: Rect(x: 0, y: 0, width: width, height: 100))
    root.addSubview(stack)
    stack.spacing = spacing
    for view in views { stack.addArrangedSubview(view) }
    return (root, stack)
  }

  /// A stack makes its constraints again when an arranged view's content changes (a label measured again at its
  /// width, each layout), but keeps the ones it has when the new ones would be the same: the solver is left alone.
  /// Proportional lengths follow content, so there the constraints are replaced.
  @Test func anUnchangedArrangementKeepsItsConstraints() {
    let views = [SizedView(30, 20), SizedView(60, 30)]
    let (root, stack) = horizontalStack(320, views)
    root.layoutIfNeeded()
    let before = stack.arrangementConstraints
    views[0].content = Size(width: 40, height: 20)
    views[0].invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(stack.arrangementConstraints.count == before.count)
    #expect(zip(stack.arrangementConstraints, before).allSatisfy { $0 === $1 })
    // Fill: the slack goes to the first view whatever its content.
    #expect(views.map(\.frame.width) == [250, 60])

    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    let proportional = stack.arrangementConstraints
    views[1].content = Size(width: 90, height: 30)
    views[1].invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(!zip(stack.arrangementConstraints, proportional).allSatisfy { $0 === $1 })
    // 40 : 90 of 320 (spacing counted in the proportions' total, as UIKit's): 40/140 × 320 = 91.43, on the 2x pixel
    // grid 91.5, and the rest, 320 − 10 − 91.5.
    #expect(views.map(\.frame.width) == [91.5, 218.5])
  }

  /// Arranging several views at once makes the same constraints as arranging them one by one.
  @Test func arrangingSeveralAtOnceMatchesOneByOne() {
    func arranged(together: Bool) -> [String] {
      let views = [SizedView(30, 20), SizedView(60, 30), SizedView(90, 40)]
      let stack = StackView(frame: Rect(x: 0, y: 0, width: 320, height: 100))
      stack.distribution = .equalSpacing
      stack.alignment = .center
      if together {
        stack.addArrangedSubviews(views)
      } else {
        for view in views { stack.addArrangedSubview(view) }
      }
      stack.layoutIfNeeded()
      return stack.arrangementConstraints.map { "\($0.identifier ?? "") \($0.firstAttribute.name)" }
        + views.map { "\($0.frame)" }
    }
    #expect(arranged(together: true) == arranged(together: false))
  }

  @Test func rightToLeftStartsAtTheRight() {
    let views = [SizedView(30, 20), SizedView(60, 30), SizedView(90, 40)]
    let (root, _) = horizontalStack(320, views)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [170, 100, 0])
    #expect(views.map(\.frame.width) == [150, 60, 90])
  }

  @Test func marginsRelativeArrangementInsetsTheViews() {
    let views = [SizedView(30, 20), SizedView(60, 30)]
    let (root, stack) = horizontalStack(320, views)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    // (320 − 40 − 10) / 2 = 135 each, from x = 20; fill alignment spans 100 − 10 across.
    #expect(
      views.map(\.frame) == [Rect(x: 20, y: 5, width: 135, height: 90), Rect(x: 165, y: 5, width: 135, height: 90)])
  }

  @Test func customAndSystemSpacing() {
    let views = [SizedView(30, 20), SizedView(30, 20), SizedView(30, 20)]
    let (root, stack) = horizontalStack(320, views)
    stack.distribution = .equalSpacing
    stack.alignment = .leading
    stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
    stack.spacing = 0
    root.layoutIfNeeded()
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseSystem)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    // Equal gaps (320 − 90) / 2 = 115 satisfy both minimums; now make the minimum bind.
    #expect(views.map(\.frame.minX) == [0, 145, 290])
    stack.frame = Rect(x: 0, y: 0, width: 90, height: 100)
    stack.distribution = .fill
    root.layoutIfNeeded()
    // Fill: the gaps are exactly 8 (system) and 0; the overflow of 8 comes out of the first view.
    #expect(views.map(\.frame.minX) == [0, 30, 60])
    #expect(views.map(\.frame.width) == [22, 30, 30])
  }

  @Test func lastFlexibleViewTakesTheSlack() {
    // UIKIT-MEASURED.md (probe_fill_twospacers): "LAST flexible (no intrinsic) view takes all slack, earlier
    // flexible ones collapse to 0".
    let first = View()
    let label = SizedView(50, 20)
    let last = View()
    let (root, _) = horizontalStack(300, [first, label, last], spacing: 0)
    root.layoutIfNeeded()
    #expect(first.frame.width == 0)
    #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 100))
    #expect(last.frame == Rect(x: 50, y: 0, width: 250, height: 100))
    #expect(!root.hasAmbiguousLayout)
  }

  /// A stack whose arranged views are all hidden collapses to 0 × 0, and an equal-spacing stack around it keeps its
  /// gaps at the minimum (Interface Builder, Threema's IntroQuestionView.xib, Xcode 12: a horizontal stack whose
  /// only button is hidden, stored 0 × 0 at the centre of a centre-aligned vertical stack, the views after it one
  /// spacing below it). Trellis once gave it the outer stack's width and a negative height.
  @Test func aStackOfHiddenViewsCollapses() {
    let root = makeRoot()
    let outer = StackView()
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    outer.axis = .vertical
    outer.distribution = .equalSpacing
    outer.alignment = .center
    outer.spacing = 20
    let label = SizedView(40, 20)
    let inner = StackView()
    inner.alignment = .bottom
    let button = SizedView(110, 36)
    button.isHidden = true
    inner.addArrangedSubview(button)
    let footer = SizedView(260, 36)
    for view in [label, inner, footer] { outer.addArrangedSubview(view) }
    LayoutConstraint.activate([
      outer.topAnchor.constraint(equalTo: root.topAnchor),
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      outer.widthAnchor.constraint(equalToConstant: 280),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 140, y: 40, width: 0, height: 0))
    #expect(footer.frame == Rect(x: 10, y: 60, width: 260, height: 36))
    #expect(outer.frame.height == 96)
  }

  @Test func fillStretchesTheLowestHugging() {
    let a = SizedView(30, 20)
    let b = SizedView(60, 20)
    b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    let (root, _) = horizontalStack(200, [a, b], spacing: 0)
    root.layoutIfNeeded()
    #expect(a.frame.width == 30)
    #expect(b.frame.width == 170)
  }

  /// Interface Builder stored these frames for seven `fillEqually` views across a 375-pt stack on an @2x device
  /// (corpus file 050_patchthecode_JTAppleCalendar_Main.storyboard): edges at k × 375/7 rounded to the pixel grid,
  /// so widths alternate 53.5 and 54. (UIKIT-MEASURED.md's Catalyst rule — origins to whole points — would give
  /// x = 54, 107, 161, …; the iOS documents do not show that.)
  @Test func equalWidthsRoundEdgesToThePixelGrid() {
    let views = (0..<7).map { _ in View() }
    let (root, stack) = horizontalStack(375, views, spacing: 0)
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 53.5, 107, 160.5, 214.5, 268, 321.5])
    #expect(views.map(\.frame.width) == [53.5, 53.5, 53.5, 54, 53.5, 53.5, 53.5])
  }

  @Test func hidingAndShowingRearranges() {
    let views = [SizedView(30, 20), SizedView(60, 30), SizedView(90, 40)]
    let (root, stack) = horizontalStack(320, views)
    stack.distribution = .fillEqually
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [155, 0, 155])
    views[1].isHidden = false
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 100, 100])
    views[1].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[2].frame.minX == 165)
  }

  @Test func conflictReportNamesTheStackConstraints() throws {
    let a = SizedView(30, 20)
    let b = SizedView(30, 20)
    let (root, _) = horizontalStack(100, [a, b])
    a.widthAnchor.constraint(equalToConstant: 80).isActive = true
    b.widthAnchor.constraint(equalToConstant: 80).isActive = true
    root.layoutIfNeeded()
    let report = try #require(root.layoutIssues.first { $0.kind == .unsatisfiable })
    #expect(report.message.contains("'UISV-spacing'"))
    #expect(report.message.contains("'UISV-canvas-connection'"))
  }
}
