import Foundation
import Testing
import Trellis
import TrellisIB

/// The smallest end-to-end check of the reader: an inline xib is read, has one scene, and lays out at its stored size.
@Suite struct IBDocumentReadingSmokeTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
      </objects>
    </document>
    """

  @Test func readsAndLaysOutAFreeformXib() throws {
    let document = IBDocument(data: Data(Self.xib.utf8), path: "smoke.xib")
    #expect(document.root != nil)
    #expect(document.scenes.count == 1)
    let layout = try #require(document.layoutAll().first)
    #expect(layout.windowSize == Size(width: 200, height: 100))
    #expect(layout.views.map(\.id) == ["root"])
  }
}
