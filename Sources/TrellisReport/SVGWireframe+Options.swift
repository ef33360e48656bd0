extension SVGWireframe {
  /// What a wireframe shows besides the frames.
  public struct Options: Sendable, Hashable {
    /// How hidden views (and views inside hidden views) are drawn.
    public enum HiddenViews: String, Sendable, Hashable, CaseIterable {
      /// Drawn faint, with a dashed outline.
      case dimmed
      /// Not drawn at all.
      case omitted
    }

    /// How hidden views are drawn; dimmed by default.
    public var hiddenViews: HiddenViews
    /// Whether to outline, in red, the stored frame of each view whose stored frame differs from the computed one by
    /// more than a pixel (Interface Builder's "misplaced views"). Meaningful on the document's design device only:
    /// on another device every frame moves.
    public var marksMisplacedViews: Bool
    /// The document's name, shown in the title when given.
    public var documentName: String?

    /// Options with the given choices; the defaults dim hidden views, mark nothing and name no document.
    public init(hiddenViews: HiddenViews = .dimmed, marksMisplacedViews: Bool = false, documentName: String? = nil) {
      self.hiddenViews = hiddenViews
      self.marksMisplacedViews = marksMisplacedViews
      self.documentName = documentName
    }
  }
}
