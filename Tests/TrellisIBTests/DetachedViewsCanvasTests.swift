import Foundation
import Testing
import Trellis
import TrellisIB

/// Views outside a scene's view tree are laid out too, each on its own at its stored frame, so `frames` lists every
/// view element: a navigation item's title view, a bar button item's custom view (on the controller or in a
/// toolbar's items), a free-standing view in the scene's objects; and a list's background view fills the list.
/// Corpus: files/079's segmented title view, files/055's activity-indicator bar button views with constrained
/// subviews, files/035's free-standing button; a collection view's background view in a public storyboard.
@Suite struct DetachedViewsCanvasTests {
  /// A 120 × 30 view with a 20 × 10 subview `inner-ID` centred in it by constraints.
  static func centred(_ key: String, id: String) -> String {
    """
    <view key="\(key)" contentMode="scaleToFill" id="\(id)">
        <rect key="frame" x="5" y="7" width="120" height="30"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner-\(id)">
                <rect key="frame" x="50" y="10" width="20" height="10"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="inner-\(id)" firstAttribute="centerX" secondItem="\(id)" secondAttribute="centerX" id="cx-\(id)"/>
            <constraint firstItem="inner-\(id)" firstAttribute="centerY" secondItem="\(id)" secondAttribute="centerY" id="cy-\(id)"/>
            <constraint firstItem="inner-\(id)" firstAttribute="width" constant="20" id="w-\(id)"/>
            <constraint firstItem="inner-\(id)" firstAttribute="height" constant="10" id="h-\(id)"/>
        </constraints>
    </view>
    """
  }

  static let document: IBDocument = {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController id="vc-1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <toolbar opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="bar">
                                      <rect key="frame" x="0.0" y="600" width="375" height="44"/>
                                      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                      <items>
                                          <barButtonItem style="plain" id="toolbar-item">
      \(centred("customView", id: "tool"))
                                          </barButtonItem>
                                      </items>
                                  </toolbar>
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" \
      alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" \
      sectionFooterHeight="28" id="list">
                                      <rect key="frame" x="0.0" y="100" width="375" height="400"/>
                                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                      <view key="backgroundView" contentMode="scaleToFill" id="background">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                      </view>
                                  </tableView>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                          <navigationItem key="navigationItem" id="item">
      \(centred("titleView", id: "title"))
                              <barButtonItem key="rightBarButtonItem" id="right-item">
      \(centred("customView", id: "custom"))
                              </barButtonItem>
                          </navigationItem>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="extra">
                          <rect key="frame" x="0.0" y="0.0" width="36" height="30"/>
                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                          <state key="normal" title="Extra"/>
                      </button>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Detached.storyboard")
  }()

  static func view(_ id: String) throws -> IBViewFrame {
    let layout = try #require(document.layout(document.scenes[0]))
    return try #require(layout.views.first { $0.id == id })
  }

  @Test(arguments: ["title", "custom", "tool"])
  func barViewsKeepTheirStoredFrameAndLayOutTheirSubviews(id: String) throws {
    let view = try Self.view(id)
    #expect(view.frame == Rect(x: 5, y: 7, width: 120, height: 30))
    #expect(view.isDetached)
    #expect(view.superviewID == nil)
    // Its frame is given, not computed: not compared with the stored one.
    #expect(!view.isComparable)
    let inner = try Self.view("inner-\(id)")
    #expect(inner.frame == Rect(x: 50, y: 10, width: 20, height: 10))
    #expect(inner.superviewID == id)
    #expect(inner.isDetached && inner.isComparable)
  }

  @Test func aFreeStandingViewOfTheSceneIsListed() throws {
    let view = try Self.view("extra")
    #expect(view.frame == Rect(x: 0, y: 0, width: 36, height: 30))
    #expect(view.isDetached)
    #expect(try !Self.view("root").isDetached)
  }

  @Test func aListsBackgroundViewFillsIt() throws {
    let background = try Self.view("background")
    #expect(background.superviewID == "list")
    #expect(background.frame == Rect(x: 0, y: 0, width: 375, height: 400))
    #expect(!background.isDetached)
    // On a larger screen the list grows (flexible height) and its background with it.
    let environment = try Environment("iphone-17-pro-max")
    let layout = try #require(
      Self.document.layout(Self.document.scenes[0], options: IBLayoutOptions(environment: environment)))
    let list = try #require(layout.views.first { $0.id == "list" })
    #expect(layout.views.first { $0.id == "background" }?.frame.size == list.frame.size)
  }
}
