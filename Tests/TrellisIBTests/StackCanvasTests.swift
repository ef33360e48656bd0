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
}
