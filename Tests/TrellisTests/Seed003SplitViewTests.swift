import Testing

@testable import Trellis

/// Seed 003, split views: side by side only when horizontally regular, the primary compact and the secondary
/// regular, column widths from the fraction and its bounds, collapse in compact width, display modes, nesting.
@Suite struct Seed003SplitViewTests {
  static func split(
    _ environment: Environment, configure: (SplitViewController) -> Void = { _ in }
  ) -> (Window, SplitViewController) {
    let split = SplitViewController(primary: ViewController(), secondary: ViewController())
    configure(split)
    let window = Window(environment: environment)
    window.rootViewController = split
    window.layoutIfNeeded()
    return (window, split)
  }

  @Test func iPadLandscapeShowsBothColumns() throws {
    let (_, split) = Self.split(try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft))
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(split.secondary.view.frame == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(split.primary.traitCollection.horizontalSizeClass == .compact)
    #expect(split.secondary.traitCollection.horizontalSizeClass == .regular)
    #expect(split.primary.traitCollection.verticalSizeClass == .regular)
  }

  /// Automatic mode in iPad portrait hides the primary; the secondary takes the width.
  @Test func iPadPortraitShowsTheSecondaryOnly() throws {
    let (_, split) = Self.split(try Environment("ipad-pro-11-inch-4th-generation"))
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.primary.view.isHidden)
    #expect(split.secondary.view.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
  }

  /// Horizontally compact — every iPhone in portrait, the ≤402-pt phones in landscape, compact iPad windows — the
  /// split collapses to its primary.
  @Test(arguments: [
    ("iphone-16", Orientation.portrait, WindowMode.fullScreen, true),
    ("iphone-16", .landscapeLeft, .fullScreen, true),
    ("iphone-16-pro-max", .landscapeLeft, .fullScreen, false),
    ("ipad-air-2", .landscapeLeft, .splitView(.half), true),
    ("ipad-air-2", .landscapeLeft, .splitView(.twoThirds), false),
    ("ipad-pro-12.9-inch-3rd-generation", .landscapeLeft, .splitView(.half), false),
  ])
  func collapsesInCompactWidth(device: String, orientation: Orientation, mode: WindowMode, collapsed: Bool) throws {
    let environment = try Environment(device, orientation: orientation, windowMode: mode)
    let (_, split) = Self.split(environment)
    #expect(split.isCollapsed == collapsed)
    if collapsed {
      #expect(split.primary.view.frame == Rect(origin: .zero, size: environment.windowSize))
      #expect(split.secondary.view.isHidden)
      #expect(split.primary.traitCollection.horizontalSizeClass == .compact)
    } else {
      // Expanded; in automatic mode a window taller than wide (a 2/3 or 12.9" 1/2 window) hides the primary, as
      // iPad portrait does.
      let size = environment.windowSize
      #expect(split.displayMode == (size.width >= size.height ? .oneBesideSecondary : .secondaryOnly))
      #expect(!split.secondary.view.isHidden)
      if split.displayMode == .oneBesideSecondary { #expect(split.primary.view.frame.width == 320) }
    }
  }

  /// The fraction is capped by the automatic maximum of 320 pt until the maximum is raised; the minimum holds too.
  @Test func columnWidthFollowsFractionMinimumAndMaximum() throws {
    let landscape = try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft)
    let (_, capped) = Self.split(landscape) { $0.preferredPrimaryColumnWidthFraction = 0.4 }
    #expect(capped.primary.view.frame.width == 320)
    let (_, raised) = Self.split(landscape) {
      $0.preferredPrimaryColumnWidthFraction = 0.4
      $0.maximumPrimaryColumnWidth = 600
    }
    #expect(raised.primary.view.frame.width == 1194 * 0.4)
    let (_, floored) = Self.split(landscape) {
      $0.preferredPrimaryColumnWidthFraction = 0.1
      $0.minimumPrimaryColumnWidth = 200
    }
    #expect(floored.primary.view.frame.width == 200)
  }

  /// In a 2/3 Split View window the secondary may be narrower than the primary and still be regular.
  @Test func aNarrowSecondaryStaysRegular() throws {
    let environment = try Environment(
      "ipad-air-2", orientation: .landscapeLeft, windowMode: .splitView(.twoThirds))
    let (_, split) = Self.split(environment) {
      $0.preferredPrimaryColumnWidthFraction = 0.6
      $0.maximumPrimaryColumnWidth = 500
      $0.preferredDisplayMode = .oneBesideSecondary
    }
    #expect(split.secondary.view.frame.width < split.primary.view.frame.width)
    #expect(split.secondary.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func displayModes() throws {
    let landscape = try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft)
    let (_, hidden) = Self.split(landscape) { $0.preferredDisplayMode = .secondaryOnly }
    #expect(hidden.primary.view.isHidden && hidden.secondary.view.frame.width == 1194)
    let (_, overlay) = Self.split(landscape) { $0.preferredDisplayMode = .oneOverSecondary }
    #expect(!overlay.primary.view.isHidden && overlay.primary.view.frame.width == 320)
    #expect(overlay.secondary.view.frame.width == 1194)
  }

  /// A split view controller in the secondary column makes three panes.
  @Test func nestedSplitsMakeThreePanes() throws {
    let inner = SplitViewController(primary: ViewController(), secondary: ViewController())
    let outer = SplitViewController(primary: ViewController(), secondary: inner)
    let window = Window(environment: try Environment("ipad-pro-13-inch-m4", orientation: .landscapeLeft))
    window.rootViewController = outer
    window.layoutIfNeeded()
    #expect(inner.traitCollection.horizontalSizeClass == .regular)
    #expect(!inner.isCollapsed)
    #expect(outer.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 1032))
    #expect(inner.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 1032))
    #expect(inner.secondary.view.frame == Rect(x: 320, y: 0, width: 1376 - 640, height: 1032))
  }

  /// Rotating an iPad between a compact 1/2 window and a regular 2/3 window collapses and expands the split.
  @Test func multitaskingResizesCollapseAndExpand() throws {
    let (window, split) = Self.split(
      try Environment("ipad-air-2", orientation: .landscapeLeft, windowMode: .splitView(.twoThirds)))
    #expect(!split.isCollapsed)
    window.transition(to: try Environment("ipad-air-2", orientation: .landscapeLeft, windowMode: .splitView(.half)))
    #expect(split.isCollapsed)
    #expect(split.primary.view.frame.width == 507)
    window.transition(to: try Environment("ipad-air-2", orientation: .landscapeLeft))
    #expect(!split.isCollapsed)
    #expect(split.secondary.view.frame.width == 1024 - 320)
  }
}
