import Foundation
import Testing
import Trellis
import TrellisIB

/// The safe areas and bars Interface Builder simulates around scenes.
@Suite struct BarsCanvasTests {
  /// Xcode 26 simulates the iPhones with a sensor housing with twice their safe area: 118 pt at the top of the
  /// 6.1" iPhone 14 Pro and 68 at the bottom; earlier Xcodes 59 and 34.
  @Test(arguments: [("24765", 118.0, 68.0), ("22155", 59.0, 34.0)])
  func safeAreaOfIOS26Canvases(toolsVersion: String, top: Double, bottom: Double) {
    let document = IBFixture.storyboard(
      device: "retina6_12", toolsVersion: toolsVersion, subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
        """)
    #expect(IBFixture.frame("v", in: document) == Rect(x: 0, y: top, width: 393, height: 852 - top - bottom))
  }

  /// A navigation controller with an opaque bar, whose root pushes a tab bar controller: the tabs show under the
  /// navigation bar (44 pt, 54 with the iOS 26 SDK), below the status bar.
  static func pushedTabBarController(device: String, toolsVersion: String) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="nav">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      </navigationBar>
                      <connections>
                          <segue destination="first" kind="relationship" relationship="rootViewController" id="r1"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="s-first"><objects>
                  <viewController id="first" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="first-root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                      </view>
                      <connections><segue destination="tabs" kind="show" id="push"/></connections>
                  </viewController>
              </objects></scene>
              <scene sceneID="s-tabs"><objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                      </tabBar>
                      <connections>
                          <segue destination="tab" kind="relationship" relationship="viewControllers" id="r2"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="s-tab"><objects>
                  <viewController id="tab" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="tab-root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                      </view>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Tabs.storyboard")
  }

  @Test(arguments: [("retina4_7", "22155", 667.0 - 20 - 44), ("retina6_12", "24765", 852.0 - 118 - 54)])
  func tabsOfAPushedTabBarControllerShowTheNavigationBar(device: String, toolsVersion: String, height: Double) throws {
    let document = Self.pushedTabBarController(device: device, toolsVersion: toolsVersion)
    let scene = try #require(document.scenes.first { $0.element.id == "tab" })
    let root = try #require(document.layout(scene)?.views.first { $0.id == "tab-root" })
    #expect(root.frame.height == height)
  }
}
