import Testing
import TrellisWorkloads

@testable import Trellis

/// Who keeps whom alive: a laid-out hierarchy goes away with the last reference to its root, engine and
/// constraints included, and views removed from it go away with the last reference to them.
@Suite struct OwnershipTests {
  /// Weak references to what a test made, checked once the strong ones are gone.
  final class Watched {
    private var objects: [(name: String, get: () -> AnyObject?)] = []

    func watch(_ name: String, _ object: AnyObject) {
      weak let reference = object
      objects.append((name, { reference }))
    }

    /// The names of the watched objects still alive.
    var alive: [String] { objects.filter { $0.get() != nil }.map(\.name) }
  }

  /// A root with constrained subviews (one nested), a guide it provides, a guide added to it and constraints to
  /// all of them, laid out; everything watched.
  private func layOutHierarchy(_ watched: Watched) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let header = SizedView(200, 20)
    let body = View()
    let icon = SizedView(24, 24)
    let spacer = LayoutGuide()
    for view in [header, body] { addConstrained(view, to: root) }
    addConstrained(icon, to: body)
    root.addLayoutGuide(spacer)
    let constraints = [
      header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      spacer.topAnchor.constraint(equalTo: header.bottomAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 8),
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: root.widthAnchor),
      body.topAnchor.constraint(equalTo: spacer.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      icon.centerXAnchor.constraint(equalTo: body.centerXAnchor),
      icon.centerYAnchor.constraint(equalTo: body.centerYAnchor),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(icon.frame == Rect(x: 175.5, y: 297.5, width: 24, height: 24))
    for (index, constraint) in constraints.enumerated() { watched.watch("constraint \(index)", constraint) }
    watched.watch("root", root)
    watched.watch("header", header)
    watched.watch("body", body)
    watched.watch("icon", icon)
    watched.watch("spacer", spacer)
    watched.watch("margins guide", root.layoutMarginsGuide)
    watched.watch("engine", root.rootEngine)
    return root
  }

  @Test func droppingTheRootFreesTheHierarchyItsEngineAndConstraints() {
    let watched = Watched()
    do {
      let root = layOutHierarchy(watched)
      #expect(watched.alive.count == 19)
      _ = root
    }
    #expect(watched.alive == [])
  }

  /// The solver path holds rows too: a hierarchy that needed it goes away all the same.
  @Test func droppingARootWhoseEngineUsedTheSolverFreesIt() {
    let watched = Watched()
    do {
      let root = layOutHierarchy(watched)
      let loose = View()
      addConstrained(loose, to: root)
      // Two optional widths pulling apart: a trade-off propagation leaves to the solver.
      let wide = loose.widthAnchor.constraint(equalToConstant: 100)
      wide.priority = LayoutPriority(500)
      let narrow = loose.widthAnchor.constraint(equalToConstant: 50)
      narrow.priority = LayoutPriority(400)
      LayoutConstraint.activate([
        wide, narrow, loose.heightAnchor.constraint(equalToConstant: 10),
        loose.topAnchor.constraint(equalTo: root.topAnchor), loose.leftAnchor.constraint(equalTo: root.leftAnchor),
      ])
      root.layoutIfNeeded()
      #expect(root.rootEngine.solver != nil)
      #expect(loose.frame.width == 100)
      watched.watch("loose", loose)
      watched.watch("wide", wide)
    }
    #expect(watched.alive == [])
  }

  @Test func removedViewsAreFreedAndTheRestStaysLaidOut() {
    let watched = Watched()
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let kept = SizedView(40, 40)
    addConstrained(kept, to: root)
    LayoutConstraint.activate([
      kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    do {
      let panel = View()
      let label = SizedView(100, 20)
      addConstrained(panel, to: root)
      addConstrained(label, to: panel)
      // Constraints crossing the cut (deactivated on removal) and within the removed subtree (kept active there).
      let crossing = [
        panel.topAnchor.constraint(equalTo: kept.bottomAnchor),
        panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        panel.widthAnchor.constraint(equalTo: root.widthAnchor),
      ]
      let inside = [
        label.topAnchor.constraint(equalTo: panel.topAnchor),
        label.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        panel.bottomAnchor.constraint(equalTo: label.bottomAnchor),
      ]
      LayoutConstraint.activate(crossing + inside)
      root.layoutIfNeeded()
      #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
      for (index, constraint) in (crossing + inside).enumerated() { watched.watch("constraint \(index)", constraint) }
      watched.watch("panel", panel)
      watched.watch("label", label)
      panel.removeFromSuperview()
      let insideActive = inside.allSatisfy { $0.isActive }
      let crossingActive = crossing.contains { $0.isActive }
      #expect(insideActive)
      #expect(!crossingActive)
    }
    #expect(watched.alive == [])
    root.layoutIfNeeded()
    #expect(kept.frame == Rect(x: 10, y: 10, width: 40, height: 40))
    #expect(root.rootEngine.constraints.count == 2)
  }

  /// A subview kept past its root leaves the hierarchy as a removed view does: constraints within its subtree stay
  /// active there, the others become inactive, and the rest goes away.
  @Test func aSubviewKeptPastItsRootKeepsItsOwnConstraints() {
    let watched = Watched()
    let body: View
    do {
      let root = layOutHierarchy(watched)
      body = root.subviews[1]
    }
    #expect(watched.alive.sorted() == ["body", "constraint 10", "constraint 11", "icon"])
    #expect(body.superview == nil)
    body.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    body.layoutIfNeeded()
    #expect(body.subviews[0].frame == Rect(x: 38, y: 13, width: 24, height: 24))
  }

  /// Several subviews kept past their root (a list keeping its cells): each keeps the constraints within it; those
  /// between them, or to the root, become inactive.
  @Test func subviewsKeptPastTheirRootEachKeepTheirOwnConstraints() {
    var cells: [View] = []
    var inside: [LayoutConstraint] = []
    let between: LayoutConstraint
    let toRoot: LayoutConstraint
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      for index in 0..<3 {
        let cell = View()
        let label = SizedView(50, 20)
        addConstrained(cell, to: root)
        addConstrained(label, to: cell)
        let own = [
          label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: Double(index)),
          label.topAnchor.constraint(equalTo: cell.topAnchor),
        ]
        LayoutConstraint.activate(own)
        inside += own
        cells.append(cell)
      }
      between = cells[1].topAnchor.constraint(equalTo: cells[0].bottomAnchor)
      toRoot = cells[0].topAnchor.constraint(equalTo: root.topAnchor)
      LayoutConstraint.activate([between, toRoot])
      root.layoutIfNeeded()
    }
    let insideActive = inside.allSatisfy { $0.isActive }
    #expect(insideActive)
    #expect(!between.isActive)
    #expect(!toRoot.isActive)
    #expect(toRoot.secondItem == nil)
    for (index, cell) in cells.enumerated() {
      #expect(cell.superview == nil)
      cell.frame = Rect(x: 0, y: 0, width: 100, height: 40)
      cell.layoutIfNeeded()
      #expect(cell.subviews[0].frame == Rect(x: Double(index), y: 0, width: 50, height: 20))
    }
  }

  /// A constraint kept after its hierarchy went away lets go of the root, keeps its other item, and stays inactive.
  @Test func aConstraintKeptPastItsHierarchyForgetsTheRoot() {
    let watched = Watched()
    let label = SizedView(10, 10)
    let constraint: LayoutConstraint
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      addConstrained(label, to: root)
      constraint = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
      constraint.isActive = true
      root.layoutIfNeeded()
      watched.watch("root", root)
    }
    #expect(watched.alive == [])
    #expect(!constraint.isActive)
    #expect(constraint.firstItem === label)
    #expect(constraint.secondItem == nil)
    #expect(label.superview == nil)
    // It cannot be activated again without its second item.
    constraint.isActive = true
    #expect(!constraint.isActive)
  }

  /// Views that hold constraints on themselves go away with their hierarchy: a stack view keeps the constraints it
  /// makes, and a custom view commonly keeps one of its own in a property. Before, dropping the root made those
  /// constraints retain their items again, so each such view kept itself (and its subviews) alive for good: linting
  /// one storyboard scene with stack views on 2,550 configurations took 548 MB.
  @Test func viewsHoldingTheirOwnConstraintsAreFreedWithTheirHierarchy() {
    final class Badge: View {
      var widthConstraint: LayoutConstraint?
    }
    let watched = Watched()
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      let stack = StackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 20)])
      stack.spacing = 8
      let badge = Badge()
      addConstrained(stack, to: root)
      addConstrained(badge, to: root)
      let width = badge.widthAnchor.constraint(equalToConstant: 30)
      badge.widthConstraint = width
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        badge.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
        badge.topAnchor.constraint(equalTo: root.topAnchor),
        badge.heightAnchor.constraint(equalToConstant: 30),
        width,
      ])
      root.layoutIfNeeded()
      #expect(badge.frame == Rect(x: 108, y: 0, width: 30, height: 30))
      watched.watch("root", root)
      watched.watch("stack", stack)
      for view in stack.arrangedSubviews { watched.watch("arranged", view) }
      watched.watch("badge", badge)
      watched.watch("width", width)
    }
    #expect(watched.alive == [])
  }

  /// The benchmark's cells (one engine each) go away with the array holding them.
  @Test func feedCellsAreFreed() {
    let watched = Watched()
    do {
      let cells = FeedWorkload.layOutWithConstraints(count: 2, width: 375)
      for cell in cells {
        watched.watch("cell", cell)
        for subview in cell.subviews { watched.watch("subview", subview) }
      }
      #expect(watched.alive.count == 42)
    }
    #expect(watched.alive == [])
  }
}
