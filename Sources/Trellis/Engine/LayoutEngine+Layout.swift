import TrellisSolver

/// The layout pass: values to frames, top-down, and the guides that follow from where views landed.
extension LayoutEngine {
  /// Writes the frame of every view with variables (in its superview's coordinates, rounded to its pixel grid) and
  /// every guide's layout frame, top-down, updating safe areas and margins on the way and calling
  /// `layoutSubviews()` on each view after its subviews are placed.
  func layout() {
    // Safe areas and preserved margins depend on where views end up, so a pass that moves a guide is followed by
    // another (UIKit iterates the same way); three passes settle every hierarchy that does not oscillate.
    //
    // Multi-line text wraps to the width its view got: such views are measured again at that width and the layout
    // solved again (UIKit's two-pass layout of labels), in the same loop.
    // Lists lay out their rows in `layoutSubviews`, which changes constraints again: another pass follows while rows
    // changed, up to six in all.
    if guidesChanged {
      // Guides that must be recomputed are seeded from the frames views have now, before the first solve: UIKit
      // knows a controller's view's safe area (the window's) and its subviews' (from their frames as loaded) when it
      // first solves, so constraints against the safe area are not reported unsatisfiable against a zero safe area
      // that the next pass would correct (a label between `safeArea.top + 192` and `safeArea.bottom - 400` with a
      // height of 167 on a 759-pt safe area).
      var seed = rootRef._withUnsafeGuaranteedRef { root in
        GuidePass(root: root, forced: true, defaultMarginsAreZero: defaultMarginsAreZero)
      }
      seed.seeding = true
      // The seed is the forced recomputation: the first solving pass then only follows guides that move (a view's
      // `safeAreaInsetsDidChange()` that changes settings asks for another forced pass).
      guidesChanged = false
      rootRef._withUnsafeGuaranteedRef { root in
        place(
          root, parentOrigin: Point(x: 0, y: 0), parentEngineOrigin: Point(x: 0, y: 0), parentSafe: nil, isRoot: true,
          pass: &seed)
      }
    }
    for _ in 0..<6 {
      if solver != nil { retryPropagation = true }
      settle()
      var pass = rootRef._withUnsafeGuaranteedRef { root in
        GuidePass(root: root, forced: guidesChanged, defaultMarginsAreZero: defaultMarginsAreZero)
      }
      guidesChanged = false
      rootRef._withUnsafeGuaranteedRef { root in
        place(
          root, parentOrigin: Point(x: 0, y: 0), parentEngineOrigin: Point(x: 0, y: 0), parentSafe: nil, isRoot: true,
          pass: &pass)
      }
      for view in pass.remeasure {
        view.layoutWidth = view.frame.width - view.alignmentRectInsets.left - view.alignmentRectInsets.right
        view.invalidateIntrinsicContentSize()
      }
      if !pass.moved && pass.remeasure.isEmpty && !valuesStale { break }
    }
    needsLayout = false
  }

  /// Whether views left at the default margins have none: windows on iOS 27.1 and later.
  var defaultMarginsAreZero: Bool {
    // (A plain view is no window: no cast needed.)
    guard rootRef._withUnsafeGuaranteedRef({ type(of: $0) != View.self }), let window = root as? Window else {
      return false
    }
    return window.environment.osVersion >= OSVersion(27, 1)
  }

  /// What one layout pass needs to recompute safe areas, keyboard overlaps and margins as it places views.
  ///
  /// Margins are recomputed where something they follow may have changed: everywhere on a forced pass (the first
  /// layout, a margin, direction or hierarchy change), else where the safe area moved or margins are inherited.
  struct GuidePass {
    let forced: Bool
    let windowInsets: EdgeInsets
    let keyboardHeight: Double
    let rootHeight: Double
    let rootOrigin: Point
    /// The engine's ``defaultMarginsAreZero``, found once for the pass.
    let defaultMarginsAreZero: Bool
    /// Whether every view's safe area is zero and no keyboard shows: most passes then have nothing to do for views
    /// that do not inherit margins.
    let trivial: Bool
    /// Whether a provided guide moved, so that another pass must solve again.
    var moved = false
    /// Whether the pass only seeds guides from the frames views have (before the first solve): no frame is read
    /// from the solution and no `layoutSubviews()` is called.
    var seeding = false
    /// Views whose text wraps to a width that changed in this pass.
    var remeasure: [View] = []
    /// The pixel scale last rounded to, and its ``Rect/exactInverse(of:)``: most views of a pass share one.
    var scale = Double.nan
    var inverseScale: Double?

    init(root: View, forced: Bool, defaultMarginsAreZero: Bool) {
      self.forced = forced
      self.defaultMarginsAreZero = defaultMarginsAreZero
      windowInsets = root.windowSafeAreaInsets
      keyboardHeight = root.windowKeyboardHeight
      rootHeight = root.frame.height
      rootOrigin = root.frame.origin
      trivial = !forced && windowInsets == .zero && keyboardHeight <= 0
    }
  }

  /// Recomputes the view's safe area insets, keyboard overlap and effective margins from where it landed
  /// (`absolute`, in root coordinates), and re-installs the guides that follow them. `parentSafe` is the safe
  /// rectangle the superview leaves its subviews (nil: unbounded); returns the one this view leaves its own.
  ///
  /// A view's safe area insets are the parts of it outside that rectangle, plus what its view controller adds
  /// (`additionalSafeAreaInsets`), as in UIKit.
  private func updateGuides(
    of view: View, absolute: Rect, parentSafe: Rect?, isRoot: Bool, pass: inout GuidePass
  ) -> Rect? {
    let additional = view.additionalSafeAreaInsets
    if pass.trivial && parentSafe == nil && additional == .zero && !view.preservesSuperviewLayoutMargins {
      return nil
    }
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
    var insets = EdgeInsets.zero
    if isRoot {
      insets = pass.windowInsets
    } else if let safe = parentSafe {
      insets = EdgeInsets(
        top: clamp(safe.minY - absolute.minY, absolute.height), left: clamp(safe.minX - absolute.minX, absolute.width),
        bottom: clamp(absolute.maxY - safe.maxY, absolute.height),
        right: clamp(absolute.maxX - safe.maxX, absolute.width))
    }
    if additional != .zero { insets = insets + additional }
    let ownSafe: Rect? = insets == .zero && parentSafe == nil ? nil : absolute.inset(by: insets)
    let safeAreaMoved = insets != view.safeAreaInsets
    if safeAreaMoved { view.safeAreaInsets = insets }
    let overlap =
      pass.keyboardHeight > 0
      ? min(max(absolute.maxY - (pass.rootHeight - pass.keyboardHeight), 0), max(absolute.height, 0)) : 0
    let keyboardMoved = overlap != view.keyboardOverlap
    if keyboardMoved { view.keyboardOverlap = overlap }
    let marginsMoved =
      (pass.forced || safeAreaMoved || view.preservesSuperviewLayoutMargins)
      && updateEffectiveMargins(
        of: view, frame: isRoot ? nil : view.frame, defaultsAreZero: pass.defaultMarginsAreZero)
    if (safeAreaMoved || marginsMoved || keyboardMoved || pass.forced) && view.providesGuides {
      for role in [LayoutGuide.Role.safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent] {
        guard let guide = view.providedGuideIfMade(role), guide.variables != nil else { continue }
        installRoleRows(of: guide)
        pass.moved = true
      }
    }
    if safeAreaMoved { view.safeAreaInsetsDidChange() }
    if marginsMoved { view.layoutMarginsDidChange() }
    return ownSafe
  }

  /// Recomputes `view`'s effective margins (see ``effectiveMargins(of:frame:defaultsAreZero:)``) and returns whether
  /// they moved.
  func updateEffectiveMargins(of view: View, frame: Rect?, defaultsAreZero: Bool? = nil) -> Bool {
    let margins = effectiveMargins(of: view, frame: frame, defaultsAreZero: defaultsAreZero)
    guard margins != view.effectiveLayoutMargins else { return false }
    view.effectiveLayoutMargins = margins
    return true
  }

  /// The margins a view's margins guide keeps, as left and right: its layout margins raised to the system minimum
  /// (when it respects it) and to what is left of the superview's margins (when it preserves them), then measured
  /// from the safe area (when inset from it). `frame` is the view's frame in its superview, when known.
  /// `defaultsAreZero` is ``defaultMarginsAreZero`` when the caller already knows it.
  func effectiveMargins(of view: View, frame: Rect?, defaultsAreZero: Bool? = nil) -> EdgeInsets {
    // iOS 27.1 made the default margins of views 0 (release notes of iOS & iPadOS 27.2 beta 3, 186294594); a
    // controller's root view still gets the system minimum below.
    let set = view.directionalLayoutMargins
    let respectsMinimum = view.respectsSystemMinimumLayoutMargins
    // The direction only matters where leading and trailing differ; finding it walks up to the root.
    let needsDirection =
      set.leading != set.trailing
      || (respectsMinimum && view.systemMinimumLayoutMargins.leading != view.systemMinimumLayoutMargins.trailing)
    let direction = needsDirection ? view.effectiveUserInterfaceLayoutDirection : .leftToRight
    var margins =
      view.hasDefaultMargins && (defaultsAreZero ?? defaultMarginsAreZero)
      ? EdgeInsets.zero : set.edgeInsets(in: direction)
    if respectsMinimum {
      let minimum = view.systemMinimumLayoutMargins.edgeInsets(in: direction)
      margins = EdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if view.preservesSuperviewLayoutMargins, let parent = view.superview, let frame {
      let inherited = parent.effectiveLayoutMargins
      margins = EdgeInsets(
        top: max(margins.top, inherited.top - frame.minY),
        left: max(margins.left, inherited.left - frame.minX),
        bottom: max(margins.bottom, inherited.bottom - (parent.frame.height - frame.maxY)),
        right: max(margins.right, inherited.right - (parent.frame.width - frame.maxX)))
    }
    if view.insetsLayoutMarginsFromSafeArea {
      margins = margins + view.safeAreaInsets
    }
    return margins
  }

  private func absoluteFrame(_ variables: ItemVariables) -> Rect {
    Rect(
      x: value(of: variables.minX), y: value(of: variables.minY), width: value(of: variables.width),
      height: value(of: variables.height))
  }

  /// Places `view` (its frame from the solution unless the engine keeps it to its frame) and its subtree.
  /// `parentOrigin` is where the superview's bounds start, in root coordinates; `parentEngineOrigin` is the same
  /// before pixel rounding. A frame is the view's solved rectangle less its superview's solved origin, then rounded
  /// (as UIKit does: a label at the top of a stack at y = 82.833 is at 0 in it, not a pixel above).
  private func place(
    _ view: View, parentOrigin: Point, parentEngineOrigin: Point, parentSafe: Rect?, isRoot: Bool,
    pass: inout GuidePass
  ) {
    // Where the view's frame starts as solved, in root coordinates, before rounding (for views the engine places).
    var solvedOrigin: Point?
    // The frame as written here (kept rather than read back: reading a rectangle just stored piecewise stalls).
    var placed: Rect?
    if let v = view.variables, !isRoot, !pass.seeding {
      // The variables are the alignment rectangle; the frame reaches past it by the alignment insets.
      let size = Size(width: value(of: v.width), height: value(of: v.height))
      let insets = view.alignmentRectInsets(forAlignmentSize: size)
      let origin = Point(x: value(of: v.minX) - insets.left, y: value(of: v.minY) - insets.top)
      let solved = Rect(
        x: origin.x - parentEngineOrigin.x, y: origin.y - parentEngineOrigin.y,
        width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
      if !view.translatesAutoresizingMaskIntoConstraints {
        solvedOrigin = origin
        let scale = view.contentScaleFactor
        if scale != pass.scale { (pass.scale, pass.inverseScale) = (scale, Rect.exactInverse(of: scale)) }
        let rounded = solved.rounded(toScale: scale, inverse: pass.inverseScale)
        view.storedFrame = rounded
        placed = rounded
        if view.wrapsToLayoutWidth,
          view.layoutWidth.map({ abs($0 - (rounded.width - insets.left - insets.right)) > 1e-9 }) ?? true
        {
          pass.remeasure.append(view)
        }
      } else if !solved.isClose(to: view.frame) {
        // A flexible autoresizing mask moved the view with its superview: its frame follows, unrounded, as UIKit's
        // autoresizing sets it.
        view.storedFrame = solved
        placed = solved
      }
    }
    // Variables are in the coordinates the root's frame is in (the root is pinned to its frame); safe areas and
    // the keyboard are measured from the root's own origin.
    let frame = placed ?? view.storedFrame
    let absolute = Rect(
      x: frame.origin.x + parentOrigin.x, y: frame.origin.y + parentOrigin.y, width: frame.size.width,
      height: frame.size.height)
    // Most views of most passes have no safe area, keyboard or inherited margins to follow: skip the call.
    let safe: Rect?
    if pass.trivial && parentSafe == nil && !view.preservesSuperviewLayoutMargins
      && !view.hasAdditionalSafeAreaInsets
    {
      safe = nil
    } else {
      safe = updateGuides(
        of: view, absolute: absolute.offsetBy(dx: -pass.rootOrigin.x, dy: -pass.rootOrigin.y),
        parentSafe: parentSafe, isRoot: isRoot, pass: &pass)
    }
    // A scroll view's bounds start at its content offset: its guides and subviews are in content coordinates.
    let offset = view.boundsOrigin
    let origin = Point(x: absolute.minX - offset.x, y: absolute.minY - offset.y)
    if view.hasGuides && !pass.seeding {
      view.forEachGuide { guide in
        guard let g = guide.variables else { return }
        guide.layoutFrame = absoluteFrame(g).offsetBy(dx: -origin.x, dy: -origin.y)
      }
    }
    // Safe rectangles are on screen, in root coordinates, like `absolute` (which a scroll view's offset moves).
    let engineOrigin = solvedOrigin.map { Point(x: $0.x - offset.x, y: $0.y - offset.y) } ?? origin
    // The array copy keeps the subviews alive whatever their `layoutSubviews` does; each is visited without
    // reference counting of its own.
    guard !view.subviews.isEmpty else {
      if !pass.seeding { view.layoutSubviews() }
      return
    }
    // A scroll view leaves its content no safe area on the edges its adjusted content inset takes.
    let childSafe = safe.map(view.subviewsSafeRect)
    let subviews = view.subviews
    subviews.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<View>.self)
      for index in 0..<buffer.count {
        references[index]._withUnsafeGuaranteedRef { subview in
          place(
            subview, parentOrigin: origin, parentEngineOrigin: engineOrigin, parentSafe: childSafe, isRoot: false,
            pass: &pass)
        }
      }
    }
    if !pass.seeding { view.layoutSubviews() }
  }
}
