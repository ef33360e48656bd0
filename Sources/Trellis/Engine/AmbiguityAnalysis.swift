import TrellisSolver

extension View {
  /// Whether the constraints leave the view's frame free to move or resize in an equally good solution (UIKit's
  /// `hasAmbiguousLayout`). A view that uses constraints but has none is ambiguous; a view pinned by its
  /// autoresizing mask is not.
  public var hasAmbiguousLayout: Bool {
    !ambiguousVariableNames.isEmpty
  }

  /// Whether the constraints leave the view free to move or resize along one axis: `minX`/`width` horizontally,
  /// `minY`/`height` vertically.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    ambiguousAxes.contains(axis)
  }

  /// The axes along which the constraints leave the view free, found in one pass over its unknowns.
  public var ambiguousAxes: Set<LayoutAxis> {
    var axes: Set<LayoutAxis> = []
    for name in ambiguousVariableNames {
      axes.insert(name == "minX" || name == "width" ? .horizontal : .vertical)
    }
    return axes
  }

  /// The names of the view's free unknowns (`minX`, `minY`, `width`, `height`).
  var ambiguousVariableNames: [String] {
    guard let engine = engineIfAny, let v = variables else {
      return translatesAutoresizingMaskIntoConstraints || superview == nil ? [] : ["minX", "minY", "width", "height"]
    }
    // When propagation laid the hierarchy out, every unknown was forced: nothing is ambiguous.
    engine.settle()
    guard let solver = engine.solver else { return [] }
    return [("minX", v.minX), ("minY", v.minY), ("width", v.width), ("height", v.height)]
      .filter { solver.isAmbiguous(engine.solverVariable($0.1)) }.map(\.0)
  }

  /// Moves an ambiguous view to another equally valid layout, as UIKit's debugging aid does, so the ambiguity
  /// becomes visible. Does nothing to a view whose layout is determined.
  public func exerciseAmbiguityInLayout() {
    guard let engine = engineIfAny, let v = variables else { return }
    engine.settle()
    guard let solver = engine.solver else { return }
    for variable in [v.minX, v.minY, v.width, v.height].map(engine.solverVariable) where solver.isAmbiguous(variable) {
      // A pull weaker than any optional constraint moves the variable only along directions nothing weighs.
      guard (try? solver.addEditVariable(variable, strength: Strength(1e-6))) != nil else { continue }
      try? solver.suggestValue(solver.value(of: variable) + 50, for: variable)
      try? solver.removeEditVariable(variable)
    }
    engine.valuesStale = true
    engine.layout()
  }

  /// The active constraints that the view's position and size on `axis` follow from (UIKit's
  /// `constraintsAffectingLayout(for:)`), in activation order.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    guard let engine = engineIfAny, let v = variables else { return [] }
    let unknowns = axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]
    let solver = engine.activeSolver
    let determining = unknowns.flatMap { solver.constraintsDetermining(engine.solverVariable($0)) }
    return engine.constraints.filter { constraint in
      determining.contains { $0 === engine.table.installed(at: constraint.engineRow) }
    }
  }

  /// UIKit's `_autolayoutTrace`: the hierarchy, one view a line, `*` before views laid out by constraints, and
  /// `- AMBIGUOUS LAYOUT for …` naming the free unknowns.
  public func autolayoutTrace() -> String {
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      let indent = String(repeating: "|   ", count: depth)
      let marker = view.translatesAutoresizingMaskIntoConstraints ? "•" : "*"
      var line = "\(indent)\(marker)\(view.debugName)"
      let free = view.ambiguousVariableNames
      if !free.isEmpty {
        line += "- AMBIGUOUS LAYOUT for " + free.map { "\(view.debugName).\($0)" }.joined(separator: ", ")
      }
      lines.append(line)
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n")
      + "\n\nLegend:\n\t* - is laid out with auto layout\n\t• - translates its autoresizing mask into constraints"
  }
}
