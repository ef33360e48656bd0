/// A stack of controllers under a navigation bar (UIKit's `UINavigationController`). The top controller's view
/// fills the navigation controller's view and extends under the bar; its safe area starts below the bar. The bar's
/// height follows the device, the size class, the OS version and large titles.
open class NavigationController: ViewController {
  /// The bar, a plain view here: its frame is what layout needs.
  public let navigationBar = View()
  public private(set) var viewControllers: [ViewController] = []

  /// Whether the bar shows a large title (where the height is regular).
  public var prefersLargeTitles = false {
    didSet { updateBar() }
  }

  public var isNavigationBarHidden = false {
    didSet { updateBar() }
  }

  private var barHeight: LayoutConstraint?

  public init(rootViewController: ViewController) {
    super.init()
    pushViewController(rootViewController)
  }

  public var topViewController: ViewController? { viewControllers.last }

  open override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(navigationBar)
    let height = navigationBar.heightAnchor.constraint(equalToConstant: 44)
    barHeight = height
    LayoutConstraint.activate([
      navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor), height,
    ])
    if let top = topViewController { embedFilling(top, below: navigationBar) }
    updateBar()
  }

  /// Pushes a controller on the stack; it becomes the one shown.
  public func pushViewController(_ controller: ViewController, animated: Bool = false) {
    if let current = topViewController, current.isViewLoaded { current.view.removeFromSuperview() }
    viewControllers.append(controller)
    addChild(controller)
    if isViewLoaded { embedFilling(controller, below: navigationBar) }
    updateBar()
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  public func popViewController(animated: Bool = false) -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    if top.isViewLoaded { top.view.removeFromSuperview() }
    top.removeFromParent()
    if let next = topViewController, isViewLoaded { embedFilling(next, below: navigationBar) }
    updateBar()
    return top
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateBar()
  }

  /// The bar's height for the current traits, and the safe-area inset it gives the shown controller.
  private func updateBar() {
    let os = (isViewLoaded ? view.window?.environment.osVersion : nil) ?? .standard
    let height = BarMetrics.navigationBarHeight(traitCollection, os: os, largeTitle: prefersLargeTitles)
    barHeight?.constant = isNavigationBarHidden ? 0 : height
    navigationBar.isHidden = isNavigationBarHidden
    for controller in viewControllers {
      controller.containerSafeAreaInsets = EdgeInsets(
        top: isNavigationBarHidden ? 0 : height, left: 0, bottom: 0, right: 0)
    }
  }
}
