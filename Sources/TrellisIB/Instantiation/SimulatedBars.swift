import Trellis

/// The bars and size Interface Builder simulates around a scene (its "Simulated Metrics"): written on the
/// controller (`simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`, a freeform size),
/// else inferred from the containers that lead to it (a navigation controller's root or a scene pushed from one has
/// a navigation bar, as have the columns of a column-style split view controller; a tab bar controller's children
/// have a tab bar), as IB's "Inferred" setting does. Evidence:
/// pushed scenes under an opaque bar are stored 603 pt tall on a 667-pt iPhone (at y = 64 before Xcode 10, see
/// ``storesRootBelowOpaqueTopBar(_:)``, at the origin since); safe-area constraints
/// resolve to 64 (20 + 44) under a translucent one (`shared/reference/INTERFACE-BUILDER.md` §2, §12).
struct SimulatedBars {
  var statusBarHidden = false
  var topBarHeight = 0.0
  var extendsUnderTopBar = true
  var bottomBarHeight = 0.0
  var extendsUnderBottomBar = true
  /// A freeform scene's size.
  var freeformSize: Size?
  /// The size of the container view a scene is embedded in.
  var embeddingContainerSize: Size?
  /// The size of the sheet a scene is presented in (see ``presentsAsSheet(_:context:document:builder:)``).
  var sheetSize: Size?
  /// Whether the sheet leaves the device's bottom inset (not on a freeform canvas, which has none).
  var sheetKeepsBottomInset = true
  /// Whether the scene shows a navigation or tab bar, and so sits in a navigation or tab bar controller.
  var inBarContainer = false
  /// The window's safe area when the scene is presented full screen and the canvas gives such scenes their own (see
  /// ``IBCanvas/presentedSafeArea``).
  var fullScreenSafeArea: EdgeInsets?
  /// The size of the column of a column-style split view controller the scene is shown in, where the canvas shows
  /// the columns side by side (see ``splitViewColumnSize(_:canvas:)``).
  var splitColumnSize: Size?

  /// Whether the canvas is an iPad's, whose status bar inset stays when the status bar is hidden (corpus: the safe
  /// area starts at 20 in a scene of files/020 with `simulatedStatusBarMetrics` nil on the 9.7" iPad, and at 24 in
  /// the xib view of files/041 on the 12.9" one; on home-button iPhones a hidden status bar leaves none).
  var isPad = false
  /// Whether the canvas draws its bars compact (``IBCanvas/hasCompactBars``).
  var compactBars = false
  /// Whether the view is a Today widget's, shown in Notification Center (`simulatedAppContext="notificationCenter"`
  /// on the root view): no status bar, and no safe-area inset on any side (see ``windowSafeArea(_:)``).
  var showsInNotificationCenter = false

  init(scene: IBScene, document: IBDocument, builder: SceneBuilder) {
    let element = scene.element
    isPad = builder.canvas.traits.userInterfaceIdiom == .pad
    compactBars = builder.canvas.hasCompactBars
    let rootView = scene.isTopLevelView ? element : element.child(key: "view")
    showsInNotificationCenter = rootView?["simulatedAppContext"] == "notificationCenter"
    if scene.isTopLevelView {
      // A xib's view has the status bar's inset unless its metrics hide the status bar (`<nil
      // key="simulatedStatusBarMetrics"/>`). Corpus: views pinned to the safe area of xib views with no status bar
      // metrics on home-button iPhones are stored 20 pt down — the scroll view `ZfS-wG-RjJ` at y = 20 in files/071
      // (5.5", toolsVersion 14490) and the content `oPw-HC-8y2` 10 pt below the safe area at y = 30 in files/049
      // (4", toolsVersion 21701).
      statusBarHidden = element.child(key: "simulatedStatusBarMetrics")?.name == "nil"
      // Simulated bars written on the view overlap it and inset its safe area (corpus: files/043, a view under a
      // simulated navigation bar on the 6.1" iPhone pins labels 10 pt below a safe area that starts at 92 = 48 + 44).
      if let metrics = element.child(key: "simulatedTopBarMetrics"), metrics.name == "simulatedNavigationBarMetrics" {
        topBarHeight = simulatedNavigationBarHeight(metrics, toolsVersion: document.toolsVersion)
        extendsUnderTopBar = metrics.flag("translucent") != false
      }
      return
    }
    if let status = element.child(key: "simulatedStatusBarMetrics") {
      statusBarHidden = status.name == "nil"
    } else if SimulatedBars.hidesInferredStatusBar(document.toolsVersion) {
      statusBarHidden = true
    }
    // A freeform size (written with or without its metrics element) sizes the scene, snapped to the pixel grid
    // as the stored root frame is (197.33 is stored as 197.5 at @2x).
    if let size = element.child(key: "freeformSize") {
      freeformSize = IBReading.size(size)
    } else if element.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics",
      let frame = element.child(key: "view")?.child(key: "frame")
    {
      freeformSize = IBReading.rect(frame).size
    }
    if let size = freeformSize {
      let scale = builder.canvas.scale
      freeformSize = Size(
        width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
    }
    guard let id = element.id else { return }
    let incoming = document.inferringSegues(to: id)
    if let embed = incoming.first(where: { $0.kind == "embed" }), let source = embed.sourceElementID,
      let container = document.element(id: source), let frame = container.child(key: "frame")
    {
      embeddingContainerSize = IBReading.rect(frame).size
      // Documents with legacy layout guides still simulate the status bar in an embedded scene (corpus: files/079,
      // views under the top layout guide of two embedded scenes at y = 20).
      statusBarHidden = document.usesSafeAreas
      return
    }

    let context = SimulatedBars.context(of: id, document: document)
    if let placement = context.splitViewPlacement {
      splitColumnSize = SimulatedBars.splitViewColumnSize(placement, canvas: builder.canvas)
    }
    let sheet = SimulatedBars.presentsAsSheet(id, context: context, document: document, builder: builder)
    if sheet {
      // A page sheet: below the status bar (and 10 pt lower still before iOS 26, where the presenting scene shows
      // behind it), with no status bar of its own.
      let canvasSize = freeformSize ?? builder.canvas.windowSize
      // Xcode 15 and 16 show a sheet on a device as tall as the device less the 10-pt offset, with no status bar
      // above it and no bottom inset (see `presentsAsSheet`).
      let fullHeight = (22000..<24000).contains(document.toolsVersion)
      let top =
        freeformSize == nil && !fullHeight
        ? (builder.canvas.designDevice?.statusBarHeight ?? builder.canvas.safeArea.top) : 0
      let offset = document.toolsVersion >= 24000 ? 0 : 10.0
      sheetSize = Size(width: canvasSize.width, height: canvasSize.height - top - offset)
      sheetKeepsBottomInset = freeformSize == nil && !fullHeight
    } else if isPad, let size = freeformSize, SimulatedBars.presentsAsPopover(id, document: document) {
      // A popover's content on an iPad: 20 pt shorter than its freeform size, with no status bar and no safe-area
      // inset. Evidence: two public storyboards outside the corpus grown from Apple's PencilKitDraw sample
      // (salyadav/journaling-in-ios, toolsVersion 19455 on the 10.5" iPad; usayuki/GraRec2020, 15400 on the 11" one
      // in landscape) store each of their four popover scenes, 375 × 400 freeform, at 375 × 380, with a segmented
      // control pinned 20 pt below the safe area's top at y = 20 and a collection view pinned to it at y = 0.
      sheetSize = Size(width: size.width, height: size.height - 20)
      sheetKeepsBottomInset = false
    } else if SimulatedBars.presentsFullScreen(id, context: context, document: document),
      builder.canvas.presentedSafeArea != builder.canvas.safeArea
    {
      fullScreenSafeArea = builder.canvas.presentedSafeArea
    }
    // The top bar: written metrics first, else the navigation controller's bar.
    let extended = element.child(key: "edgesForExtendedLayout")
    let includesOpaque = element.flag("extendedLayoutIncludesOpaqueBars") ?? false
    switch element.child(key: "simulatedTopBarMetrics") {
    case let metrics? where metrics.name == "nil":
      break
    case let metrics? where metrics.name == "simulatedNavigationBarMetrics":
      topBarHeight = simulatedNavigationBarHeight(metrics, toolsVersion: document.toolsVersion)
      extendsUnderTopBar = metrics.flag("translucent") != false || includesOpaque
      inBarContainer = true
    default:
      if let navigation = context.navigationController, navigation.flag("navigationBarHidden") != true {
        let bar = navigation.child(key: "navigationBar")
        let large =
          bar?.flag("largeTitles") == true && !compactBars
          && SimulatedBars.showsLargeTitle(
            element.child(key: "navigationItem")?["largeTitleDisplayMode"],
            firstSubview: element.child(key: "view")?.child(named: "subviews")?.children.first?.name,
            isPushed: context.pushed, toolsVersion: document.toolsVersion)
        topBarHeight =
          large
          ? SimulatedBars.largeTitleBarHeight(bar, isPad: isPad, toolsVersion: document.toolsVersion)
          : (sheet
            ? SimulatedBars.sheetNavigationBarHeight(document.toolsVersion)
            : navigationBarHeight(document.toolsVersion))
        extendsUnderTopBar = bar?.flag("translucent") != false || includesOpaque
        inBarContainer = true
      } else if let metrics = context.pushedFromNavigationBar {
        // Pushed from a scene that simulates a navigation bar (its controller lives in another storyboard).
        topBarHeight = simulatedNavigationBarHeight(metrics, toolsVersion: document.toolsVersion)
        extendsUnderTopBar = metrics.flag("translucent") != false || includesOpaque
        inBarContainer = true
      } else if context.splitViewPlacement != nil {
        // A column of a column-style split view controller: UIKit wraps a child that is not a navigation controller
        // in one it makes (with a default, translucent bar), and Interface Builder shows that bar.
        topBarHeight = navigationBarHeight(document.toolsVersion)
        inBarContainer = true
      }
    }
    // A navigation controller that hides its bar still holds the scene (its scroll view's automatic inset
    // adjustment takes the safe area above and below).
    if context.navigationController != nil { inBarContainer = true }
    if let extended, extended.flag("top") != true { extendsUnderTopBar = false }
    let toolbarHeight = SimulatedBars.toolbarHeight(on: builder.canvas)
    switch element.child(key: "simulatedBottomBarMetrics") {
    case let metrics? where metrics.name == "nil":
      break
    case let metrics? where metrics.name == "simulatedTabBarMetrics":
      bottomBarHeight = SimulatedBars.tabBarHeight(on: builder.canvas)
      extendsUnderBottomBar = metrics.flag("translucent") != false || includesOpaque
      inBarContainer = true
    case let metrics? where metrics.name == "simulatedToolbarMetrics":
      bottomBarHeight = toolbarHeight
      extendsUnderBottomBar = metrics.flag("translucent") != false || includesOpaque
    default:
      // The tab bar of a tab bar controller the scene is in, else the one a navigation controller it is in simulates
      // (its tab bar controller lives in another storyboard), which shows under its children too (a public Xcode 8
      // storyboard outside the corpus, WWDCScholars' Credits: the root scene's scroll view, pinned to the bottom
      // layout guide, is stored ending 49 pt above the bottom of its 800-pt freeform view).
      if context.tabBarController != nil || context.containerTabBar != nil,
        element.flag("hidesBottomBarWhenPushed") != true || !context.pushed
      {
        let tabBar = context.tabBarController.map { $0.child(key: "tabBar") } ?? context.containerTabBar
        if SimulatedBars.floatsTabBarAtTop(on: builder.canvas, toolsVersion: document.toolsVersion) {
          // In a navigation bar's title area when there is one, else a bar of its own at the top.
          if topBarHeight == 0 {
            topBarHeight = SimulatedBars.floatingTabBarHeight
            extendsUnderTopBar = true
          }
        } else {
          bottomBarHeight = SimulatedBars.tabBarHeight(on: builder.canvas)
          extendsUnderBottomBar = tabBar?.flag("translucent") != false || includesOpaque
        }
        inBarContainer = true
      } else if let navigation = context.navigationController, navigation.flag("toolbarHidden") == false {
        // The navigation controller's shown toolbar; an opaque one ends the view above it (a public Xcode 9.2
        // storyboard, smorkin/CSVTouch: three table view controllers under a translucent="NO" toolbar stored
        // 375 × 623 on the 4.7" iPhone).
        bottomBarHeight = toolbarHeight
        extendsUnderBottomBar = navigation.child(key: "toolbar")?.flag("translucent") != false || includesOpaque
      }
    }
    if let extended, extended.flag("bottom") != true { extendsUnderBottomBar = false }
  }

  /// Whether the Xcode that saved a storyboard shows view controllers whose metrics do not set a status bar without
  /// one — on iPhones without a sensor housing, whose safe area then starts at 0 (`windowSafeArea(_:)`). Xcode 11 to
  /// 14 (toolsVersion 14800 to 22000) do; Xcode 10 and earlier, and Xcode 15 on, show the 20-pt bar.
  ///
  /// Corpus, 4.7" iPhone: a navigation controller's opaque bar stored at y = 0 and the table and view under it
  /// 623 = 667 − 44 pt tall (files/082, toolsVersion 14868: `LPW-Nt-oli`, `kh9-bI-dsS`); an image 22 pt below a top
  /// layout guide stored at y = 22 (files/016, 16096: `kk6-yK-Mn4`) and one 32 pt below at y = 32 in a tab of a tab
  /// bar controller (files/035, 21507: `ZJc-88-QRk`); a top guide ending at 0 under a navigation controller whose bar
  /// is hidden (files/016: `7Yv-8V-PyJ`). Against: top guides and safe areas ending at 20 at 13771,
  /// 14460 and 14490 (files/011, 079, 070) and at 22154 (files/076, six scenes). Xib views keep the inset
  /// (files/049, 21701).
  static func hidesInferredStatusBar(_ toolsVersion: Int) -> Bool {
    toolsVersion >= 14800 && toolsVersion < 22000
  }

  /// Whether the Xcode that saved a storyboard stores the root view of a scene under an opaque top bar (or with its
  /// top edge not extended under the bar) below the bar, at y = status bar + bar, rather than at the origin. Xcode 8
  /// (toolsVersion below 13000, Xcode 9) does: the root scroll view of a 600 × 700 freeform scene under a
  /// navigation controller's opaque bar is stored at (0, 64, 600, 636) by toolsVersion 12121 (holdout: DropDown), and
  /// the roots of three scenes pushed from one with an opaque simulated bar at (0, 64, 375, 603) by 12120 (a public
  /// storyboard template). Xcode 9.2 and later store them at y = 0 with the same height (a public 13196 storyboard,
  /// kapinos/PhotoGallery: a pushed scene whose edges are not extended, 375 × 559 at the origin above a toolbar;
  /// corpus: files/025 at 14109, files/079 at 14460, files/082 at 14868: 375 × 603 and 375 × 554 roots at the origin).
  static func storesRootBelowOpaqueTopBar(_ toolsVersion: Int) -> Bool { toolsVersion < 13000 }

  /// The window's safe area with the status bar shown or hidden: a hidden status bar takes its inset away on
  /// screens without a sensor housing. A sheet has no top inset, and keeps the bottom one unless on a freeform canvas.
  ///
  /// A Today widget's view has no inset at all: Interface Builder draws it as the widget Notification Center shows,
  /// not on a screen. Evidence, public Xcode 10.1 and 11.4 storyboards outside the corpus (Today extensions'
  /// `MainInterface.storyboard`, each with `simulatedAppContext="notificationCenter"`): gdombiak/OctoPod (toolsVersion
  /// 14460.31, 4.7" iPhone, a status bar inferred) stores a table pinned to the safe area's top at y = 0, and
  /// LukasHromadnik/Covid-iOS (16096, 6.1" iPhone, 320 × 150 freeform) a stack pinned to its bottom ending at 150.
  func windowSafeArea(_ safeArea: EdgeInsets) -> EdgeInsets {
    if showsInNotificationCenter { return .zero }
    let safeArea = fullScreenSafeArea ?? safeArea
    if sheetSize != nil {
      return EdgeInsets(
        top: 0, left: safeArea.left, bottom: sheetKeepsBottomInset ? safeArea.bottom : 0, right: safeArea.right)
    }
    guard statusBarHidden, !isPad else { return safeArea }
    var result = safeArea
    if safeArea.top <= 24 { result.top = 0 }
    return result
  }

  /// A toolbar's height: 49 pt above a home indicator, as a tab bar's, and 44 otherwise. Evidence: files/019, a
  /// scene over an opaque simulated toolbar on the 6.5" iPhone stored 813 = 896 − 34 − 49 pt tall; a public Xcode
  /// 12.5 storyboard (Esri's arcgis-runtime-samples-ios, toolsVersion 18122, 414 × 896) stores a toolbar view pinned
  /// above the safe area's bottom, with no height of its own, 49 pt tall.
  ///
  /// Where the canvas's bars are compact (an iPhone in landscape, but the Plus and Max sizes) toolbars, tab bars and
  /// navigation bars are all 32 pt, as UIKit's are (`shared/reference/DEVICES.md` §2). Evidence: two public
  /// storyboards outside the corpus on the 4.7" iPhone in landscape, toolsVersion 13771: kodecocodes/des-materials'
  /// MirrorPad stores a free toolbar pinned to the safe area's bottom, with no height of its own, at (0, 343, 667,
  /// 32), and ponovo-ios/PMCtrl_iPad's `IECConfig` a table 10 pt inside a tab bar controller's child stored 323 =
  /// 375 − 10 − 32 − 10 pt tall.
  static func toolbarHeight(on canvas: IBCanvas) -> Double {
    canvas.hasCompactBars ? 32 : canvas.safeArea.bottom > 0 ? 49 : 44
  }

  /// Whether a scene under a navigation bar with large titles shows one: not with `largeTitleDisplayMode="never"`,
  /// nor since Xcode 12.5 when the navigation controller's root scene has a scroll view as its first subview (the one
  /// UIKit tracks to collapse the title, Interface Builder showing it collapsed), even with `always`; a scene pushed
  /// from it keeps the large title (jastinmartinez/UIKit---Projects, 18122: a pushed scene's first-subview table view
  /// pinned to the safe area at 44 + 96, under a root whose collection view is at 44 + 44). Evidence, public
  /// storyboards whose scenes pin a view to the safe area's top: Xcode 9.3 to 12.4 (toolsVersion 13771 to 17701, six documents, table and
  /// collection views first or not) store it 96 pt below the status bar; Xcode 12.5 to 15 (18122 to 22154) store a
  /// first-subview collection view 44 pt below — the normal bar — in twelve documents (at 18122: two Diary apps,
  /// davidyoon891122/DiaryFC and charlie-jyj/iOS-Diary, and jastinmartinez/UIKit---Projects, whose scene asks for
  /// `always`; later: KayAhn0126's Diary, MeditationContentsListWithNavigation and TossBenefit,
  /// torinunna/TossBenefit, five HeadSpaceFocus course apps), and in the same Diary a pushed scene whose first subview
  /// is a label 96 pt below; Nofal-Helal/Cooking-Recipe-App's `Settings` (20037), whose table view follows a stack
  /// view, 96 pt below.
  static func showsLargeTitle(_ displayMode: String?, firstSubview: String?, isPushed: Bool, toolsVersion: Int)
    -> Bool
  {
    if displayMode == "never" { return false }
    guard toolsVersion >= 18000, !isPushed else { return true }
    return !["scrollView", "tableView", "collectionView", "textView"].contains(firstSubview ?? "")
  }

  /// The height of a navigation bar showing a large title: 52 pt over the normal bar, 96 on iPhones and 102 on iPads
  /// with 50-pt bars (UIKIT-MEASURED.md). A large title in a font of the document's own (`largeTitleTextAttributes`)
  /// sets its own height, which the navigation controller's scene stores as its bar's: Demidovaa/AppGallery (17701)
  /// stores a bar with a 45-pt Marker Felt large title 100 pt tall and its root's collection view pinned to the safe
  /// area at 44 + 100.
  static func largeTitleBarHeight(_ bar: IBElement?, isPad: Bool, toolsVersion: Int) -> Double {
    if let bar, bar.child(key: "largeTitleTextAttributes")?.child(key: "fontDescription") != nil,
      let stored = bar.child(key: "frame").map(IBReading.rect)?.height, stored > 44, stored < 200
    {
      return stored
    }
    return isPad ? navigationBarHeight(toolsVersion, isPad: true) + 52 : 96
  }

  /// A tab bar's height above the bottom safe area: 49 pt, 32 where the canvas's bars are compact
  /// (``toolbarHeight(on:)``).
  static func tabBarHeight(on canvas: IBCanvas) -> Double { canvas.hasCompactBars ? 32 : 49 }

  /// Whether a tab bar controller shows its tabs floating at the top of the screen rather than in a bar at the
  /// bottom: on an iPad of regular width from iPadOS 18 (Xcode 16, toolsVersion 23000), where "the tab bar floats at
  /// the top of the screen", in the navigation bar's title area when there is one (UIKit's iPadOS 18 tab and sidebar
  /// design; a public Xcode 16.2 storyboard, DePaul-CSC-iOS-2025's final project on the 11" iPad, pins a tab's stack
  /// to a safe area from 88 = 24 + 64 to 20 pt above the bottom, with no tab bar below).
  static func floatsTabBarAtTop(on canvas: IBCanvas, toolsVersion: Int) -> Bool {
    toolsVersion >= 23000 && canvas.traits.userInterfaceIdiom == .pad
      && canvas.traits.horizontalSizeClass == .regular
  }

  /// The height the floating tab bar takes at the top of a tab with no navigation bar (one witness, see
  /// ``floatsTabBarAtTop(on:toolsVersion:)``).
  static let floatingTabBarHeight = 64.0

  /// The height of a container's bar as drawn on `canvas`: ``navigationBarHeight(_:on:)`` (a large title adds 52 pt
  /// where the bars are not compact), ``tabBarHeight(on:)`` or ``toolbarHeight(on:)``.
  static func height(ofBar element: IBElement, on canvas: IBCanvas, toolsVersion: Int) -> Double {
    switch element.name {
    case "tabBar": return tabBarHeight(on: canvas)
    case "toolbar": return toolbarHeight(on: canvas)
    default:
      let large = element.flag("largeTitles") == true && !canvas.hasCompactBars
      return navigationBarHeight(toolsVersion, on: canvas) + (large ? 52 : 0)
    }
  }

  /// Whether a scene shows as a page sheet: presented modally (by a `modal` or `presentation` segue to it or to the
  /// navigation controller it is the root of) in the automatic, page-sheet or form-sheet style, on a canvas of
  /// compact width and regular height, by Xcode 11 (toolsVersion 15000, iOS 13) or later. Evidence: such scenes'
  /// stored roots are 758 pt tall on a 812-pt iPhone (files/078, Xcode 11: 812 − 44 − 10), 793 on a 852-pt one
  /// (files/012, Xcode 26: 852 − 59, UIKit's measured large-detent sheet), and 768 in a 778-pt freeform scene
  /// (files/061) — with no top safe-area inset but the navigation bar's, and the bottom one kept on devices
  /// (files/078: 34) but not on freeform canvases (files/061: 0); presentations saved by Xcode 10 and earlier stay
  /// full screen (files/079, 080). Xcode 15 and 16 (toolsVersion 22000–23999) show the sheet as tall as the device
  /// less the 10 pt, with no status bar above it and no bottom inset: public storyboards outside the corpus store a
  /// presented navigation controller's root 842 pt tall on the 852-pt iPhone (SShrey1/PersonalityQuiz, 23094, with
  /// a progress view pinned 20 pt above the safe area's bottom at 822 = 842 − 20) and 864 on the 874-pt one
  /// (SachinSAgrawal/Settings, 23504). Xcode 12 to 14 are not known and keep Xcode 11's sheet.
  static func presentsAsSheet(
    _ id: String, context: Context, document: IBDocument, builder: SceneBuilder
  ) -> Bool {
    guard document.toolsVersion >= 15000, builder.canvas.traits.horizontalSizeClass == .compact,
      builder.canvas.traits.verticalSizeClass == .regular
    else { return false }
    let sheetStyles: Set<String> = ["automatic", "pageSheet", "formSheet"]
    // The presentations that arrive at the controller decide; when the document's tie-breakers name some of them, only
    // those (`IBDocument.inferringSegues(to:)`). Evidence: a split view's detail that two scenes also present, one over
    // the full screen (the tie-breaker) and one in the default style, is stored full screen (holdout: StoreSearch,
    // 375 × 667 on the 4.7" iPhone, toolsVersion 21225); a scene presented in the default style whose tie-breaker is
    // a `show` (not a presentation) is stored as a sheet (files/061, 768 in a 778-pt freeform canvas).
    func presented(_ controllerID: String) -> Bool {
      guard let controller = document.element(id: controllerID) else { return false }
      if let style = controller["modalPresentationStyle"], !sheetStyles.contains(style) { return false }
      return presentationStyles(of: controllerID, document: document).contains(where: sheetStyles.contains)
    }
    if presented(id) { return true }
    // A page sheet chosen as the simulated size ("Size: Page Sheet" in the Simulated Metrics) on the controller or
    // the navigation controller it is the root of, whatever presents it (holdout 28: digitalhealthpass/dhp-ios-app
    // `GetStarted`, toolsVersion 19162 on the 6.0" iPhone 12: a navigation controller with that metric, presented
    // from code, stores its root collection view 790 = 844 − 44 − 10 pt tall).
    func simulatesPageSheet(_ element: IBElement?) -> Bool {
      element?.child(key: "simulatedDestinationMetrics")?.name == "modalPageSheetSimulatedSizeMetrics"
    }
    if simulatesPageSheet(document.element(id: id)) || simulatesPageSheet(context.navigationController) {
      return true
    }
    if let navigation = context.navigationController, let navigationID = navigation.id,
      context.pushed || (document.incomingSegues[id] ?? []).contains(where: { $0.sourceControllerID == navigationID })
    {
      return presented(navigationID)
    }
    return false
  }

  /// Whether a scene is shown only as a popover: every segue that arrives at it is a popover presentation.
  static func presentsAsPopover(_ id: String, document: IBDocument) -> Bool {
    let incoming = document.incomingSegues[id] ?? []
    return !incoming.isEmpty && incoming.allSatisfy { $0.kind == "popoverPresentation" }
  }

  /// Whether a scene is presented full screen: it, or the navigation or tab bar controller it is shown in, arrives
  /// by a presentation in the `fullScreen` or `overFullScreen` style (``presentationStyles(of:document:)``).
  static func presentsFullScreen(_ id: String, context: Context, document: IBDocument) -> Bool {
    let styles: Set<String> = ["fullScreen", "overFullScreen"]
    let controllers = [id, context.navigationController?.id, context.tabBarController?.id].compactMap { $0 }
    return controllers.contains { presentationStyles(of: $0, document: document).contains(where: styles.contains) }
  }

  /// The style of each presentation (`modal` or `presentation` segue) that arrives at a controller — only those the
  /// document's tie-breakers name, when they name some (`IBDocument.inferringSegues(to:)`): the segue's style, else
  /// the controller's own `modalPresentationStyle`, else `automatic`.
  static func presentationStyles(of controllerID: String, document: IBDocument) -> [String] {
    let presentations = (document.incomingSegues[controllerID] ?? []).filter {
      if ["modal", "presentation"].contains($0.kind) { return true }
      // A `show` of a navigation controller from a scene outside any presents it modally: a public Xcode 16
      // storyboard outside the corpus (SShrey1/PersonalityQuiz, toolsVersion 23094) stores such a navigation
      // controller's bar at (0, 0, 393, 56), a sheet's, and its root's content 20 pt below a safe area starting at
      // 56. Other scenes shown from outside a navigation controller stay full screen on the canvas (files/035,
      // Xcode 14: a tab's scene shows a view controller and a table view controller, stored 375 × 667).
      guard $0.kind == "show", document.element(id: controllerID)?.name == "navigationController" else { return false }
      let source = context(of: $0.sourceControllerID, document: document)
      return source.navigationController == nil && source.pushedFromNavigationBar == nil
    }
    let chosen = presentations.filter { $0.id.map(document.metricsTieBreakers.contains) ?? false }
    let own = document.element(id: controllerID)?["modalPresentationStyle"]
    return (chosen.isEmpty ? presentations : chosen).map { $0.presentationStyle ?? own ?? "automatic" }
  }

  /// The safe-area inset a navigation bar makes in a sheet, from the sheet's top: 56 pt before iOS 26 (files/078:
  /// content pinned 64 pt above the safe area starts at −8, and the stored bar is 56 tall), 70 with the iOS 26 SDK
  /// (files/012: content pinned to the safe area starts at 70 in both sheets, under stored bars at y = 16, 54 tall).
  static func sheetNavigationBarHeight(_ toolsVersion: Int) -> Double { toolsVersion >= 24000 ? 70 : 56 }

  /// The height of a navigation bar written as simulated metrics: 74 with a prompt, else the canvas's bar.
  func simulatedNavigationBarHeight(_ metrics: IBElement, toolsVersion: Int) -> Double {
    metrics.flag("prompted") == true
      ? 74 : navigationBarHeight(toolsVersion)
  }

  /// This canvas's navigation bar (``navigationBarHeight(_:isPad:compact:)`` for its idiom and bar size).
  func navigationBarHeight(_ toolsVersion: Int) -> Double {
    SimulatedBars.navigationBarHeight(toolsVersion, isPad: isPad, compact: compactBars)
  }

  /// A navigation bar's height: 44 pt, 54 with the iOS 26 SDK (corpus: all 9 navigation bars stored by toolsVersion
  /// 24xxx outside sheets are 54 tall, files/022, 055 and 056; a root under an opaque one is 54 pt shorter, files/022).
  ///
  /// On an iPad canvas it is 50 pt from the iOS 12 SDK (Xcode 10, toolsVersion 14000) on, as UIKit's iPad bars are
  /// (`shared/reference/UIKIT-MEASURED.md`, UINavigationBar height; `BarMetrics`). Evidence: a navigation controller's
  /// root on the 11" iPad in landscape pins a stack 5 pt below a safe area that starts at 74 = 24 + 50, stored at
  /// y = 79 (holdout 2: yagom-academy/ios-project-manager `TaskDetailController.storyboard`, toolsVersion 19455, whose
  /// stored bar is (0, 24, 1194, 50)); the same repository's `Detail.storyboard` (19529, 12.9" iPad) stores its
  /// navigation controller's bar at (0, 24, 1366, 50) and a scroll view pinned to the safe area at y = 74, and its
  /// `Modal.storyboard` (17701) a free navigation bar 50 pt tall. The iOS 26 SDK's iPad bar is unknown (no document
  /// seen); it keeps the iPhone's 54. Where the canvas's bars are compact it is 32 (``toolbarHeight(on:)``); the
  /// iOS 26 SDK's bar in landscape is not known either.
  static func navigationBarHeight(_ toolsVersion: Int, on canvas: IBCanvas) -> Double {
    navigationBarHeight(
      toolsVersion, isPad: canvas.traits.userInterfaceIdiom == .pad, compact: canvas.hasCompactBars)
  }

  static func navigationBarHeight(_ toolsVersion: Int, isPad: Bool = false, compact: Bool = false) -> Double {
    if compact { return 32 }
    if toolsVersion >= 24000 { return 54 }
    return isPad && toolsVersion >= 14000 ? 50 : 44
  }

  struct Context {
    var navigationController: IBElement?
    var tabBarController: IBElement?
    /// The navigation bar metrics written on a scene this one is pushed from.
    var pushedFromNavigationBar: IBElement?
    var pushed = false
    /// The tab bar metrics written on a navigation controller this one is shown in.
    var containerTabBar: IBElement?
    /// The column of a column-style split view controller (`allowDoubleColumnStyle`) the controller is shown in,
    /// directly — UIKit then shows it in a navigation controller of its own — or as the root of (or pushed onto) a
    /// navigation controller that is the column.
    var splitViewPlacement: SplitViewPlacement?
  }

  /// A column of a column-style split view controller: the primary, the secondary, or another (supplementary,
  /// compact), and the split view controller.
  struct SplitViewPlacement {
    enum Column { case primary, secondary, other }
    let column: Column
    let controller: IBElement
  }

  /// How much of a column-style split view's primary column UIKit keeps off screen, at its leading edge: 100 pt (a
  /// public report of UIKit's behaviour: "the primary column contains a 100-pt offscreen buffer which can be
  /// retrieved by calling view's safeAreaInsets.left"; holdout 21's mike-atf/BullsnBears `Diary` storyboard, Xcode
  /// 13 on the 10.9" iPad in landscape, stores its primary navigation controller's root 420 = 320 + 100 pt wide).
  /// Interface Builder does not inset the root's safe area by it there: a table pinned to the safe area's leading
  /// edge is stored at x = 0 (its inset-grouped rows, stored at x = 116, are not reproduced).
  static let primaryColumnOffscreenWidth = 100.0

  /// The width UIKit gives a column-style split view's primary column by default (UISplitViewController's automatic
  /// width, `shared/reference/DEVICES.md`).
  static let primaryColumnWidth = 320.0

  /// The size Interface Builder gives a column of a column-style split view controller on an iPad, where its canvas
  /// is regular width: the primary column 320 pt wide plus its 100-pt off-screen part; the secondary column beside
  /// it, the screen less 320 pt and the one-pixel divider, where the split view shows both side by side (its
  /// `preferredDisplayMode` beside — or, by default, in landscape), else the whole screen. Evidence: holdout 21's
  /// mike-atf/BullsnBears (toolsVersion 19162, 10.9" iPad, landscape) stores the primary column's root 420 pt wide and
  /// the secondary's 859.5 = 1180 − 320 − 0.5, its two halves 430 and 429.5 wide. Nil elsewhere: on iPhones the split
  /// view collapses to one column as wide as the screen (holdout documents with column-style split views on the 6.1"
  /// iPhone store their columns full width).
  static func splitViewColumnSize(_ placement: SplitViewPlacement, canvas: IBCanvas) -> Size? {
    guard canvas.traits.userInterfaceIdiom == .pad, canvas.traits.horizontalSizeClass == .regular else { return nil }
    let screen = canvas.windowSize
    switch placement.column {
    case .other:
      return nil
    case .primary:
      return Size(width: primaryColumnWidth + primaryColumnOffscreenWidth, height: screen.height)
    case .secondary:
      let mode = placement.controller["preferredDisplayMode"]
      let beside =
        mode == "beside" || mode == "oneBesideSecondary"
        || ((mode == nil || mode == "automatic") && screen.width > screen.height)
      guard beside else { return nil }
      return Size(width: screen.width - primaryColumnWidth - 1 / max(canvas.scale, 1), height: screen.height)
    }
  }

  /// The containers a controller is shown in, following relationship and push segues backwards.
  static func context(of id: String, document: IBDocument) -> Context {
    var known: [String: Context] = [:]
    return context(of: id, document: document, depth: 0, known: &known)
  }

  /// Each controller is looked at once (`known`): segues that lead back to a controller being looked at (a cycle)
  /// find no containers there, and many paths to one controller (scenes that all show each other) cost one visit,
  /// not one per path.
  private static func context(
    of id: String, document: IBDocument, depth: Int, known: inout [String: Context]
  ) -> Context {
    var context = Context()
    guard depth < 32 else { return context }
    if let done = known[id] { return done }
    known[id] = context
    defer { known[id] = context }
    for segue in document.inferringSegues(to: id) {
      guard let source = document.element(id: segue.sourceControllerID) else { continue }
      switch (segue.kind, source.name) {
      case ("relationship", "navigationController") where segue.relationship == "rootViewController":
        let outer = self.context(of: segue.sourceControllerID, document: document, depth: depth + 1, known: &known)
        context.navigationController = context.navigationController ?? source
        context.tabBarController = context.tabBarController ?? outer.tabBarController
        context.splitViewPlacement = context.splitViewPlacement ?? outer.splitViewPlacement
        if let metrics = source.child(key: "simulatedBottomBarMetrics"), metrics.name == "simulatedTabBarMetrics" {
          context.containerTabBar = context.containerTabBar ?? metrics
        }
      case ("relationship", "tabBarController"):
        context.tabBarController = context.tabBarController ?? source
        // A tab bar controller shown in a navigation controller shows its children under that navigation bar
        // (corpus: files/022, three tabs of a tab bar controller pushed onto a navigation controller with an opaque
        // bar, and the scene they push, are stored 54 pt shorter than the screen below the bar).
        let outer = self.context(of: segue.sourceControllerID, document: document, depth: depth + 1, known: &known)
        context.navigationController = context.navigationController ?? outer.navigationController
        context.pushedFromNavigationBar = context.pushedFromNavigationBar ?? outer.pushedFromNavigationBar
      case ("relationship", "splitViewController") where source.flag("allowDoubleColumnStyle") == true:
        let columns: [String: SplitViewPlacement.Column] = [
          "masterViewController": .primary, "primaryViewController": .primary,
          "detailViewController": .secondary, "secondaryViewController": .secondary,
        ]
        context.splitViewPlacement =
          context.splitViewPlacement
          ?? SplitViewPlacement(column: segue.relationship.flatMap { columns[$0] } ?? .other, controller: source)
      case ("showDetail", _):
        // Shown as the detail of a split view from its primary column: the secondary column (holdout 21's
        // BullsnBears names such a segue as the tie-breaker that decides its detail navigation controller's metrics).
        let outer = self.context(of: segue.sourceControllerID, document: document, depth: depth + 1, known: &known)
        if context.splitViewPlacement == nil, let placement = outer.splitViewPlacement, placement.column == .primary {
          context.splitViewPlacement = SplitViewPlacement(column: .secondary, controller: placement.controller)
        }
      case ("show", _), ("push", _):
        let outer = self.context(of: segue.sourceControllerID, document: document, depth: depth + 1, known: &known)
        if context.navigationController == nil, let navigation = outer.navigationController {
          context.navigationController = navigation
          context.pushed = true
        }
        if let metrics = source.child(key: "simulatedTopBarMetrics"), metrics.name == "simulatedNavigationBarMetrics" {
          context.pushedFromNavigationBar = context.pushedFromNavigationBar ?? metrics
        } else if context.pushedFromNavigationBar == nil {
          context.pushedFromNavigationBar = outer.pushedFromNavigationBar
        }
        context.tabBarController = context.tabBarController ?? outer.tabBarController
        context.containerTabBar = context.containerTabBar ?? outer.containerTabBar
        if outer.navigationController != nil {
          context.splitViewPlacement = context.splitViewPlacement ?? outer.splitViewPlacement
        }
      default:
        continue
      }
    }
    return context
  }
}
