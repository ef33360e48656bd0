import TrellisSolver

extension View {
  /// UIKit's compressed fitting size: the smallest size the view's constraints allow.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// UIKit's expanded fitting size: the largest size the view's constraints allow.
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// The size the view's own constraints give it when pulled towards `targetSize` (UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`): only constraints between
  /// the view and its descendants count, the view's position is ignored, and each axis is pulled at its priority
  /// (`.required` to fix it, `.fittingSizeLevel` to let the constraints decide). Self-sizing cells ask this.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
    verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
  ) -> Size {
    rootEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
  }

  /// The fitting size with both axes left to the constraints, pulled towards `targetSize`.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
}

extension LayoutEngine {
  /// Solves the view's subtree on its own, in a scratch solver sharing the subtree's variables.
  func fittingSize(of view: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
    let inside = { (item: LayoutItemReference) -> Bool in item.view?.isDescendant(of: view) ?? false }
    let v = variables(for: .view(view))
    let scratch = Solver()
    var rows: [Int] = []
    var pending: [View] = [view]
    while let current = pending.popLast() {
      if current !== view { rows += current.frameRows.indices }
      rows += current.intrinsicRows.indices
      for guide in current.allGuides where guide.roleOwner === current { rows += guide.roleRows.indices }
      pending += current.subviews
    }
    for constraint in constraints where inside(constraint.first) && (constraint.second.map(inside) ?? true) {
      rows.append(constraint.engineRow)
    }
    let width = solverVariable(v.width)
    let height = solverVariable(v.height)
    try? scratch.addConstraints(rows.sorted().filter { table[$0].isLive }.map { makeConstraint(table[$0]) })
    // Anchor the subtree, then pull the size towards the target at the fitting priorities; a required pull that
    // cannot hold is relaxed to just below required so that the answer is the nearest size the constraints allow.
    try? scratch.addConstraints([solverVariable(v.minX) == 0, solverVariable(v.minY) == 0])
    for (variable, length, priority) in [(width, target.width, horizontal), (height, target.height, vertical)] {
      let pull = (variable == length) | priority.strength
      if (try? scratch.addConstraint(pull)) == nil {
        try? scratch.addConstraint((variable == length) | LayoutPriority(999).strength)
      }
    }
    return Size(width: scratch.value(of: width), height: scratch.value(of: height))
  }
}
