import Foundation
import Testing
import Trellis
import TrellisIB

/// Scenes presented modally show as page sheets on iPhones from Xcode 11 on: shorter than the screen, with no top
/// safe-area inset.
@Suite struct SheetCanvasTests {
  /// A first scene presenting a second (`sheet`, whose root holds a view `v` pinned to the safe area), directly or
  /// through a navigation controller, whose root it is or, with `pushed`, the scene that root shows.
  static func document(
    device: String, toolsVersion: String, style: String? = nil, throughNavigation: Bool = false,
    alsoPresentedDefault: Bool = false, tieBreaker: String? = nil, segueKind: String = "presentation",
    sheetExtras: String = "", pushed: Bool = false
  ) -> IBDocument {
    let styleAttribute = style.map { " modalPresentationStyle=\"\($0)\"" } ?? ""
    let target = throughNavigation ? "nav" : "sheet"
    let pushingRoot = """
      <scene sceneID="scene-nav-root"><objects>
          <viewController id="nav-root" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="nav-root-view">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="758"/>
              </view>
              <connections><segue destination="sheet" kind="show" id="push"/></connections>
          </viewController>
      </objects></scene>
      """
    let navigation =
      throughNavigation
      ? """
      <scene sceneID="scene-nav">
          <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                  </navigationBar>
                  <connections>
                      <segue destination="\(pushed ? "nav-root" : "sheet")" kind="relationship" \
      relationship="rootViewController" id="rel"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      \(pushed ? pushingRoot : "")
      """ : ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="first">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController id="first" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="first-root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                          </view>
                          <connections>
                              <segue destination="\(target)" kind="\(segueKind)"\(styleAttribute) id="present"/>
                              \(alsoPresentedDefault ? #"<segue destination="sheet" kind="presentation" id="again"/>"# : "")
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              \(navigation)
              <scene sceneID="scene-2">
                  <objects>
                      <viewController id="sheet" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="sheet-root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="758"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="724"/>
                                  </view>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
                                  <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
                                  <constraint firstItem="v" firstAttribute="leading" secondItem="sheet-root" secondAttribute="leading" id="l"/>
                                  <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
                              </constraints>
                          </view>
                          \(sheetExtras)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          \(tieBreaker.map { "<inferredMetricsTieBreakers><segue reference=\"\($0)\"/></inferredMetricsTieBreakers>" } ?? "")
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Sheet.storyboard")
  }

  static func frames(_ document: IBDocument) throws -> (root: Rect, content: Rect) {
    let scene = try #require(document.scenes.first { $0.element.id == "sheet" })
    let layout = try #require(document.layout(scene))
    let root = try #require(layout.views.first { $0.id == "sheet-root" }?.frame)
    let content = try #require(layout.views.first { $0.id == "v" }?.frame)
    return (root, content)
  }

  /// From Xcode 11 a sheet starts 10 pt below the status bar: 758 pt tall on a 812-pt iPhone, no top inset, the
  /// home indicator's 34 pt kept at the bottom (files/078, toolsVersion 15505).
  @Test func sheetBeforeIOS26() throws {
    let (root, content) = try Self.frames(Self.document(device: "retina5_9", toolsVersion: "15505"))
    #expect(root == Rect(x: 0, y: 0, width: 375, height: 758))
    #expect(content == Rect(x: 0, y: 0, width: 375, height: 724))
  }

  /// Xcode 15 and 16 show a sheet as tall as the device less 10 pt, with no inset at the top or the bottom: public
  /// storyboards outside the corpus store a presented navigation controller's root 842 pt tall on the 852-pt iPhone
  /// (SShrey1/PersonalityQuiz, toolsVersion 23094, a progress view pinned 20 pt above the safe area's bottom ending
  /// at 822) and 864 on the 874-pt one (SachinSAgrawal/Settings, 23504).
  @Test(arguments: [
    ("retina6_12", "23094", 393.0, 842.0), ("retina6_3", "23504", 402, 864), ("retina5_9", "22155", 375, 802),
  ])
  func sheetWithXcode15And16(device: String, toolsVersion: String, width: Double, height: Double) throws {
    let (root, content) = try Self.frames(Self.document(device: device, toolsVersion: toolsVersion))
    #expect(root == Rect(x: 0, y: 0, width: width, height: height))
    #expect(content == Rect(x: 0, y: 0, width: width, height: height))
  }

  /// With the iOS 26 SDK the sheet starts right below the status bar (59 pt, not the doubled safe area Xcode 26
  /// gives full-screen scenes): 793 pt tall on a 852-pt iPhone.
  @Test func sheetWithIOS26() throws {
    let (root, content) = try Self.frames(Self.document(device: "retina6_12", toolsVersion: "24506"))
    #expect(root == Rect(x: 0, y: 0, width: 393, height: 793))
    // The corpus shows no iOS 26 sheet's bottom inset; only the top is checked.
    #expect(content.minY == 0)
  }

  /// A navigation controller's bar in a sheet makes a 56-pt inset (70 with the iOS 26 SDK), without a status bar.
  @Test(arguments: [("retina5_9", "22155", 56.0), ("retina6_12", "24506", 70.0)])
  func navigationBarInASheet(device: String, toolsVersion: String, top: Double) throws {
    let (_, content) = try Self.frames(
      Self.document(device: device, toolsVersion: toolsVersion, throughNavigation: true))
    #expect(content.minY == top)
  }

  /// A `show` of a navigation controller from a scene outside any presents it, so it shows as a sheet with its
  /// sheet's bar (SShrey1/PersonalityQuiz, a public Xcode 15 storyboard outside the corpus: the bar stored at (0, 0,
  /// 393, 56), content 20 pt below it at y = 76, in the root and in the scene it pushes); a `show` of a plain scene
  /// from outside a navigation controller stays full screen on the canvas (files/035, Xcode 14: 375 × 667).
  @Test(arguments: [(true, 758.0, 56.0), (false, 812, 44)])
  func showFromOutsideANavigationController(ofNavigation: Bool, height: Double, top: Double) throws {
    let (root, content) = try Self.frames(
      Self.document(device: "retina5_9", toolsVersion: "15505", throughNavigation: ofNavigation, segueKind: "show"))
    #expect(root.height == height)
    #expect(content.minY == top)
  }

  /// A scene pushed inside a presented navigation controller shows in the same sheet.
  @Test(arguments: ["presentation", "show"])
  func scenePushedInAPresentedNavigationController(segueKind: String) throws {
    let (root, content) = try Self.frames(
      Self.document(
        device: "retina5_9", toolsVersion: "15505", throughNavigation: true, segueKind: segueKind, pushed: true))
    #expect(root.height == 758)
    #expect(content.minY == 56)
  }

  /// Full-screen presentations, and documents saved before Xcode 11, take the whole screen, under the status bar
  /// (the 5.8" canvas's is 50 pt with Xcode 15, `IBDesignDevice.simulated(byToolsVersion:)`).
  @Test(arguments: [("22155", "fullScreen", 50.0), ("14460", nil, 44)])
  func fullScreenPresentations(toolsVersion: String, style: String?, top: Double) throws {
    let (root, content) = try Self.frames(
      Self.document(device: "retina5_9", toolsVersion: toolsVersion, style: style))
    #expect(root == Rect(x: 0, y: 0, width: 375, height: 812))
    #expect(content.minY == top)
  }

  /// A scene presented both over the full screen and in the default style: the presentation the document names as
  /// its tie-breaker decides (holdout: StoreSearch, a split view's detail presented both ways with the full-screen
  /// presentation as tie-breaker, stored 375 × 667); with no tie-breaker any sheet-style presentation makes a sheet.
  @Test(arguments: [("present", 812.0), ("again", 758.0), (nil, 758.0)])
  func tieBreakerChoosesAmongPresentations(tieBreaker: String?, height: Double) throws {
    let (root, _) = try Self.frames(
      Self.document(
        device: "retina5_9", toolsVersion: "15505", style: "overFullScreen", alsoPresentedDefault: true,
        tieBreaker: tieBreaker))
    #expect(root == Rect(x: 0, y: 0, width: 375, height: height))
  }

  /// A freeform scene an iPad shows only as a popover is 20 pt shorter than its freeform size, with no status bar
  /// and no safe-area inset (public storyboards outside the corpus grown from Apple's PencilKitDraw sample,
  /// toolsVersion 19455 on the 10.5" iPad and 15400 on the 11" one: four 375 × 400 popover scenes stored 375 × 380,
  /// content pinned to the safe area's top at y = 0); one that is also shown otherwise keeps its size and insets.
  @Test(arguments: [
    ("popoverPresentation", Rect(x: 0, y: 0, width: 375, height: 380)),
    ("show", Rect(x: 0, y: 20, width: 375, height: 380)),
  ])
  func popoverOnAnIPad(kind: String, frame: Rect) throws {
    let document = Self.document(
      device: "ipad10_5", toolsVersion: "19455", segueKind: kind,
      sheetExtras: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="375" height="400"/>
        """)
    #expect(try Self.frames(document).content == frame)
  }
}

/// A page sheet chosen as a navigation controller's simulated size, with nothing presenting it in the document.
@Suite struct SimulatedPageSheetTests {
  /// Holdout 28: digitalhealthpass/dhp-ios-app `GetStarted` (toolsVersion 19162, the 6.0" iPhone 12 with Xcode 13's
  /// 44-pt top inset): a navigation controller with `modalPageSheetSimulatedSizeMetrics` and a hidden bar, presented
  /// from code, holds a horizontal collection view controller. The collection is stored 790 = 844 − 44 − 10 pt tall
  /// and its 731-pt item at y = 12.667: centred in the height the home indicator's 34-pt content inset leaves,
  /// (790 − 34 − 731) / 2 = 12.5, on the 3× pixel grid. Without the metric the scene is full screen.
  static func document(pageSheet: Bool) -> IBDocument {
    let metrics = pageSheet ? #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_0" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s-nav"><objects>
                  <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                      \(metrics)
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="-54" width="0.0" height="0.0"/>
                      </navigationBar>
                      <connections>
                          <segue destination="cvc" kind="relationship" relationship="rootViewController" id="r"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="s-cvc"><objects>
                  <collectionViewController id="cvc" sceneMemberID="viewController">
                      <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" pagingEnabled="YES" \
      dataMode="prototypes" id="collection">
                          <rect key="frame" x="0.0" y="0.0" width="390" height="790"/>
                          <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
      minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                              <size key="itemSize" width="375" height="731"/>
                              <size key="headerReferenceSize" width="0.0" height="0.0"/>
                              <size key="footerReferenceSize" width="0.0" height="0.0"/>
                              <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                          </collectionViewFlowLayout>
                          <cells>
                              <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="c" id="item">
                                  <rect key="frame" x="0.0" y="12.666666666666666" width="375" height="731"/>
                                  <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" \
      insetsLayoutMarginsFromSafeArea="NO" id="item-content">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="731"/>
                                  </collectionViewCellContentView>
                                  <size key="customSize" width="375" height="731"/>
                              </collectionViewCell>
                          </cells>
                      </collectionView>
                  </collectionViewController>
              </objects></scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "PageSheet.storyboard")
  }

  // The item's frame before the pixel grid (12.5 is stored as 12.667); full screen the insets are 44 and 34.
  @Test(arguments: [(true, 790.0, 12.5), (false, 844.0, (844.0 - 44 - 34 - 731) / 2)])
  func pageSheetMetricOnANavigationController(pageSheet: Bool, height: Double, itemY: Double) throws {
    let document = Self.document(pageSheet: pageSheet)
    let scene = try #require(document.scenes.first { $0.element.id == "cvc" })
    let layout = try #require(document.layout(scene))
    let collection = try #require(layout.views.first { $0.id == "collection" }?.frame)
    let item = try #require(layout.views.first { $0.id == "item" }?.frame)
    #expect(collection.height == height)
    #expect(abs(item.minY - itemY) < 0.001, "\(item)")
  }
}
