import Foundation
import Testing
import Trellis
import TrellisIB

/// Documents saved before Xcode 8 name no design device: Xcode 6 and 7 drew size-class documents on a 600 × 600
/// "Any" canvas and others on the 4-inch iPhone (320 × 568), and stored every scene at that size. Such a document is
/// laid out at the size its root views are stored at (public documents of that era: a 600 × 600 xib of
/// GitHawk's Highlightr example, a 600 × 600 storyboard saved by Xcode 10 without a device, 320 × 568 storyboards
/// of Xcode 7 with and without `simulatedScreenMetrics type="retina4"`; laid out on iPhone 8's 375 × 667 instead,
/// their views pinned to the right or bottom were all off).
@Suite struct LegacyCanvasTests {
  static func storyboard(rootWidth: Double, rootHeight: Double) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" \
      systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
      useTraitCollections="YES" initialViewController="vc">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="top"/>
                              <viewControllerLayoutGuide type="bottom" id="bottom"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="20" id="r"/>
                                  <constraint firstItem="bottom" firstAttribute="top" secondItem="v" secondAttribute="bottom" constant="20" id="b"/>
                                  <constraint firstItem="v" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                                  <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Legacy.storyboard")
  }

  @Test(arguments: [(600.0, 600.0), (320.0, 568.0)])
  func documentsWithoutADeviceKeepTheirStoredCanvas(width: Double, height: Double) throws {
    let document = Self.storyboard(rootWidth: width, rootHeight: height)
    #expect(document.diagnostics.contains { $0.rule == "no-design-device" })
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.windowSize == Size(width: width, height: height))
    // Below the 20-pt status bar, 20 pt from the right edge and the bottom.
    #expect(IBFixture.frame("v", in: document) == Rect(x: 20, y: 20, width: width - 40, height: height - 40))
  }

  /// At run time (an environment given) the device's screen is used, as for any document.
  @Test func runTimeUsesTheEnvironment() throws {
    let document = Self.storyboard(rootWidth: 600, rootHeight: 600)
    let environment = try Environment(device: DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
    let layout = try #require(
      document.layout(document.scenes[0], options: IBLayoutOptions(mode: .runtime, environment: environment)))
    #expect(layout.windowSize == environment.windowSize)
  }
}

/// The 6.1" iPhone 11 canvas (`retina6_1`) shows a 44-pt status bar in documents saved by Xcode 12 and the first
/// Xcode 13 (toolsVersion 19455: a public storyboard's fill-equally stack centred on the safe area is stored 2 pt
/// higher than a 48-pt top gives) and 48 pt from Xcode 14 (toolsVersion 21000, see
/// `IBDesignDevice.simulated(byToolsVersion:)`).
@Suite struct IPhone11CanvasTests {
  @Test(arguments: [(17506, 44.0), (19455, 44.0), (22154, 48.0)])
  func statusBarHeightFollowsTheXcodeVersion(toolsVersion: Int, top: Double) throws {
    let device = try #require(IBDesignDevice.named("retina6_1")).simulated(byToolsVersion: toolsVersion)
    #expect(device.portraitSafeArea.top == top)
  }
}
