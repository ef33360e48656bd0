/// Controllers chosen by a tab bar along the bottom (UIKit's `UITabBarController`). The selected controller's view
/// fills the tab bar controller's view and extends under the bar; its safe area ends above the bar. The bar sits on
/// the bottom safe area (so on a Face ID iPhone it is 49 + 34 pt tall) and its height follows the device, the size
/// class and the OS version.
open class TabBarController: ViewController {
  /// The bar, a plain view here: its frame is what layout needs.
  public let tabBar = View()
  public let viewControllers: [ViewController]

  /// The shown controller's index.
  public var selectedIndex = 0 {
    didSet {
      guard selectedIndex != oldValue, isViewLoaded else { return }
      if viewControllers.indices.contains(oldValue) { viewControllers[oldValue].view.removeFromSuperview() }
      showSelected()
    }
  }

  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  private var barHeight: LayoutConstraint?

  public init(viewControllers: [ViewController]) {
    self.viewControllers = viewControllers
    super.init()
    for controller in viewControllers { addChild(controller) }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tabBar)
    let height = tabBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -49)
    barHeight = height
    LayoutConstraint.activate([
      tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tabBar.bottomAnchor.constraint(equalTo: view.bottomAnchor), height,
    ])
    showSelected()
    updateBar()
  }

  private func showSelected() {
    if let controller = selectedViewController { embedFilling(controller, below: tabBar) }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateBar()
  }

  private func updateBar() {
    let os = (isViewLoaded ? view.window?.environment.osVersion : nil) ?? .standard
    let height = BarMetrics.tabBarHeight(traitCollection, os: os)
    barHeight?.constant = -height
    for controller in viewControllers {
      controller.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    }
  }
}
