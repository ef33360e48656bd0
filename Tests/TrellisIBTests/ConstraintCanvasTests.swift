import Foundation
import Testing
import Trellis
import TrellisIB

/// Constraints meet the engine bottom-up, a view's own before those its superview holds (UIKit updates
/// constraints from the leaves up), so when a fixed frame leaves no room, the superview's constraint that comes
/// last is broken and the subview keeps its own size. Public xibs outside the corpus (SeSAC course cells, Xcode 13
/// and 14): a 147-pt cell whose 80-pt image is pinned 10 pt from the top and bottom stores the image 80 tall at
/// y = 10; a 92-pt cell whose 30-pt row of labels is pinned 10 pt from both edges stores the row 30 tall.
@Test func aSubviewsOwnConstraintsComeFirst() throws {
  let document = IBFixture.xib(
    device: "retina6_12", toolsVersion: "21701", width: 320, height: 147,
    subviews: IBFixture.view(
      "image", frame: "0 10 64 80",
      inner: #"<constraints><constraint firstAttribute="height" constant="80" id="h80"/></constraints>"#),
    constraints: """
      <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="a1"/>
      <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" constant="10" id="a2"/>
      <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a3"/>
      <constraint firstItem="image" firstAttribute="width" constant="64" id="a4"/>
      """,
    rootExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
  #expect(IBFixture.frame("image", in: document) == Rect(x: 0, y: 10, width: 64, height: 80))
}

/// When a view's own required constraints conflict, the stored frame keeps the chain's top (or leading) end and the
/// bottom (or trailing) constraint breaks, whatever the ids, which Interface Builder writes sorted: an image 12 pt
/// from the top and the bottom of an 85-pt view, 60 tall and centred, is stored at y = 12 (TravelTalk's
/// `ChatListTableViewCell`, Xcode 26). The ids here put the bottom and centre constraints first in the document.
@Test(arguments: [(true, Rect(x: 0, y: 12, width: 64, height: 60)), (false, Rect(x: 10, y: 0, width: 301, height: 85))])
func aConflictingChainKeepsItsTopAndLeadingEnds(vertical: Bool, frame: Rect) throws {
  let constraints =
    vertical
    ? """
    <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" constant="12" id="a1"/>
    <constraint firstItem="image" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="b1"/>
    <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
    <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d1"/>
    """
    : """
    <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" constant="10" id="a1"/>
    <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
    <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" id="d1"/>
    <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="e1"/>
    """
  let size =
    vertical
    ? #"<constraint firstAttribute="height" constant="60" id="s1"/><constraint firstAttribute="width" constant="64" id="s2"/>"#
    : #"<constraint firstAttribute="width" constant="301" id="s1"/>"#
  let document = IBFixture.xib(
    device: "retina6_12", toolsVersion: "21701", width: 320, height: 85,
    subviews: IBFixture.view("image", frame: "0 0 10 10", inner: "<constraints>\(size)</constraints>"),
    constraints: constraints, rootExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
  #expect(IBFixture.frame("image", in: document) == frame)
}

/// How the canvas resolves constraints as UIKit's engine does: priorities ranked strictly, leading and trailing in
/// the direction of the items' common ancestor.
@Suite struct ConstraintCanvasTests {
  /// A required compression resistance (which Trellis weighs as 999.99, just under the user's required constraints)
  /// beats a width at 985, however many points the width would gain by compressing the view: the bar stays as wide
  /// as room allows and the trailing view keeps its intrinsic 100 pt. Corpus files/018 (toolsVersion 23504): the
  /// omnibar's search container `5D5-iT-bUk` (width == bar width @985, centred, 24 pt before the trailing buttons)
  /// is stored 475 pt wide next to an intact 65-pt "Cancel" button `IHT-9R-ERy` with compression resistance 1000; a
  /// weighted objective compressed the button to nothing for a 664-pt container.
  @Test func requiredCompressionResistanceBeatsAWidthAt985() throws {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view("bar")
        + IBFixture.view(
          "tail",
          attributes: """
            placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="40" \
            horizontalCompressionResistancePriority="1000"
            """),
      constraints: """
        <constraint firstItem="bar" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="bar" firstAttribute="width" secondItem="root" secondAttribute="width" priority="985" id="c2"/>
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
        <constraint firstItem="bar" firstAttribute="height" constant="40" id="c4"/>
        <constraint firstAttribute="trailing" secondItem="tail" secondAttribute="trailing" constant="16" id="c5"/>
        <constraint firstItem="tail" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="bar" \
        secondAttribute="trailing" constant="24" id="c6"/>
        <constraint firstItem="tail" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c7"/>
        """)
    #expect(IBFixture.frame("tail", in: document) == Rect(x: 259, y: 20, width: 100, height: 40))
    #expect(IBFixture.frame("bar", in: document) == Rect(x: 140, y: 20, width: 95, height: 40))
  }

  /// A centring at 749 gives way entirely to a compression resistance of 751, even when the centring's error is the
  /// smaller one. Corpus files/069 (toolsVersion 17156): the empty-state content `W21-Nb-gxV` (centred at 749,
  /// bottom at least 20 above the safe area, height == 0 at 750) is stored at y = −11 with its 312-pt image intact
  /// (compression resistance 751), where a weighted objective compressed the image by 31 pt to keep it centred.
  @Test func compressionAt751BeatsACentringAt749() throws {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "content",
        inner: """
          <subviews>
          \(IBFixture.view("image", attributes: #"placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="640" verticalCompressionResistancePriority="751""#))
          </subviews>
          <constraints>
              <constraint firstItem="image" firstAttribute="top" secondItem="content" secondAttribute="top" id="i1"/>
              <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="i2"/>
              <constraint firstItem="image" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="i3"/>
              <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="i4"/>
              <constraint firstAttribute="height" priority="750" id="i5"/>
          </constraints>
          """),
      constraints: """
        <constraint firstItem="content" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" priority="749" id="c1"/>
        <constraint firstItem="root" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="content" \
        secondAttribute="bottom" constant="20" id="c2"/>
        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
        """)
    // Centred, the 640-pt content would end at 653.5; it stops 20 pt above the bottom instead, intact (a weighted
    // objective keeps it centred and compresses the image to 627 pt).
    #expect(IBFixture.frame("content", in: document) == Rect(x: 0, y: 7, width: 100, height: 640))
  }

  /// A view that forces right to left keeps its place between an unflipped superview's leading and trailing edges:
  /// a constraint resolves leading and trailing in its items' common ancestor's direction (corpus: files/050, the
  /// collection view `tGp-5A-HoB` with `forceRightToLeft` stored at x = 20, width 374); only constraints among the
  /// forced view's subviews flip.
  @Test func forcedRightToLeftViewKeepsItsPlaceInItsSuperview() {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view(
        "rtl", attributes: #"semanticContentAttribute="forceRightToLeft""#,
        inner: """
          <subviews>\(IBFixture.view("child"))</subviews>
          <constraints>
              <constraint firstItem="child" firstAttribute="leading" secondItem="rtl" secondAttribute="leading" constant="10" id="i1"/>
              <constraint firstItem="child" firstAttribute="width" constant="50" id="i2"/>
              <constraint firstItem="child" firstAttribute="top" secondItem="rtl" secondAttribute="top" id="i3"/>
              <constraint firstItem="child" firstAttribute="height" constant="50" id="i4"/>
          </constraints>
          """),
      constraints: """
        <constraint firstItem="rtl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="rtl" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="rtl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        <constraint firstItem="rtl" firstAttribute="height" constant="100" id="c4"/>
        """)
    #expect(IBFixture.frame("rtl", in: document) == Rect(x: 16, y: 100, width: 343, height: 100))
    #expect(IBFixture.frame("child", in: document) == Rect(x: 283, y: 0, width: 50, height: 50))
  }
}

/// In a storyboard the superviews' constraints come first and the innermost view's own constraint breaks: a
/// prototype row's image 10 pt from the top and 11 from the bottom of a box that the row makes 110 tall is stored 89
/// tall despite its `height = 80` (a public Xcode 13 storyboard, S-M-Jony/CricArena `Rankings.storyboard`); a xib
/// keeps the image's own height (`aSubviewsOwnConstraintsComeFirst`).
@Test func aStoryboardRowBreaksTheInnermostViewsOwnConstraint() throws {
  let image = IBFixture.view(
    "image", frame: "20 10 120 89",
    inner: #"<constraints><constraint firstAttribute="height" constant="80" id="h80"/></constraints>"#)
  let box = IBFixture.view(
    "box", frame: "20 11 335 110",
    inner: """
      <subviews>\(image)</subviews>
      <constraints>
          <constraint firstItem="image" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="b1"/>
          <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" constant="11" id="b2"/>
          <constraint firstItem="image" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b3"/>
          <constraint firstItem="image" firstAttribute="width" constant="120" id="b4"/>
      </constraints>
      """)
  let cell = IBFixture.cell(
    "row", attributes: #"rowHeight="132""#, subviews: box,
    constraints: """
      <constraint firstItem="box" firstAttribute="top" secondItem="row-content" secondAttribute="top" constant="11" id="c1"/>
      <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="11" id="c2"/>
      <constraint firstItem="box" firstAttribute="leading" secondItem="row-content" secondAttribute="leading" constant="20" id="c3"/>
      <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c4"/>
      """)
  let document = IBFixture.tableController(
    toolsVersion: "20037", separatorStyle: "none", body: "<prototypes>\(cell)</prototypes>")
  #expect(IBFixture.frame("box", in: document)?.height == 110)
  #expect(IBFixture.frame("image", in: document) == Rect(x: 0, y: 10, width: 120, height: 89))
}

/// A table sets its header's frame, so content inside the header that cannot fit gives way, never the table's own
/// constraints: a header text view pinned 30 pt from the leading side and to the trailing side of a 393-pt header,
/// its width 4:3 of its height, 85, is stored 363 wide, the table pinned to the safe area 393 wide (a public Xcode 14
/// storyboard, JayH8N/SeSAC_prj).
@Test func aTableHeadersContentCannotResizeTheTable() throws {
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" \
    translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="361"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                            <rect key="frame" x="30" y="276" width="363" height="85"/>
                                            <constraints>
                                                <constraint firstAttribute="width" secondItem="text" \
    secondAttribute="height" multiplier="4:3" id="ratio"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="text" firstAttribute="leading" secondItem="header" \
    secondAttribute="leading" constant="30" id="h1"/>
                                        <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="h2"/>
                                        <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" id="h3"/>
                                        <constraint firstItem="text" firstAttribute="height" constant="85" id="h4"/>
                                    </constraints>
                                </view>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t1"/>
                            <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="t2"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
  let document = IBDocument(data: Data(xml.utf8), path: "Header.storyboard")
  #expect(IBFixture.frame("table", in: document) == Rect(x: 0, y: 59, width: 393, height: 759))
  #expect(IBFixture.frame("header", in: document)?.width == 393)
  #expect(IBFixture.frame("text", in: document) == Rect(x: 30, y: 276, width: 363, height: 85))
}

/// The constraints a stack view's arranged subview holds meet the engine last, so its own size gives way when the
/// stack cannot hold it: a xib row 74 pt tall whose centred stack is pinned 8 pt from its top and bottom stores the
/// 60-pt image arranged in it 58 tall (a public Xcode 12.5 xib, maxpetrov44/test_music_player `TableViewCell`).
@Test func anArrangedSubviewsOwnSizeGivesWay() throws {
  let xml = """
    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="74" id="cell">
        <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" \
    tableViewCell="cell" id="content">
            <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" \
    translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="8" width="60" height="58"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="58"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="60" id="w60"/>
                                <constraint firstAttribute="height" constant="60" id="h60"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="8" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c4"/>
            </constraints>
        </tableViewCellContentView>
    </tableViewCell>
    """
  let document = IBFixture.xib(device: "retina6_1", toolsVersion: "18122", objects: xml)
  #expect(IBFixture.frame("row", in: document) == Rect(x: 16, y: 8, width: 60, height: 58))
  #expect(IBFixture.frame("image", in: document) == Rect(x: 0, y: 0, width: 60, height: 58))
}
