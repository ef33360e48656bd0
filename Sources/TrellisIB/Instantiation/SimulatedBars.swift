import Trellis

/// The bars and size Interface Builder simulates around a scene (its "Simulated Metrics"): written on the
/// controller (`simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, `simulatedBottomBarMetrics`, a freeform size),
/// else inferred from the containers that lead to it (a navigation controller's root or a scene pushed from one has
/// a navigation bar; a tab bar controller's children have a tab bar), as IB's "Inferred" setting does. Evidence:
/// pushed scenes under an opaque bar are stored at y = 64, height 603 on a 667-pt iPhone; safe-area constraints
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

  init(scene: IBScene, document: IBDocument, builder: SceneBuilder) {
    let element = scene.element
    if scene.isTopLevelView {
      // A xib's view shows no status bar unless its metrics ask for one (stored safe areas of xib views on
      // home-button iPhones start at 0; on Face ID iPhones the sensor housing remains).
      statusBarHidden = element.child(key: "simulatedStatusBarMetrics")?.name != "simulatedStatusBarMetrics"
      return
    }
    if let status = element.child(key: "simulatedStatusBarMetrics") { statusBarHidden = status.name == "nil" }
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
    let incoming = document.incomingSegues[id] ?? []
    if let embed = incoming.first(where: { $0.kind == "embed" }), let source = embed.sourceElementID,
      let container = document.element(id: source), let frame = container.child(key: "frame")
    {
      embeddingContainerSize = IBReading.rect(frame).size
      statusBarHidden = true
      return
    }

    let context = SimulatedBars.context(of: id, document: document)
    // The top bar: written metrics first, else the navigation controller's bar.
    let extended = element.child(key: "edgesForExtendedLayout")
    let includesOpaque = element.flag("extendedLayoutIncludesOpaqueBars") ?? false
    switch element.child(key: "simulatedTopBarMetrics") {
    case let metrics? where metrics.name == "nil":
      break
    case let metrics? where metrics.name == "simulatedNavigationBarMetrics":
      topBarHeight = metrics.flag("prompted") == true ? 74 : 44
      extendsUnderTopBar = metrics.flag("translucent") != false || includesOpaque
    default:
      // Under a navigation controller whose bar is hidden the canvas shows no status bar either (corpus: a top
      // layout guide ending at 0 in such a scene, files/016).
      if context.navigationController?.flag("navigationBarHidden") == true,
        element.child(key: "simulatedStatusBarMetrics") == nil
      {
        statusBarHidden = true
      }
      if let navigation = context.navigationController, navigation.flag("navigationBarHidden") != true {
        let bar = navigation.child(key: "navigationBar")
        let large =
          bar?.flag("largeTitles") == true
          && element.child(key: "navigationItem")?["largeTitleDisplayMode"] != "never"
        topBarHeight = large ? 96 : 44
        extendsUnderTopBar = bar?.flag("translucent") != false || includesOpaque
      } else if let metrics = context.pushedFromNavigationBar {
        // Pushed from a scene that simulates a navigation bar (its controller lives in another storyboard).
        topBarHeight = metrics.flag("prompted") == true ? 74 : 44
        extendsUnderTopBar = metrics.flag("translucent") != false || includesOpaque
      }
    }
    if let extended, extended.flag("top") != true { extendsUnderTopBar = false }
    switch element.child(key: "simulatedBottomBarMetrics") {
    case let metrics? where metrics.name == "nil":
      break
    case let metrics? where metrics.name == "simulatedTabBarMetrics":
      bottomBarHeight = 49
      extendsUnderBottomBar = metrics.flag("translucent") != false || includesOpaque
    case let metrics? where metrics.name == "simulatedToolbarMetrics":
      bottomBarHeight = 44
      extendsUnderBottomBar = metrics.flag("translucent") != false || includesOpaque
    default:
      if let tabBar = context.tabBarController, element.flag("hidesBottomBarWhenPushed") != true || !context.pushed {
        bottomBarHeight = 49
        extendsUnderBottomBar = tabBar.child(key: "tabBar")?.flag("translucent") != false || includesOpaque
      } else if let navigation = context.navigationController, navigation.flag("toolbarHidden") == false {
        bottomBarHeight = 44
      }
    }
    if let extended, extended.flag("bottom") != true { extendsUnderBottomBar = false }
  }

  /// The window's safe area with the status bar shown or hidden: a hidden status bar takes its inset away on
  /// screens without a sensor housing.
  func windowSafeArea(_ safeArea: EdgeInsets) -> EdgeInsets {
    guard statusBarHidden else { return safeArea }
    var result = safeArea
    if safeArea.top <= 24 { result.top = 0 }
    return result
  }

  /// The height of a container's bar as drawn (navigation bars 44, or 96 with large titles; tab bars 49; toolbars
  /// 44).
  static func height(ofBar element: IBElement) -> Double {
    switch element.name {
    case "navigationBar": element.flag("largeTitles") == true ? 96 : 44
    case "tabBar": 49
    default: 44
    }
  }

  struct Context {
    var navigationController: IBElement?
    var tabBarController: IBElement?
    /// The navigation bar metrics written on a scene this one is pushed from.
    var pushedFromNavigationBar: IBElement?
    var pushed = false
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
    for segue in document.incomingSegues[id] ?? [] {
      guard let source = document.element(id: segue.sourceControllerID) else { continue }
      switch (segue.kind, source.name) {
      case ("relationship", "navigationController") where segue.relationship == "rootViewController":
        let outer = self.context(of: segue.sourceControllerID, document: document, depth: depth + 1, known: &known)
        context.navigationController = context.navigationController ?? source
        context.tabBarController = context.tabBarController ?? outer.tabBarController
      case ("relationship", "tabBarController"):
        context.tabBarController = context.tabBarController ?? source
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
      default:
        continue
      }
    }
    return context
  }
}
