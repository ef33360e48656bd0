/// The root of an interface on a device (UIKit's `UIWindow`): sized, inset and traited by its ``Environment``,
/// hosting a root view controller whose view fills it. Changing the environment (a rotation, a multitasking
/// resize, a new text size) runs UIKit's sequence: `viewWillTransition(to:with:)` when the size changes, new traits
/// with `traitCollectionDidChange(_:)` only where they changed, then layout.
open class Window: View {
  public private(set) var environment: Environment

  public init(environment: Environment) {
    self.environment = environment
    super.init(frame: Rect(origin: .zero, size: environment.windowSize))
    applyEnvironment()
  }

  /// The controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view = controller.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
      controller.updateTraits(from: environment.traitCollection)
    }
  }

  /// Moves the window to a new environment, as a rotation or a multitasking change does, and lays it out.
  public func transition(to newEnvironment: Environment) {
    let coordinator = TransitionCoordinator()
    if newEnvironment.windowSize != environment.windowSize {
      rootViewController?.viewWillTransition(to: newEnvironment.windowSize, with: coordinator)
    }
    environment = newEnvironment
    frame = Rect(origin: .zero, size: newEnvironment.windowSize)
    applyEnvironment()
    rootViewController?.updateTraits(from: newEnvironment.traitCollection)
    layoutIfNeeded()
    for animation in coordinator.alongside { animation() }
    for completion in coordinator.completions { completion() }
  }

  private func applyEnvironment() {
    windowSafeAreaInsets = environment.safeAreaInsets
    inheritedLayoutDirection = environment.layoutDirection
  }

  /// The window's layout pass: controllers hear `viewWillLayoutSubviews` (parents first), the engine solves and
  /// places every view, controllers hear `viewDidLayoutSubviews` (children first). Views take the environment's
  /// display scale and readable width on the way.
  func layOutControllers() {
    let scale = environment.displayScale
    let readable = environment.contentSizeCategory.readableContentWidth
    func adopt(_ view: View) {
      if view.contentScaleFactor != scale { view.contentScaleFactor = scale }
      view.readableContentWidth = readable
      for subview in view.subviews { adopt(subview) }
    }
    adopt(self)
    let controllers = allControllers()
    for controller in controllers { controller.viewWillLayoutSubviews() }
    rootEngine.layout()
    // System minimum margins follow the width each controller's view got: settle them, then lay out again if needed.
    for controller in controllers { controller.applyMargins() }
    if rootEngine.needsLayout { rootEngine.layout() }
    for controller in controllers.reversed() { controller.viewDidLayoutSubviews() }
  }

  /// The controllers from the root down, parents before children.
  func allControllers() -> [ViewController] {
    var result: [ViewController] = []
    var pending = rootViewController.map { [$0] } ?? []
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      result.append(controller)
      pending += controller.children
    }
    return result
  }
}
