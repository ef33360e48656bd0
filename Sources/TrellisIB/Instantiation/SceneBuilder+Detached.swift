import Trellis

extension SceneBuilder {
  /// Builds the scene's detached views (``IBScene/detachedViews``), each a root of its own at its stored frame, laid
  /// out after the scene.
  func buildDetachedViews() {
    for element in scene.detachedViews {
      let view = buildView(element, superviewID: nil, insideHidden: false)
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = []
      view.frame = element.child(key: "frame").map(IBReading.rect) ?? .zero
      detachedRoots.append(view)
    }
  }
}
