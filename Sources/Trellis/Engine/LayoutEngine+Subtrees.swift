/// Subtrees joining and leaving the hierarchy.
extension LayoutEngine {
  /// A subtree joined this hierarchy: its engine (if it had one) hands over its constraints.
  func adopt(_ view: View, from incoming: LayoutEngine?) {
    guard let incoming, incoming !== self else { return }
    view.ownEngine = nil
    let moving = incoming.constraints
    incoming.dissolve()
    for constraint in moving { activate(constraint) }
  }

  /// A subtree left this hierarchy: constraints crossing the cut are deactivated; those within it move to a new
  /// engine on the subtree's root.
  func detach(_ view: View) {
    let inSubtree = { (item: LayoutItemReference) -> Bool in item.view?.isDescendant(of: view) ?? false }
    var moving: [LayoutConstraint] = []
    for constraint in constraints {
      let firstInside = inSubtree(constraint.first)
      let secondInside = constraint.second.map(inSubtree) ?? firstInside
      if firstInside && secondInside { moving.append(constraint) }
      if firstInside || secondInside { deactivate(constraint) }
    }
    forget(inSubtree)
    LayoutConstraint.activate(moving)
  }

  /// A guide left its view: its constraints are deactivated.
  func detach(_ guide: LayoutGuide) {
    for constraint in constraints where constraint.first.object === guide || constraint.second?.object === guide {
      deactivate(constraint)
    }
    forget { $0.object === guide }
  }

  /// Drops the variables and derived constraints of the items that match.
  private func forget(_ matches: (LayoutItemReference) -> Bool) {
    for item in items.lazy.map(\.reference) where matches(item) {
      switch item {
      case .view(let view):
        removeRows(&view.frameRows)
        removeRows(&view.intrinsicRows)
        view.variables = nil
      case .guide(let guide):
        removeRows(&guide.roleRows)
        guide.variables = nil
      }
    }
    let kept = items.indices.filter { !matches(items[$0].reference) }
    items = kept.map { items[$0] }
    itemBases = kept.map { itemBases[$0] }
  }

  /// Every item forgets its variables and rows.
  func forgetAllItems() {
    for item in items {
      switch item.reference {
      case .view(let view):
        view.frameRows = RowRange()
        view.intrinsicRows = RowRange()
        view.variables = nil
      case .guide(let guide):
        guide.roleRows = RowRange()
        guide.variables = nil
      }
    }
    items = []
    itemBases = []
  }

  /// Empties the engine (its hierarchy joined another one).
  private func dissolve() {
    for constraint in constraints { constraint.didUninstall() }
    forgetAllItems()
    baselineConstraintCount = 0
    table.removeAll()
    propagation = Propagation()
    solver = nil
    solverVariables = []
    variableCount = 0
    valuesStale = true
  }
}
