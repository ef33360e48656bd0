import Testing

@testable import Trellis

/// Seed 002: readableContentGuide and layout margins (root 16/20 pt margins, children 8 pt, system minimum
/// margins, `layoutMarginsDidChange`, the guides and their layout frames).
@Suite struct Seed002MarginsAndGuidesTests {
  /// A view controller's root view as the traits layer will set it up: system minimum margins of 16 pt in a
  /// compact width and 20 pt in a regular one, respected by default (`viewRespectsSystemMinimumLayoutMargins`).
  func controllerRoot(width: Double, height: Double, minimum: Double) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.systemMinimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: minimum, bottom: 0, trailing: minimum)
    root.respectsSystemMinimumLayoutMargins = true
    return root
  }

  func pin(_ view: View, to guide: LayoutGuide, in parent: View) {
    addConstrained(view, to: parent)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  @Test(arguments: [
    // iPhone 8 portrait: compact width, 16 pt margins; the readable guide is the margins guide.
    (375.0, 667.0, 16.0, Rect(x: 16, y: 8, width: 343, height: 651)),
    // iPad landscape: regular width, 20 pt margins; the readable guide is 672 pt wide and centred.
    (1024.0, 768.0, 20.0, Rect(x: 176, y: 8, width: 672, height: 752)),
  ])
  func readableContentGuideNeverLeavesTheMargins(width: Double, height: Double, minimum: Double, expected: Rect) {
    let root = controllerRoot(width: width, height: height, minimum: minimum)
    let text = View()
    pin(text, to: root.readableContentGuide, in: root)
    root.layoutIfNeeded()
    #expect(text.frame == expected)
    #expect(root.readableContentGuide.layoutFrame == expected)
    let margins = root.layoutMarginsGuide.layoutFrame
    #expect(expected.minX >= margins.minX && expected.maxX <= margins.maxX)
  }

  @Test func rootMarginsGoToZeroOnlyOnceTheSystemMinimumIsLetGo() {
    let root = controllerRoot(width: 375, height: 667, minimum: 16)
    let content = View()
    pin(content, to: root.layoutMarginsGuide, in: root)
    root.layoutMargins = .zero
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 16, y: 0, width: 343, height: 667))
    root.respectsSystemMinimumLayoutMargins = false
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func childViewsDefaultToEightPointMargins() {
    let root = controllerRoot(width: 375, height: 667, minimum: 16)
    let child = View()
    addConstrained(child, to: root)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.widthAnchor.constraint(equalToConstant: 200), child.heightAnchor.constraint(equalToConstant: 100),
    ])
    let grandchild = View()
    pin(grandchild, to: child.layoutMarginsGuide, in: child)
    root.layoutIfNeeded()
    #expect(child.layoutMargins == EdgeInsets(all: 8))
    #expect(grandchild.frame == Rect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test func layoutMarginsDidChangeIsCalledWhenTheyChange() {
    final class Watcher: View {
      var calls = 0
      override func layoutMarginsDidChange() { calls += 1 }
    }
    let root = controllerRoot(width: 375, height: 667, minimum: 16)
    let watcher = Watcher()
    pin(watcher, to: root.safeAreaLayoutGuide, in: root)
    _ = watcher.layoutMarginsGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
    root.layoutIfNeeded()
    let before = watcher.calls
    watcher.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
    root.layoutIfNeeded()
    #expect(watcher.calls > before)
    #expect(watcher.effectiveLayoutMargins == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12))
  }

  /// iPhone 14 portrait: 47 pt safe area at the top (status bar and sensor housing), 34 pt at the bottom (home
  /// indicator), as DEVICES.md gives them.
  @Test func safeAreaGuideAndInsetsFollowTheWindow() {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = View()
    pin(content, to: root.safeAreaLayoutGuide, in: root)
    let header = View()
    addConstrained(header, to: root)
    LayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.widthAnchor.constraint(equalTo: root.widthAnchor), header.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(content.safeAreaInsets == .zero)
  }

  /// Margins start at the safe area edge while `insetsLayoutMarginsFromSafeArea` is true (UIKit's documented
  /// behaviour: "margins outside the safe area are modified to fall within" it; measured from the safe area edge).
  @Test func marginsAreInsetFromTheSafeAreaUnlessToldOtherwise() {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = View()
    pin(content, to: root.layoutMarginsGuide, in: root)
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 8, y: 55, width: 374, height: 747))
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test func preservedSuperviewMarginsRaiseAChildsMargins() {
    let root = controllerRoot(width: 375, height: 667, minimum: 20)
    let band = View()
    pin(band, to: root.safeAreaLayoutGuide, in: root)
    band.preservesSuperviewLayoutMargins = true
    let label = View()
    pin(label, to: band.layoutMarginsGuide, in: band)
    root.layoutIfNeeded()
    #expect(label.frame.minX == 20)
    band.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(label.frame.minX == 8)
  }

  @Test func customGuidesHaveLayoutFrames() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let left = View()
    let right = View()
    let gap = LayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    addConstrained(left, to: root)
    addConstrained(right, to: root)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 100),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor), right.widthAnchor.constraint(equalToConstant: 120),
      gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 10),
      left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(gap.layoutFrame == Rect(x: 100, y: 0, width: 80, height: 10))
    #expect(gap.owningView === root)
  }
}

/// Seed 002 lists `keyboardLayoutGuide` among the guides: hidden, it covers the bottom safe area; shown, the
/// keyboard's overlap, so a text field pinned above it rises with the keyboard.
@Test func keyboardLayoutGuideFollowsTheKeyboard() {
  let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  root.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let field = View()
  addConstrained(field, to: root)
  LayoutConstraint.activate([
    field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    field.heightAnchor.constraint(equalToConstant: 44),
    field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
  ])
  root.layoutIfNeeded()
  #expect(field.frame.maxY == 810)
  #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 810, width: 390, height: 34))
  root.windowKeyboardHeight = 336
  root.layoutIfNeeded()
  #expect(field.frame.maxY == 508)
  #expect(root.keyboardLayoutGuide.layoutFrame.height == 336)
}
