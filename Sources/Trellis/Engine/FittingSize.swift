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
    fittingSizes(of: [view], targets: [target], horizontal: horizontal, vertical: vertical)[0]
  }

  /// Fitting sizes of several disjoint subtrees (a list's cells) in one go: the active constraints are sorted into
  /// subtrees in one scan, so measuring every cell of a long list costs the list once, not once a cell. The
  /// constraints a list holds its cells' content views with (`UIView-Encapsulated-Layout-*`) are left out.
  func fittingSizes(of views: [View], targets: [Size], horizontal: LayoutPriority, vertical: LayoutPriority)
    -> [Size]
  {
    if guidesChanged { for view in views { refreshMargins(in: view) } }
    var index: [ObjectIdentifier: Int] = [:]
    for (position, view) in views.enumerated() { index[ObjectIdentifier(view)] = position }
    /// The subtree an item is in: the nearest measured view at or above it.
    func subtree(_ item: LayoutItemReference) -> Int? {
      var current = item.view
      while let view = current {
        if let found = index[ObjectIdentifier(view)] { return found }
        current = view.superview
      }
      return nil
    }
    var userRows = [[Int]](repeating: [], count: views.count)
    for case .user(let constraint) in table.owners where !constraint.isEncapsulation {
      guard let first = subtree(constraint.first) else { continue }
      if let second = constraint.second, subtree(second) != first { continue }
      userRows[first].append(constraint.engineRow)
    }
    return views.indices.map { position in
      solveFitting(views[position], userRows[position], targets[position], horizontal, vertical)
    }
  }

  /// Brings the margins of a subtree up to date before it is measured. UIKit's margin guides follow a change of
  /// `layoutMargins` at once; the engine otherwise catches up in the next layout pass, so a cell given its margins
  /// just before its fitting height is asked would be measured with the old ones.
  private func refreshMargins(in view: View) {
    var pending = [view]
    while let current = pending.popLast() {
      pending += current.subviews
      guard updateEffectiveMargins(of: current, frame: current.superview == nil ? nil : current.frame) else { continue }
      for role in [LayoutGuide.Role.layoutMargins, .readableContent] {
        guard let guide = current.providedGuideIfMade(role), guide.variables != nil else { continue }
        installRoleRows(of: guide)
      }
      current.layoutMarginsDidChange()
    }
  }

  private func solveFitting(
    _ view: View, _ userRows: [Int], _ target: Size, _ horizontal: LayoutPriority, _ vertical: LayoutPriority
  ) -> Size {
    let v = variables(for: .view(view))
    let scratch = Solver(objective: .lexicographic)
    var rows = userRows
    var pending: [View] = [view]
    while let current = pending.popLast() {
      if current !== view { rows += current.frameRows.indices }
      rows += current.intrinsicRows.indices
      for guide in current.allGuides where guide.roleOwner === current { rows += guide.roleRows.indices }
      pending += current.subviews
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
