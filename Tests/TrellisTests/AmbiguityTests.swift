import Testing

@testable import Trellis

/// `hasAmbiguousLayout`, `exerciseAmbiguityInLayout`, `constraintsAffectingLayout(for:)` and `_autolayoutTrace`.
@Suite struct AmbiguityTests {
  @Test func aViewWithoutASizeIsAmbiguousUntilItHasOne() {
    let root = makeRoot()
    let view = View()
    addConstrained(view, to: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(view.ambiguousVariableNames == ["width", "height"])
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!view.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
  }

  @Test func anIntrinsicSizeOrAnOptionalPreferencePinsAView() {
    let root = makeRoot()
    let label = SizedView(80, 20)
    addConstrained(label, to: root)
    let loose = label.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([loose, label.topAnchor.constraint(equalTo: root.topAnchor)])
    #expect(label.ambiguousVariableNames == ["minX"])
    let preference = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    preference.priority = .defaultLow
    preference.isActive = true
    #expect(!label.hasAmbiguousLayout)
  }

  @Test func exercisingAmbiguityMovesTheViewWithinItsConstraints() {
    let root = makeRoot()
    let view = View()
    addConstrained(view, to: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
      view.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 100),
      view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let before = view.frame.minX
    view.exerciseAmbiguityInLayout()
    #expect(view.frame.minX != before)
    #expect(view.frame.minX >= 10 && view.frame.minX <= 100)
    #expect(root.layoutIssues.isEmpty)
  }

  @Test func constraintsAffectingLayoutFollowTheChain() {
    let root = makeRoot()
    let first = View()
    let second = View()
    addConstrained(first, to: root)
    addConstrained(second, to: root)
    let firstLeading = first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let firstWidth = first.widthAnchor.constraint(equalToConstant: 50)
    let gap = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8)
    let secondWidth = second.widthAnchor.constraint(equalToConstant: 30)
    let tops = [
      first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 5), second.heightAnchor.constraint(equalToConstant: 5),
    ]
    LayoutConstraint.activate([firstLeading, firstWidth, gap, secondWidth] + tops)
    let horizontal = second.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 4)
    #expect([firstLeading, firstWidth, gap, secondWidth].allSatisfy { c in horizontal.contains { $0 === c } })
    let vertical = second.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.allSatisfy { $0.firstAttribute.axis == .vertical })
    #expect(vertical.contains { $0 === tops[1] } && vertical.contains { $0 === tops[3] })
  }

  @Test func autolayoutTraceMarksAmbiguousViews() {
    let root = makeRoot()
    root.accessibilityIdentifier = "root"
    let fixed = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    fixed.accessibilityIdentifier = "fixed"
    root.addSubview(fixed)
    let floating = View()
    floating.accessibilityIdentifier = "floating"
    addConstrained(floating, to: root)
    LayoutConstraint.activate([
      floating.topAnchor.constraint(equalTo: root.topAnchor), floating.heightAnchor.constraint(equalToConstant: 4),
      floating.widthAnchor.constraint(equalToConstant: 4),
    ])
    #expect(
      root.autolayoutTrace() == """
        •root
        |   •fixed
        |   *floating- AMBIGUOUS LAYOUT for floating.minX

        Legend:
        \t* - is laid out with auto layout
        \t• - translates its autoresizing mask into constraints
        """)
  }
}
