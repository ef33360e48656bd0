/// A part of a document that lays out on its own: a storyboard scene's view controller, or a top-level view of a
/// xib (a view, a cell, a header).
public struct IBScene: Sendable {
  /// The scene id of a storyboard scene, else the top-level object's id.
  public let id: String
  /// The view controller element, or the top-level view element.
  public let element: IBElement
  /// Whether the scene is a xib's top-level view rather than a view controller.
  public let isTopLevelView: Bool
  /// Views of the scene outside its view controller's view (a storyboard scene's `<objects>` can hold views the
  /// controller adds at run time), laid out on their own at their stored size.
  public let freeStandingViews: [IBElement]

  init(id: String, element: IBElement, isTopLevelView: Bool, freeStandingViews: [IBElement] = []) {
    self.id = id
    self.element = element
    self.isTopLevelView = isTopLevelView
    self.freeStandingViews = freeStandingViews
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
