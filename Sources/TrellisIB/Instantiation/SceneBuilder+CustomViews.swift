import Trellis

extension SceneBuilder {
  /// Gives custom views the intrinsic size Interface Builder measured for them, where their constraints leave their
  /// size free; returns whether any changed.
  ///
  /// A view of the app's own class (`customClass` on a plain `<view>`) can report an intrinsic content size from
  /// code: a rating control, a page control, a chart. Interface Builder runs such views as designables and lays the
  /// canvas out with their measured size, so a custom view whose constraints fix only its position is neither
  /// ambiguous to it nor flagged `ambiguous="YES"`, and its stored frame carries the measured size. Newer documents
  /// also record that size in `<designables>` (``IBDocument/designableSizes``), which takes precedence; older ones
  /// (Xcode 9 and 10) have only the frame. Public storyboards outside the corpus: Cosmos's demo (evgenyneu/Cosmos,
  /// toolsVersion 13122) centres five `CosmosView`s, each with only its centre and top constrained, at 293 × 53,
  /// 170 × 30, 156.5 × 20 and 120 × 20; CHIPageControl's (ChiliLabs, 14490) twelve page controls at 47 × 8, 78 × 12 and
  /// 63 × 2 — none flagged ambiguous, none with `<designables>`.
  ///
  /// The stored size stands in for the view's own measurement in both modes: the app runs the same code on every
  /// device, and without it lint would call each such view ambiguous. Only an axis the constraints leave free takes
  /// it, so a custom view sized by its constraints (or its subviews) is laid out as before; one that Interface
  /// Builder flags ambiguous, or whose stored length is zero, keeps having no intrinsic size.
  func measureUnsizedCustomViews() -> Bool {
    var changed = false
    for record in records {
      let element = record.element
      guard element.name == "view", element["customClass"] != nil, element.flag("ambiguous") != true,
        let view = record.view as? IBView,
        element.id.map({ document.designableSizes[$0] == nil }) ?? true,
        SceneBuilder.placeholderIntrinsicSize(of: element) == nil,
        let stored = element.child(key: "frame").map(IBReading.rect)
      else { continue }
      let free = view.ambiguousAxes
      guard !free.isEmpty else { continue }
      var size = view.fixedIntrinsicSize
      if free.contains(.horizontal), stored.width > 0, stored.width.isFinite { size.width = stored.width }
      if free.contains(.vertical), stored.height > 0, stored.height.isFinite { size.height = stored.height }
      guard size != view.fixedIntrinsicSize else { continue }
      view.fixedIntrinsicSize = size
      view.invalidateIntrinsicContentSize()
      changed = true
    }
    return changed
  }
}
