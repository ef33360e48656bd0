import Trellis

extension IBDocument {
  /// Lays out one scene for `options` (by default: on the design device, as Interface Builder shows it).
  public func layout(_ scene: IBScene, options: IBLayoutOptions = IBLayoutOptions()) -> IBSceneLayout? {
    switch IBCanvas.make(for: self, options: options) {
    case .failure:
      return nil
    case .success(let canvas):
      return SceneBuilder(document: self, scene: scene, options: options, canvas: canvas).build()
    }
  }

  /// Lays out every scene. Problems that stop a scene from being laid out at all are in ``layoutDiagnostics(_:)``.
  public func layoutAll(options: IBLayoutOptions = IBLayoutOptions()) -> [IBSceneLayout] {
    scenes.compactMap { layout($0, options: options) }
  }

  /// The problems that keep the document from being laid out for `options` (an unknown design device).
  public func layoutDiagnostics(_ options: IBLayoutOptions) -> [IBDiagnostic] {
    if case .failure(let diagnostic) = IBCanvas.make(for: self, options: options) { return [diagnostic] }
    return []
  }
}
