import TrellisSolver

/// The layout pass: values to frames, top-down, and the guides that follow from where views landed.
extension LayoutEngine {
  /// Writes the frame of every view with variables (in its superview's coordinates, rounded to its pixel grid) and
  /// every guide's layout frame, top-down, calling `layoutSubviews()` on each view after its subviews are placed.
  func layout() {
    // Safe areas and preserved margins depend on where views end up, so a pass that moves them is followed by
    // another (UIKit iterates the same way); three passes settle every hierarchy that does not oscillate.
    for _ in 0..<3 {
      settle()
      place(root, parentOrigin: Point(x: 0, y: 0), isRoot: true)
      if !updateProvidedGuides() { break }
    }
    needsLayout = false
  }

  /// Recomputes every view's safe area insets, keyboard overlap and effective margins from the frames just written,
  /// and re-installs the guides that follow them. Returns whether any guide moved.
  ///
  /// Margins are recomputed where something they follow may have changed: everywhere on a forced pass (the first
  /// layout, a margin, direction or hierarchy change), else where the safe area moved or margins are inherited.
  private func updateProvidedGuides() -> Bool {
    let forced = guidesChanged
    guidesChanged = false
    var moved = false
    let rootSize = root.frame.size
    let windowInsets = root.windowSafeAreaInsets
    let keyboardHeight = root.windowKeyboardHeight
    let safeRect = Rect(origin: .zero, size: rootSize).inset(by: windowInsets)
    let hasSafeArea = windowInsets != .zero
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
    func visit(_ view: View, absolute: Rect, isRoot: Bool) {
      let insets =
        isRoot
        ? windowInsets
        : hasSafeArea
          ? EdgeInsets(
            top: clamp(safeRect.minY - absolute.minY, absolute.height),
            left: clamp(safeRect.minX - absolute.minX, absolute.width),
            bottom: clamp(absolute.maxY - safeRect.maxY, absolute.height),
            right: clamp(absolute.maxX - safeRect.maxX, absolute.width)) : .zero
      let safeAreaMoved = insets != view.safeAreaInsets
      if safeAreaMoved { view.safeAreaInsets = insets }
      let overlap =
        keyboardHeight > 0
        ? min(max(absolute.maxY - (rootSize.height - keyboardHeight), 0), max(absolute.height, 0)) : 0
      let keyboardMoved = overlap != view.keyboardOverlap
      if keyboardMoved { view.keyboardOverlap = overlap }
      var marginsMoved = false
      if forced || safeAreaMoved || view.preservesSuperviewLayoutMargins {
        let margins = effectiveMargins(of: view, frame: isRoot ? nil : view.frame)
        marginsMoved = margins != view.effectiveLayoutMargins
        if marginsMoved { view.effectiveLayoutMargins = margins }
      }
      if (safeAreaMoved || marginsMoved || keyboardMoved || forced) && view.providesGuides {
        for role in [LayoutGuide.Role.safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent] {
          guard let guide = view.providedGuideIfMade(role), guide.variables != nil else { continue }
          installRoleRows(of: guide)
          moved = true
        }
      }
      if safeAreaMoved { view.safeAreaInsetsDidChange() }
      if marginsMoved { view.layoutMarginsDidChange() }
      for subview in view.subviews {
        let frame = subview.frame
        visit(
          subview,
          absolute: Rect(
            x: frame.minX + absolute.minX, y: frame.minY + absolute.minY, width: frame.width, height: frame.height),
          isRoot: false)
      }
    }
    visit(root, absolute: Rect(origin: .zero, size: rootSize), isRoot: true)
    return moved
  }

  /// The margins a view's margins guide keeps, as left and right: its layout margins raised to the system minimum
  /// (when it respects it) and to what is left of the superview's margins (when it preserves them), then measured
  /// from the safe area (when inset from it). `frame` is the view's frame in its superview, when known.
  func effectiveMargins(of view: View, frame: Rect?) -> EdgeInsets {
    var margins = view.layoutMargins
    let direction = view.effectiveUserInterfaceLayoutDirection
    if view.respectsSystemMinimumLayoutMargins {
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
      let safe = view.safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    }
    return margins
  }

  private func absoluteFrame(_ variables: ItemVariables) -> Rect {
    Rect(
      x: value(of: variables.minX), y: value(of: variables.minY), width: value(of: variables.width),
      height: value(of: variables.height))
  }

  private func place(_ view: View, parentOrigin: Point, isRoot: Bool) {
    var origin: Point
    if let v = view.variables {
      origin = Point(x: value(of: v.minX), y: value(of: v.minY))
      if !isRoot && !view.translatesAutoresizingMaskIntoConstraints {
        view.storedFrame = Rect(
          x: origin.x - parentOrigin.x, y: origin.y - parentOrigin.y, width: value(of: v.width),
          height: value(of: v.height)
        ).rounded(toScale: view.contentScaleFactor)
      }
    } else {
      let frame = view.frame
      origin = Point(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
    }
    // A scroll view's bounds start at its content offset: its guides and subviews are in content coordinates.
    let offset = view.boundsOrigin
    origin = Point(x: origin.x - offset.x, y: origin.y - offset.y)
    view.forEachGuide { guide in
      guard let g = guide.variables else { return }
      guide.layoutFrame = absoluteFrame(g).offsetBy(dx: -origin.x, dy: -origin.y)
    }
    for subview in view.subviews { place(subview, parentOrigin: origin, isRoot: false) }
    view.layoutSubviews()
  }
}
