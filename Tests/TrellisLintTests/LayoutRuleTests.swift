import Foundation
import Testing
import Trellis
import TrellisIB

@testable import TrellisLint

/// Each layout rule on a document written to show the problem, and on one that does not have it.
@Suite("Lint layout rules")
struct LayoutRuleTests {
  typealias F = LintFixture

  @Test("Unsatisfiable constraints: one finding keyed by the broken constraint, with UIKit's log as details")
  func unsatisfiable() throws {
    let document = F.storyboard(
      subviews: F.label("title", "Title"),
      constraints: [
        F.pin("title", x: 16, y: 20), F.constraint("w100", "title", "width", constant: 100),
        F.constraint("w200", "title", "width", constant: 200),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["unsatisfiable-constraints"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.objects.contains("w100") && finding.objects.contains("w200"))
    #expect(finding.configurations == [0, 1])
    #expect(finding.details?.contains("Unable to simultaneously satisfy constraints") == true)
    #expect(report.exitStatus(strict: false) == 1)
  }

  @Test("Ambiguous layout names the outermost view and the axis; a determined layout is clean")
  func ambiguous() throws {
    let ambiguous = F.storyboard(
      subviews: F.label("title", "Title"),
      constraints: F.constraint("top", "title", "top", "safe", "top", constant: 8))
    let report = try F.lint(ambiguous, rules: ["ambiguous-layout"])
    #expect(report.findings.map(\.objects) == [["title"]])
    #expect(report.findings.first?.message.contains("horizontal position or width") == true)
    #expect(report.findings.first?.message.contains("vertical") == false)

    let determined = F.storyboard(subviews: F.label("title", "Title"), constraints: F.pin("title", x: 16, y: 8))
    #expect(try F.lint(determined, rules: ["ambiguous-layout"]).findings.isEmpty)
  }

  @Test("A view held by placeholder constraints is ambiguous by design: its code adds the real constraints")
  func placeholderAmbiguity() throws {
    let placeholder = F.storyboard(
      subviews: F.label("title", "Title"),
      constraints: F.constraint("top", "title", "top", "safe", "top", constant: 8)
        + "\n<constraint firstItem=\"title\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" "
        + "constant=\"16\" placeholder=\"YES\" id=\"ph\"/>")
    #expect(try F.lint(placeholder, rules: ["ambiguous-layout"]).findings.isEmpty)
  }

  /// What hangs on a placeholder is ambiguous by design too: a box as tall as a view whose height only a placeholder
  /// gives (a public xib, k11k/This-is-a-Petersburg-Babe's `ObjectDescriptionViewController`, wraps a stack of
  /// placeholder height in a view pinned above a label that ends a scroll view's content: both were reported). A
  /// label with no vertical constraint in the same scene still is.
  @Test("A view ambiguous only through a placeholder-held subview is not reported; a loose label beside it is")
  func ambiguityThroughAPlaceholder() throws {
    let box = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="16" y="79" width="361" height="100"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                  <rect key="frame" x="0" y="0" width="361" height="100"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="100" placeholder="YES" id="inner-h"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
      \(F.constraint("inner-l", "inner", "leading", "box", "leading"))
      \(F.constraint("inner-r", "inner", "trailing", "box", "trailing"))
      \(F.constraint("inner-t", "inner", "top", "box", "top"))
      \(F.constraint("inner-b", "inner", "bottom", "box", "bottom"))
          </constraints>
      </view>
      """
    let document = F.storyboard(
      subviews: box + F.label("loose", "Loose", frame: "16 200 100 21"),
      constraints: [
        F.constraint("box-l", "box", "leading", "root", "leading", constant: 16),
        F.constraint("box-r", "box", "trailing", "root", "trailing", constant: -16),
        F.constraint("box-t", "box", "top", "safe", "top", constant: 20),
        F.constraint("loose-x", "loose", "leading", "root", "leading", constant: 16),
      ].joined(separator: "\n"))
    let findings = try F.lint(document, rules: ["ambiguous-layout"]).findings
    #expect(findings.map(\.objects) == [["loose"]])
    #expect(findings.first?.message.contains("vertical") == true)
  }

  @Test("What lies inside an ambiguous view lands anywhere: the ambiguity is the one finding, not what follows it")
  func noFindingsUnderAmbiguity() throws {
    // A box with no horizontal position holding a label that would run past the SE's edge wherever the box sat.
    let box = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="79" width="393" height="40"/>
          <subviews>
      \(F.label("wide", "Wide", frame: "0 0 420 21"))
          </subviews>
          <constraints>
      \(F.constraint("wide-x", "wide", "leading", "box", "leading"))
      \(F.constraint("wide-y", "wide", "top", "box", "top"))
      \(F.constraint("wide-w", "wide", "width", constant: 420))
          </constraints>
      </view>
      """
    let document = F.storyboard(
      subviews: box,
      constraints: [
        F.constraint("box-y", "box", "top", "safe", "top", constant: 20),
        F.constraint("box-w", "box", "width", constant: 393), F.constraint("box-h", "box", "height", constant: 40),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["ambiguous-layout", "view-outside-bounds"])
    #expect(report.findings.map(\.rule) == ["ambiguous-layout"])
    #expect(report.findings.first?.objects == ["box"])
  }

  @Test("A label running past the trailing edge on the small phone only")
  func outsideBounds() throws {
    // 360 pt from the leading edge, 40 wide: 25 pt outside the SE's 375-pt root, inside the 440-pt Pro Max. The
    // stored frame sticks out of the 393-pt design root by 7 pt only, so the designer did not see this.
    let document = F.storyboard(
      subviews: F.label("tag", "Tag", frame: "360 20 40 21"),
      constraints: F.pin("tag", x: 360, y: 20, width: 40))
    let report = try F.lint(document, rules: ["view-outside-bounds"])
    let finding = try #require(report.findings.first)
    #expect(finding.configurations == [0])
    #expect(finding.message.contains("25 pt past the right edge"))
    #expect(report.occurrenceSummary(of: finding) == "on 1 of 2 configurations: iPhone SE (3rd generation) portrait, L")
  }

  @Test("A view placed outside its superview in the document's own frames is there on purpose")
  func outsideByDesign() throws {
    // A badge hanging 10 pt off its card's corner, stored that way too.
    let card = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
          <rect key="frame" x="16" y="79" width="100" height="100"/>
          <subviews>
      \(F.label("badge", "3", frame: "90 -10 20 20"))
          </subviews>
          <constraints>
      \(F.constraint("badge-x", "badge", "leading", "card", "trailing", constant: -10))
      \(F.constraint("badge-y", "badge", "top", "card", "top", constant: -10))
      \(F.constraint("badge-w", "badge", "width", constant: 20))
      \(F.constraint("badge-h", "badge", "height", constant: 20))
          </constraints>
      </view>
      """
    let document = F.storyboard(subviews: card, constraints: F.pin("card", x: 16, y: 20, width: 100, height: 100))
    #expect(try F.lint(document, rules: ["view-outside-bounds"]).findings.isEmpty)
    // Stored inside the card, the same constraints are a finding.
    let stale = document.replacingOccurrences(of: "x=\"90\" y=\"-10\"", with: "x=\"70\" y=\"0\"")
    #expect(try F.lint(stale, rules: ["view-outside-bounds"]).findings.map(\.objects) == [["badge", "card"]])
    // Stored sticking out less than the constraints put it: the canvas did not show how far it goes.
    let less = document.replacingOccurrences(of: "x=\"90\" y=\"-10\"", with: "x=\"90\" y=\"-2\"")
    #expect(try F.lint(less, rules: ["view-outside-bounds"]).findings.map(\.objects) == [["badge", "card"]])
  }

  @Test("Siblings that overlap only where the screen is narrow; overlapping stored frames are by design")
  func overlapping() throws {
    let constraints = [
      F.pin("left", x: 16, y: 20, width: 200),
      F.constraint("right-x", "right", "trailing", "root", "trailing", constant: -16),
      F.constraint("right-y", "right", "top", "safe", "top", constant: 20),
      F.constraint("right-w", "right", "width", constant: 180),
    ].joined(separator: "\n")
    // On the SE (375 pt) 16…216 and 179…359 overlap; on the Pro Max (440 pt) 16…216 and 244…424 do not.
    let separate = F.storyboard(
      subviews: F.label("left", "Left", frame: "16 79 200 21") + F.label("right", "Right", frame: "244 79 180 21"),
      constraints: constraints)
    let report = try F.lint(separate, rules: ["overlapping-siblings"])
    #expect(report.findings.map(\.configurations) == [[0]])
    #expect(report.findings.first?.objects == ["left", "right"])

    let byDesign = F.storyboard(
      subviews: F.label("left", "Left", frame: "16 79 200 21") + F.label("right", "Right", frame: "150 79 180 21"),
      constraints: constraints)
    #expect(try F.lint(byDesign, rules: ["overlapping-siblings"]).findings.isEmpty)
  }

  @Test("Truncated text: a one-line label squeezed narrower than its text, a wrapping label cut in height")
  func truncated() throws {
    let document = F.storyboard(
      subviews: F.label("narrow", "A title much longer than forty points")
        + F.label("short", "Several words that wrap onto more than one line here", lines: 0)
        + F.label("fits", "OK"),
      constraints: [
        F.pin("narrow", x: 16, y: 20, width: 40), F.pin("short", x: 16, y: 60, width: 120, height: 21),
        F.pin("fits", x: 16, y: 120),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["truncated-text"])
    #expect(Set(report.findings.map { $0.objects[0] }) == ["narrow", "short"])
    let narrow = try #require(report.findings.first { $0.objects == ["narrow"] })
    #expect(narrow.message.contains("is 40 pt wide but its text needs"))
    let short = try #require(report.findings.first { $0.objects == ["short"] })
    #expect(short.message.contains("is 21 pt tall but its text needs"))
  }

  /// Interface Builder writes `adjustsFontSizeToFit="NO"` on labels of a fixed font size and leaves it out (its
  /// default) on those that shrink, which carry a minimum scale or a minimum font size (1,178 and 73 labels of the
  /// corpus and holdouts). A shrinking label is truncated only when even its smallest font does not fit.
  @Test(
    "Truncated text: a label that shrinks its font counts only below its minimum scale",
    arguments: [
      (#"minimumScaleFactor="0.5""#, false), (#"minimumFontSize="14""#, true),
      (#"adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#, true), ("", true),
    ])
  func autoshrink(attributes: String, truncated: Bool) throws {
    let document = F.storyboard(
      subviews: F.label("shrinks", "A title much longer than forty points", attributes: attributes),
      constraints: F.pin("shrinks", x: 16, y: 20, width: 200))
    let report = try F.lint(document, rules: ["truncated-text"])
    #expect(report.findings.map(\.objects) == (truncated ? [["shrinks"]] : []))
  }

  /// Wrapping labels shrink too (UIKit's documentation: "In iOS 6 and earlier, this property is effective only when
  /// the numberOfLines property is set to 1"): a 120 × 42 label of unlimited lines whose text needs four 17-pt lines
  /// fits at half size, not at 0.9 (a public storyboard, OnionBrowser's `Startup.storyboard`, sets a 256-pt title with
  /// a 20-pt minimum in a 224 × 168 label, which the rule reported as needing 2,749.5 pt).
  @Test(
    "Truncated text: a wrapping label that shrinks counts only when its text does not fit at its minimum scale",
    arguments: [(#"minimumScaleFactor="0.5""#, false), (#"minimumScaleFactor="0.9""#, true), ("", true)])
  func wrappingAutoshrink(attributes: String, truncated: Bool) throws {
    let document = F.storyboard(
      subviews: F.label(
        "wraps", "Several words that wrap onto more than one line here", lines: 0, attributes: attributes),
      constraints: F.pin("wraps", x: 16, y: 20, width: 120, height: 42))
    let report = try F.lint(document, rules: ["truncated-text"])
    #expect(report.findings.map(\.objects) == (truncated ? [["wraps"]] : []))
  }

  @Test("Content outside the safe area: a label pinned to the root's top sits under the Dynamic Island")
  func unsafeArea() throws {
    let document = F.storyboard(
      subviews: F.label("top", "Under the island") + F.label("safe-label", "Safe"),
      constraints: [
        F.constraint("top-x", "top", "leading", "root", "leading", constant: 16),
        F.constraint("top-y", "top", "top", "root", "top", constant: 10), F.pin("safe-label", x: 16, y: 10),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["content-outside-safe-area"])
    #expect(report.findings.map(\.objects) == [["top"]])
    #expect(report.findings.first?.message.contains("at the top") == true)
    // The SE's 20-pt status bar covers it too: both configurations.
    #expect(report.findings.first?.configurations == [0, 1])
    // Drawn smaller than the screen (a freeform 393 × 200 scene: a popover's or a panel's content), the scene's
    // place on screen is its container's choice, so the screen's safe area says nothing about it.
    let panel = document.replacingOccurrences(
      of: "</viewController>", with: "<size key=\"freeformSize\" width=\"393\" height=\"200\"/>\n</viewController>")
    #expect(panel != document)
    #expect(try F.lint(panel, rules: ["content-outside-safe-area"]).findings.isEmpty)
    // A freeform size taller than the screen is a full-screen scene drawn whole.
    let tall = document.replacingOccurrences(
      of: "</viewController>", with: "<size key=\"freeformSize\" width=\"393\" height=\"1200\"/>\n</viewController>")
    #expect(try F.lint(tall, rules: ["content-outside-safe-area"]).findings.map(\.objects) == [["top"]])
  }

  @Test("Touch targets: a 30-pt-tall button is too small, a 44-pt one is not")
  func touchTargets() throws {
    let document = F.storyboard(
      subviews: F.button("small", "Go") + F.button("large", "Go"),
      constraints: [
        F.pin("small", x: 16, y: 20, width: 80, height: 30), F.pin("large", x: 16, y: 80, width: 80, height: 44),
      ]
      .joined(separator: "\n"))
    let report = try F.lint(document, rules: ["small-touch-target"])
    #expect(report.findings.map(\.objects) == [["small"]])
    #expect(report.findings.first?.message.contains("80 × 30 pt") == true)
  }

  @Test("Text wider than the readable width: a wrapping label between the margins on a landscape iPad, not on a phone")
  func readableWidth() throws {
    let text = String(repeating: "Long lines of body text are hard to read. ", count: 6)
    let document = F.storyboard(
      subviews: F.label("body", text, lines: 0),
      constraints: [
        F.constraint("body-l", "body", "leading", "root", "leadingMargin"),
        F.constraint("body-t", "body", "trailing", "root", "trailingMargin"),
        F.constraint("body-y", "body", "top", "safe", "top"),
      ].joined(separator: "\n"))
    let matrix = Matrix(
      devices: ["iphone-se-3rd-generation", "ipad-air-13-inch-m4"], orientations: [.landscape], windows: [.full],
      contentSizes: [.large], layoutDirections: [.leftToRight])
    let report = try F.lint(document, matrix: matrix, rules: ["text-wider-than-readable"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(report.configurations[finding.configurations[0]].environment.device.idiom == .pad)
  }

  @Test("Zero-size views: a label squeezed to nothing is found; an empty spacer view is not")
  func zeroSize() throws {
    let document = F.storyboard(
      subviews: F.label("gone", "Vanished") + """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
            <rect key="frame" x="0" y="0" width="0" height="10"/>
        </view>
        """,
      constraints: [F.pin("gone", x: 16, y: 20, width: 0), F.pin("spacer", x: 16, y: 60, width: 0, height: 10)]
        .joined(separator: "\n"))
    let report = try F.lint(document, rules: ["zero-size-view"])
    #expect(report.findings.map(\.objects) == [["gone"]])
  }

  /// A label 1/3, 2/3 and 1 pt past the root's trailing edge, over a sibling, and into the unsafe area at the top: on
  /// the SE (2×) and the Pro Max (3×) these land on a pixel, two pixels, one point. Less than a point is rounding
  /// (fill-equally stacks overhang so), not found; a point is.
  @Test("Geometric rules ignore differences under one point", arguments: [1.0 / 3, 2.0 / 3, 1])
  func geometricTolerance(amount: Double) throws {
    let expected = amount >= 1 ? [[0, 1]] : []
    let outside = F.storyboard(
      subviews: F.label("tag", "Tag", frame: "100 79 100 21"),
      constraints: [
        F.constraint("tag-x", "tag", "trailing", "root", "trailing", constant: amount),
        F.constraint("tag-y", "tag", "top", "safe", "top", constant: 20),
        F.constraint("tag-w", "tag", "width", constant: 100),
      ].joined(separator: "\n"))
    #expect(try F.lint(outside, rules: ["view-outside-bounds"]).findings.map(\.configurations) == expected)

    let overlapping = F.storyboard(
      subviews: F.label("a", "First", frame: "16 79 100 21") + F.label("b", "Second", frame: "200 79 100 21"),
      constraints: [
        F.pin("a", x: 16, y: 20, width: 100),
        F.constraint("b-x", "b", "leading", "a", "trailing", constant: -amount),
        F.constraint("b-y", "b", "top", "safe", "top", constant: 20), F.constraint("b-w", "b", "width", constant: 100),
      ].joined(separator: "\n"))
    #expect(try F.lint(overlapping, rules: ["overlapping-siblings"]).findings.map(\.configurations) == expected)

    let unsafe = F.storyboard(
      subviews: F.label("top", "Top", frame: "16 100 100 21"),
      constraints: [
        F.constraint("top-x", "top", "leading", "root", "leading", constant: 16),
        F.constraint("top-y", "top", "top", "safe", "top", constant: -amount),
      ].joined(separator: "\n"))
    #expect(try F.lint(unsafe, rules: ["content-outside-safe-area"]).findings.map(\.configurations) == expected)
  }

  @Test("Only the outermost view past an edge is reported; the views inside it are counted in its details")
  func outsideBoundsCascade() throws {
    // A 200-pt box 740 pt below the safe area's top runs past the bottom of both phones; the three labels pinned to
    // its bottom go with it. One of them also runs 107/57 pt past the box's right edge: another edge, its own finding.
    let box = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="600" width="393" height="200"/>
          <subviews>
      \(F.label("one", "One", frame: "8 171 100 21"))
      \(F.label("two", "Two", frame: "120 171 100 21"))
      \(F.label("wide", "Wide", frame: "180 171 200 21"))
          </subviews>
          <constraints>
      \(F.constraint("one-x", "one", "leading", "box", "leading", constant: 8))
      \(F.constraint("one-y", "one", "bottom", "box", "bottom", constant: -8))
      \(F.constraint("two-x", "two", "leading", "box", "leading", constant: 120))
      \(F.constraint("two-y", "two", "bottom", "box", "bottom", constant: -8))
      \(F.constraint("wide-x", "wide", "leading", "box", "leading", constant: 300))
      \(F.constraint("wide-y", "wide", "bottom", "box", "bottom", constant: -8))
      \(F.constraint("wide-w", "wide", "width", constant: 200))
          </constraints>
      </view>
      """
    let document = F.storyboard(
      subviews: box,
      constraints: [
        F.constraint("box-l", "box", "leading", "root", "leading"),
        F.constraint("box-r", "box", "trailing", "root", "trailing"),
        F.constraint("box-y", "box", "top", "safe", "top", constant: 740),
        F.constraint("box-h", "box", "height", constant: 200),
      ].joined(separator: "\n"))
    let report = try F.lint(document, rules: ["view-outside-bounds"])
    #expect(report.findings.map(\.objects) == [["box", "root"], ["wide", "box"]])
    let outer = try #require(report.findings.first)
    #expect(outer.message.contains("past the bottom edge outside its superview"))
    #expect(outer.configurations == [0, 1])
    #expect(outer.details == "3 views inside it extend past the same edge too (not reported separately).")
    #expect(report.findings.last?.message.contains("past the right edge outside its superview") == true)
  }
}
