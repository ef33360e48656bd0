/// A part of a document that lays out on its own: a storyboard scene's view controller, or a top-level view of a
/// xib (a view, a cell, a header).
public struct IBScene: Sendable {
  /// The scene id of a storyboard scene, else the top-level object's id.
  public let id: String
  /// The view controller element, or the top-level view element.
  public let element: IBElement
  /// Whether the scene is a xib's top-level view rather than a view controller.
  public let isTopLevelView: Bool
  /// The views of the scene that are not in its view tree, found once when the document is read: navigation items'
  /// title views and bar button items' custom views (on the controller, or in the items of a toolbar or navigation
  /// bar), and a storyboard scene's free-standing views (its `<objects>` can hold views the controller adds at run
  /// time). UIKit puts the first in bars, which lay them out themselves (Trellis does not model that), and the last
  /// wherever the app adds them; Interface Builder lays each out on its own at its stored size.
  public let detachedViews: [IBElement]

  init(id: String, element: IBElement, isTopLevelView: Bool, freeStandingViews: [IBElement] = []) {
    self.id = id
    self.element = element
    self.isTopLevelView = isTopLevelView
    var found: [IBElement] = []
    var stack = [element]
    while let next = stack.popLast() {
      for child in next.children.reversed() {
        if child.key == "titleView" || child.key == "customView" {
          if IBViewClass.isView(child) { found.append(child) }
        } else {
          stack.append(child)
        }
      }
    }
    detachedViews = found + freeStandingViews
  }

  /// A name people recognise: the storyboard identifier, the custom class, the user label, else the id.
  public var name: String {
    element["storyboardIdentifier"] ?? element["customClass"] ?? element["userLabel"] ?? element["title"] ?? id
  }

  /// The tags of view controller elements.
  static let controllerTags: Set<String> = [
    "viewController", "tableViewController", "collectionViewController", "navigationController",
    "tabBarController", "splitViewController", "pageViewController", "glkViewController",
    "avPlayerViewController", "hostingController", "viewControllerPlaceholder",
  ]

  static func isViewController(_ tag: String) -> Bool { controllerTags.contains(tag) }
}
