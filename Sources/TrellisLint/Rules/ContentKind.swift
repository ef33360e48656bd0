import TrellisIB

/// What Interface Builder element names say about a view: whether it shows text, whether it takes touches.
enum ContentKind {
  static let text: Set<String> = ["label", "button", "textField", "textView", "segmentedControl", "searchBar"]
  static let controls: Set<String> = [
    "button", "switch", "slider", "segmentedControl", "stepper", "textField", "pageControl", "searchBar",
  ]
  /// Views whose content a person reads or touches: overlapping such views hides something.
  static let content: Set<String> = text.union(controls).union(["activityIndicatorView", "progressView"])

  static func isContent(_ element: IBElement) -> Bool { content.contains(element.name) }
}
