import Foundation
import Testing
import Trellis
import TrellisIB

/// Collection views as Interface Builder's canvas lays out their cells with a flow layout.
@Suite struct CollectionCanvasTests {
  /// A 375 × 300 collection at the root's origin holding cells of the given sizes (ids c0, c1, …).
  static func collection(_ sizes: [(Double, Double)], direction: String = "vertical") -> IBDocument {
    let cells = sizes.enumerated().map { index, size in
      """
      <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="c\(index)">
          <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
          <autoresizingMask key="autoresizingMask"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
              <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
              <autoresizingMask key="autoresizingMask"/>
          </view>
      </collectionViewCell>
      """
    }
    return IBFixture.storyboard(
      subviews: """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="list">
            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="\(direction)" minimumLineSpacing="5" \
        minimumInteritemSpacing="5" id="flow">
                <size key="itemSize" width="100" height="100"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>
        \(cells.joined(separator: "\n"))
            </cells>
        </collectionView>
        """,
      constraints: """
        <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="list" firstAttribute="width" constant="375" id="w"/>
        <constraint firstItem="list" firstAttribute="height" constant="300" id="h"/>
        """)
  }

  /// Items of one size keep a full line's grid on the last line: two 100-pt items in a line that holds three sit
  /// in its first two columns (x = 0 and 137.5), not spread to the ends.
  @Test func lastLineOfEqualItemsKeepsTheGrid() {
    let document = Self.collection([(100, 100), (100, 100)])
    #expect(IBFixture.frame("c0", in: document) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(IBFixture.frame("c1", in: document) == Rect(x: 137.5, y: 0, width: 100, height: 100))
  }

  /// A lone item starts its line, across either scrolling direction.
  @Test(arguments: ["vertical", "horizontal"])
  func loneItemStartsItsLine(direction: String) {
    let document = Self.collection([(100, 100)], direction: direction)
    #expect(IBFixture.frame("c0", in: document) == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Items of different sizes on the last line follow one another at the minimum spacing, centred across the line.
  @Test func lastLineOfMixedItemsIsPacked() {
    let document = Self.collection([(100, 100), (150, 40)])
    #expect(IBFixture.frame("c0", in: document) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(IBFixture.frame("c1", in: document) == Rect(x: 105, y: 30, width: 150, height: 40))
  }
}

/// A collection view controller's cells under its bars: the collection view takes the safe area above and below
/// into its adjusted content inset, so its cells have none there (UIKit scrolls them clear of the bars instead).
@Suite struct CollectionSafeAreaCanvasTests {
  /// A collection view controller under a simulated navigation bar on the 4.7" iPhone (safe area from 64), with two
  /// 375 × 60 cells at y = 0 and 60 whose content views pin a view 15 pt inside their safe areas (ids v0, v1).
  static func document(collectionAttributes: String = "") -> IBDocument {
    let cells = (0..<2).map { index in
      """
      <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="c\(index)">
          <rect key="frame" x="0.0" y="\(60 * index)" width="375" height="60"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" \
      insetsLayoutMarginsFromSafeArea="NO" id="cv\(index)">
              <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
                      <rect key="frame" x="0.0" y="15" width="375" height="30"/>
                  </view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="s\(index)"/>
              <constraints>
                  <constraint firstItem="v\(index)" firstAttribute="top" secondItem="s\(index)" secondAttribute="top" \
      constant="15" id="t\(index)"/>
                  <constraint firstItem="s\(index)" firstAttribute="bottom" secondItem="v\(index)" \
      secondAttribute="bottom" constant="15" id="b\(index)"/>
                  <constraint firstItem="v\(index)" firstAttribute="leading" secondItem="s\(index)" \
      secondAttribute="leading" id="l\(index)"/>
                  <constraint firstItem="s\(index)" firstAttribute="trailing" secondItem="v\(index)" \
      secondAttribute="trailing" id="r\(index)"/>
              </constraints>
          </collectionViewCellContentView>
          <size key="customSize" width="375" height="60"/>
      </collectionViewCell>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES" initialViewController="cvc">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <collectionViewController id="cvc" sceneMemberID="viewController">
                          <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" \
      contentMode="scaleToFill" dataMode="prototypes" \(collectionAttributes) id="list">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0" \
      minimumInteritemSpacing="0" id="flow">
                                  <size key="itemSize" width="375" height="60"/>
                                  <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                  <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                  <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                              </collectionViewFlowLayout>
                              <cells>
      \(cells.joined(separator: "\n"))
                              </cells>
                          </collectionView>
                          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                      </collectionViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Fixture.storyboard")
  }

  /// Corpus: files/057's collection view cells at y = 60 and 130, under a simulated navigation bar whose safe area
  /// ends at 116, pin labels 15 pt below their content views' safe areas and are stored 15 pt down (`fHH-rW-0hD`,
  /// `qoe-rn-pwE`); with the navigation bar's safe area in the cells they would be 60 and 48 pt down.
  @Test func cellsUnderBarsHaveNoSafeAreaAboveOrBelow() {
    let document = Self.document()
    #expect(IBFixture.frame("v0", in: document) == Rect(x: 0, y: 15, width: 375, height: 30))
    #expect(IBFixture.frame("v1", in: document) == Rect(x: 0, y: 15, width: 375, height: 30))
  }

  /// A collection view that never adjusts its content inset leaves its cells the safe area they lie under: the
  /// second cell (60 to 120) has the 4 pt above 64.
  @Test func cellsOfAScrollViewThatNeverAdjustsKeepTheSafeArea() {
    let document = Self.document(collectionAttributes: #"contentInsetAdjustmentBehavior="never""#)
    #expect(IBFixture.frame("v1", in: document) == Rect(x: 0, y: 19, width: 375, height: 26))
  }
}
