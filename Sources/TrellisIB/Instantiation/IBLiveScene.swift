import Trellis

/// A scene laid out and still alive: its Trellis views, guides and constraints next to the document's elements, for
/// checks that need more than frames (intrinsic sizes, ambiguity, the constraints in force). Valid only inside the
/// closure of ``IBDocument/inspect(_:options:_:)``; keep the facts, not the objects.
public struct IBLiveScene {
  /// One view element and the view made for it.
  public struct Entry {
    /// The document's element.
    public let element: IBElement
    /// The Trellis view made for it, laid out.
    public let view: View
    /// The id of the element the view was added to, nil for the scene's root.
    public let superviewID: String?
    /// Hidden itself or inside a hidden view.
    public let isHidden: Bool
    /// A bar of a navigation or tab bar controller.
    public let isContainerBar: Bool
  }

  /// The scene's frames, as ``IBDocument/layout(_:options:)`` gives them.
  public let layout: IBSceneLayout
  /// The window the scene was laid out in.
  public let window: Window
  /// Every view element with an id, in document order.
  public let entries: [Entry]
  /// The constraints made for the scene, each with its element's id as `identifier`.
  public let constraints: [LayoutConstraint]

  /// The entry of the view element with this id.
  public func entry(id: String) -> Entry? {
    entries.first { $0.element.id == id }
  }
}

extension IBDocument {
  /// Lays out one scene and hands it, alive, to `body`; nil when the document cannot be laid out for `options`.
  public func inspect<Result>(
    _ scene: IBScene, options: IBLayoutOptions = IBLayoutOptions(), _ body: (IBLiveScene) throws -> Result
  ) rethrows -> Result? {
    guard case .success(let canvas) = IBCanvas.make(for: self, options: options) else { return nil }
    let builder = SceneBuilder(document: self, scene: scene, options: options, canvas: canvas)
    let window = builder.run()
    let entries = builder.records.compactMap { record -> IBLiveScene.Entry? in
      guard record.element.id != nil else { return nil }
      return IBLiveScene.Entry(
        element: record.element, view: record.view, superviewID: record.superviewID,
        isHidden: record.insideHidden || record.view.isHidden, isContainerBar: record.isContainerBar)
    }
    let live = IBLiveScene(
      layout: builder.makeLayout(of: window), window: window, entries: entries, constraints: builder.constraints)
    return try body(live)
  }
}
