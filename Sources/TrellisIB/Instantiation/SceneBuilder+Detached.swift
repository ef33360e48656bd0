import Trellis

extension SceneBuilder {
  /// The views of a scene that are not in its view tree: navigation items' title views and bar button items' custom
  /// views (on the controller, or in the items of a toolbar or navigation bar in the view tree), and free-standing
  /// views in a storyboard scene's objects. UIKit puts the first two in bars, which lay them out themselves (Trellis
  /// does not model that), and the last wherever the app adds them; Interface Builder lays each out on its own at its
  /// stored size, so their subviews still follow their constraints.
  func detachedViewElements() -> [IBElement] {
    var found: [IBElement] = []
    var seen: Set<String> = []
    func add(_ element: IBElement) {
      guard IBViewClass.isView(element) else { return }
      if let id = element.id {
        guard seen.insert(id).inserted else { return }
      }
      found.append(element)
    }
    var stack = [scene.element]
    while let next = stack.popLast() {
      for child in next.children.reversed() {
        if child.key == "titleView" || child.key == "customView" {
          add(child)
        } else {
          stack.append(child)
        }
      }
    }
    for view in scene.freeStandingViews { add(view) }
    return found
  }

  /// Builds the detached views, each a root of its own at its stored frame, laid out after the scene.
  func buildDetachedViews() {
    for element in detachedViewElements() {
      let view = buildView(element, superviewID: nil, insideHidden: false)
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = []
      view.frame = element.child(key: "frame").map(IBReading.rect) ?? .zero
      detachedRoots.append(view)
    }
  }
}
