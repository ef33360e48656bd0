import Foundation
import Testing
import Trellis
import TrellisIB

/// Stack views as Interface Builder's canvas lays them out, against small documents written for the tests.
@Suite struct StackCanvasTests {
  /// A proportional stack shares its length among arranged views with no intrinsic length (plain views, nested
  /// stacks) in proportion to the frames they are stored with: stored 100 and 300 pt tall with 10 pt between, the
  /// first takes 100/410 of a 200-pt stack (48.8, 49 on the pixel grid) and the last gives way to the spacing.
  @Test func proportionalStackOfViewsWithoutIntrinsicSizeKeepsTheirStoredProportions() {
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" \
        spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="200" height="410"/>
            <subviews>
        \(IBFixture.view("a", frame: "0 0 200 100"))
        \(IBFixture.view("b", frame: "0 110 200 300"))
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="200" id="w"/>
        <constraint firstItem="stack" firstAttribute="height" constant="200" id="h"/>
        """)
    #expect(IBFixture.frame("a", in: document) == Rect(x: 0, y: 0, width: 200, height: 49))
    #expect(IBFixture.frame("b", in: document) == Rect(x: 0, y: 59, width: 200, height: 141))
  }

  /// A stack view written with layout margins of its own arranges its views within them (Interface Builder writes
  /// no `layoutMarginsRelativeArrangement` flag), whether written as `layoutMargins` or as Xcode 11's
  /// `directionalLayoutMargins`; without written margins it arranges edge to edge.
  @Test(arguments: [
    #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#,
    #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="10" bottom="0.0" trailing="10"/>"#,
    "",
  ])
  func writtenMarginsMakeTheArrangementMarginRelative(margins: String) {
    let written = !margins.isEmpty
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            <subviews>
        \(IBFixture.view("a", frame: "10 0 90 50"))
        \(IBFixture.view("b", frame: "100 0 90 50"))
            </subviews>
            \(margins)
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="200" id="w"/>
        <constraint firstItem="stack" firstAttribute="height" constant="50" id="h"/>
        """)
    let inset = written ? 10.0 : 0
    #expect(IBFixture.frame("a", in: document) == Rect(x: inset, y: 0, width: 100 - inset, height: 50))
    #expect(IBFixture.frame("b", in: document) == Rect(x: 100, y: 0, width: 100 - inset, height: 50))
  }

  /// A stack view written without layout margins has none: an arranged view pinned to the stack's top and bottom
  /// margins sits flush with its edges.
  @Test func stackViewsHaveNoMarginsUnlessWritten() {
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="200" height="36"/>
            <subviews>
        \(IBFixture.view("a", frame: "0 0 200 36"))
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="stack" secondAttribute="topMargin" id="at"/>
                <constraint firstItem="a" firstAttribute="bottom" secondItem="stack" secondAttribute="bottomMargin" id="ab"/>
                <constraint firstItem="a" firstAttribute="height" constant="36" id="ah"/>
            </constraints>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="200" id="w"/>
        """)
    #expect(IBFixture.frame("stack", in: document)?.height == 36)
    #expect(IBFixture.frame("a", in: document)?.minY == 0)
  }

  /// In a stack aligned to the centre, an arranged view with no intrinsic width spans the stack; a nested stack
  /// keeps to its content.
  @Test func viewsWithoutIntrinsicWidthSpanACentredStack() {
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="300" height="40"/>
            <subviews>
        \(IBFixture.view("plain", frame: "0 0 300 10", inner: "<constraints><constraint firstAttribute=\"height\" constant=\"10\" id=\"ph\"/></constraints>"))
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="130" y="10" width="40" height="30"/>
                    <subviews>
        \(IBFixture.view("box", frame: "0 0 40 30", inner: "<constraints><constraint firstAttribute=\"height\" constant=\"30\" id=\"bh\"/><constraint firstAttribute=\"width\" constant=\"40\" id=\"bw\"/></constraints>"))
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="300" id="w"/>
        """)
    #expect(IBFixture.frame("plain", in: document) == Rect(x: 0, y: 0, width: 300, height: 10))
    #expect(IBFixture.frame("inner", in: document) == Rect(x: 130, y: 10, width: 40, height: 30))
  }

  /// At design time an empty stack view keeps the size it is stored at, as an intrinsic size (files/050: an empty
  /// stack stored 123 × 50 in a fill-aligned row sets that row's width and height, and 25 stored frames with it);
  /// at run time it has no intrinsic size, as in UIKit.
  @Test func emptyStackViewKeepsItsStoredSizeAtDesignTime() throws {
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO"         id="row">
            <rect key="frame" x="0.0" y="0.0" width="110" height="30"/>
            <subviews>
        \(IBFixture.view("a", frame: "0 0 40 30"))
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="empty">
                    <rect key="frame" x="50" y="0.0" width="60" height="30"/>
                </stackView>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="a" firstAttribute="width" constant="40" id="w"/>
        """)
    #expect(IBFixture.frame("row", in: document) == Rect(x: 0, y: 100, width: 110, height: 30))
    #expect(IBFixture.frame("a", in: document) == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(IBFixture.frame("empty", in: document) == Rect(x: 50, y: 0, width: 60, height: 30))
    let runtime = try #require(
      document.inspect(document.scenes[0], options: IBLayoutOptions(mode: .runtime)) { live in
        live.entry(id: "empty")?.view.intrinsicContentSize
      })
    #expect(runtime == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  /// At design time an empty plain view arranged in a stack keeps its stored size too (holdout documents: 240 × 50
  /// spacers centred in a column, a 240-pt-wide view in a trailing-aligned one); at run time it spans the column.
  @Test func emptyArrangedViewKeepsItsStoredSizeAtDesignTime() throws {
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" \
        translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="0.0" y="0.0" width="300" height="78"/>
            <subviews>
        \(IBFixture.view("spacer", frame: "30 0 240 50"))
        \(IBFixture.view("box", frame: "100 58 100 20"))
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="column" firstAttribute="width" constant="300" id="w"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="bw"/>
        <constraint firstItem="box" firstAttribute="height" constant="20" id="bh"/>
        """)
    #expect(IBFixture.frame("spacer", in: document) == Rect(x: 30, y: 0, width: 240, height: 50))
    #expect(IBFixture.frame("box", in: document) == Rect(x: 100, y: 58, width: 100, height: 20))
    let runtime = try #require(
      document.inspect(document.scenes[0], options: IBLayoutOptions(mode: .runtime)) { live in
        live.entry(id: "spacer")?.view.intrinsicContentSize
      })
    #expect(runtime == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }
}
