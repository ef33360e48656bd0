import Trellis

extension SceneBuilder {
  /// The legacy top and bottom layout guides (`topLayoutGuide`, `bottomLayoutGuide`) of a controller whose root is
  /// `root`: the bands between the view's top and bottom edges and its safe area, as guides of their own.
  ///
  /// UIKit makes them views inside the controller's view and pins them to its top and bottom edges. When that view is
  /// a scroll view, those pins are edge constraints between a scroll view and its content, so they bind the content
  /// area (the rule `makeConstraint` applies to documents' constraints): a guide keeps its length but sits at the
  /// top or bottom of the content, and a chain of views pinned to the bottom guide sets the content height instead
  /// of stretching to the frame. Holdout evidence: DropDown (Xcode 9, a scroll view as the root of a 600 × 700
  /// freeform scene, 636 tall below an opaque bar) stores the chain pinned 10 pt above its bottom guide ending at
  /// 538.5, its low-hugging segmented control at its intrinsic 29 pt, and the views pinned 30 pt below the top
  /// guide at y = 30.
  func makeLegacyLayoutGuides(of controllerElement: IBElement, in root: View) {
    let content = (root as? ScrollView).flatMap { scrollingViews.contains(ObjectIdentifier($0)) ? $0 : nil }
    for guide in controllerElement.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
      guard let id = guide.id else { continue }
      let isBottom = guide["type"] == "bottom"
      let layoutGuide = LayoutGuide()
      layoutGuide.identifier = "\(guide["type"] ?? "")LayoutGuide"
      root.addLayoutGuide(layoutGuide)
      let safe = root.safeAreaLayoutGuide
      var constraints = [
        layoutGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        layoutGuide.widthAnchor.constraint(equalTo: root.widthAnchor),
      ]
      // The band on the frame: from the top edge to the safe area, or from the safe area to the bottom edge.
      let band: LayoutGuide
      if let content {
        band = LayoutGuide()
        band.identifier = "\(guide["type"] ?? "")LayoutGuideLength"
        root.addLayoutGuide(band)
        constraints += [
          layoutGuide.heightAnchor.constraint(equalTo: band.heightAnchor),
          isBottom
            ? layoutGuide.bottomAnchor.constraint(equalTo: content.contentLayoutGuide.bottomAnchor)
            : layoutGuide.topAnchor.constraint(equalTo: content.contentLayoutGuide.topAnchor),
        ]
      } else {
        band = layoutGuide
      }
      constraints +=
        isBottom
        ? [
          band.topAnchor.constraint(equalTo: safe.bottomAnchor),
          band.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        : [band.topAnchor.constraint(equalTo: root.topAnchor), band.bottomAnchor.constraint(equalTo: safe.topAnchor)]
      LayoutConstraint.activate(constraints)
      guidesByID[id] = layoutGuide
    }
  }
}
