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

  /// Recomputes every view's safe area insets and effective margins from the frames just written, and
  /// re-installs the guides that follow them. Returns whether any guide moved.
  private func updateProvidedGuides() -> Bool {
    let forced = guidesChanged
    guidesChanged = false
    var moved = false
    let rootFrame = Rect(origin: .zero, size: root.frame.size)
    let safeRect = rootFrame.inset(by: root.windowSafeAreaInsets)
    func visit(_ view: View, absolute: Rect) {
      let insets: EdgeInsets
      if view === root {
        insets = root.windowSafeAreaInsets
      } else {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        insets = EdgeInsets(
          top: clamp(safeRect.minY - absolute.minY, absolute.height),
          left: clamp(safeRect.minX - absolute.minX, absolute.width),
          bottom: clamp(absolute.maxY - safeRect.maxY, absolute.height),
          right: clamp(absolute.maxX - safeRect.maxX, absolute.width))
      }
      let safeAreaMoved = insets != view.safeAreaInsets
      view.safeAreaInsets = insets
      let keyboardTop = rootFrame.maxY - root.windowKeyboardHeight
      let overlap =
        root.windowKeyboardHeight > 0 ? min(max(absolute.maxY - keyboardTop, 0), max(absolute.height, 0)) : 0
      let keyboardMoved = overlap != view.keyboardOverlap
      view.keyboardOverlap = overlap
      let margins = effectiveMargins(of: view, frame: view === root ? nil : view.frame)
      let marginsMoved = margins != view.effectiveLayoutMargins
      view.effectiveLayoutMargins = margins
      if safeAreaMoved || marginsMoved || keyboardMoved || forced {
        for role in [LayoutGuide.Role.safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent] {
          guard let guide = view.providedGuideIfMade(role), guide.variables != nil else { continue }
          installRoleRows(of: guide)
          moved = true
        }
      }
      if safeAreaMoved { view.safeAreaInsetsDidChange() }
      if marginsMoved { view.layoutMarginsDidChange() }
      for subview in view.subviews {
        visit(subview, absolute: subview.frame.offsetBy(dx: absolute.minX, dy: absolute.minY))
      }
    }
    visit(root, absolute: rootFrame)
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
    var origin = parentOrigin
    if let v = view.variables {
      let absolute = absoluteFrame(v)
      origin = absolute.origin
      if !isRoot && !view.translatesAutoresizingMaskIntoConstraints {
        view.storedFrame = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
          .rounded(toScale: view.contentScaleFactor)
      }
    } else {
      origin = Point(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY)
    }
    // A scroll view's bounds start at its content offset: its guides and subviews are in content coordinates.
    if let scrollView = view as? ScrollView {
      origin = Point(x: origin.x - scrollView.contentOffset.x, y: origin.y - scrollView.contentOffset.y)
    }
    for guide in view.allGuides {
      guard let g = guide.variables else { continue }
      guide.layoutFrame = absoluteFrame(g).offsetBy(dx: -origin.x, dy: -origin.y)
    }
    for subview in view.subviews { place(subview, parentOrigin: origin, isRoot: false) }
    view.layoutSubviews()
  }

}
