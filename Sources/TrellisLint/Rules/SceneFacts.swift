import TrellisIB

/// What a scene's document says that the layout rules need in every configuration, read once per scene rather than
/// once per layout.
struct SceneFacts: Sendable {
  /// Ids of the views that placeholder constraints (`placeholder="YES"`, removed at build time) hold: their code
  /// adds the constraints that replace them.
  let placeholderItems: Set<String>
  /// Whether the scene is drawn smaller than the screen (``PartialScreenScene``).
  let isPartialScreen: Bool

  init(scene: IBScene, document: IBDocument) {
    placeholderItems = Self.placeholderItems(of: scene)
    isPartialScreen = PartialScreenScene.contains(scene, of: document)
  }

  /// The ids of the views held by a scene's placeholder constraints (an omitted first item is the view that owns
  /// the constraint).
  static func placeholderItems(of scene: IBScene) -> Set<String> {
    var items = Set<String>()
    func visit(_ element: IBElement, owner: String?) {
      if element.name == "constraint", element["placeholder"] == "YES" {
        if let first = element["firstItem"] ?? owner { items.insert(first) }
        if let second = element["secondItem"] { items.insert(second) }
      }
      let isView = element.name != "constraints" && element.name != "constraint" && element.id != nil
      for child in element.children { visit(child, owner: isView ? element.id : owner) }
    }
    visit(scene.element, owner: nil)
    return items
  }
}
