import Foundation
import TrellisIB

/// Small documents written for these tests.
enum WireframeFixtures {
  /// One scene on the 6.1-inch design device (393×852, safe area 59/34): fixed-frame views so that every frame is
  /// known, a label whose text needs escaping, a button, a text field showing its placeholder, a container with a
  /// child, and a hidden view.
  static let menuStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="scene1">
          <objects>
            <viewController storyboardIdentifier="Fish &amp; Chips &lt;Menu&gt;" id="vc1" \
    customClass="MenuViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" \
    text="Cod &amp; chips &lt;b&gt; &quot;fresh&quot; 'today' 🐟" textAlignment="natural" lineBreakMode="tailTruncation" \
    baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                    <rect key="frame" x="20" y="80" width="353" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                  <view contentMode="scaleToFill" fixedFrame="YES" id="box" customClass="CardView">
                    <rect key="frame" x="20" y="120" width="200" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                      <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" \
    contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
    id="go">
                        <rect key="frame" x="10" y="60" width="80" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Go &gt;"/>
                      </button>
                    </subviews>
                  </view>
                  <textField opaque="NO" contentMode="scaleToFill" fixedFrame="YES" \
    contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" \
    placeholder="Your name" textAlignment="natural" minimumFontSize="17" id="name">
                    <rect key="frame" x="20" y="260" width="353" height="34"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                  </textField>
                  <view hidden="YES" contentMode="scaleToFill" fixedFrame="YES" id="secret">
                    <rect key="frame" x="20" y="320" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// Two scenes whose names clash once made into file names, and one named only by its id.
  static let twoScenesStoryboard = storyboard(
    scenes: emptyScene("sA", controller: "vcA", root: "rootA", identifier: "Settings/Main")
      + emptyScene("sB", controller: "vcB", root: "rootB", identifier: "Settings:Main")
      + emptyScene("sC", controller: "Ab1-cd-EF2", root: "rootC"))

  /// A storyboard on iPhone 16 holding `scenes`.
  static func storyboard(scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
    \(scenes)
      </scenes>
    </document>
    """
  }

  /// A scene whose controller's full-screen root view is empty.
  static func emptyScene(_ sceneID: String, controller: String, root: String, identifier: String? = nil) -> String {
    let storyboardIdentifier = identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? ""
    return """
          <scene sceneID="\(sceneID)">
            <objects>
              <viewController \(storyboardIdentifier)id="\(controller)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(root)">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
              </viewController>
            </objects>
          </scene>
      """
  }

  /// A view whose stored frame (x 40) is not where its constraints put it (x 20).
  static let misplacedStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="sM">
          <objects>
            <viewController id="vcM" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="rootM">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="moved">
                    <rect key="frame" x="40" y="100" width="50" height="50"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="50" id="w1"/>
                      <constraint firstAttribute="height" constant="50" id="h1"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="moved" firstAttribute="leading" secondItem="rootM" secondAttribute="leading" \
    constant="20" id="c1"/>
                  <constraint firstItem="moved" firstAttribute="top" secondItem="rootM" secondAttribute="top" \
    constant="100" id="c2"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  static func document(_ text: String, path: String = "Menu.storyboard") -> IBDocument {
    IBDocument(data: Data(text.utf8), path: path)
  }
}
