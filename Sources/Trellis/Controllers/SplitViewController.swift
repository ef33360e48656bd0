/// Two columns, a primary (a list) beside a secondary (its detail), where the width allows (UIKit's
/// `UISplitViewController`, classic two-column behaviour).
///
/// - Side by side only when horizontally regular; then the primary is horizontally compact and the secondary
///   regular, whatever their widths (seed 003: in multitasking the secondary can be narrower and still regular).
/// - Horizontally compact, it collapses: the primary's view fills it and the secondary's is not shown.
/// - The primary's width is `preferredPrimaryColumnWidthFraction` of the whole (automatic: 320 pt), kept between
///   `minimumPrimaryColumnWidth` (automatic: 0) and `maximumPrimaryColumnWidth` (automatic: 320). A fraction wider
///   than 320 pt therefore needs a larger maximum too, as in UIKit.
/// - `preferredDisplayMode` chooses how an expanded split shows the primary; `automatic` shows it beside the
///   secondary when the window is at least as wide as tall and hides it otherwise (iPad portrait).
open class SplitViewController: ViewController {
  /// How the primary column shows while expanded.
  public enum DisplayMode: Sendable, Hashable {
    case automatic
    /// Only the secondary (UIKit's `primaryHidden`).
    case secondaryOnly
    /// Primary beside secondary (`allVisible`).
    case oneBesideSecondary
    /// Primary over the secondary, which keeps the full width (`primaryOverlay`).
    case oneOverSecondary
  }

  /// UIKit's `automaticDimension` for the column-width properties.
  public static let automaticDimension = -1.0

  public let primary: ViewController
  public let secondary: ViewController
  public var preferredDisplayMode = DisplayMode.automatic { didSet { relayout() } }
  public var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension {
    didSet { relayout() }
  }
  public var minimumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { relayout() } }
  public var maximumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { relayout() } }

  private func relayout() {
    if isViewLoaded { view.setNeedsLayout() }
  }

  public init(primary: ViewController, secondary: ViewController) {
    self.primary = primary
    self.secondary = secondary
    super.init()
    addChild(primary)
    addChild(secondary)
  }

  /// Whether only one column shows (horizontally compact).
  public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

  /// The display mode in effect while expanded (`automatic` resolved). Collapsed, the primary shows alone whatever
  /// this says: check ``isCollapsed`` first.
  public var displayMode: DisplayMode {
    guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
    let size = isViewLoaded ? view.bounds.size : .zero
    return size.width >= size.height ? .oneBesideSecondary : .secondaryOnly
  }

  /// The primary column's width when shown.
  public var primaryColumnWidth: Double {
    let total = view.bounds.width
    let minimum = minimumPrimaryColumnWidth < 0 ? 0 : minimumPrimaryColumnWidth
    let maximum = maximumPrimaryColumnWidth < 0 ? 320 : maximumPrimaryColumnWidth
    let preferred = preferredPrimaryColumnWidthFraction < 0 ? 320 : preferredPrimaryColumnWidthFraction * total
    return min(max(preferred, minimum), maximum, total)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    for child in [primary, secondary] {
      child.view.autoresizingMask = []
      view.addSubview(child.view)
    }
  }

  /// Expanded, the primary is horizontally compact and the secondary regular.
  open override func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    if let set = super.overrideTraitCollection(forChild: child) { return set }
    guard !isCollapsed else { return nil }
    return TraitCollection(horizontalSizeClass: child === primary ? .compact : .regular)
  }

  /// Places the columns for the current width and mode.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    if isCollapsed {
      primary.view.frame = bounds
      primary.view.isHidden = false
      secondary.view.isHidden = true
      return
    }
    secondary.view.isHidden = false
    let width = primaryColumnWidth
    switch displayMode {
    case .secondaryOnly, .automatic:
      primary.view.isHidden = true
      secondary.view.frame = bounds
    case .oneOverSecondary:
      primary.view.isHidden = false
      primary.view.frame = Rect(x: 0, y: 0, width: width, height: bounds.height)
      secondary.view.frame = bounds
      // The overlay is above the secondary.
      let order =
        view.subviews.firstIndex { $0 === primary.view }! < view.subviews.firstIndex { $0 === secondary.view }!
      if order { view.insertSubview(secondary.view, belowSubview: primary.view) }
    case .oneBesideSecondary:
      primary.view.isHidden = false
      primary.view.frame = Rect(x: 0, y: 0, width: width, height: bounds.height)
      secondary.view.frame = Rect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
    }
  }
}
