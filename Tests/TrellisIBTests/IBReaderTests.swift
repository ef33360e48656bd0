import Foundation
import Testing
import Trellis
import TrellisIB

/// How the reader interprets Interface Builder's encoding (`shared/reference/INTERFACE-BUILDER.md` §4–§12), each on a
/// small document of our own laid out on its design device (iPhone 8, 375 × 667 @2x, status bar 20 pt).
@Suite struct IBReaderTests {
  @Test func envelopeAndScenes() throws {
    let document = IBFixture.storyboard(subviews: IBFixture.view("a"))
    #expect(document.kind == .storyboard)
    #expect(document.toolsVersion == 22155)
    #expect(document.designDevice?.id == "retina4_7")
    #expect(document.designDevice?.orientation == .portrait)
    #expect(document.initialViewControllerID == "vc-1")
    #expect(document.scenes.map(\.id) == ["scene-1"])
    #expect(document.diagnostics.isEmpty)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.windowSize == Size(width: 375, height: 667))
    #expect(layout.views.map(\.id) == ["root", "a"])
    #expect(layout.views[1].superviewID == "root")
    #expect(layout.views[1].className == "UIView")
  }

  /// An omitted `firstItem` is the view that owns the constraint.
  @Test func omittedFirstItemIsTheOwner() {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view("a"),
      constraints: """
        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="16" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="40" id="c4"/>
        """)
    #expect(IBFixture.frame("a", in: document) == Rect(x: 10, y: 30, width: 349, height: 597))
  }

  /// The multiplier spellings: a ratio `a:b`, a fraction `a/b`, a decimal and a percentage (Interface Builder keeps
  /// `50%` as typed; a public storyboard stores a stack at least `50%` as tall as its 414-pt root at 207).
  /// (Widths are snapped to the @2x pixel grid: 375 × 0.25 = 93.75 is drawn 94 wide.)
  @Test(arguments: [("1:2", 187.5), ("1/3", 125), ("0.25", 94), ("16:9", 666.5), ("50%", 187.5), ("25%", 94)])
  func multiplierSpellings(_ multiplier: String, _ width: Double) {
    let sized = IBFixture.storyboard(
      subviews: IBFixture.view(
        "a", frame: "0 0 \(width) 10",
        inner: """
          <constraints><constraint firstAttribute="height" constant="10" id="h1"/></constraints>
          """),
      constraints: """
        <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\(multiplier)" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
        """)
    let frame = IBFixture.frame("a", in: sized)
    #expect(frame?.width == width)
    #expect(frame?.height == 10)
  }

  /// Placeholder constraints ("remove at build time") shape the canvas but not the app.
  @Test func placeholdersAreKeptAtDesignTimeOnly() {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "a",
        inner: """
          <constraints>
            <constraint firstAttribute="width" constant="100" placeholder="YES" id="w1"/>
            <constraint firstAttribute="width" constant="50" priority="250" id="w2"/>
            <constraint firstAttribute="height" constant="10" id="h1"/>
          </constraints>
          """),
      constraints: """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
        """)
    #expect(IBFixture.frame("a", in: document)?.width == 100)
    #expect(IBFixture.frame("a", in: document, options: IBLayoutOptions(mode: .runtime))?.width == 50)
  }

  /// A constraint excluded in `default` and included for regular width exists only on regular-width screens, and a
  /// per-size-class constant replaces the base one where its traits match.
  @Test func variationsFollowTheSizeClasses() throws {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "a",
        inner: """
          <constraints><constraint firstAttribute="height" constant="10" id="h1"/></constraints>
          """),
      constraints: """
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="lead">
          <variation key="widthClass=regular" constant="40"/>
        </constraint>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="narrow"/>
        <constraint firstItem="a" firstAttribute="width" constant="300" id="wide"/>
        """,
      rootExtras: """
        <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
        <variation key="widthClass=regular"><mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask></variation>
        """)
    #expect(IBFixture.frame("a", in: document) == Rect(x: 8, y: 0, width: 100, height: 10))
    let pad = try Environment("ipad-pro-11-inch-4th-generation")
    #expect(
      IBFixture.frame("a", in: document, options: IBLayoutOptions(environment: pad))
        == Rect(x: 40, y: 0, width: 300, height: 10))
  }

  /// `fixedFrame` views write translatesAutoresizingMaskIntoConstraints="NO" but are placed by frame and mask.
  @Test func fixedFrameViewsAutoresize() throws {
    let document = IBFixture.storyboard(
      subviews: """
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="20" y="100" width="335" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </view>
        """)
    #expect(IBFixture.frame("fixed", in: document) == Rect(x: 20, y: 100, width: 335, height: 50))
    let plus = try Environment("iphone-8-plus")
    #expect(
      IBFixture.frame("fixed", in: document, options: IBLayoutOptions(environment: plus))
        == Rect(x: 20, y: 100, width: 374, height: 50))
  }

  /// Edge constraints between a scroll view and its content bind the content area: the content's height makes the
  /// content size, not the scroll view's frame.
  @Test func scrollViewEdgesBindTheContent() throws {
    let document = IBFixture.storyboard(
      subviews: """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
        \(IBFixture.view("content", inner: "<constraints><constraint firstAttribute=\"height\" constant=\"1200\" id=\"h\"/></constraints>"))
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="t"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="w"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
        <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="sb"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
        <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="sr"/>
        """)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.views.first { $0.id == "scroll" }?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(layout.views.first { $0.id == "content" }?.frame == Rect(x: 0, y: 0, width: 375, height: 1200))
    #expect(layout.diagnostics.isEmpty)
  }

  /// Standard spacing to the safe area (`symbolic="YES"`) is written as 20 but every stored frame sits flush with
  /// the guide (127 of 127 cases in the pool, INTERFACE-BUILDER.md §7); between siblings the written value holds.
  @Test func standardSpacingToTheSafeAreaIsFlush() {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "a", inner: "<constraints><constraint firstAttribute=\"height\" constant=\"10\" id=\"h\"/></constraints>")
        + IBFixture.view(
          "b", inner: "<constraints><constraint firstAttribute=\"height\" constant=\"10\" id=\"h2\"/></constraints>"),
      constraints: """
        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" symbolic="YES" id="c1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c4"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
        <constraint firstItem="b" firstAttribute="width" constant="10" id="c6"/>
        """)
    #expect(IBFixture.frame("a", in: document)?.minY == 20)
    #expect(IBFixture.frame("b", in: document)?.minY == 38)
  }

  /// Legacy top and bottom layout guides end at the status bar (20 pt on iPhone 8) and at the screen's bottom.
  @Test func legacyLayoutGuides() {
    let document = IBFixture.storyboard(
      controllerExtras: """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
        </layoutGuides>
        """,
      subviews: IBFixture.view("a"),
      constraints: """
        <constraint firstItem="a" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c2"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
        <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c4"/>
        """)
    // Margins of a controller's root view are 16 on a 375-pt iPhone.
    #expect(IBFixture.frame("a", in: document) == Rect(x: 16, y: 28, width: 343, height: 629))
  }

  /// A controller shown by a navigation controller has a simulated navigation bar: the safe area starts below it.
  @Test func inferredNavigationBar() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="s1"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      </navigationBar>
                      <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <viewController id="vc" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                  <rect key="frame" x="0.0" y="64" width="375" height="10"/>
                                  <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints>
                              </view>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="safe"/>
                          <constraints>
                              <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                              <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                              <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="tr"/>
                          </constraints>
                      </view>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "Nav.storyboard")
    let scene = try #require(document.scene(named: "vc"))
    let layout = try #require(document.layout(scene))
    #expect(layout.views.first { $0.id == "a" }?.frame == Rect(x: 0, y: 64, width: 375, height: 10))
    // The navigation controller's own bar is a container bar, left out of comparisons.
    let bar = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "bar" })
    #expect(bar.isContainerBar && !bar.isComparable)
  }

  /// Stack view attributes and a label's intrinsic size ("Label", system 17: 41.5 × 20.5 at @2x, as IB stores it).
  @Test func stackViewOfLabels() throws {
    let label = { (id: String) in
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="41.5" height="20.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    let document = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="0" height="0"/>
            <subviews>
        \(label("one"))
        \(label("two"))
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        """)
    let layout = try #require(document.layout(document.scenes[0]))
    func frame(_ id: String) -> Rect? { layout.views.first { $0.id == id }?.frame }
    #expect(frame("stack") == Rect(x: 20, y: 40, width: 41.5, height: 53))
    #expect(frame("one") == Rect(x: 0, y: 0, width: 41.5, height: 20.5))
    #expect(frame("two") == Rect(x: 0, y: 32.5, width: 41.5, height: 20.5))
  }

  /// A reference to an id the document does not have is an error on the constraint's line, and layout goes on.
  @Test func unknownReferenceIsADiagnostic() throws {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view("a"),
      constraints: """
        <constraint firstItem="a" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="bad"/>
        """)
    let layout = try #require(document.layout(document.scenes[0]))
    let diagnostic = try #require(layout.diagnostics.first { $0.rule == "unknown-reference" })
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.objects == ["bad", "nowhere"])
    #expect(diagnostic.file == "Fixture.storyboard")
    #expect(diagnostic.message.contains("nowhere"))
    #expect(diagnostic.line > 1)
  }

  /// Conflicting required constraints are reported as UIKit reports them, naming the constraints by IB id.
  @Test func conflictsNameTheConstraints() throws {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "a",
        inner: """
          <constraints>
            <constraint firstAttribute="width" constant="100" id="w100"/>
            <constraint firstAttribute="width" constant="200" id="w200"/>
          </constraints>
          """))
    let layout = try #require(document.layout(document.scenes[0]))
    let conflict = try #require(layout.diagnostics.first { $0.rule == "unsatisfiable" })
    #expect(conflict.message.contains("Unable to simultaneously satisfy constraints"))
    #expect(Set(conflict.objects) == ["w100", "w200"])
  }
}
