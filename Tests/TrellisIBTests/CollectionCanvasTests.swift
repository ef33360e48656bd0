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
