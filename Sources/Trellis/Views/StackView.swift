/// A view that lays out a row or a column of views (UIKit's `UIStackView`) by making the constraints you would
/// otherwise write: edges to the stack, spacing between neighbours, sizes by distribution, positions across by
/// alignment. They carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, …), so a conflict report
/// involving a stack reads as it does in Xcode.
///
/// Hidden arranged subviews take no space: their length along the axis is 0 and the spacing next to them collapses.
/// The stack itself has no intrinsic size; across the axis it hugs its tallest (or widest) view unless constrained.
open class StackView: View {
  /// How arranged views share the length along the axis (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Sendable, CaseIterable {
    /// The views fill the stack; the one with the lowest hugging (first in order on a tie) stretches, the one with
    /// the lowest compression resistance (first on a tie) shrinks.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic lengths.
    case fillProportionally
    /// Views keep their lengths; the gaps between them are equal and at least `spacing`.
    case equalSpacing
    /// The distances between the views' centres are equal; gaps at least `spacing`.
    case equalCentering
  }

  /// How arranged views sit across the axis (UIKit's `UIStackView.Alignment`; `top`/`bottom` are `leading`/
  /// `trailing` of a horizontal stack).
  public enum Alignment: Int, Sendable, CaseIterable {
    /// Views span the stack's whole width (or height) across.
    case fill
    case leading
    /// Horizontal stacks only: first baselines line up (a vertical stack treats it as `leading`).
    case firstBaseline
    case center
    case trailing
    /// Horizontal stacks only: last baselines line up (a vertical stack treats it as `trailing`).
    case lastBaseline

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// `spacing` value meaning the system spacing between siblings (8 pt), UIKit's `spacingUseSystem`.
  public static let spacingUseSystem = Double.leastNonzeroMagnitude
  /// Custom-spacing value meaning "use `spacing`", UIKit's `spacingUseDefault`.
  public static let spacingUseDefault = Double.greatestFiniteMagnitude
  /// The system spacing between siblings.
  static let systemSpacing = 8.0

  /// The views the stack arranges, in order; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  public var axis: LayoutAxis = .horizontal { didSet { if oldValue != axis { rebuild() } } }
  public var distribution: Distribution = .fill { didSet { if oldValue != distribution { rebuild() } } }
  public var alignment: Alignment = .fill { didSet { if oldValue != alignment { rebuild() } } }
  /// The space between neighbours (the minimum for the equal-spacing distributions); may be negative.
  public var spacing = 0.0 { didSet { if oldValue != spacing { rebuild() } } }
  /// Whether spacing in a vertical stack runs from one view's last baseline to the next one's first baseline.
  public var isBaselineRelativeArrangement = false {
    didSet { if oldValue != isBaselineRelativeArrangement { rebuild() } }
  }
  /// Whether views are arranged inside the stack's layout margins rather than its edges.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if oldValue != isLayoutMarginsRelativeArrangement { rebuild() } }
  }

  /// Spacing after particular views, by identity.
  private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack made, active while they are current.
  public private(set) var arrangementConstraints: [LayoutConstraint] = []
  /// The guides the stack made for them (gaps, the alignment spanner).
  private var arrangementGuides: [LayoutGuide] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Makes a stack arranging `views`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    addArrangedSubviews(views)
  }

  /// Arranges `views` last, in order, as `addArrangedSubview(_:)` does each, making the constraints once.
  package func addArrangedSubviews(_ views: [View]) {
    for view in views { place(view, at: arrangedSubviews.count) }
    rebuild()
  }

  /// Arranges `view` last, adding it as a subview if it is not one.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges `view` at `index`, adding it as a subview if it is not one (UIKit then adds it on top).
  public func insertArrangedSubview(_ view: View, at index: Int) {
    place(view, at: index)
    rebuild()
  }

  /// Makes `view` a subview arranged at `index`, without re-arranging.
  private func place(_ view: View, at index: Int) {
    if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
  }

  /// Stops arranging `view`; it stays a subview (remove it from the superview to take it away), as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    rebuild()
  }

  /// Sets the spacing after `view` (``spacingUseDefault`` to go back to `spacing`, ``spacingUseSystem`` for 8).
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
    rebuild()
  }

  /// The spacing after `view`: its custom spacing, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
  }

  /// The spacing the stack uses after `view`.
  func spacing(after view: View) -> Double {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == StackView.spacingUseSystem ? StackView.systemSpacing : value
  }

  open override var forFirstBaselineLayout: View {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    return visible.first ?? self
  }

  open override var forLastBaselineLayout: View {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    return (axis == .vertical ? visible.last : visible.first) ?? self
  }

  // MARK: Changes that re-arrange

  func arrangedSubviewVisibilityChanged(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { rebuild() }
  }

  func arrangedSubviewContentChanged(_ view: View) {
    // Proportions, tie-breaks and baselines depend on the arranged views' content.
    if arrangedSubviews.contains(where: { $0 === view }) { rebuild() }
  }

  func subviewRemoved(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    removeArrangedSubview(view)
  }

  /// Replaces the arrangement constraints with ones for the current settings, unless they would be the same (an
  /// arranged label measured again at its width changes nothing in most stacks).
  private func rebuild() {
    var arrangement = Arrangement(stack: self)
    arrangement.build()
    if arrangement.matches(arrangementConstraints, guides: arrangementGuides) { return }
    LayoutConstraint.deactivate(arrangementConstraints)
    for guide in arrangementGuides { removeLayoutGuide(guide) }
    for guide in arrangement.guides { addLayoutGuide(guide) }
    arrangementGuides = arrangement.guides
    arrangementConstraints = arrangement.constraints
    LayoutConstraint.activate(arrangementConstraints)
  }
}
