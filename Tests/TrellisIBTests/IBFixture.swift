import Foundation
import Trellis
import TrellisIB

/// Small documents written for the tests: a storyboard with one view controller whose root view holds `subviews`
/// and `constraints`, on a design device.
enum IBFixture {
  static func storyboard(
    device: String = "retina4_7", orientation: String = "portrait", toolsVersion: String = "22155",
    controllerExtras: String = "", rootAttributes: String = "", subviews: String, constraints: String = "",
    rootExtras: String = "", documentExtras: String = ""
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
      \(rootView(
        attributes: #"key="view" "# + rootAttributes, width: 375, height: 667, subviews: subviews,
        constraints: constraints, extras: rootExtras))
      \(controllerExtras)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      \(documentExtras)
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Fixture.storyboard")
  }

  /// A xib whose top-level view `root` (`width` × `height`, safe area `safe`) holds `subviews` and `constraints`,
  /// with `rootExtras` (simulated metrics) inside it and File's Owner of class `owner` when one is named, which
  /// connects its `view` outlet to `root` when `ownerConnectsView`.
  static func xib(
    device: String, orientation: String = "portrait", toolsVersion: String, width: Double, height: Double,
    owner: String? = nil, ownerConnectsView: Bool = true, subviews: String, constraints: String,
    rootExtras: String = "", usesSafeAreas: Bool = true
  ) -> IBDocument {
    let outlet =
      ownerConnectsView ? #"<connections><outlet property="view" destination="root" id="o"/></connections>"# : ""
    let placeholder = owner.map {
      #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\#($0)">\#(outlet)</placeholder>"#
    }
    return xib(
      device: device, orientation: orientation, toolsVersion: toolsVersion, usesSafeAreas: usesSafeAreas,
      objects: (placeholder ?? "") + "\n"
        + rootView(
          attributes: "", width: width, height: height, subviews: subviews, constraints: constraints,
          extras: rootExtras))
  }

  /// The root view `root` both fixtures lay out: `width` × `height`, safe area `safe`, `subviews` and `constraints`,
  /// then `extras` (simulated metrics, say) inside it; `attributes` are added to its element.
  private static func rootView(
    attributes: String, width: Double, height: Double, subviews: String, constraints: String, extras: String
  ) -> String {
    """
    <view contentMode="scaleToFill" id="root" \(attributes)>
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
    \(subviews)
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
    \(constraints)
        </constraints>
        \(extras)
    </view>
    """
  }

  /// A xib whose `<objects>` are `objects` (a top-level cell, say).
  static func xib(
    device: String, orientation: String = "portrait", toolsVersion: String, usesSafeAreas: Bool = true,
    objects: String
  ) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="\(usesSafeAreas ? "YES" : "NO")">
          <device id="\(device)" orientation="\(orientation)" appearance="light"/>
          <objects>
      \(objects)
          </objects>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Fixture.xib")
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

  /// A storyboard with one table view controller: a table of `style` holding `body` (`<sections>` or
  /// `<prototypes>`), on a design device of `width` × `height` points.
  static func tableController(
    device: String = "retina4_7", width: Double = 375, height: Double = 667, toolsVersion: String = "22155",
    plugInVersion: String? = nil, style: String = "plain", separatorStyle: String = "default",
    tableAttributes: String = "", body: String
  ) -> IBDocument {
    let dependencies = plugInVersion.map {
      "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/></dependencies>"
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
      useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          \(dependencies ?? "")
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <tableViewController id="tvc" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
      style="\(style)" separatorStyle="\(separatorStyle)" id="table" \(tableAttributes)>
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      \(body)
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Fixture.storyboard")
  }

  /// A table view cell `id` whose content view `id-content` holds `subviews` and `constraints`.
  static func cell(
    _ id: String, attributes: String = "", preservesMargins: Bool = true, subviews: String = "",
    constraints: String = ""
  ) -> String {
    let preserves = preservesMargins ? "preservesSuperviewLayoutMargins=\"YES\"" : ""
    return """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(preserves) \
      selectionStyle="default" indentationWidth="10" id="\(id)" \(attributes)>
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
      contentMode="center" \(preserves) insetsLayoutMarginsFromSafeArea="NO" \
      tableViewCell="\(id)" id="\(id)-content">
              <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
      \(subviews)
              </subviews>
              <constraints>
      \(constraints)
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """
  }
}
