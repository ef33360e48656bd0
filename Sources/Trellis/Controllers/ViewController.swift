/// Manages a view and its place in the interface (UIKit's `UIViewController`): loads the view on first use, learns
/// its traits from its window and parent, hears when they change and when its size is about to change, sets the
/// system minimum margins of its view, and contains child controllers whose traits it may override.
open class ViewController {
  public init() {}

  // MARK: The view

  private var loadedView: View?

  /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) on first use.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue.viewController = self
      // A root view's own margins are none at the top and bottom; leading and trailing come from the system
      // minimum (Apple: its defaults "reflect the system minimum margins and safe area insets").
      newValue.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
      newValue.hasDefaultMargins = true
      applyMargins()
    }
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view. The default makes a plain `View`; override to make another.
  open func loadView() {
    view = View()
  }

  /// Called once the view is loaded. Override point.
  open func viewDidLoad() {}

  /// Loads the view now if it is not loaded.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = View() }
    viewDidLoad()
  }

  /// Called before the window solves a layout pass, parents before children. Changes made here take effect in it.
  open func viewWillLayoutSubviews() {}

  /// Called after the window's layout pass placed every view, children before parents.
  open func viewDidLayoutSubviews() {}

  /// The size a container or a popover should give the view; not used by layout itself.
  public var preferredContentSize = Size.zero

  // MARK: Traits and transitions

  /// The traits the controller and its view have: the window's, merged with each container's overrides on the way
  /// down.
  public internal(set) var traitCollection = TraitCollection()

  /// Called when ``traitCollection`` changed (only then: a rotation that keeps every trait calls nothing), after the
  /// variations were applied. Override point; call `super` for the view's callbacks.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the window's size is about to change (every rotation, every multitasking resize). The default
  /// passes the call to the children, as UIKit's does.
  open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The traits a container gives `child` on top of its own: by default what
  /// ``setOverrideTraitCollection(_:forChild:)`` set. Override to decide from the current state (UIKit's
  /// `overrideTraitCollection(forChild:)`).
  open func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    overrides.first { $0.child === child }?.traits
  }

  /// Overrides traits for a child (nil removes the override).
  public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
    overrides.removeAll { $0.child === child }
    if let collection { overrides.append((child, collection)) }
    child.updateTraits(from: traitCollection.merging(collection ?? TraitCollection()))
  }

  private var overrides: [(child: ViewController, traits: TraitCollection)] = []

  /// Sets the controller's traits from its parent's (or the window's), applies its variations and tells it and its
  /// view when they changed, then does the same for its children.
  func updateTraits(from inherited: TraitCollection) {
    let previous = traitCollection
    traitCollection = inherited
    if previous != inherited {
      applyVariations()
      applyMargins()
      traitCollectionDidChange(previous)
      // Then the views it manages, down to the views of child controllers (which hear from their own).
      if let view = loadedView {
        var pending = [view]
        while let current = pending.popLast() {
          current.traitCollectionDidChange(previous)
          pending += current.subviews.filter { $0.viewController == nil }
        }
      }
    }
    for child in children {
      let override = overrideTraitCollection(forChild: child) ?? TraitCollection()
      child.updateTraits(from: traitCollection.merging(override))
    }
  }

  // MARK: Margins and safe area

  /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (UIKit's default: true).
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { applyMargins() }
  }

  /// The least margins of the controller's view: 16 pt leading and trailing in compact width, 20 pt in regular
  /// width and from a 400-pt-wide view (Plus, Max, Air iPhones); none at top and bottom. The threshold lies between
  /// 393 (where 16 is UIKit's practice) and 400: Interface Builder stores a 400-pt freeform scene's root with 20-pt
  /// margins (files/025), and 414- and 428-pt roots with 20 (INTERFACE-BUILDER.md §8).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let width = loadedView?.frame.width ?? 0
    let side = traitCollection.horizontalSizeClass == .regular || width >= 400 ? 20.0 : 16.0
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Insets added to the view's safe area (for bars the controller draws itself, say).
  public var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet { applyMargins() }
  }

  /// Whether the controller is shown in a navigation or tab bar controller that this hierarchy does not hold (as
  /// Interface Builder's simulated bars show a scene). Its view, when a scroll view with the automatic content inset
  /// adjustment, then takes the safe area above and below into its content inset as it would inside a real one.
  public var isInBarContainer = false {
    didSet { loadedView?.engineIfAny?.guidesNeedUpdate() }
  }

  /// Insets a container adds for its own bars (a navigation bar above, a tab bar below).
  var containerSafeAreaInsets = EdgeInsets.zero {
    didSet { applyMargins() }
  }

  /// Passes margins and safe-area additions to the view.
  func applyMargins() {
    guard let view = loadedView else { return }
    view.respectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
    let minimum = systemMinimumLayoutMargins
    if view.systemMinimumLayoutMargins != minimum { view.systemMinimumLayoutMargins = minimum }
    view.additionalSafeAreaInsets = additionalSafeAreaInsets + containerSafeAreaInsets
  }

  // MARK: Containment

  public private(set) var children: [ViewController] = []
  public private(set) weak var parent: ViewController?

  /// The controllers containing this one, innermost first.
  var ancestors: [ViewController] {
    var result: [ViewController] = []
    var current = parent
    while let controller = current {
      result.append(controller)
      current = controller.parent
    }
    return result
  }

  /// Adds a child controller (its view is yours to place), which then inherits your traits.
  public func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    let override = overrideTraitCollection(forChild: child) ?? TraitCollection()
    child.updateTraits(from: traitCollection.merging(override))
  }

  /// Shows a child's view filling this controller's view, resizing with it, just below `sibling` (a container's
  /// bar, which stays on top).
  func embedFilling(_ child: ViewController, below sibling: View) {
    let childView = child.view
    childView.frame = view.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(childView, belowSubview: sibling)
  }

  /// Removes the controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    parent.overrides.removeAll { $0.child === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller joins or leaves a parent. Override point.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller joined or left a parent. Override point.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Size-class variations

  private struct Varied {
    let constraint: LayoutConstraint
    let installed: Variations<Bool>
    let constant: Variations<Double>?
  }

  private var varied: [Varied] = []

  private final class VariedView {
    let view: View
    let installed: Variations<Bool>
    weak var superview: View?
    var index: Int
    init(view: View, installed: Variations<Bool>, superview: View?, index: Int) {
      self.view = view
      self.installed = installed
      self.superview = superview
      self.index = index
    }
  }

  private var variedViews: [VariedView] = []

  /// Keeps `view` in its superview only in the size classes `installed` says, as Interface Builder's "installed"
  /// checkbox per size class does: an uninstalled view leaves the hierarchy (its constraints to the rest go with
  /// it) and comes back at its place. Give the constraints that involve it the same variations.
  public func vary(_ view: View, installed: Variations<Bool>) {
    let entry = VariedView(
      view: view, installed: installed, superview: view.superview,
      index: view.superview?.subviews.firstIndex { $0 === view } ?? 0)
    variedViews.append(entry)
    apply(entry)
  }

  private func apply(_ entry: VariedView) {
    let installed = entry.installed.resolve(traitCollection)
    let present = entry.view.superview != nil
    if installed, !present, let superview = entry.superview {
      superview.insertSubview(entry.view, at: entry.index)
    } else if !installed, present {
      entry.superview = entry.view.superview
      entry.index = entry.view.superview?.subviews.firstIndex { $0 === entry.view } ?? 0
      entry.view.removeFromSuperview()
    }
  }

  /// Installs `constraint` only in the size classes `installed` says, with `constant` per size class, as Interface
  /// Builder's variations do ("installed" for `Any`, not for `wR hR`; a constant of 20 in `wR hR`). The controller
  /// activates, deactivates and re-constants it whenever its traits change.
  public func vary(_ constraint: LayoutConstraint, installed: Variations<Bool>, constant: Variations<Double>? = nil) {
    varied.append(Varied(constraint: constraint, installed: installed, constant: constant))
    apply(varied[varied.count - 1])
  }

  private func applyVariations() {
    // Views first, so that the constraints of a view coming back can be installed.
    for entry in variedViews { apply(entry) }
    for entry in varied { apply(entry) }
  }

  private func apply(_ entry: Varied) {
    if let constant = entry.constant?.resolve(traitCollection), entry.constraint.constant != constant {
      entry.constraint.constant = constant
    }
    let installed = entry.installed.resolve(traitCollection)
    if installed != (entry.constraint.engine != nil) { entry.constraint.isActive = installed }
  }
}
