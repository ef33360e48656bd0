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

  @Test func conflictingRequiredConstraintsAreReportedAsUIKitDoes() {
    let root = makeRoot()
    let view = View()
    view.accessibilityIdentifier = "avatar"
    addConstrained(view, to: root)
    let fixed = view.widthAnchor.constraint(equalToConstant: 64)
    fixed.identifier = "avatar-width"
    let wider = view.widthAnchor.constraint(equalToConstant: 80)
    LayoutConstraint.activate([fixed, wider])
    #expect(fixed.isActive && !wider.isActive)
    let report = root.layoutIssues.first?.message ?? ""
    #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("<NSLayoutConstraint:avatar-width avatar.width == 64>"))
    #expect(report.contains("Will attempt to recover by breaking constraint"))
    #expect(report.contains("LayoutIssueTests.swift:"))
    root.layoutIfNeeded()
    #expect(view.frame.width == 64)
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
