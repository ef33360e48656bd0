import Trellis

/// Turns one scene of a document into Trellis objects on a canvas and lays it out: views for view elements (with
/// the frames they are stored with, as a nib load gives them), guides, constraints with their variations and masks
/// resolved for the canvas's traits, the scene's simulated bars, then one layout pass.
final class SceneBuilder {
  let document: IBDocument
  let scene: IBScene
  let options: IBLayoutOptions
  private(set) var canvas: IBCanvas
  var traits: TraitCollection { canvas.traits }
  var isDesignTime: Bool { options.mode == .designTime }

  struct Record {
    let element: IBElement
    let view: View
    let superviewID: String?
    let isContainerBar: Bool
    let insideHidden: Bool
  }

  var diagnostics: [IBDiagnostic] = []
  var records: [Record] = []
  var viewsByID: [String: View] = [:]
  var guidesByID: [String: LayoutGuide] = [:]
  /// The constraints made, in document order.
  var constraints: [LayoutConstraint] = []
  /// Elements owning `<constraints>`, with their views, in the order their constraints meet the engine.
  var constraintOwners: [(element: IBElement, view: View)] = []
  /// The arranged subviews of stack views, whose own constraints meet the engine last (`makeConstraints()`).
  var arrangedViews: Set<ObjectIdentifier> = []
  /// Table and collection views, whose cells are placed once the tree is built.
  var tables: [(element: IBElement, view: TableView)] = []
  var collections: [(element: IBElement, view: CollectionView)] = []
  /// Views laid out on their own, outside the window (``IBScene/detachedViews``).
  var detachedRoots: [View] = []
  /// Which views are scroll views whose edge constraints to descendants bind the content.
  var scrollingViews: Set<ObjectIdentifier> = []
  /// The ids of every element of the scene (its controller's or top-level view's tree and its free-standing views),
  /// found when a constraint first names a view that was not built.
  lazy var sceneElementIDs: Set<String> = {
    var ids = Set<String>()
    var stack = [scene.element] + scene.detachedViews
    while let element = stack.popLast() {
      if let id = element.id { ids.insert(id) }
      stack.append(contentsOf: element.children)
    }
    return ids
  }()

  init(document: IBDocument, scene: IBScene, options: IBLayoutOptions, canvas: IBCanvas) {
    self.document = document
    self.scene = scene
    self.options = options
    var canvas = canvas
    if canvas.designDevice != nil, options.mode == .designTime, Self.wasLaidOutAtWholePoints(scene.element) {
      canvas.environment.displayScale = 1
    }
    self.canvas = canvas
  }

  /// Whether Interface Builder last laid the scene out on a 1× display: it lays a canvas out at the scale of the
  /// Mac display showing it (dragging Xcode's window from a Retina to a non-Retina monitor re-lays the frames out on
  /// whole points and reports misplaced views, Stack Overflow 26598115), so the frames it stores are on the
  /// whole-point grid — all but a few it leaves where they were, less than a pixel from where 1× would put them. A
  /// scene with more than one stored number in 20 off the whole points was laid out on a Retina display, at the
  /// design device's scale. Holdout documents: an Xcode 15 storyboard (ShapeKim98/SeSAC-Homework) whose 17-pt labels
  /// are all 21 pt tall and whose configuration buttons are 35 (20.333 and 34.333 at @3x), every frame below them
  /// shifted to match, all 13 reproduced at 1×; an Xcode 14 one (Breitbandmessung) whose only fractional number, a
  /// stretched label's width of 292.5, sits among 91 whole ones, 5 more views reproduced. Over the corpus and three
  /// holdout sets the rule reproduces 28 more views and 4 fewer (a view stored at Retina half points among whole
  /// ones, centred views whose half-point ties 1× rounds the other way); laying scenes with more fractional numbers
  /// out at 1× loses. A label stored with a fractional height was laid out on a Retina display whatever the other
  /// numbers, as a line's height is whole at 1× (a public Xcode 14 xib outside the corpus, AltStore's
  /// `SourceHeaderView.xib` on the 6.7" iPhone: a Title2 label stored 26.333 pt tall and the stack it makes 48.333,
  /// the view's only fractional numbers with two others among 84, all reproduced at @3x). A scene with no stored
  /// frames gives no evidence and keeps the device's scale.
  static func wasLaidOutAtWholePoints(_ element: IBElement) -> Bool {
    var values = 0
    var fractional = 0
    var stack = [element]
    while let next = stack.popLast() {
      if let frame = next.child(key: "frame"), frame.name == "rect" {
        for attribute in ["x", "y", "width", "height"] {
          guard let value = frame.number(attribute) else { continue }
          values += 1
          guard abs(value.rounded() - value) > 1e-6 else { continue }
          fractional += 1
          if attribute == "height", next.name == "label" { return false }
        }
      }
      stack.append(contentsOf: next.children)
    }
    return values > 0 && fractional * 20 <= values
  }

  func report(
    _ severity: IBDiagnostic.Severity, _ rule: String, _ message: String, _ element: IBElement?,
    objects: [String]? = nil
  ) {
    diagnostics.append(
      IBDiagnostic(
        severity: severity, rule: rule, message: message, file: document.path, line: element?.line ?? 0,
        objects: objects ?? (element?.id.map { [$0] } ?? [])))
  }

  // MARK: The whole scene

  func build() -> IBSceneLayout {
    makeLayout(of: run())
  }

  /// The scene laid out, summarised as frames.
  func makeLayout(of window: Window) -> IBSceneLayout {
    IBSceneLayout(
      sceneID: scene.id, sceneName: scene.name, environment: canvas.environment, windowSize: window.frame.size,
      views: frames(in: window), storedFrameScale: document.designScale, diagnostics: diagnostics)
  }

  /// Builds the scene's objects in a window and lays them out.
  func run() -> Window {
    let window = Window(environment: canvas.environment)
    window.frame = Rect(origin: .zero, size: canvas.windowSize)
    window.windowSafeAreaInsets = canvas.safeArea
    let bars = SimulatedBars(scene: scene, document: document, builder: self)

    if scene.isTopLevelView {
      layOutTopLevelView(in: window, bars: bars)
    } else {
      layOutController(in: window, bars: bars)
    }
    return window
  }

  /// A xib's top-level view: full screen, unless it is freeform (its stored size) or a cell or header. Views other
  /// than cells lay out as a view controller's root (its side margins), as Interface Builder shows them (at run time
  /// only when File's Owner is a view controller); a freeform one shows no status bar but keeps the insets of a
  /// screen with a sensor housing where it overlaps them (``freeformSafeArea(_:size:screen:)``; on the 4.7" iPhone,
  /// Xcode 10, views pinned to a freeform view's safe-area top are stored at y = 0).
  private func layOutTopLevelView(in window: Window, bars: SimulatedBars) {
    let element = scene.element
    let view = buildView(element, superviewID: nil, insideHidden: false)
    let stored = element.child(key: "frame").map(IBReading.rect) ?? Rect(origin: .zero, size: canvas.windowSize)
    // A collection view's supplementary view is not a cell here: it takes the screen's insets as a freeform view
    // (a public Xcode 12.4 xib, AdguardTeam/AdguardForiOS's `StatisticsCollectionReusableView.xib`, 660 × 339 on
    // the 6.1" iPhone 11, pins a label 8 pt below its safe area's top, stored at y = 52, and a view to its bottom,
    // stored ending at 305 = 339 − 34).
    let isCell = ["tableViewCell", "collectionViewCell", "tableViewHeaderFooterView"].contains(element.name)
    // Only a plain view (`<view>`, whatever its custom class) takes the screen's size on the canvas, as a view
    // controller's view would; a top-level button, stack view or visual effect view is its own size (a public Xcode
    // 9.3 xib, blinksh/blink's `SmartKeys.xib`, stores buttons 90 × 35, a stack view 353 × 36 and a visual effect
    // view 240 × 128 on a 375 × 667 device, none with simulated metrics).
    let isFreeform =
      element.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
      || element.name != "view" && stored.width > 0 && stored.height > 0
    if isFreeform || isCell || options.environment == nil && stored.size == .zero {
      window.frame = Rect(origin: .zero, size: stored.size)
      let keepsInsets = isFreeform && !isCell && isDesignTime && canvas.designDevice?.hasSensorHousing == true
      var insets = keepsInsets ? bars.windowSafeArea(canvas.safeArea) : .zero
      if keepsInsets { insets = SceneBuilder.freeformSafeArea(insets, size: stored.size, screen: canvas.windowSize) }
      window.windowSafeAreaInsets = insets
    } else {
      if let size = undeclaredCanvasSize(stored: stored.size) { window.frame = Rect(origin: .zero, size: size) }
      var safeArea = bars.windowSafeArea(canvas.safeArea)
      if bars.extendsUnderTopBar { safeArea.top += bars.topBarHeight }
      window.windowSafeAreaInsets = safeArea
    }
    // A cell on its own canvas has a cell's margins from Xcode 9.3 on, as prototype cells do (see
    // `giveStandardMargins`): 11 pt above and below, and at the sides a table's margins at the cell's width, 20 pt
    // when wider than 375 and 16 otherwise (seven public xibs, Xcode 10.1 to 15, against two at 15 pt, likely older
    // frames; see TableCanvasTests; and trust-wallet-ios's Xcode 9.3 `AccountViewCell.xib`, toolsVersion 13771, a
    // 346-pt cell whose dot pinned to the leading margin is stored 16 pt in); a plain view's 8 pt before (two Xcode
    // 8.2 xibs, toolsVersion 11762, 320-pt cells, 8 pt all round; City-News-Beat/Fresco-iOS-App's
    // `FRSUserStoryDetailHeaderTableViewCell.xib`, Xcode 9.1 or 9.2 at 13122.17, a 369-pt cell whose image pinned
    // 16 pt from the leading margin is stored 24 pt in).
    if let cell = view as? TableViewCell, document.toolsVersion >= 13700 {
      giveStandardMargins(cell, element, margin: stored.width > 375 ? 20 : 16)
    }
    if isCell || !(isDesignTime || filesOwnerIsController) {
      window.addSubview(view)
    } else {
      let controller = ViewController()
      controller.view = view
      window.rootViewController = controller
    }
    view.translatesAutoresizingMaskIntoConstraints = true
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.frame = window.bounds
    buildDetachedViews()
    finish(root: view, window: window)
  }

  /// The safe area Interface Builder gives a freeform top-level view on a screen with a sensor housing. A view that
  /// fits on the screen sits at its top-left corner and keeps the screen's insets only where it overlaps them: the
  /// top (and leading) always, the bottom only when it reaches the home indicator. A view wider or taller than the
  /// screen keeps all of them. Public xibs on the 6.1" iPhone (414 × 896), every Xcode from 11 to 14:
  /// - fits, bottom inset dropped: organicmaps' `ElevationDetailsViewController.xib` (Xcode 11.4: a label 24 pt below
  ///   the safe-area top stored at y = 68, a button 16 pt above its bottom ending at 468 = 484 − 16); covid-19's
  ///   `HelpLinePopup.xib` (11.2, 618 pt tall); zotero-ios's `CreatorEditViewController.xib` (17156, 414 × 348: a
  ///   stack 20 pt above the safe-area bottom stored ending at 328); IBCodeGen's `LayoutConstraint.xib` (17701,
  ///   240 × 153) and element-ios's `CoachMarkView.xib` (19529, 195 × 126), views pinned to the safe-area bottom
  ///   ending at the view's bottom less the constant; starbuckkMock's `popUpView.xib` (21507, 393 × 293 on the 6.1"
  ///   iPhone 14 Pro, 393 wide: a stack 30 pt above the safe-area bottom ending at 263);
  /// - wider than the screen, both kept: code-squad/swift-vendingmachineapp's `SlotView.xib` (17701, 478 × 765: a
  ///   button on the safe-area top at y = 44, one on its bottom ending at 731); wikipedia-ios's `DiffToolbarView.xib`
  ///   (15505, 415 × 83: a toolbar on the safe-area bottom ending at 49); SwiftMessages' `CardView.xib` (17156,
  ///   510 × 160: a view on the margins at (20, 44, 470, 82)); AdguardForiOS's `StatisticsCollectionReusableView.xib`
  ///   (12.4, 660 × 339); and nextcloud's `NCEmptyView.xib` (21701, 422 × 475 on the 6.7" iPhone 14 Pro Max in
  ///   landscape, taller than its 430 pt: 59-pt insets on both sides).
  static func freeformSafeArea(_ insets: EdgeInsets, size: Size, screen: Size) -> EdgeInsets {
    guard size.width <= screen.width + 1e-6, size.height <= screen.height + 1e-6 else { return insets }
    var result = insets
    result.bottom = min(max(size.height - (screen.height - insets.bottom), 0), insets.bottom)
    result.right = min(max(size.width - (screen.width - insets.right), 0), insets.right)
    return result
  }

  /// Whether the top-level view is a view controller's view at run time: the xib's File's Owner connects its `view`
  /// outlet to it, as a `UIViewController` loaded from a nib must, and is not itself a view (a custom view may name an
  /// outlet `view`). Otherwise it is a plain view with the default margins (a view loaded into another view, say).
  /// Corpus and holdouts: 44 owners named "…Controller" and 4 named "…VC" or "…VCtl" connect `view` to the root; an
  /// "…Controller" owner that loads a header from its own xib (organicmaps' `MWMAboutControllerHeader`) does not, and
  /// one custom view (`NewPhoneView`) names an outlet `view`.
  private var filesOwnerIsController: Bool {
    let objects = document.root?.child(named: "objects")?.children ?? []
    guard
      let owner = objects.first(where: { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }),
      let root = scene.element.id
    else { return false }
    let outlets = owner.child(named: "connections")?.children(named: "outlet") ?? []
    let connectsView = outlets.contains { $0["property"] == "view" && $0["destination"] == root }
    return connectsView && owner["customClass"]?.hasSuffix("View") != true
  }

  /// The canvas of a document that names no design device (saved before Xcode 8): the size its root view is stored
  /// at, the simulated screen it was designed on — 600 × 600 for the size-class canvas of Xcode 6 and 7, 320 × 568
  /// for documents without size classes or with a 4-inch simulated screen (`simulatedScreenMetrics type="retina4"`).
  /// Nil at run time, for documents with a device, and for a root stored with no size.
  private func undeclaredCanvasSize(stored: Size?) -> Size? {
    guard document.designDevice == nil, options.environment == nil, let stored, stored.width > 0, stored.height > 0,
      stored.width.isFinite, stored.height.isFinite
    else { return nil }
    return stored
  }

  /// A storyboard view controller: its view fills the window below the simulated bars; containers (navigation,
  /// tab bar controllers) show their bars over an empty content area.
  private func layOutController(in window: Window, bars: SimulatedBars) {
    let controllerElement = scene.element
    let controller = ViewController()
    let rootElement = controllerElement.child(key: "view")
    let root: View
    if let rootElement {
      root = buildView(rootElement, superviewID: nil, insideHidden: false)
    } else {
      root = View()
    }
    controller.view = root
    if let size = bars.sheetSize ?? bars.freeformSize ?? bars.embeddingContainerSize ?? bars.splitColumnSize
      ?? undeclaredCanvasSize(stored: rootElement?.child(key: "frame").map(IBReading.rect)?.size)
    {
      window.frame = Rect(origin: .zero, size: size)
    }
    window.windowSafeAreaInsets = bars.windowSafeArea(canvas.safeArea)
    window.rootViewController = controller
    controller.isInBarContainer = bars.inBarContainer
    // Opaque bars (or edges not extended under them) shorten the view by the bar and what it covers, and the view
    // has no safe-area inset on that side; Interface Builder stores such a root at y = 0 from Xcode 10, below the bar
    // before (corpus: 375 × 603 and 375 × 554 roots at the origin under opaque navigation and tab bars; see
    // `SimulatedBars.storesRootBelowOpaqueTopBar`). Translucent bars overlap the view and add to its safe area instead.
    let bounds = window.bounds
    var frame = bounds
    var safeArea = window.windowSafeAreaInsets
    if bars.topBarHeight > 0 {
      if bars.extendsUnderTopBar {
        controller.additionalSafeAreaInsets.top = bars.topBarHeight
      } else {
        let cut = safeArea.top + bars.topBarHeight
        if SimulatedBars.storesRootBelowOpaqueTopBar(document.toolsVersion) {
          frame.origin.y = cut
          frame.size.height -= cut
        } else {
          // The root sits below the bar, so it still reaches the screen's bottom edge and keeps the home indicator's
          // inset there; stored at the origin, it is laid out in a window shortened at the top by the cut (holdout 2:
          // Alpensegler/TweaKit `Main.storyboard`, toolsVersion 17701, 6.1" iPhone — a root under an opaque
          // navigation bar, not extended at the top, pins a panel to a safe-area bottom stored 34 pt above the view
          // it fills, 808 = 896 − 44 − 44, and a 34-pt "Home Indicator Cover View" below it at y = 774).
          window.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - cut)
          frame = window.bounds
        }
        safeArea.top = 0
      }
    }
    if bars.bottomBarHeight > 0 {
      if bars.extendsUnderBottomBar {
        controller.additionalSafeAreaInsets.bottom = bars.bottomBarHeight
      } else {
        frame.size.height -= bars.bottomBarHeight + safeArea.bottom
        safeArea.bottom = 0
      }
    }
    if frame != bounds || window.bounds != bounds {
      window.windowSafeAreaInsets = safeArea
      root.frame = frame
    }

    makeLegacyLayoutGuides(of: controllerElement, in: root)
    buildDetachedViews()

    // Container controllers: their bars, which Interface Builder stores but never updates.
    for key in ["navigationBar", "tabBar", "toolbar"] {
      guard let barElement = controllerElement.child(key: key) else { continue }
      let bar = buildView(barElement, superviewID: nil, insideHidden: false, isContainerBar: true)
      root.addSubview(bar)
      bar.translatesAutoresizingMaskIntoConstraints = true
      let safe = window.windowSafeAreaInsets
      // An iPad's tab bar floats at the top from iPadOS 18 (``SimulatedBars/floatsTabBarAtTop(on:toolsVersion:)``).
      let floats = key == "tabBar" && SimulatedBars.floatsTabBarAtTop(on: canvas, toolsVersion: document.toolsVersion)
      let height =
        floats
        ? SimulatedBars.floatingTabBarHeight
        : SimulatedBars.height(ofBar: barElement, on: canvas, toolsVersion: document.toolsVersion)
      bar.frame =
        key == "navigationBar" || floats
        ? Rect(x: 0, y: safe.top, width: bounds.width, height: height)
        : Rect(x: 0, y: bounds.height - safe.bottom - height, width: bounds.width, height: height + safe.bottom)
    }
    finish(root: root, window: window)
  }

  /// Whether Interface Builder measured the scene's text on whole points while rounding its frames to the device's
  /// pixels: a canvas shown on a 1× display sizes text there, and a later layout on a Retina one keeps those sizes
  /// (holdout documents: a cell whose 17-pt labels are stored 42 × 21 at y = 115.667 and 140.667, their centre
  /// rounded to @3x pixels and their height the line's 20.29 pt ceiled to a whole point, not to 20.333; files/056,
  /// whose body labels are 21 pt tall in two scenes and 20.333 in the others). The witnesses are the scene's one-line
  /// labels and buttons free to take their text's height whose height differs between the two measures: every one
  /// of them, and at least two, stored at the whole-point height. Scenes where some text is stored one way and some
  /// the other (views measured on different displays and never measured again) keep the device's scale.
  private func textWasMeasuredAtWholePoints() -> Bool {
    let scale = canvas.scale
    guard scale > 1 else { return false }
    let witnesses: [(view: View, stored: Double)] = records.compactMap { record in
      let view = record.view
      guard (view as? Label)?.numberOfLines == 1 || view is Button,
        let stored = record.element.child(key: "frame")?.number("height")
      else { return nil }
      let heightConstraint = record.element.child(named: "constraints")?.children.contains {
        $0["firstAttribute"] == "height" && $0["secondItem"] == nil
      }
      return heightConstraint == true ? nil : (view, stored)
    }
    // Measuring costs: a scene with fewer than two whole-point heights cannot qualify.
    guard witnesses.count(where: { abs($0.stored.rounded() - $0.stored) < 1e-3 }) >= 2 else { return false }
    var wholePoints = 0
    for (view, stored) in witnesses {
      view.contentScaleFactor = scale
      let onPixels = view.intrinsicContentSize.height
      view.textScaleFactor = 1
      let onPoints = view.intrinsicContentSize.height
      view.textScaleFactor = 0
      guard onPixels > 0, abs(onPixels - onPoints) > 1e-6 else { continue }
      if abs(stored - onPoints) < 1e-3 { wholePoints += 1 } else if abs(stored - onPixels) < 1e-3 { return false }
    }
    return wholePoints >= 2
  }

  /// Constraints, cells, then the layout pass. Views take the display scale first, as cells are measured (and text
  /// ceiled to its pixels) before the window's pass would give it to them.
  private func finish(root: View, window: Window) {
    if canvas.designDevice != nil, isDesignTime, textWasMeasuredAtWholePoints() { canvas.textScale = 1 }
    let scale = canvas.scale
    func adopt(_ view: View) {
      view.contentScaleFactor = scale
      view.textScaleFactor = canvas.textScale
      for subview in view.subviews { adopt(subview) }
    }
    adopt(window)
    for detached in detachedRoots { adopt(detached) }
    func layOut() {
      window.layoutIfNeeded()
      for detached in detachedRoots { detached.layoutIfNeeded() }
    }
    makeConstraints()
    placeCells()
    layOut()
    if measureUnsizedCustomViews() { layOut() }
    if !(tables.isEmpty && collections.isEmpty) && placeCells() { window.layoutIfNeeded() }
    collectIssues(of: window)
  }

  // MARK: Results

  private func frames(in window: Window) -> [IBViewFrame] {
    let textual = textDependentViews()
    let offscreen = Set(offscreenCellContents().map(ObjectIdentifier.init))
    return records.compactMap { record in
      guard let id = record.element.id else { return nil }
      let element = record.element
      let view = record.view
      let hidden = record.insideHidden || view.isHidden
      let misplaced = element.flag("misplaced") ?? false
      let ambiguous = element.flag("ambiguous") ?? false
      let fixed = element.flag("fixedFrame") ?? false
      let attached = view.superview != nil || view === window
      let notLaidOut = sequence(first: view, next: \.superview).contains { offscreen.contains(ObjectIdentifier($0)) }
      return IBViewFrame(
        id: id, className: IBViewClass.uikitName(of: element), customClass: element["customClass"],
        superviewID: record.superviewID, frame: view.frame, windowFrame: windowFrame(of: view, in: window),
        storedFrame: element.child(key: "frame").map(IBReading.rect), line: element.line,
        text: IBReading.displayText(of: element),
        textAlignment: IBReading.textAlignment(of: element, direction: view.effectiveUserInterfaceLayoutDirection),
        safeAreaInsets: view.safeAreaInsets,
        layoutMargins: view.layoutMargins, isMisplaced: misplaced, isAmbiguous: ambiguous, isHidden: hidden,
        isFixedFrame: fixed, isContainerBar: record.isContainerBar, isInsideOffscreenCell: notLaidOut,
        dependsOnText: textual.contains(ObjectIdentifier(view)), isDetached: view.window == nil,
        isComparable: attached && !misplaced && !ambiguous && !hidden && !record.isContainerBar && !notLaidOut)
    }
  }

  /// The views whose frames depend on text metrics: views showing text, the stack views that contain them (their
  /// size comes from their content) and those stacks' other arranged subviews, and views constrained to a text view
  /// other than its ancestors.
  private func textDependentViews() -> Set<ObjectIdentifier> {
    let textTags: Set<String> = ["label", "button", "textField", "textView", "segmentedControl", "searchBar"]
    let texts = records.filter { textTags.contains($0.element.name) }.map(\.view)
    var result = Set(texts.map(ObjectIdentifier.init))
    for text in texts {
      var current = text.superview
      while let stack = current as? StackView {
        result.insert(ObjectIdentifier(stack))
        for sibling in stack.arrangedSubviews { result.insert(ObjectIdentifier(sibling)) }
        current = stack.superview
      }
    }
    let direct = Set(texts.map(ObjectIdentifier.init))
    for (owner, _) in constraintOwners {
      for constraint in owner.child(named: "constraints")?.children(named: "constraint") ?? [] {
        let ids = [constraint["firstItem"] ?? owner.id, constraint["secondItem"]].compactMap { $0 }
        let views = ids.compactMap { viewsByID[$0] }
        guard views.count == 2, let text = views.first(where: { direct.contains(ObjectIdentifier($0)) }) else {
          continue
        }
        for view in views where !text.isDescendant(of: view) { result.insert(ObjectIdentifier(view)) }
      }
    }
    return result
  }

  private func windowFrame(of view: View, in window: Window) -> Rect {
    var origin = view.frame.origin
    var current = view.superview
    while let superview = current, superview !== window {
      origin.x += superview.frame.minX
      origin.y += superview.frame.minY
      current = superview.superview
    }
    return Rect(origin: origin, size: view.frame.size)
  }

  private func collectIssues(of window: Window) {
    for issue in window.layoutIssues {
      let rule: String
      switch issue.kind {
      case .unsatisfiable: rule = "unsatisfiable"
      case .noCommonAncestor: rule = "no-common-ancestor"
      case .nonFinite: rule = "non-finite"
      case .unmatchedUpdate: rule = "unmatched-update"
      }
      let elements = issue.constraintIdentifiers.compactMap { document.element(id: $0) }
      report(
        rule == "unsatisfiable" ? .warning : .error, rule, issue.message, elements.last,
        objects: issue.constraintIdentifiers)
    }
  }
}
