/// Every rule Trellis has, in the order `trellis rules` lists them.
public enum RuleCatalog {
  static let rules: [any Rule] = [
    UnsatisfiableConstraintsRule(), AmbiguousLayoutRule(), MisplacedViewRule(), ViewOutsideBoundsRule(),
    OverlappingSiblingsRule(), TruncatedTextRule(), UnsafeAreaContentRule(), SmallTouchTargetRule(),
    ReadableWidthRule(), ZeroSizeViewRule(), LeftRightAttributeRule(), MixedAutoresizingRule(),
    DocumentProblemRule(),
  ]

  /// The rules' descriptions.
  public static var descriptions: [RuleDescription] { rules.map(\.description) }

  /// The rule with this id.
  static func rule(id: String) -> (any Rule)? { rules.first { $0.description.id == id } }
}
