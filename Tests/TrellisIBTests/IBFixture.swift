import Foundation
import Trellis
import TrellisIB

/// Small documents written for the tests: a storyboard with one view controller whose root view holds `subviews`
/// and `constraints`, on a design device.
enum IBFixture {
  static func storyboard(
    device: String = "retina4_7", orientation: String = "portrait", toolsVersion: String = "22155",
    controllerExtras: String = "", rootAttributes: String = "", subviews: String, constraints: String = "",
    rootExtras: String = ""
  ) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
          <device id="\(device)" orientation="\(orientation)" appearance="light"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController id="vc-1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root" \(rootAttributes)>
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
      \(constraints)
                              </constraints>
      \(rootExtras)
                          </view>
      \(controllerExtras)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Fixture.storyboard")
  }

  /// A constrained plain view.
  static func view(_ id: String, frame: String = "0 0 0 0", attributes: String = "", inner: String = "") -> String {
    let parts = frame.split(separator: " ")
    return """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
          <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
      \(inner)
      </view>
      """
  }

  /// The frame laid out for `id` in the first scene.
  static func frame(_ id: String, in document: IBDocument, options: IBLayoutOptions = IBLayoutOptions()) -> Rect? {
    document.layout(document.scenes[0], options: options)?.views.first { $0.id == id }?.frame
  }
}
