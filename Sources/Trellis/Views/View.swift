import TrellisSolver

/// A rectangle in a hierarchy that constraints can position (UIKit's `UIView`).
///
/// As in UIKit, a view made in code has `translatesAutoresizingMaskIntoConstraints == true`: its `frame` is fixed
/// by constraints the engine derives from it, until you set it to false and constrain the view yourself. Layout
/// happens in `layoutIfNeeded()`, which solves the constraints of the whole hierarchy and writes every frame,
/// rounded to the pixel grid of `contentScaleFactor`.
open class View {
  /// Marks an axis without an intrinsic size (UIKit's `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: Double = -1

  /// The frame in the superview's coordinates.
  public var frame: Rect {
    get { storedFrame }
    set {
      let oldSize = storedFrame.size
      storedFrame = newValue
      // A root is pinned to its frame whatever its mask setting; other views only while they translate it.
      if translatesAutoresizingMaskIntoConstraints || superview == nil { engineIfAny?.frameChanged(of: self) }
      if oldSize != newValue.size { autoresizeSubviews(from: oldSize) }
    }
  }

  /// UIKit's autoresizing, applied when the frame is set: each flexible part of a subview's mask takes its share of
  /// the change in this view's size. (When the engine resizes a view, its subviews follow through their masks'
  /// constraints instead, and get their frames written back at layout.)
  private func autoresizeSubviews(from oldSize: Size) {
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty
    {
      let frame = subview.frame
      let newSize = storedFrame.size
      let (horizontal, vertical) = subview.autoresizingMask.shares(of: frame, in: oldSize)
      let dx = newSize.width - oldSize.width
      let dy = newSize.height - oldSize.height
      subview.frame = Rect(
        x: frame.minX + dx * horizontal.margin, y: frame.minY + dy * vertical.margin,
        width: frame.width + dx * horizontal.size, height: frame.height + dy * vertical.size)
    }
  }
  @exclusivity(unchecked) var storedFrame: Rect

  /// The view's own coordinate space: its size, at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The centre of the frame, in the superview's coordinates.
  public var center: Point {
    get { Point(x: frame.midX, y: frame.midY) }
    set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The view this one is a subview of. Not retained (the superview retains its subviews); a view clears the
  /// pointers of its subviews when it goes away, so this never dangles and reading it costs no weak-reference load.
  public private(set) var superview: View? {
    get { superviewRef?.takeUnretainedValue() }
    set { superviewRef = newValue.map { .passUnretained($0) } }
  }
  /// The superview, for walks up the hierarchy without reference counting.
  @exclusivity(unchecked) private(set) var superviewRef: Unmanaged<View>?
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// The layout guides added to this view.
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

  // Stored properties are laid out in declaration order: what layout reads of every view comes first, together, so
  // that a pass over many views touches few cache lines of each.

  /// The variables of the view in the engine (window coordinates), once it has any.
  @exclusivity(unchecked) var variables: ItemVariables?

  /// Whether the engine pins this view to its `frame` (UIKit's default for views made in code).
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
      engineIfAny?.autoresizingChanged(of: self)
    }
  }

  /// Whether an edge that lies within the superview's margin takes at least what is left of that margin.
  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// Whether ``additionalSafeAreaInsets`` are not zero (read by every layout pass, next to the other flags).
  @exclusivity(unchecked) private(set) var hasAdditionalSafeAreaInsets = false

  /// Pixels per point; frames are rounded to this grid.
  @exclusivity(unchecked) public var contentScaleFactor: Double = 2 {
    didSet {
      // Text sizes are ceiled to the pixel grid: a new grid is a new intrinsic size.
      if oldValue != contentScaleFactor && sizesToPixelGrid { invalidateIntrinsicContentSize() }
    }
  }

  /// Pixels per point text is measured at, when not ``contentScaleFactor``'s (0: the same). Interface Builder
  /// measures text at the scale of the Mac display showing the canvas while it rounds frames at the device's.
  @exclusivity(unchecked) package var textScaleFactor: Double = 0 {
    didSet {
      if oldValue != textScaleFactor && sizesToPixelGrid { invalidateIntrinsicContentSize() }
    }
  }

  /// Which parts of the frame stretch with the superview while the view translates its mask into constraints.
  @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
    didSet { engineIfAny?.frameChanged(of: self) }
  }

  /// The guides the view provides (margins, safe area, readable content, keyboard), made when first asked for.
  @exclusivity(unchecked) private var providedGuides: [LayoutGuide] = []
  /// The engine rows it derives for the view: its frame (root, or translating autoresizing masks) and its intrinsic
  /// content size.
  @exclusivity(unchecked) var frameRows = RowRange()
  @exclusivity(unchecked) var intrinsicRows = RowRange()
  /// The engine of the hierarchy this view is the root of, once made.
  @exclusivity(unchecked) var ownEngine: LayoutEngine?

  /// What a view controller adds to its view's safe area (its `additionalSafeAreaInsets`).
  @exclusivity(unchecked) var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet {
      hasAdditionalSafeAreaInsets = additionalSafeAreaInsets != .zero
      if additionalSafeAreaInsets != oldValue { engineIfAny?.guidesNeedUpdate() }
    }
  }

  /// Whether the view is hidden. Hidden views still take part in layout, except as arranged subviews of a
  /// ``StackView``, which collapses them.
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      guard oldValue != isHidden, let stack = superview as? StackView else { return }
      stack.arrangedSubviewVisibilityChanged(self)
    }
  }
  @exclusivity(unchecked) public var tag = 0
  @exclusivity(unchecked) public var accessibilityIdentifier: String?

  /// Whether the intrinsic size is rounded to the pixel grid (text), so that the scale changes it.
  var sizesToPixelGrid: Bool { false }

  /// The safe rectangle the view leaves its subviews, given its own (both in its coordinates): its own, except where
  /// a subclass keeps content clear of the safe area another way (a scroll view's adjusted content inset).
  func subviewsSafeRect(_ safe: Rect) -> Rect { safe }

  /// The pixels per point measured text is rounded to: ``textScaleFactor`` when set, else ``contentScaleFactor``.
  private var textPixelScale: Double {
    textScaleFactor > 0 ? textScaleFactor : (contentScaleFactor > 0 ? contentScaleFactor : 1)
  }

  /// `value` rounded up to the pixel grid text is measured on (``textPixelScale``), as UIKit rounds measured text. A
  /// hair of tolerance keeps exact pixel values (41.5 × 2 = 83.000000001) from jumping a pixel.
  func ceilToPixel(_ value: Double) -> Double {
    let scale = textPixelScale
    return ((value * scale) - 1e-6).rounded(.up) / scale
  }

  /// `value` rounded down to the same grid, with the same hair of tolerance.
  func floorToPixel(_ value: Double) -> Double {
    let scale = textPixelScale
    return ((value * scale) + 1e-6).rounded(.down) / scale
  }

  /// Whether the intrinsic size depends on the width layout gives the view (multi-line text with no preferred
  /// width): after each layout such views are measured again at their new width, and laid out again.
  var wrapsToLayoutWidth: Bool { false }

  /// The width layout last gave a view that ``wrapsToLayoutWidth`` (nil before its first layout).
  @exclusivity(unchecked) package var layoutWidth: Double?

  /// How the view chooses its layout direction; see ``effectiveUserInterfaceLayoutDirection``.
  @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
    didSet { engineIfAny?.layoutDirectionChanged(below: self) }
  }

  /// The direction a root view lays out in when its semantic content attribute does not force one (the app's
  /// direction in UIKit).
  @exclusivity(unchecked) public var inheritedLayoutDirection = UserInterfaceLayoutDirection.leftToRight {
    didSet { engineIfAny?.layoutDirectionChanged(below: self) }
  }

  /// The direction `leading` and `trailing` resolve in: forced by the semantic content attribute, else inherited
  /// from the superview.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    // Superviews outlive the walk (each retains the view below it): no reference counting on the way up.
    var view = Unmanaged.passUnretained(self)
    while true {
      let (attribute, parent, inherited) = view._withUnsafeGuaranteedRef {
        ($0.semanticContentAttribute, $0.superviewRef, $0.inheritedLayoutDirection)
      }
      switch attribute {
      case .playback, .spatial, .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified:
        guard let parent else { return inherited }
        view = parent
      }
    }
  }

  // MARK: Intrinsic size

  /// The size the content wants, or ``noIntrinsicMetric`` on an axis without one. Override it and call
  /// ``invalidateIntrinsicContentSize()`` when it changes.
  open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

  /// Lengths that replace the measured intrinsic size, axis by axis (nil keeps the measurement;
  /// ``noIntrinsicMetric`` removes it): Interface Builder's placeholder intrinsic size, which any view can carry and
  /// which stands in for what the view measures on the canvas.
  package var intrinsicSizePlaceholder: (width: Double?, height: Double?) = (nil, nil) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The intrinsic size layout works with: ``intrinsicContentSize`` with the placeholder's lengths.
  package var layoutIntrinsicSize: Size {
    let measured = intrinsicContentSize
    return Size(
      width: intrinsicSizePlaceholder.width ?? measured.width,
      height: intrinsicSizePlaceholder.height ?? measured.height)
  }

  /// Tells the engine that ``intrinsicContentSize`` changed (and with it, for text, the baselines).
  public func invalidateIntrinsicContentSize() {
    engineIfAny?.intrinsicSizeChanged(of: self)
    (superview as? StackView)?.arrangedSubviewContentChanged(self)
  }

  // MARK: Alignment rectangle and baselines

  /// How far the frame reaches past the rectangle constraints align (UIKit's `alignmentRectInsets`): constraints
  /// and the intrinsic size act on the frame inset by these, which is how a switch or a slider lines up by its
  /// visible track rather than its shadow. Positive values mean the frame is larger.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The alignment insets when the view's alignment rectangle is `size`: ``alignmentRectInsets`` for most views;
  /// an image view's scale with the image it stretches (``ImageView``).
  func alignmentRectInsets(forAlignmentSize size: Size) -> EdgeInsets { alignmentRectInsets }

  /// The alignment insets when the view's frame is `size` (see ``alignmentRectInsets(forAlignmentSize:)``).
  func alignmentRectInsets(forFrameSize size: Size) -> EdgeInsets { alignmentRectInsets }

  /// The view whose first baseline `firstBaselineAnchor` means (UIKit's `forFirstBaselineLayout`): the view itself,
  /// or for a container, the subview whose text sets it.
  open var forFirstBaselineLayout: View { self }

  /// The view whose last baseline `lastBaselineAnchor` means (UIKit's `forLastBaselineLayout`).
  open var forLastBaselineLayout: View { self }

  /// Where the first line of text sits, from the top of the alignment rectangle, or nil for views without text
  /// (their baselines are their bottom edge, as in UIKit).
  open var firstBaselineOffsetFromTop: Double? { nil }

  /// Where the last line of text sits, up from the bottom of the alignment rectangle (0 for views without text).
  open var lastBaselineOffsetFromBottom: Double { 0 }

  /// For a control that centres one line of text vertically (a button's title, a text field's text, a segmented
  /// control's titles), where that line's baseline sits below the centre of the alignment rectangle: its first and
  /// last baselines, which then follow the control's height as UIKit's do. Nil for other views.
  var baselineOffsetFromCenterY: Double? { nil }

  @exclusivity(unchecked) var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultLow, .defaultLow
  )
  @exclusivity(unchecked) var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  /// How strongly the view resists growing past its intrinsic size on an axis (default 250).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
    engineIfAny?.intrinsicSizeChanged(of: self)
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    engineIfAny?.intrinsicSizeChanged(of: self)
  }

  // MARK: Margins

  /// Insets for content, on every side 8 pt by default, leading and trailing flipping with the layout direction.
  /// Since iOS 27.1 the default is 0 (margins you set are kept): the engine applies the default of the window's OS.
  @exclusivity(unchecked) public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  {
    didSet {
      hasDefaultMargins = false
      guard oldValue != directionalLayoutMargins else { return }
      engineIfAny?.guidesNeedUpdate()
    }
  }

  /// Whether the margins are still UIKit's default (nobody set them).
  @exclusivity(unchecked) var hasDefaultMargins = true

  /// The margins as left and right, in the current layout direction.
  public var layoutMargins: EdgeInsets {
    get { directionalLayoutMargins.edgeInsets(in: effectiveUserInterfaceLayoutDirection) }
    set {
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      directionalLayoutMargins = DirectionalEdgeInsets(
        top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
        trailing: rightToLeft ? newValue.left : newValue.right)
    }
  }

  /// Whether the margins guide is inset from the safe area rather than from the edges (UIKit's default: true):
  /// each margin then starts where the safe area does.
  @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// The least margins a view controller's root view keeps while ``respectsSystemMinimumLayoutMargins`` is true:
  /// 16 pt leading and trailing in a compact width, 20 pt in a regular one (seed 002). The view controller sets
  /// both (`viewRespectsSystemMinimumLayoutMargins`); a plain view has none.
  @exclusivity(unchecked) public var systemMinimumLayoutMargins = DirectionalEdgeInsets.zero {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// Whether ``systemMinimumLayoutMargins`` apply: setting `layoutMargins = .zero` takes effect only once this is
  /// false, as in UIKit.
  @exclusivity(unchecked) public var respectsSystemMinimumLayoutMargins = false {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// Called when the margins change. Override point.
  open func layoutMarginsDidChange() {}

  /// The margins the margins guide keeps, as left and right: the set margins raised to the system minimum, to what
  /// is left of the superview's margins when preserved, and started from the safe area edges when inset from it.
  @exclusivity(unchecked) public internal(set) var effectiveLayoutMargins = EdgeInsets(all: 8)

  /// A guide inset from the view's edges by its layout margins.
  public var layoutMarginsGuide: LayoutGuide { providedGuide(.layoutMargins, "UIViewLayoutMarginsGuide") }

  // MARK: Safe area and readable width

  /// The safe area a window gives its root view (status bar, sensor housing, home indicator). The window of the
  /// traits layer sets it; other views derive theirs from where they sit.
  @exclusivity(unchecked) public var windowSafeAreaInsets = EdgeInsets.zero {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// How far the root's safe area reaches into this view, as of the last layout.
  @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero

  /// Called when ``safeAreaInsets`` change during layout. Override point.
  open func safeAreaInsetsDidChange() {}

  /// A guide covering the view's safe area.
  public var safeAreaLayoutGuide: LayoutGuide { providedGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

  /// The widest a line of text reads comfortably (UIKit: 672 pt at the default Dynamic Type size); the traits
  /// layer sets it from the content size category.
  @exclusivity(unchecked) public var readableContentWidth = 672.0 {
    didSet { if readableContentWidth != oldValue { engineIfAny?.guidesNeedUpdate() } }
  }

  /// The height of the on-screen keyboard a window shows over its root view's bottom edge (0 when hidden); the
  /// window sets it on the root.
  @exclusivity(unchecked) public var windowKeyboardHeight = 0.0 {
    didSet { engineIfAny?.guidesNeedUpdate() }
  }

  /// How far the keyboard reaches into this view from its bottom, as of the last layout.
  @exclusivity(unchecked) public internal(set) var keyboardOverlap = 0.0

  /// A guide along the view's bottom edge that tracks the keyboard (UIKit's `keyboardLayoutGuide`): as tall as the
  /// keyboard's overlap with the view, or as the bottom safe area while the keyboard is hidden, so that content
  /// pinned above it stays clear of both.
  public var keyboardLayoutGuide: LayoutGuide { providedGuide(.keyboard, "UIKeyboardLayoutGuide") }

  /// A guide inside the margins guide, centred, no wider than ``readableContentWidth``.
  public var readableContentGuide: LayoutGuide { providedGuide(.readableContent, "UIViewReadableContentGuide") }

  func providedGuide(_ role: LayoutGuide.Role, _ identifier: String) -> LayoutGuide {
    if let guide = providedGuides.first(where: { $0.role == role }) { return guide }
    let guide = LayoutGuide(role: role, of: self, identifier: identifier)
    providedGuides.append(guide)
    return guide
  }

  /// The guide a view provides for `role`, if something asked for it.
  func providedGuideIfMade(_ role: LayoutGuide.Role) -> LayoutGuide? {
    providedGuides.first { $0.role == role }
  }

  // MARK: Hierarchy

  /// Creates a view with a frame.
  public init(frame: Rect = .zero) {
    storedFrame = frame
  }

  deinit {
    // The engine holds the hierarchy's items without retaining them: it lets go of them now, while the subviews are
    // still alive. Views that something else keeps alive leave first, as if removed (their constraints go with them).
    if let engine = ownEngine { engine.rootWillGo(survivors: takeSurvivors()) }
    for subview in subviews where subview.superview === self { subview.superview = nil }
  }

  /// The views below this root, now being freed, that something else keeps alive, each taken out of its superview
  /// (which goes away with the root): they outlive the hierarchy as roots of their own, as removed views do. The
  /// other views go away with the root.
  private func takeSurvivors() -> [View] {
    var survivors: [View] = []
    func visit(_ view: View) {
      var index = 0
      while index < view.subviews.count {
        if isKnownUniquelyReferenced(&view.subviews[index]) {
          visit(view.subviews[index])
          index += 1
        } else {
          let survivor = view.subviews.remove(at: index)
          survivor.superview = nil
          survivors.append(survivor)
        }
      }
    }
    visit(self)
    return survivors
  }

  /// Adds a subview on top of the others, moving it from its old superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Adds a subview just below `sibling` (on top when `sibling` is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
  }

  /// Adds a subview at `index` in ``subviews`` (clamped), moving it from its old superview.
  public func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    let incoming = view.engineIfAny
    view.superview = self
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    // Only a subtree with constraints brings work; others get variables when a constraint first names them. Its
    // margins may follow new superview margins or a new direction: the next layout recomputes them.
    if let incoming { rootEngine.adopt(view, from: incoming) }
    engineIfAny?.guidesNeedUpdate()
  }

  /// Removes the view from its superview. Constraints between the view's subtree and the rest of the old hierarchy
  /// are deactivated, as in UIKit; constraints within the subtree stay active.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let engine = parent.engineIfAny
    parent.subviews.removeAll { $0 === self }
    superview = nil
    engine?.detach(self)
    // A stack view stops arranging a view that leaves it, as UIKit's does.
    (parent as? StackView)?.subviewRemoved(self)
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The top of the hierarchy.
  var root: View { rootRef.takeUnretainedValue() }

  /// The top of the hierarchy, found and returned without reference counting.
  var rootRef: Unmanaged<View> {
    var current = Unmanaged.passUnretained(self)
    while let parent = current._withUnsafeGuaranteedRef({ $0.superviewRef }) { current = parent }
    return current
  }

  // MARK: Layout

  /// The engine of the hierarchy, if one was made.
  var engineIfAny: LayoutEngine? { rootRef._withUnsafeGuaranteedRef { $0.ownEngine } }

  /// The engine of the hierarchy, made on first use.
  var rootEngine: LayoutEngine {
    rootRef._withUnsafeGuaranteedRef { top in
      if let engine = top.ownEngine { return engine }
      let engine = LayoutEngine(root: top)
      top.ownEngine = engine
      return engine
    }
  }

  /// Solves the hierarchy's constraints and writes every frame now.
  public func layoutIfNeeded() {
    // A plain view is no window: no cast needed (layout of many small hierarchies, such as list cells, comes here).
    if rootRef._withUnsafeGuaranteedRef({ type(of: $0) != View.self }), let window = root as? Window {
      window.layOutControllers()
    } else {
      rootRef._withUnsafeGuaranteedRef { $0.rootEngine }.layout()
    }
  }

  /// Marks the hierarchy for layout; ``layoutIfNeeded()`` does the work (there is no run loop to do it later).
  public func setNeedsLayout() {
    rootEngine.needsLayout = true
  }

  /// Called after the engine wrote the frames of this view's subviews. Override point, as in UIKit.
  open func layoutSubviews() {}

  /// The window the view is in, if any.
  public var window: Window? { root as? Window }

  /// The view controller whose view this is, if any.
  public internal(set) weak var viewController: ViewController?

  /// The traits of the view's environment: its view controller's, else its superview's (a window's are its
  /// environment's). Unspecified outside a window.
  public var traitCollection: TraitCollection {
    var current: View? = self
    while let view = current {
      if let controller = view.viewController { return controller.traitCollection }
      if let window = view as? Window { return window.environment.traitCollection }
      current = view.superview
    }
    return TraitCollection()
  }

  /// Called when the view's traits changed, after its view controller's. Override point.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The constraints a constraint DSL made for this view (the SnapKit layer keeps them here to remake, update or
  /// remove them later).
  @exclusivity(unchecked) public var constraintsMadeByDSL: [LayoutConstraint] = []

  /// The guides whose frames layout writes: those added to the view, and those it provides.
  var allGuides: [LayoutGuide] { layoutGuides + providedGuides }

  /// Calls `body` on each of ``allGuides`` without gathering them.
  func forEachGuide(_ body: (LayoutGuide) -> Void) {
    for guide in layoutGuides { body(guide) }
    for guide in providedGuides { body(guide) }
  }

  /// Whether the view has any guide, added or provided.
  var hasGuides: Bool { !layoutGuides.isEmpty || !providedGuides.isEmpty }

  /// Whether the view made any of the guides it provides.
  var providesGuides: Bool { !providedGuides.isEmpty }

  /// Where the view's bounds start: zero, except for a scroll view (its content offset).
  var boundsOrigin: Point { .zero }

  /// The name used in logs and reports: the accessibility identifier, else `Type#n` with `n` the order in which
  /// the engine met the view (stable from run to run, unlike an address).
  var debugName: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    return "\(type(of: self))#\(variables?.serial ?? 0)"
  }
}
