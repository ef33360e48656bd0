import Testing

@testable import Trellis

/// Bad input never traps: each problem becomes a report and the rest of the layout goes on.
@Suite struct LayoutIssueTests {
  @Test func nonFiniteConstantsAndMultipliersAreRefused() {
    let root = makeRoot()
    let view = View()
    addConstrained(view, to: root)
    let nan = view.widthAnchor.constraint(equalToConstant: .nan)
    let infinite = view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity)
    LayoutConstraint.activate([nan, infinite])
    #expect(!nan.isActive && !infinite.isActive)
    #expect(root.layoutIssues.map(\.kind) == [.nonFinite, .nonFinite])
    let fine = view.widthAnchor.constraint(equalToConstant: 10)
    fine.isActive = true
    fine.constant = .infinity
    #expect(root.layoutIssues.count == 3)
    root.layoutIfNeeded()
    #expect(view.frame.width == 10)
  }

  /// Rows the engine derives change a constant at a time; rows that change together (a margins guide's left inset
  /// and width) can pass through a state the app's required constraints rule out — here a box centred between the
  /// margins. That passing state is no conflict: the margins move from 16 to 64 on both sides with no report, and the
  /// box ends up between the new margins (corpus 075 on notched iPhones in landscape, where the margins grow with the
  /// safe area, had logged a false conflict and kept the old margins).
  @Test func derivedRowsMovingTogetherAreNoConflict() {
    let root = makeRoot()
    let box = View()
    addConstrained(box, to: root)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20),
      margins.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      // A trade-off, so that the simplex (not propagation) holds the rows.
      box.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
      { () -> LayoutConstraint in
        let short = box.heightAnchor.constraint(equalToConstant: 10)
        short.priority = .defaultLow
        return short
      }(),
    ])
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 36, y: 100, width: 303, height: 40))
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 64, bottom: 0, trailing: 64)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 84, y: 100, width: 207, height: 40))
    #expect(root.layoutIssues.isEmpty)
  }

  /// Constraints that fill the safe area exactly hold from the first solve: UIKit knows the window's safe area when
  /// it first lays a controller's view out, so a 167-pt label between `safeArea.top + 192` and
  /// `safeArea.bottom - 400` on a 759-pt safe area (852 − 59 − 34, iPhone 15) is no conflict. Trellis solved once
  /// with a zero safe area first and logged the label's height as broken (a public Xcode 15 storyboard, out of the
  /// corpus; corpus 032's self-sizing row logged the same way).
  @Test func safeAreaIsKnownBeforeTheFirstSolve() {
    let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    root.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let label = View()
    addConstrained(label, to: root)
    let safe = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.widthAnchor.constraint(equalToConstant: 186),
      label.topAnchor.constraint(equalTo: safe.topAnchor, constant: 192),
      safe.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 400),
      label.heightAnchor.constraint(equalToConstant: 167),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(label.frame == Rect(x: 16, y: 251, width: 186, height: 167))
  }

  @Test func itemsWithoutACommonAncestorAreReported() {
    let root = makeRoot()
    let stranger = makeRoot()
    let view = View()
    addConstrained(view, to: root)
    let across = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    across.isActive = true
    #expect(!across.isActive)
    #expect(root.layoutIssues.first?.kind == .noCommonAncestor)
    #expect(root.layoutIssues.first?.message.contains("no common ancestor") == true)
  }

  /// The report keeps UIKit's layout and wording (CONVENTIONS.md §1.13) so that wtfautolayout-style tools and
  /// habits still work; addresses become where each constraint was made, views their accessibility identifier.
  @Test func conflictingRequiredConstraintsAreReportedAsUIKitDoes() {
    let root = makeRoot()
    let view = View()
    view.accessibilityIdentifier = "avatar"
    addConstrained(view, to: root)
    let fixed = view.widthAnchor.constraint(equalToConstant: 64)
    fixed.identifier = "avatar-width"
    let wider = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10)
    let line = #line - 1
    LayoutConstraint.activate([fixed, wider])
    #expect(fixed.isActive && !wider.isActive)
    let file = "TrellisTests/LayoutIssueTests.swift"
    #expect(
      root.layoutIssues.first?.message == """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:'UIView-Encapsulated-Layout-Width' View#1.width == 375   (active)>",
            "<NSLayoutConstraint:\(file):\(line - 2) 'avatar-width' avatar.width == 64   (active)>",
            "<NSLayoutConstraint:\(file):\(line) avatar.width == View#1.width*0.5 - 10   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:\(file):\(line) avatar.width == View#1.width*0.5 - 10   (active)>
        """)
    root.layoutIfNeeded()
    #expect(view.frame.width == 64)
  }

  /// The classic mistake: constraining a view that still translates its autoresizing mask. The report names the
  /// mask's constraint as UIKit does (`NSAutoresizingMaskLayoutConstraint … h=--& v=--&`).
  @Test func autoresizingMaskConstraintsAppearInConflicts() {
    let root = makeRoot()
    let legacy = View(frame: Rect(x: 10, y: 10, width: 100, height: 40))
    legacy.accessibilityIdentifier = "legacy"
    root.addSubview(legacy)
    let narrower = legacy.widthAnchor.constraint(equalToConstant: 50)
    narrower.isActive = true
    #expect(!narrower.isActive)
    let message = root.layoutIssues.first?.message ?? ""
    #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint:h=--& v=--& legacy.width == 100   (active)>\""))
    root.layoutIfNeeded()
    #expect(legacy.frame == Rect(x: 10, y: 10, width: 100, height: 40))
  }

  /// A flexible part of the mask follows the superview, and the report says so as UIKit's log does
  /// (`h=-&- v=-&- UIView.height == UIView.height`) instead of printing the offset alone (`height == 0`).
  @Test func flexibleMaskConstraintsNameTheSuperview() {
    let root = makeRoot()
    root.accessibilityIdentifier = "root"
    let filler = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    filler.accessibilityIdentifier = "filler"
    root.addSubview(filler)
    let half = View(frame: Rect(x: 10, y: 0, width: 150, height: 667))
    half.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    half.accessibilityIdentifier = "half"
    root.addSubview(half)
    filler.heightAnchor.constraint(equalToConstant: 100).isActive = true
    half.widthAnchor.constraint(equalToConstant: 20).isActive = true
    let messages = root.layoutIssues.map(\.message).joined(separator: "\n")
    #expect(messages.contains("v=-&- filler.height == root.height   (active)>"))
    // The width keeps its 150 pt and takes 150 of every 365 pt the superview grows by (the right margin takes the
    // rest): width = 150 + 150/365 × (root.width − 375), printed to six significant digits as UIKit's log does.
    #expect(messages.contains("h=-&& v=--& half.width == 0.410959*root.width - 4.10959   (active)>"))
  }

  /// A view's frame constraints (its autoresizing mask's, or the size a list encapsulates a cell in) enter UIKit's
  /// engine before the constraints of what it contains, so when content cannot fit, a content constraint is the one
  /// broken and the frame holds, whatever order the app made them in. UIKit's own log (CONVENTIONS.md §1.13) keeps
  /// `UIView-Encapsulated-Layout-Height` and breaks a content constraint; Interface Builder keeps a fixed-frame table
  /// header stack at its 192-pt frame when its 32-pt margins and a 160-pt arranged view need 224 (an Xcode 12
  /// storyboard, BalloonView: the header stored 192 tall and the rows below it where that height puts them).
  @Test func aFrameHoldsAgainstTheContentInside() {
    let root = makeRoot()
    let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
    header.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(header)
    let content = View()
    content.accessibilityIdentifier = "content"
    addConstrained(content, to: header)
    let tall = content.heightAnchor.constraint(equalToConstant: 160)
    LayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.topAnchor.constraint(equalTo: root.topAnchor),
      content.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      content.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
      content.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -20), tall,
    ])
    // The header goes back to its frame after its content was constrained: its mask's rows are the newest.
    header.translatesAutoresizingMaskIntoConstraints = true
    root.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 100))
    #expect(!tall.isActive)
    #expect(content.frame == Rect(x: 0, y: 20, width: 375, height: 60))
    let message = root.layoutIssues.first?.message ?? ""
    #expect(message.hasSuffix("content.height == 160   (active)>"))
  }

  @Test func aViewConstrainedToItselfIsAnAspectRatio() {
    let root = makeRoot()
    let square = View()
    addConstrained(square, to: root)
    LayoutConstraint.activate([
      square.widthAnchor.constraint(equalToConstant: 90), square.heightAnchor.constraint(equalTo: square.widthAnchor),
      square.leftAnchor.constraint(equalTo: root.leftAnchor), square.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(square.frame.size == Size(width: 90, height: 90))
  }

  /// A cycle of equalities that cannot all hold is refused at the link that closes it; a cycle that can hold (a
  /// redundant one) is accepted.
  @Test func constraintCycles() {
    let root = makeRoot()
    let a = View()
    let b = View()
    let c = View()
    for view in [a, b, c] { addConstrained(view, to: root) }
    LayoutConstraint.activate([
      b.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 10),
      c.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 10),
    ])
    let closing = a.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 10)
    closing.isActive = true
    #expect(!closing.isActive)
    #expect(root.layoutIssues.first?.kind == .unsatisfiable)
    let consistent = a.leftAnchor.constraint(equalTo: c.leftAnchor, constant: -20)
    consistent.isActive = true
    #expect(consistent.isActive)
    #expect(root.layoutIssues.count == 1)
  }

  /// 100,000 constraints on 25,000 views lay out, every one active, in one hierarchy.
  @Test func oneHundredThousandConstraints() {
    let root = makeRoot()
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(100_000)
    var views: [View] = []
    for index in 0..<25_000 {
      let view = View()
      addConstrained(view, to: root)
      constraints += [
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double(index % 100)),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index / 100)),
        view.widthAnchor.constraint(equalToConstant: 1), view.heightAnchor.constraint(equalToConstant: 1),
      ]
      views.append(view)
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(views[24_999].frame == Rect(x: 99, y: 249, width: 1, height: 1))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test func tenThousandConstraintsLayOut() {
    let root = makeRoot()
    var previous = root
    var constraints: [LayoutConstraint] = []
    var views: [View] = []
    for _ in 0..<2500 {
      let view = View()
      addConstrained(view, to: root)
      constraints += [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalTo: root.widthAnchor),
        view.topAnchor.constraint(equalTo: previous === root ? root.topAnchor : previous.bottomAnchor),
        view.heightAnchor.constraint(equalToConstant: 2),
      ]
      views.append(view)
      previous = view
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(views.last?.frame == Rect(x: 0, y: 4998, width: 375, height: 2))
  }
}
