import Foundation
import Testing
import Trellis
import TrellisIB

/// How the containers around a scene (split view controllers, navigation controllers with opaque bars) and a scroll
/// view as a scene's root view place its views.
@Suite struct ContainerCanvasTests {
  /// A storyboard of `scenes` on the 4.7" iPhone (or `device`), saved by `toolsVersion`.
  static func document(
    toolsVersion: String, initial: String, scenes: String, extras: String = "", device: String = "retina4_7",
    orientation: String = "portrait"
  ) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="\(initial)">
          <device id="\(device)" orientation="\(orientation)" appearance="light"/>
          <scenes>
      \(scenes)
          </scenes>
      \(extras)
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Containers.storyboard")
  }

  /// The frame of `viewID` in the scene of controller `controllerID`.
  static func frame(_ viewID: String, scene controllerID: String, in document: IBDocument) throws -> Rect {
    let scene = try #require(document.scenes.first { $0.element.id == controllerID })
    return try #require(document.layout(scene)?.views.first { $0.id == viewID }?.frame)
  }

  /// A view controller `id` whose root holds a 56-pt view `v` pinned to the top of its safe area.
  static func pinnedScene(_ id: String) -> String {
    """
    <scene sceneID="s-\(id)"><objects>
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                <constraints>
                    <constraint firstItem="v" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-t"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" id="\(id)-l"/>
                    <constraint firstItem="v" firstAttribute="trailing" secondItem="\(id)-safe" secondAttribute="trailing" id="\(id)-r"/>
                    <constraint firstItem="v" firstAttribute="height" constant="56" id="\(id)-h"/>
                </constraints>
            </view>
        </viewController>
    </objects></scene>
    """
  }

  /// A navigation controller `id` whose bar (with `barAttributes`, stored at `barFrame`) shows the controller `root`.
  static func navigationScene(_ id: String, root: String, barAttributes: String = "", barFrame: String) -> String {
    """
    <scene sceneID="s-\(id)"><objects>
        <navigationController id="\(id)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill"\(barAttributes) id="\(id)-bar">
                <rect key="frame" \(barFrame)/>
            </navigationBar>
            <connections>
                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-r"/>
            </connections>
        </navigationController>
    </objects></scene>
    """
  }

  /// A split view controller `split` (with `attributes`) whose columns are the controllers `primary` and `secondary`.
  static func splitScene(attributes: String, primary: String = "primary", secondary: String = "secondary") -> String {
    """
    <scene sceneID="s-split"><objects>
        <splitViewController\(attributes) id="split" sceneMemberID="viewController">
            <connections>
                <segue destination="\(primary)" kind="relationship" relationship="masterViewController" id="m"/>
                <segue destination="\(secondary)" kind="relationship" relationship="detailViewController" id="d"/>
            </connections>
        </splitViewController>
    </objects></scene>
    """
  }

  /// The columns of a column-style split view controller (`allowDoubleColumnStyle`, Xcode 12 on) show under the
  /// navigation bar UIKit wraps them in: 44 pt, below no status bar at toolsVersion 21225 (Xcode 14) and below the
  /// 20-pt one at 22155 (Xcode 15). Holdout evidence: StoreSearch (21225, 4.7" iPhone) stores a search bar pinned to
  /// the primary column's safe area at y = 44. A classic split view controller does not wrap its children.
  @Test(arguments: [("21225", true, 44.0), ("22155", true, 64.0), ("21225", false, 0.0)])
  func splitViewColumnsShowANavigationBar(toolsVersion: String, columnStyle: Bool, top: Double) throws {
    let style = columnStyle ? #" allowDoubleColumnStyle="YES""# : ""
    let document = Self.document(
      toolsVersion: toolsVersion, initial: "split",
      scenes: """
        \(Self.splitScene(attributes: style))
        \(Self.pinnedScene("primary"))
        \(Self.pinnedScene("secondary"))
        """)
    for column in ["primary", "secondary"] {
      #expect(try Self.frame("v", scene: column, in: document) == Rect(x: 0, y: top, width: 375, height: 56))
    }
  }

  /// On an iPad, where the split view is regular width, a column-style split view's primary column is 420 pt wide
  /// (320 and UIKit's 100-pt off-screen part) and its secondary column, shown beside it in landscape by default or
  /// with `preferredDisplayMode="beside"`, the screen less 320 pt and a pixel; over it (portrait by default, or
  /// `over`) as wide as the screen (holdout 21: mike-atf/BullsnBears, 10.9" iPad in landscape, 420 and 859.5; see
  /// `SimulatedBars.splitViewColumnSize`). A classic split view's children keep the screen's size.
  @Test(arguments: [
    ("landscape", "", true, 420.0, 859.5), ("landscape", #" preferredDisplayMode="over""#, true, 420, 1180),
    ("portrait", "", true, 420, 820), ("portrait", #" preferredDisplayMode="beside""#, true, 420, 499.5),
    ("landscape", "", false, 1180, 1180),
  ])
  func splitViewColumnsOnAnIPad(
    orientation: String, mode: String, columnStyle: Bool, primary: Double, secondary: Double
  ) throws {
    let style = columnStyle ? #" allowDoubleColumnStyle="YES""# : ""
    // A stored frame off the whole-point grid keeps the canvas on the iPad's 2× pixels (see
    // `SceneBuilder.wasLaidOutAtWholePoints`).
    func retina(_ scene: String) -> String {
      scene.replacingOccurrences(of: #"width="375" height="56""#, with: #"width="375" height="56.5""#)
    }
    let document = Self.document(
      toolsVersion: "19162", initial: "split",
      scenes: """
        \(Self.splitScene(attributes: style + mode))
        \(retina(Self.pinnedScene("primary")))
        \(retina(Self.pinnedScene("secondary")))
        """, device: "ipad10_9rounded", orientation: orientation)
    #expect(try Self.frame("v", scene: "primary", in: document).width == primary)
    #expect(try Self.frame("v", scene: "secondary", in: document).width == secondary)
  }

  /// Navigation controllers as the columns pass their column to their roots, and a `showDetail` segue from the
  /// primary column leads to the secondary one, as in BullsnBears, whose tie-breaker names that segue.
  @Test func splitViewColumnsThroughNavigationControllers() throws {
    func navigation(_ id: String, root: String) -> String {
      Self.navigationScene(id, root: root, barFrame: #"x="0.0" y="24" width="420" height="50""#)
    }
    let list = Self.pinnedScene("list").replacingOccurrences(
      of: "</view>\n        </viewController>",
      with: """
        </view>
            <connections>
                <segue destination="detailNav" kind="showDetail" id="show"/>
            </connections>
        </viewController>
        """
    ).replacingOccurrences(of: #"height="56""#, with: #"height="56.5""#)
    let document = Self.document(
      toolsVersion: "19162", initial: "split",
      scenes: """
        \(Self.splitScene(attributes: #" allowDoubleColumnStyle="YES""#, primary: "listNav", secondary: "detailNav"))
        \(navigation("listNav", root: "list"))
        \(list)
        \(navigation("detailNav", root: "detail"))
        \(Self.pinnedScene("detail").replacingOccurrences(of: #"height="56""#, with: #"height="56.5""#))
        """,
      extras: #"<inferredMetricsTieBreakers><segue reference="show"/></inferredMetricsTieBreakers>"#,
      device: "ipad10_9rounded", orientation: "landscape")
    #expect(try Self.frame("v", scene: "list", in: document) == Rect(x: 0, y: 74, width: 420, height: 56))
    #expect(try Self.frame("v", scene: "detail", in: document) == Rect(x: 0, y: 74, width: 859.5, height: 56))
  }

  /// A navigation controller with an opaque bar and its root scene.
  static func opaqueNavigation(toolsVersion: String) -> IBDocument {
    Self.document(
      toolsVersion: toolsVersion, initial: "nav",
      scenes: """
        \(Self.navigationScene("nav", root: "content", barAttributes: #" translucent="NO""#, barFrame: #"x="0.0" y="20" width="375" height="44""#))
        \(Self.pinnedScene("content"))
        """)
  }

  /// Under an opaque bar the root view is 603 pt tall on the 667-pt iPhone; Xcode 8 stores it below the bar, at
  /// y = 64 (holdout: DropDown at toolsVersion 12121; a public template at 12120), Xcode 9.2 and later at the origin
  /// (kapinos/PhotoGallery at 13196, a root not extended under its bar; files/025, 079, 082).
  @Test(arguments: [("12121", 64.0), ("13196", 0.0), ("14109", 0.0)])
  func rootUnderAnOpaqueBarByXcode(toolsVersion: String, y: Double) throws {
    let document = Self.opaqueNavigation(toolsVersion: toolsVersion)
    #expect(try Self.frame("content-root", scene: "content", in: document) == Rect(x: 0, y: y, width: 375, height: 603))
    #expect(try Self.frame("v", scene: "content", in: document) == Rect(x: 0, y: 0, width: 375, height: 56))
  }

  /// A scene whose root view is a scroll view, with legacy layout guides: a 29-pt view `low` that hugs weakly, and
  /// `last` 10 pt above the bottom guide. The guides are pinned to the content area, so the chain sets the content
  /// height and nothing stretches to the 603-pt frame (holdout: DropDown, Xcode 9); a plain root stretches `low`.
  static func scrollRoot(tag: String) -> IBDocument {
    let key = tag == "scrollView" ? #"clipsSubviews="YES" multipleTouchEnabled="YES""# : ""
    return Self.document(
      toolsVersion: "12121", initial: "nav",
      scenes: """
        \(Self.navigationScene("nav", root: "content", barAttributes: #" translucent="NO""#, barFrame: #"x="0.0" y="20" width="375" height="44""#))
        <scene sceneID="s-content"><objects>
            <viewController id="content" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                </layoutGuides>
                <\(tag) key="view" \(key) contentMode="scaleToFill" id="content-root">
                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" verticalHuggingPriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="low">
                            <rect key="frame" x="20" y="30" width="335" height="29"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                            <rect key="frame" x="20" y="79" width="335" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="low" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="30" id="c1"/>
                        <constraint firstItem="low" firstAttribute="height" relation="greaterThanOrEqual" constant="29" id="c2"/>
                        <constraint firstItem="last" firstAttribute="top" secondItem="low" secondAttribute="bottom" constant="20" id="c3"/>
                        <constraint firstItem="last" firstAttribute="height" constant="20" id="c4"/>
                        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="last" secondAttribute="bottom" constant="10" id="c5"/>
                        <constraint firstItem="low" firstAttribute="leading" secondItem="content-root" secondAttribute="leading" constant="20" id="c6"/>
                        <constraint firstItem="low" firstAttribute="width" constant="335" id="c7"/>
                        <constraint firstItem="last" firstAttribute="leading" secondItem="content-root" secondAttribute="leading" constant="20" id="c8"/>
                        <constraint firstItem="last" firstAttribute="width" constant="335" id="c9"/>
                    </constraints>
                </\(tag)>
            </viewController>
        </objects></scene>
        """)
  }

  @Test(arguments: [("scrollView", 29.0), ("view", 603.0 - 30 - 20 - 20 - 10)])
  func legacyGuidesOfAScrollViewRootBindItsContent(tag: String, lowHeight: Double) throws {
    let document = Self.scrollRoot(tag: tag)
    #expect(try Self.frame("low", scene: "content", in: document) == Rect(x: 20, y: 30, width: 335, height: lowHeight))
    #expect(try Self.frame("last", scene: "content", in: document).minY == 30 + lowHeight + 20)
  }
}
