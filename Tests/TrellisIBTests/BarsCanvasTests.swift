import Foundation
import Testing
import Trellis
import TrellisIB

/// The safe areas and bars Interface Builder simulates around scenes.
@Suite struct BarsCanvasTests {
  /// `v` from the safe area's top to its bottom, across the root.
  static let fillsSafeArea = """
    <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
    <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
    """

  /// A 10-pt `v` at the safe area's top and the root's leading edge.
  static let atSafeAreaTop = """
    <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
    <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
    <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
    """

  /// Xcode 26, and Xcode 16.3 (toolsVersion 23727; holdout 2: junil1030/SeSAC `Friend.storyboard`, a search bar
  /// pinned to the safe area at y = 118), simulate the iPhones with a sensor housing with twice their safe area:
  /// 118 pt at the top of the 6.1" iPhone 14 Pro and 68 at the bottom; earlier Xcodes 59 and 34.
  @Test(arguments: [("24765", 118.0, 68.0), ("23727", 118.0, 68.0), ("23504", 59.0, 34.0), ("22155", 59.0, 34.0)])
  func safeAreaOfIOS26Canvases(toolsVersion: String, top: Double, bottom: Double) {
    let document = IBFixture.storyboard(
      device: "retina6_12", toolsVersion: toolsVersion, subviews: IBFixture.view("v"),
      constraints: Self.fillsSafeArea)
    #expect(IBFixture.frame("v", in: document) == Rect(x: 0, y: top, width: 393, height: 852 - top - bottom))
  }

  /// Scenes presented full screen keep the single safe area where Xcode 26 doubles it for the others, as sheets do:
  /// a navigation controller presented full screen (the segue's style), its root and the scene that root pushes, and
  /// a controller whose own style is full screen, against the initial scene, which is not presented. Evidence: holdout
  /// 10's `KostyaKKK/ImageFeedProject` `Main.storyboard` (toolsVersion 24765): its fully presented chain pins to a
  /// safe area from 59 (113 under the bar) to 818, its tab bar controller's bar is stored at 118.
  static func fullScreenPresentations(toolsVersion: String) -> IBDocument {
    func controller(_ id: String, attributes: String = "", segues: String = "") -> String {
      """
      <scene sceneID="s-\(id)"><objects>
          <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="\(id)-root">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <subviews>\(IBFixture.view("\(id)-v"))</subviews>
                  <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                  <constraints>
                      <constraint firstItem="\(id)-v" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-t"/>
                      <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(id)-v" secondAttribute="bottom" id="\(id)-b"/>
                      <constraint firstItem="\(id)-v" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-l"/>
                      <constraint firstAttribute="trailing" secondItem="\(id)-v" secondAttribute="trailing" id="\(id)-r"/>
                  </constraints>
              </view>
              <connections>\(segues)</connections>
          </viewController>
      </objects></scene>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="start">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
      \(controller("start", segues: """
        <segue destination="nav" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/>
        <segue destination="modal" kind="presentation" id="p2"/>
        """))
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="59" width="393" height="54"/>
                      </navigationBar>
                      <connections>
                          <segue destination="auth" kind="relationship" relationship="rootViewController" id="r1"/>
                      </connections>
                  </navigationController>
              </objects></scene>
      \(controller("auth", segues: #"<segue destination="web" kind="show" id="push"/>"#))
      \(controller("web"))
      \(controller("modal", attributes: #"modalPresentationStyle="fullScreen""#))
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Presented.storyboard")
  }

  @Test(arguments: [
    ("24765", "start", 118.0, 68.0), ("24765", "auth", 113, 34), ("24765", "web", 113, 34), ("24765", "modal", 59, 34),
    ("23504", "start", 59, 34), ("23504", "auth", 103, 34), ("23504", "web", 103, 34), ("23504", "modal", 59, 34),
  ])
  func fullScreenPresentationsKeepTheSingleSafeArea(
    toolsVersion: String, controller: String, top: Double, bottom: Double
  ) throws {
    let document = Self.fullScreenPresentations(toolsVersion: toolsVersion)
    let scene = try #require(document.scenes.first { $0.element.id == controller })
    let view = try #require(document.layout(scene)?.views.first { $0.id == "\(controller)-v" })
    #expect(view.frame == Rect(x: 0, y: top, width: 393, height: 852 - top - bottom))
  }

  /// Xcode 11 to 14 show storyboard scenes on home-button iPhones without a status bar unless their metrics ask for
  /// one (files/082, 016, 035); Xcode 10 and Xcode 15 show it (files/070, 076).
  @Test(arguments: [
    ("14490", "", 20.0), ("14868", "", 0), ("16096", "", 0), ("21507", "", 0), ("22154", "", 20),
    ("16096", #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#, 20),
  ])
  func statusBarOfHomeButtonIPhonesByXcode(toolsVersion: String, metrics: String, top: Double) {
    let document = IBFixture.storyboard(
      toolsVersion: toolsVersion, controllerExtras: metrics, subviews: IBFixture.view("v"),
      constraints: Self.fillsSafeArea)
    #expect(IBFixture.frame("v", in: document) == Rect(x: 0, y: top, width: 375, height: 667 - top))
  }

  /// Before Xcode 14's release the iPhone 12 family's 6.1" and 6.7" canvases have the 44-pt top inset of the iPhone X
  /// family (files/077 at toolsVersion 21179.7, a beta; files/051 at 19529); their own 47 pt from 21225 (holdout 21's
  /// seonghun2/ChatGPT_ChatBot).
  @Test(arguments: [
    ("retina6_0", "21179", 44.0), ("retina6_7", "19529", 44), ("retina6_0", "22155", 47), ("retina6_0", "21225", 47),
    ("retina6_7", "22155", 47),
  ])
  func iPhone12FamilyTopInsetBeforeXcode14(device: String, toolsVersion: String, top: Double) {
    let document = IBFixture.storyboard(
      device: device, toolsVersion: toolsVersion, subviews: IBFixture.view("v"),
      constraints: Self.atSafeAreaTop)
    #expect(IBFixture.frame("v", in: document)?.minY == top)
  }

  /// The 5.8" canvas's top inset: 44 up to Xcode 13, 47 with Xcode 14 (jyotdeep-j/swift-Text-to-Image-Ai-Module,
  /// 21507), 50 with Xcode 15 and 16 (thisisdana49/SeSAC, 23504; saengle/TravelMagazine, plug-in 22685), doubled 44
  /// with Xcode 26 (files/056). See `IBDesignDevice.simulated(byToolsVersion:)`.
  @Test(arguments: [
    ("20037", 44.0), ("21507", 47), ("22685", 50), ("23504", 50), ("24506", 88),
  ])
  func fivePointEightInchTopInsetByXcode(toolsVersion: String, top: Double) {
    let document = IBFixture.storyboard(
      device: "retina5_9", toolsVersion: toolsVersion, subviews: IBFixture.view("v"),
      constraints: Self.atSafeAreaTop)
    #expect(IBFixture.frame("v", in: document)?.minY == top)
  }

  /// The 6.1" iPhone 11 (retina6_1) shows a 44-pt top inset up to Xcode 13 (holdout documents at 17506, 19455 and
  /// 19529 — bilgecakar/IOS-Bootcamp-Examples stores a stack 20 pt below the safe area at y = 64) and 48 pt from
  /// Xcode 14 (corpus: 22154 and later).
  @Test(arguments: [("17506", 44.0), ("19529", 44), ("22154", 48), ("24506", 96)])
  func iPhone11TopInsetByXcode(toolsVersion: String, top: Double) {
    let document = IBFixture.storyboard(
      device: "retina6_1", toolsVersion: toolsVersion, subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t"/>
        <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
        """)
    #expect(IBFixture.frame("v", in: document)?.minY == top + 20)
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

  /// A navigation controller that simulates a tab bar (its tab bar controller is in another storyboard) shows that
  /// bar under its root and the scenes it pushes, unless a pushed scene hides the bottom bar.
  @Test(arguments: [("root", 667.0 - 49), ("pushed", 667.0 - 49), ("hiding", 667.0)])
  func tabBarSimulatedOnANavigationController(scene: String, safeAreaBottom: Double) throws {
    func controller(_ id: String, extras: String = "", push: String? = nil) -> String {
      """
      <scene sceneID="s-\(id)"><objects>
          <viewController id="\(id)" \(extras) sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="\(id)-root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>\(IBFixture.view("\(id)-v", frame: "0 0 375 667"))</subviews>
                  <constraints>
                      <constraint firstItem="\(id)-v" firstAttribute="top" secondItem="\(id)-root" secondAttribute="top" id="\(id)-t"/>
                      <constraint firstItem="\(id)-v" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-l"/>
                      <constraint firstItem="\(id)-v" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-r"/>
                      <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(id)-v" secondAttribute="bottom" id="\(id)-b"/>
                  </constraints>
                  <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
              </view>
              \(push.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"p-\($0)\"/></connections>" } ?? "")
          </viewController>
      </objects></scene>
      """
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      </navigationBar>
                      <connections>
                          <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              \(controller("root", push: "pushed"))
              \(controller("pushed", push: "hiding"))
              \(controller("hiding", extras: #"hidesBottomBarWhenPushed="YES""#))
          </scenes>
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "Tabs.storyboard")
    let layout = try #require(document.scenes.first { $0.element.id == scene }.flatMap { document.layout($0) })
    #expect(layout.views.first { $0.id == "\(scene)-v" }?.frame.maxY == safeAreaBottom)
  }

  /// On an iPad a hidden status bar keeps its inset; on a home-button iPhone it takes it away.
  @Test(arguments: [("ipad9_7", 20.0), ("retina4_7", 0.0)])
  func hiddenStatusBar(device: String, top: Double) {
    let document = IBFixture.storyboard(
      device: device, controllerExtras: "<nil key=\"simulatedStatusBarMetrics\"/>", subviews: IBFixture.view("v"),
      constraints: Self.atSafeAreaTop)
    #expect(IBFixture.frame("v", in: document)?.minY == top)
  }

  /// A Today widget's view (`simulatedAppContext="notificationCenter"`) has no safe-area inset: Notification Center
  /// shows it, not a screen with a status bar and a home indicator. Holdout 28: gdombiak/OctoPod (toolsVersion
  /// 14460.31, 4.7" iPhone, status bar inferred) stores a table pinned to the safe area's top at y = 0;
  /// LukasHromadnik/Covid-iOS (16096, 6.1" iPhone, 320 × 150 freeform) a stack pinned to its bottom ending at 150.
  /// The same scenes without the context keep the screen's insets.
  @Test(arguments: [
    ("retina4_7", "14460.31", true, Rect(x: 0, y: 0, width: 320, height: 110)),
    ("retina4_7", "14460.31", false, Rect(x: 0, y: 20, width: 320, height: 90)),
    ("retina6_1", "16096", true, Rect(x: 0, y: 0, width: 320, height: 150)),
    ("retina6_1", "16096", false, Rect(x: 0, y: 44, width: 320, height: 110 - 44 - 34)),
  ])
  func todayWidgetHasNoSafeAreaInsets(device: String, toolsVersion: String, widget: Bool, frame: Rect) {
    let document = IBFixture.storyboard(
      device: device, toolsVersion: toolsVersion,
      controllerExtras: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="\(frame.width)" height="\(widget ? frame.height : 110)"/>
        """,
      rootAttributes: widget ? #"simulatedAppContext="notificationCenter""# : "",
      subviews: IBFixture.view("v"), constraints: Self.fillsSafeArea)
    #expect(IBFixture.frame("v", in: document) == frame)
  }

  /// A scene (with legacy layout guides) both embedded in a full-screen container and pushed onto a navigation
  /// controller: without a tie-breaker the embedding decides (the status bar only: 20), with the push named as
  /// tie-breaker the navigation bar shows too (64).
  @Test(arguments: [(false, 20.0), (true, 64.0)])
  func metricsTieBreaker(tieBreaker: Bool, top: Double) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
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
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <subviews>
                              <containerView contentMode="scaleToFill" fixedFrame="YES" id="box">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                  <connections><segue destination="child" kind="embed" id="embed"/></connections>
                              </containerView>
                          </subviews>
                      </view>
                      <connections><segue destination="child" kind="show" id="push"/></connections>
                  </viewController>
              </objects></scene>
              <scene sceneID="s-child"><objects>
                  <viewController id="child" sceneMemberID="viewController">
                      <layoutGuides>
                          <viewControllerLayoutGuide type="top" id="top-guide"/>
                          <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                      </layoutGuides>
                      <view key="view" contentMode="scaleToFill" id="child-root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                  <rect key="frame" x="0.0" y="64" width="10" height="10"/>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="v" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="t"/>
                              <constraint firstItem="v" firstAttribute="leading" secondItem="child-root" secondAttribute="leading" id="l"/>
                              <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
                              <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
                          </constraints>
                      </view>
                  </viewController>
              </objects></scene>
          </scenes>
          \(tieBreaker ? "<inferredMetricsTieBreakers><segue reference=\"push\"/></inferredMetricsTieBreakers>" : "")
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "TieBreaker.storyboard")
    let scene = try #require(document.scenes.first { $0.element.id == "child" })
    let view = try #require(document.layout(scene)?.views.first { $0.id == "v" })
    #expect(view.frame.minY == top)
  }

  /// A xib view has the status bar's inset on a home-button iPhone unless its simulated metrics hide the status bar
  /// (corpus: files/071 and files/049, views pinned to the safe area stored 20 pt down).
  @Test(arguments: [("", 20.0), ("<nil key=\"simulatedStatusBarMetrics\"/>", 0)])
  func xibViewHasTheStatusBarInset(metrics: String, top: Double) throws {
    let document = IBFixture.xib(
      device: "retina4_0", toolsVersion: "21701", width: 320, height: 568,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0.0" y="20" width="320" height="548"/>
        </view>
        """,
      constraints: Self.fillsSafeArea,
      rootExtras: metrics)
    let view = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "v" })
    #expect(view.frame == Rect(x: 0, y: top, width: 320, height: 568 - top))
  }

  /// A freeform xib view shows no status bar, but on an iPhone with a sensor housing it keeps the screen's insets
  /// where it overlaps them, placed at the screen's top-left corner (all of them when it is wider or taller than the
  /// screen), and it has a view controller's root margins (sides 16 or 20, top and bottom the safe area's). Public
  /// xibs on the 6.1" iPhone (see `SceneBuilder.freeformSafeArea`): wider than the screen, SwiftMessages'
  /// `CardView.xib` (17156, 510 × 160, with or without safe-area guides) pins a view to its margins stored at
  /// (20, 44, 470, 82), wikipedia-ios's 415-pt-wide toolbar view (15505) keeps the 34-pt bottom; no wider than the
  /// screen, zotero-ios's 414 × 348 view (17156) and a 240-pt one (17701) drop the bottom inset, and a 393 × 293 one
  /// on the 6.1" iPhone 14 Pro (21507) too. On the 4.7" iPhone the freeform safe area is empty
  /// (AppPeterPan/AddXibViewOnStoryboard, Xcode 10: views pinned to the safe-area top stored at y = 0 and 10).
  @Test(arguments: [
    ("retina6_1", "17701", 510.0, Rect(x: 20, y: 44, width: 470, height: 82)),
    ("retina6_1", "15505", 415, Rect(x: 20, y: 44, width: 375, height: 82)),
    ("retina6_1", "17156", 414, Rect(x: 20, y: 44, width: 374, height: 116)),
    ("retina6_1", "17701", 240, Rect(x: 16, y: 44, width: 208, height: 116)),
    ("retina6_12", "21507", 393, Rect(x: 16, y: 59, width: 361, height: 101)),
    ("retina4_7", "17701", 510, Rect(x: 20, y: 0, width: 470, height: 160)),
    ("retina6_1", "17156 without safe areas", 510, Rect(x: 20, y: 44, width: 470, height: 82)),
  ])
  func freeformXibViewKeepsTheScreensInsetsWhereItOverlapsThem(
    device: String, toolsVersion: String, width: Double, frame: Rect
  ) throws {
    let parts = toolsVersion.split(separator: " ", maxSplits: 1)
    let document = Self.card(
      device: device, toolsVersion: String(parts[0]), width: width, usesSafeAreas: parts.count == 1)
    let view = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "v" })
    #expect(view.frame == frame)
  }

  /// At run time a xib's top-level view is a view controller's root only when File's Owner is one, connecting its
  /// `view` outlet to it; otherwise it has a plain view's 8-pt margins (and a freeform one no safe area: where it
  /// goes is not known) — a controller's header xib whose root is not its view, a custom view with an outlet `view`.
  @Test(arguments: [
    ("CardViewController", true, Rect(x: 20, y: 0, width: 470, height: 160)),
    ("SettingVC", true, Rect(x: 20, y: 0, width: 470, height: 160)),
    ("", false, Rect(x: 8, y: 8, width: 494, height: 144)),
    ("AboutController", false, Rect(x: 8, y: 8, width: 494, height: 144)),
    ("NewPhoneView", true, Rect(x: 8, y: 8, width: 494, height: 144)),
  ])
  func xibViewAtRunTimeIsARootWhenItsOwnerIsAController(owner: String, connectsView: Bool, frame: Rect) throws {
    let document = Self.card(device: "retina6_1", toolsVersion: "17701", owner: owner, ownerConnectsView: connectsView)
    let layout = document.layout(document.scenes[0], options: IBLayoutOptions(mode: .runtime))
    #expect(layout?.views.first { $0.id == "v" }?.frame == frame)
  }

  /// Only a plain top-level view takes the screen's size; a top-level button or visual effect view keeps its own, in
  /// design and run time alike (blinksh/blink's `SmartKeys.xib`, Xcode 9.3: 90 × 35 buttons and a 240 × 128 effect
  /// view on a 375 × 667 device, no simulated metrics), and a plain view without simulated metrics still fills the
  /// screen.
  @Test(arguments: [
    ("button", IBLayoutOptions.Mode.designTime, Rect(x: 0, y: 0, width: 90, height: 35)),
    ("visualEffectView", .runtime, Rect(x: 0, y: 0, width: 240, height: 128)),
    ("view", .designTime, Rect(x: 0, y: 0, width: 375, height: 667)),
  ])
  func aTopLevelControlKeepsItsOwnSize(element: String, mode: IBLayoutOptions.Mode, frame: Rect) throws {
    let size = element == "button" ? #"width="90" height="35""# : #"width="240" height="128""#
    let document = IBFixture.xib(
      device: "retina4_7", toolsVersion: "13771",
      objects: """
        <\(element) opaque="NO" contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" \(size)/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </\(element)>
        """)
    let layout = try #require(document.layout(document.scenes[0], options: IBLayoutOptions(mode: mode)))
    #expect(layout.views.first { $0.id == "top" }?.frame == frame)
  }

  /// A 510 × 160 freeform xib view holding `v`, pinned to its margins.
  static func card(
    device: String, toolsVersion: String, width: Double = 510, owner: String? = nil, ownerConnectsView: Bool = true,
    usesSafeAreas: Bool = true
  ) -> IBDocument {
    IBFixture.xib(
      device: device, toolsVersion: toolsVersion, width: width, height: 160, owner: owner,
      ownerConnectsView: ownerConnectsView,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="20" y="44" width="470" height="82"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
        <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
        <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="r"/>
        """,
      rootExtras: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        """,
      usesSafeAreas: usesSafeAreas)
  }

  /// Xcode 26 shows the 12.9" iPad with a home indicator in landscape with a 50-pt bottom safe area (corpus:
  /// files/041, toolsVersion 24765: views pinned to the safe area stored at y = 24, 950 pt tall); earlier Xcodes with
  /// UIKit's 20.
  @Test(arguments: [("24765", 950.0), ("23504", 980.0)])
  func xcode26LandscapeIPadBottomSafeArea(toolsVersion: String, height: Double) throws {
    let document = IBFixture.xib(
      device: "ipad12_9rounded", orientation: "landscape", toolsVersion: toolsVersion, width: 1366, height: 1024,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0.0" y="24" width="1366" height="950"/>
        </view>
        """,
      constraints: Self.fillsSafeArea)
    let view = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "v" })
    #expect(view.frame == Rect(x: 0, y: 24, width: 1366, height: height))
  }

  /// A xib view with a simulated navigation bar has it in its safe area: on the 6.1" iPhone the safe area starts at
  /// 48 + 44 = 92.
  @Test(arguments: [true, false])
  func xibViewUnderASimulatedNavigationBar(bar: Bool) throws {
    let document = IBFixture.xib(
      device: "retina6_1", toolsVersion: "23504", width: 414, height: 896,
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="0.0" y="102" width="10" height="10"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="t"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
        <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
        """,
      rootExtras: bar ? "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>" : "")
    let view = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "v" })
    #expect(view.frame.minY == (bar ? 102 : 58))
  }

  /// A collection view's supplementary view on its own canvas takes the screen's insets as a freeform view does,
  /// where a cell takes none (AdguardTeam/AdguardForiOS's `StatisticsCollectionReusableView.xib`, public, outside the
  /// corpus, Xcode 12.4 on the 6.1" iPhone 11: a 660 × 339 view that pins a label 8 pt below its safe area's top,
  /// stored at y = 52, and a view to its bottom, stored ending at 305 = 339 − 34).
  @Test(arguments: [("collectionReusableView", 44.0, 34.0), ("collectionViewCell", 0, 0)])
  func supplementaryViewTakesTheScreensInsets(element: String, top: Double, bottom: Double) throws {
    let document = IBFixture.xib(
      device: "retina6_1", toolsVersion: "17701",
      objects: """
        <\(element) opaque="NO" clipsSubviews="YES" contentMode="center" id="root">
            <rect key="frame" x="0.0" y="0.0" width="660" height="339"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <rect key="frame" x="0.0" y="0.0" width="660" height="339"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
            \(Self.fillsSafeArea)
            </constraints>
        </\(element)>
        """)
    let view = try #require(document.layout(document.scenes[0])?.views.first { $0.id == "v" })
    #expect(view.frame == Rect(x: 0, y: top, width: 660, height: 339 - top - bottom))
  }

  /// An opaque simulated toolbar shortens the scene by 49 pt above a home indicator (and by the indicator's inset),
  /// by 44 pt on a home-button iPhone.
  @Test(arguments: [("retina6_5", 896.0 - 34 - 49), ("retina4_7", 667.0 - 44)])
  func opaqueToolbar(device: String, height: Double) {
    let document = IBFixture.storyboard(
      device: device,
      controllerExtras: "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\" translucent=\"NO\"/>",
      subviews: "")
    #expect(IBFixture.frame("root", in: document)?.height == height)
  }

  /// A storyboard whose root holds a bar view `bar` (`element`: toolbar, navigationBar) with no size of its own,
  /// pinned across the root and to the safe area's top or bottom.
  static func freeBar(
    _ element: String, device: String, orientation: String = "portrait", toolsVersion: String, atTop: Bool
  ) -> IBDocument {
    IBFixture.storyboard(
      device: device, orientation: orientation, toolsVersion: toolsVersion,
      subviews: """
        <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="0" height="0"/>
        </\(element)>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
        \(atTop
          ? #"<constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>"#
          : #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>"#)
        """)
  }

  /// A toolbar view with no height of its own is as tall as a simulated one: 49 pt above a home indicator, 44 on a
  /// home-button iPhone (a public Xcode 12.5 storyboard, Esri's arcgis-runtime-samples-ios, toolsVersion 18122 on the
  /// 414 × 896 iPhone 11, stores a toolbar pinned to the safe area's bottom at y = 813, 49 tall).
  @Test(arguments: [("retina6_1", 414.0, 896.0 - 34 - 49, 49.0), ("retina4_7", 375.0, 667.0 - 44, 44.0)])
  func toolbarViewHeight(device: String, width: Double, y: Double, height: Double) {
    let document = Self.freeBar("toolbar", device: device, toolsVersion: "18122", atTop: false)
    #expect(IBFixture.frame("bar", in: document) == Rect(x: 0, y: y, width: width, height: height))
  }

  /// On an iPhone in landscape UIKit's bars are compact, 32 pt, but on the Plus and Max sizes, whose width is regular
  /// there (public storyboards outside the corpus, toolsVersion 13771 on the 4.7" iPhone in landscape:
  /// kodecocodes/des-materials' MirrorPad, a toolbar pinned to the safe area's bottom stored at (0, 343, 667, 32)).
  @Test(arguments: [("retina4_7", 667.0, 375.0, 32.0), ("retina5_5", 736.0, 414.0, 44.0)])
  func landscapeToolbarView(device: String, width: Double, height: Double, bar: Double) {
    let document = Self.freeBar(
      "toolbar", device: device, orientation: "landscape", toolsVersion: "13771", atTop: false)
    #expect(IBFixture.frame("bar", in: document) == Rect(x: 0, y: height - bar, width: width, height: bar))
  }

  /// Simulated navigation and tab bars are compact too on an iPhone in landscape: a view filling the safe area of a
  /// scene under both starts 32 pt down and ends 32 pt above the bottom (ponovo-ios/PMCtrl_iPad's `IECConfig`, a
  /// public storyboard outside the corpus: a table 10 pt inside a tab bar controller's child on the 4.7" iPhone in
  /// landscape stored 323 = 375 − 10 − 32 − 10 pt tall).
  @Test(arguments: [("retina4_7", 32.0, 375.0 - 64), ("retina5_5", 44.0, 414.0 - 44 - 49)])
  func landscapeSimulatedBars(device: String, top: Double, height: Double) {
    let document = IBFixture.storyboard(
      device: device, orientation: "landscape", toolsVersion: "13771",
      controllerExtras: """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
        """,
      subviews: IBFixture.view("v"), constraints: Self.fillsSafeArea)
    let frame = IBFixture.frame("v", in: document)
    #expect(frame?.minY == top)
    #expect(frame?.height == height)
  }

  /// A navigation bar view with no height of its own is as tall as a navigation controller's: 50 pt on an iPad since
  /// Xcode 10 (yagom-academy/ios-project-manager's `WorkFormView.storyboard`, public, outside the corpus, toolsVersion
  /// 20037, a bar on the 12.9" iPad in landscape stored 50 pt tall), 44 before and on iPhones, 32 on an iPhone in
  /// landscape.
  @Test(arguments: [
    ("ipad12_9", "landscape", "20037", 50.0), ("ipad12_9", "landscape", "13771", 44),
    ("retina4_7", "portrait", "20037", 44), ("retina4_7", "landscape", "20037", 32),
  ])
  func navigationBarViewHeight(device: String, orientation: String, toolsVersion: String, height: Double) {
    let document = Self.freeBar(
      "navigationBar", device: device, orientation: orientation, toolsVersion: toolsVersion, atTop: true)
    #expect(IBFixture.frame("bar", in: document)?.height == height)
  }

  /// A navigation controller's own bars are drawn as tall as the bars its content is simulated under: the toolbar
  /// 49 pt above a home indicator and 44 otherwise, reaching down over the indicator's inset; the navigation bar 44 pt,
  /// 50 on an iPad; both 32 on an iPhone in landscape.
  @Test(arguments: [
    ("retina6_1", "portrait", 414.0, 896.0, 34.0, 49.0, 44.0), ("retina4_7", "portrait", 375, 667, 0, 44, 44),
    ("retina4_7", "landscape", 667, 375, 0, 32, 32), ("ipad9_7", "portrait", 768, 1024, 0, 44, 50),
  ])
  func navigationControllerBars(
    device: String, orientation: String, width: Double, height: Double, bottom: Double, bar: Double,
    navigation: Double
  ) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
          <device id="\(device)" orientation="\(orientation)" appearance="light"/>
          <scenes>
              <scene sceneID="s1"><objects>
                  <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                      </navigationBar>
                      <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tools">
                          <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                      </toolbar>
                  </navigationController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "Nav.storyboard")
    let layout = try #require(document.layout(document.scenes[0]))
    let tools = try #require(layout.views.first { $0.id == "tools" })
    #expect(tools.frame == Rect(x: 0, y: height - bottom - bar, width: width, height: bar + bottom))
    #expect(layout.views.first { $0.id == "bar" }?.frame.height == navigation)
  }

  /// iPad navigation bars are 50 pt from the iOS 12 SDK (Xcode 10) on, 44 before; iPhones keep 44 (holdout 2:
  /// yagom-academy/ios-project-manager `TaskDetailController.storyboard`, toolsVersion 19455 on the 11" iPad, a stack
  /// 5 pt below the safe area stored at y = 79 = 24 + 50 + 5; `Detail.storyboard` of the same repository, 19529, a
  /// scroll view pinned to the safe area at y = 74 under a bar stored 50 tall).
  @Test(arguments: [
    ("ipad11_0rounded", "19455", 74.0), ("ipad11_0rounded", "17701", 74.0), ("ipad9_7", "13771", 64.0),
    ("retina6_1", "19455", 88.0),
  ])
  func navigationBarOfIPadCanvases(device: String, toolsVersion: String, top: Double) {
    let document = IBFixture.storyboard(
      device: device, toolsVersion: toolsVersion,
      controllerExtras: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>",
      subviews: IBFixture.view("v"),
      constraints: Self.atSafeAreaTop)
    #expect(IBFixture.frame("v", in: document)?.minY == top)
  }

  /// A root under an opaque navigation bar (not extended under it) sits below the bar and still reaches the bottom
  /// of the screen, so it keeps the home indicator's 34-pt inset, though stored at the origin 808 = 896 − 44 − 44 pt
  /// tall (holdout 2: Alpensegler/TweaKit `Main.storyboard`, toolsVersion 17701, a panel pinned to the safe-area
  /// bottom stored ending at 774, above a 34-pt cover view). A home-button iPhone has no bottom inset.
  @Test(arguments: [("retina6_1", 808.0, 34.0), ("retina4_7", 603.0, 0.0)])
  func opaqueTopBarKeepsTheBottomInset(device: String, rootHeight: Double, bottom: Double) {
    let document = IBFixture.storyboard(
      device: device, toolsVersion: "17701",
      controllerExtras: """
        <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
        <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
        """,
      subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
        """)
    #expect(IBFixture.frame("root", in: document)?.height == rootHeight)
    #expect(IBFixture.frame("v", in: document)?.height == rootHeight - bottom)
  }

  /// A large title adds 52 pt to the navigation bar: 96 on iPhones, 102 on iPads, whose bar is 50 pt
  /// (`shared/reference/UIKIT-MEASURED.md`, large-title navigation bar; no document shows it on an iPad canvas).
  /// Since Xcode 12.5 a scene whose first subview is a scroll view shows the title collapsed, the normal 44-pt bar
  /// (public storyboards at 18122 to 22154: twelve documents whose first-subview collection view is stored 44 pt
  /// below the status bar; before, 17701 and earlier, six documents store 96 whatever comes first), unless the navigation
  /// item never shows a large title. A large title in a font of the document's own is as tall as the navigation
  /// controller stores its bar (Demidovaa/AppGallery, 17701: a 45-pt Marker Felt title, a bar 100 pt tall and a
  /// view pinned to the safe area at 44 + 100). See `SimulatedBars.showsLargeTitle`.
  static let largeTitleCases: [(String, String, String, String?, Bool, Double)] = [
    ("ipad11_0rounded", "19455", "view", nil, false, 24 + 102), ("retina4_7", "22155", "view", nil, false, 20 + 96),
    // Xcode 11 to 14 show home-button iPhones without a status bar (`SimulatedBars.hidesInferredStatusBar`).
    ("retina4_7", "17701", "collectionView", nil, false, 96), ("retina4_7", "17701", "view", nil, true, 100),
    ("retina6_1", "20037", "collectionView", nil, false, 44 + 44),
    ("retina6_1", "18122", "collectionView", "always", false, 44 + 44),
    // A scene pushed from the root keeps the large title (jastinmartinez/UIKit---Projects, 18122).
    ("retina6_1", "18122", "pushed tableView", nil, false, 44 + 96),
    ("retina6_1", "20037", "tableView", "always", false, 44 + 44),
    ("retina6_1", "20037", "view", "never", false, 44 + 44), ("retina6_1", "20037", "view", nil, false, 44 + 96),
  ]

  @Test(arguments: largeTitleCases)
  func largeTitleNavigationBar(
    device: String, toolsVersion: String, first: String, displayMode: String?, customFont: Bool, top: Double
  ) throws {
    let mode = displayMode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? ""
    // "pushed tableView": the scene is pushed from the navigation controller's root rather than being it.
    let pushed = first.hasPrefix("pushed ")
    let first = pushed ? String(first.dropFirst("pushed ".count)) : first
    let home = """
      <scene sceneID="s-home"><objects>
          <viewController id="home" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="home-root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              <connections><segue destination="first" kind="show" id="push"/></connections>
          </viewController>
      </objects></scene>
      """
    let attributes =
      customFont
      ? """
      <textAttributes key="largeTitleTextAttributes">
          <fontDescription key="fontDescription" name="MarkerFelt-Thin" family="Marker Felt" pointSize="45"/>
      </textAttributes>
      """ : ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="nav">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s-nav"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                          <rect key="frame" x="0.0" y="20" width="375" height="\(customFont ? 100 : 96)"/>
                          \(attributes)
                      </navigationBar>
                      <connections>
                          <segue destination="\(pushed ? "home" : "first")" kind="relationship" \
      relationship="rootViewController" id="r1"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              \(pushed ? home : "")
              <scene sceneID="s-first"><objects>
                  <viewController id="first" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <subviews>
                              <\(first) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                  <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              </\(first)>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="safe"/>
                          <constraints>
                              <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                              <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                              <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
                              <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
                          </constraints>
                      </view>
                      <navigationItem key="navigationItem" title="Title"\(mode) id="item"/>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "Large.storyboard")
    let scene = try #require(document.scenes.first { $0.element.id == "first" })
    let view = try #require(document.layout(scene)?.views.first { $0.id == "v" })
    #expect(view.frame.minY == top)
  }

  /// From iPadOS 18 (Xcode 16) a tab bar controller floats its tabs at the top of an iPad of regular width: a tab's
  /// safe area starts 64 pt below the status bar and ends at the home indicator (a public Xcode 16.2 storyboard on the
  /// 11" iPad, 834 × 1210 from Xcode 16, stores a tab's stack pinned to its safe area from 88 to 1190); Xcode 15
  /// keeps the 49-pt bar at the bottom. The 11" iPad is 1194 pt tall before Xcode 16.
  @Test(arguments: [("23504", 1210.0, 88.0, 1190.0), ("22505", 1194.0, 24.0, 1125.0)])
  func iPadTabBarFloatsAtTheTop(toolsVersion: String, height: Double, top: Double, bottom: Double) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
      initialViewController="tabs">
          <device id="ipad11_0rounded" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s-tabs"><objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                          <rect key="frame" x="0.0" y="0.0" width="834" height="49"/>
                      </tabBar>
                      <connections>
                          <segue destination="tab" kind="relationship" relationship="viewControllers" id="r"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="s-tab"><objects>
                  <viewController id="tab" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="tab-root">
                          <rect key="frame" x="0.0" y="0.0" width="834" height="1210"/>
                          <subviews>\(IBFixture.view("v", frame: "0 0 834 1000"))</subviews>
                          <constraints>
                              <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                              <constraint firstItem="v" firstAttribute="leading" secondItem="tab-root" secondAttribute="leading" id="l"/>
                              <constraint firstItem="v" firstAttribute="trailing" secondItem="tab-root" secondAttribute="trailing" id="r"/>
                              <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
                          </constraints>
                          <viewLayoutGuide key="safeArea" id="safe"/>
                      </view>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = IBDocument(data: Data(xml.utf8), path: "Tabs.storyboard")
    let scene = try #require(document.scenes.first { $0.element.id == "tab" })
    let views = try #require(document.layout(scene)?.views)
    #expect(views.first { $0.id == "tab-root" }?.frame.height == height)
    let view = try #require(views.first { $0.id == "v" }?.frame)
    #expect(view.minY == top)
    #expect(view.maxY == bottom)
  }
}

/// A navigation controller's shown toolbar ends its children's views above it when it is opaque, and lies over them
/// when translucent (a public Xcode 9.2 storyboard, smorkin/CSVTouch: three table view controllers under a
/// `translucent="NO"` toolbar stored 375 × 623 on the 4.7" iPhone).
@Test(arguments: [(false, 623.0), (true, 667.0)])
func anOpaqueNavigationToolbarEndsTheViewAboveIt(translucent: Bool, height: Double) throws {
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="s-nav"><objects>
                <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" translucent="\(translucent ? "YES" : "NO")" id="tools">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                    </toolbar>
                    <connections>
                        <segue destination="tvc" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s-table"><objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                </tableViewController>
            </objects></scene>
        </scenes>
    </document>
    """
  let document = IBDocument(data: Data(xml.utf8), path: "Toolbar.storyboard")
  let scene = try #require(document.scenes.first { $0.element.id == "tvc" })
  let table = try #require(document.layout(scene)?.views.first { $0.id == "table" })
  #expect(table.frame == Rect(x: 0, y: 0, width: 375, height: height))
}
