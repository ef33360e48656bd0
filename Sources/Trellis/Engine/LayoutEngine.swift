import TrellisSolver

/// The Auto Layout engine of one view hierarchy (UIKit keeps one per window): a ``Solver`` holding the active
/// constraints of every view and guide below `root`, plus the constraints the engine derives itself — the root's
/// frame, frames of views that translate autoresizing masks, intrinsic content sizes, margins guides.
///
/// It is incremental: activating, deactivating or changing a constant touches the solver once; `layout()` reads
/// the solution and writes frames top-down.
final class LayoutEngine {
  // One engine serves one hierarchy on one thread; Swift's dynamic exclusivity checks on these properties cost a
  // tenth of a layout and are switched off.
  unowned let root: View
  let solver = Solver()
  /// Active user constraints in activation order, with holes where constraints were deactivated (each knows its
  /// slot), so that deactivating is O(1); the list is compacted when holes are many.
  @exclusivity(unchecked) private var activeSlots: [LayoutConstraint?] = []
  @exclusivity(unchecked) private var holes = 0

  /// Active user constraints, in activation order.
  var constraints: [LayoutConstraint] { activeSlots.compactMap { $0 } }
  /// Items with variables, in the order the engine met them.
  @exclusivity(unchecked) private var items: [LayoutItemReference] = []
  @exclusivity(unchecked) var issues: [LayoutIssue] = []
  @exclusivity(unchecked) var needsLayout = true
  /// Whether margins, safe areas or readable widths must be recomputed before the next solve.
  @exclusivity(unchecked) private var guidesChanged = false

  init(root: View) {
    self.root = root
  }

  // MARK: Variables and derived constraints

  /// The item's variables, made on first use together with the constraints the engine derives for it.
  @discardableResult
  func variables(for item: LayoutItemReference) -> ItemVariables {
    if let existing = item.variables { return existing }
    if case .view(let view) = item, let parent = view.superview { variables(for: .view(parent)) }
    if case .guide(let guide) = item, let owner = guide.owningView { variables(for: .view(owner)) }
    // Static names: a name per item would cost a string per variable on every layout; reports name items through
    // their constraints instead.
    let made = ItemVariables(
      minX: Variable("minX"), minY: Variable("minY"), width: Variable("width"), height: Variable("height"),
      serial: items.count + 1)
    switch item {
    case .view(let view): view.variables = made
    case .guide(let guide): guide.variables = made
    }
    items.append(item)
    switch item {
    case .view(let view):
      installFrameConstraints(of: view)
      installIntrinsicConstraints(of: view)
    case .guide(let guide):
      if let owner = guide.roleOwner { owner.effectiveLayoutMargins = effectiveMargins(of: owner, frame: nil) }
      installRoleConstraints(of: guide)
    }
    needsLayout = true
    return made
  }

  /// Root: pinned to its frame. Views translating autoresizing masks: their frame in the superview, with the
  /// flexible parts of the mask taking their share of any change in the superview's size since the frame was set.
  private func installFrameConstraints(of view: View) {
    guard let list = frameConstraintList(of: view) else { return }
    install(list, as: &view.frameConstraints)
  }

  /// The four frame constraints of a root or of a view translating its mask (nil for other views).
  private func frameConstraintList(of view: View) -> [Constraint]? {
    guard view === root || view.translatesAutoresizingMaskIntoConstraints else { return nil }
    let v = view.variables!
    let frame = view.frame
    guard view !== root, let parent = view.superview else {
      return [v.minX == frame.minX, v.minY == frame.minY, v.width == frame.width, v.height == frame.height]
    }
    let p = variables(for: .view(parent))
    let mask = view.autoresizingMask
    let reference = parent.frame.size
    let horizontal = AutoresizingMask.shares(
      margin: frame.minX, size: frame.width, trailing: reference.width - frame.maxX,
      flexibleMargin: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
      flexibleTrailing: mask.contains(.flexibleRightMargin))
    let vertical = AutoresizingMask.shares(
      margin: frame.minY, size: frame.height, trailing: reference.height - frame.maxY,
      flexibleMargin: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
      flexibleTrailing: mask.contains(.flexibleBottomMargin))
    // Each part = its length when set + its share of (superview length − superview length when set).
    let growthX = p.width - reference.width
    let growthY = p.height - reference.height
    return [
      v.minX == p.minX + frame.minX + growthX * horizontal.margin,
      v.minY == p.minY + frame.minY + growthY * vertical.margin,
      v.width == frame.width + growthX * horizontal.size,
      v.height == frame.height + growthY * vertical.size,
    ]
  }

  /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis with an
  /// intrinsic size.
  private func installIntrinsicConstraints(of view: View) {
    let v = view.variables!
    let size = view.intrinsicContentSize
    var list: [Constraint] = []
    if size.width >= 0 {
      list.append((v.width <= size.width) | view.contentHuggingPriority(for: .horizontal).strength)
      list.append((v.width >= size.width) | view.contentCompressionResistancePriority(for: .horizontal).strength)
    }
    if size.height >= 0 {
      list.append((v.height <= size.height) | view.contentHuggingPriority(for: .vertical).strength)
      list.append((v.height >= size.height) | view.contentCompressionResistancePriority(for: .vertical).strength)
    }
    install(list, as: &view.intrinsicConstraints)
  }

  /// The guides a view provides: margins and safe-area guides sit inside the view by insets; the readable-content
  /// guide sits centred in the margins guide, no wider than the readable width.
  private func installRoleConstraints(of guide: LayoutGuide) {
    guard let role = guide.role, let view = guide.roleOwner else { return }
    let g = guide.variables!
    let v = variables(for: .view(view))
    let list: [Constraint]
    switch role {
    case .layoutMargins, .safeArea:
      let insets = role == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins
      list = [
        g.minX == v.minX + insets.left, g.minY == v.minY + insets.top,
        g.width == v.width - (insets.left + insets.right), g.height == v.height - (insets.top + insets.bottom),
      ]
    case .keyboard:
      let height = view.keyboardOverlap > 0 ? view.keyboardOverlap : view.safeAreaInsets.bottom
      list = [
        g.minX == LinearExpression(v.minX), g.width == LinearExpression(v.width), g.height == height,
        g.minY + g.height == v.minY + v.height,
      ]
    case .scrollFrame:
      list = [
        g.minX == LinearExpression(v.minX), g.minY == LinearExpression(v.minY), g.width == LinearExpression(v.width),
        g.height == LinearExpression(v.height),
      ]
    case .scrollContent:
      let offset = (view as? ScrollView)?.contentOffset ?? .zero
      list = [g.minX == v.minX - offset.x, g.minY == v.minY - offset.y]
    case .readableContent:
      let margins = LayoutItemReference.guide(view.layoutMarginsGuide)
      let m = variables(for: margins)
      list = [
        g.minX + 0.5 * g.width == m.minX + 0.5 * m.width, g.minY == m.minY, g.height == m.height,
        g.width <= view.readableContentWidth, g.width <= LinearExpression(m.width),
        (g.width == LinearExpression(m.width)) | LayoutPriority(999).strength,
      ]
    }
    install(list, as: &guide.roleConstraints)
  }

  private func install(_ list: [Constraint], as slot: inout [Constraint]) {
    remove(&slot)
    for constraint in list {
      do {
        try solver.addConstraint(constraint)
        slot.append(constraint)
      } catch {
        report(.unsatisfiable, "Unable to satisfy a constraint the engine derives: \(error)")
      }
    }
  }

  private func remove(_ slot: inout [Constraint]) {
    try? solver.removeConstraints(slot)
    slot = []
  }

  // MARK: Changes from views

  func frameChanged(of view: View) {
    guard view.variables != nil, let list = frameConstraintList(of: view) else { return }
    let installed = view.frameConstraints
    let sameTerms =
      installed.count == list.count
      && zip(installed, list).allSatisfy { old, new in
        old.expression.terms.count == new.expression.terms.count
          && zip(old.expression.terms, new.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
          }
      }
    if sameTerms {
      // Only constants moved (a frame change without a flexible mask, a window resize): move them in place.
      for (old, new) in zip(installed, list) { try? solver.setConstant(new.expression.constant, of: old) }
    } else {
      install(list, as: &view.frameConstraints)
    }
    needsLayout = true
  }

  func autoresizingChanged(of view: View) {
    guard view.variables != nil else { return }
    if view.translatesAutoresizingMaskIntoConstraints || view === root {
      installFrameConstraints(of: view)
    } else {
      remove(&view.frameConstraints)
    }
    needsLayout = true
  }

  func intrinsicSizeChanged(of view: View) {
    guard view.variables != nil else { return }
    installIntrinsicConstraints(of: view)
    needsLayout = true
  }

  /// Margins, safe area or readable width settings changed: the next layout recomputes the provided guides.
  func guidesNeedUpdate() {
    guidesChanged = true
    needsLayout = true
  }

  /// Leading and trailing below `view` may have flipped: re-install what depends on them.
  func layoutDirectionChanged(below view: View) {
    let affected = constraints.filter { constraint in
      [constraint.first, constraint.second].contains { item in
        guard let item, let owner = item.view else { return false }
        return owner.isDescendant(of: view)
      }
    }
    for constraint in affected {
      deactivate(constraint)
      activate(constraint)
    }
    guidesNeedUpdate()
  }

  // MARK: User constraints

  func activate(_ constraint: LayoutConstraint) {
    guard constraint.engine == nil else { return }
    guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
      report(.nonFinite, "Unable to activate constraint \(constraint): its constant or multiplier is not finite.")
      return
    }
    for item in [constraint.first, constraint.second].compactMap({ $0 }) {
      guard let view = item.view, view.root === root else {
        report(
          .noCommonAncestor,
          "Unable to activate constraint \(constraint) because its items have no common ancestor. Does the "
            + "constraint reference items in different view hierarchies?")
        return
      }
    }
    let expression = self.expression(of: constraint)
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let installed = Constraint(expression, relation, strength: constraint.priority.strength)
    do {
      try solver.addConstraint(installed)
    } catch {
      reportConflict(error, breaking: constraint)
      return
    }
    constraint.installed = installed
    constraint.engine = self
    constraint.engineSlot = activeSlots.count
    activeSlots.append(constraint)
    needsLayout = true
  }

  func deactivate(_ constraint: LayoutConstraint) {
    guard constraint.engine === self, let installed = constraint.installed else { return }
    try? solver.removeConstraint(installed)
    constraint.installed = nil
    constraint.engine = nil
    activeSlots[constraint.engineSlot] = nil
    holes += 1
    if holes > 32 && holes * 2 > activeSlots.count {
      activeSlots = activeSlots.filter { $0 != nil }
      for (slot, active) in activeSlots.enumerated() { active?.engineSlot = slot }
      holes = 0
    }
    needsLayout = true
  }

  func constantChanged(_ constraint: LayoutConstraint) {
    guard let installed = constraint.installed else { return }
    guard constraint.constant.isFinite else {
      report(.nonFinite, "Ignoring a non-finite constant for \(constraint).")
      return
    }
    do {
      try solver.setConstant(expression(of: constraint).constant, of: installed)
    } catch {
      reportConflict(error, breaking: constraint)
      deactivate(constraint)
    }
    needsLayout = true
  }

  func priorityChanged(_ constraint: LayoutConstraint) {
    guard constraint.installed != nil else { return }
    deactivate(constraint)
    activate(constraint)
  }

  /// `first.attribute − multiplier × second.attribute − constant`, margin attributes taken on the margins guide.
  /// Built into one term array: this runs for every constraint a layout activates.
  private func expression(of constraint: LayoutConstraint) -> LinearExpression {
    var terms: [Term] = []
    terms.reserveCapacity(4)
    func add(_ item: LayoutItemReference, _ attribute: LayoutAttribute, _ factor: Double) {
      if let plain = attribute.withoutMargin, case .view(let view) = item {
        let guide = LayoutItemReference.guide(view.layoutMarginsGuide)
        guide.appendTerms(for: plain, variables: variables(for: guide), factor: factor, to: &terms)
      } else {
        item.appendTerms(for: attribute, variables: variables(for: item), factor: factor, to: &terms)
      }
    }
    add(constraint.first, constraint.firstAttribute, 1)
    if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
      add(second, constraint.secondAttribute, -constraint.multiplier)
    }
    // Right to left, leading and trailing are the right and left edges and their constants point inwards the other
    // way: `a.leading == b.leading + 16` keeps `a` 16 pt inside `b`'s right edge, as in UIKit.
    let flips =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && constraint.first.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return LinearExpression(terms, constant: flips ? constraint.constant : -constraint.constant)
  }

  // MARK: Reports

  private func report(_ kind: LayoutIssue.Kind, _ message: String) {
    issues.append(LayoutIssue(kind: kind, message: message))
  }

  /// UIKit's "Unable to simultaneously satisfy constraints" report, listing the user constraints in the conflict
  /// (and any the engine derived) with the one that was left out last.
  private func reportConflict(_ error: SolverError, breaking constraint: LayoutConstraint) {
    var involved: [String] = []
    if case .unsatisfiable(_, let conflicts) = error {
      // The solver lists the refused constraint last; the others are active user constraints or ones the engine
      // derived (frames pinned by autoresizing masks, margins, the root's size).
      for conflict in conflicts.dropLast() {
        if let user = constraints.first(where: { $0.installed === conflict }) {
          involved.append(user.logDescription)
        } else {
          involved.append(describeDerived(conflict))
        }
      }
    }
    let broken = String(constraint.description.dropLast()) + "   (active)>"
    involved.append(broken)
    let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
    report(
      .unsatisfiable,
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
      \(list)
      )

      Will attempt to recover by breaking constraint
      \(broken)
      """)
  }

  /// A constraint the engine derived, named as UIKit names its own: encapsulated sizes of the root,
  /// autoresizing-mask constraints, content-size constraints, guide constraints.
  private func describeDerived(_ constraint: Constraint) -> String {
    let value = { (expression: LinearExpression) in formatNumber(-expression.constant) }
    let axes = ["minX", "minY", "width", "height"]
    for item in items {
      switch item {
      case .view(let view):
        if let index = view.frameConstraints.firstIndex(where: { $0 === constraint }) {
          if view === root {
            let side = ["Left", "Top", "Width", "Height"][index]
            return "<NSLayoutConstraint:'UIView-Encapsulated-Layout-\(side)' \(item.name).\(axes[index]) == "
              + "\(value(constraint.expression))   (active)>"
          }
          return "<NSAutoresizingMaskLayoutConstraint:\(view.autoresizingMask.notation) \(item.name).\(axes[index]) == "
            + "\(value(constraint.expression))   (active)>"
        }
        if let index = view.intrinsicConstraints.firstIndex(where: { $0 === constraint }) {
          let kind = index % 2 == 0 ? "Hug" : "CompressionResistance"
          let relation = index % 2 == 0 ? "<=" : ">="
          let axis = view.intrinsicContentSize.width >= 0 && index < 2 ? "width" : "height"
          return "<NSContentSizeLayoutConstraint:\(item.name).\(axis) \(relation) \(value(constraint.expression)) "
            + "\(kind):\(Int(constraint.strength.value.rounded()))   (active)>"
        }
      case .guide(let guide):
        if guide.roleConstraints.contains(where: { $0 === constraint }) {
          return "<NSLayoutConstraint:'\(guide.identifier)' \(item.name) inside \(guide.owningView?.debugName ?? "?")"
            + "   (active)>"
        }
      }
    }
    return "<NSLayoutConstraint:engine \(constraint)   (active)>"
  }

  // MARK: Layout pass

  /// Writes the frame of every view with variables (in its superview's coordinates, rounded to its pixel grid) and
  /// every guide's layout frame, top-down, calling `layoutSubviews()` on each view after its subviews are placed.
  func layout() {
    // Safe areas and preserved margins depend on where views end up, so a pass that moves them is followed by
    // another (UIKit iterates the same way); three passes settle every hierarchy that does not oscillate.
    for _ in 0..<3 {
      solver.updateVariables()
      place(root, parentOrigin: Point(x: 0, y: 0), isRoot: true)
      if !updateProvidedGuides() { break }
    }
    needsLayout = false
  }

  /// Recomputes every view's safe area insets and effective margins from the frames just written, and
  /// re-installs the guides that follow them. Returns whether any guide moved.
  private func updateProvidedGuides() -> Bool {
    let forced = guidesChanged
    guidesChanged = false
    var moved = false
    let rootFrame = Rect(origin: .zero, size: root.frame.size)
    let safeRect = rootFrame.inset(by: root.windowSafeAreaInsets)
    func visit(_ view: View, absolute: Rect) {
      let insets: EdgeInsets
      if view === root {
        insets = root.windowSafeAreaInsets
      } else {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        insets = EdgeInsets(
          top: clamp(safeRect.minY - absolute.minY, absolute.height),
          left: clamp(safeRect.minX - absolute.minX, absolute.width),
          bottom: clamp(absolute.maxY - safeRect.maxY, absolute.height),
          right: clamp(absolute.maxX - safeRect.maxX, absolute.width))
      }
      let safeAreaMoved = insets != view.safeAreaInsets
      view.safeAreaInsets = insets
      let keyboardTop = rootFrame.maxY - root.windowKeyboardHeight
      let overlap =
        root.windowKeyboardHeight > 0 ? min(max(absolute.maxY - keyboardTop, 0), max(absolute.height, 0)) : 0
      let keyboardMoved = overlap != view.keyboardOverlap
      view.keyboardOverlap = overlap
      let margins = effectiveMargins(of: view, frame: view === root ? nil : view.frame)
      let marginsMoved = margins != view.effectiveLayoutMargins
      view.effectiveLayoutMargins = margins
      if safeAreaMoved || marginsMoved || keyboardMoved || forced {
        for role in [LayoutGuide.Role.safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent] {
          guard let guide = view.providedGuideIfMade(role), guide.variables != nil else { continue }
          installRoleConstraints(of: guide)
          moved = true
        }
      }
      if safeAreaMoved { view.safeAreaInsetsDidChange() }
      if marginsMoved { view.layoutMarginsDidChange() }
      for subview in view.subviews {
        visit(subview, absolute: subview.frame.offsetBy(dx: absolute.minX, dy: absolute.minY))
      }
    }
    visit(root, absolute: rootFrame)
    return moved
  }

  /// The margins a view's margins guide keeps, as left and right: its layout margins raised to the system minimum
  /// (when it respects it) and to what is left of the superview's margins (when it preserves them), then measured
  /// from the safe area (when inset from it). `frame` is the view's frame in its superview, when known.
  func effectiveMargins(of view: View, frame: Rect?) -> EdgeInsets {
    var margins = view.layoutMargins
    let direction = view.effectiveUserInterfaceLayoutDirection
    if view.respectsSystemMinimumLayoutMargins {
      let minimum = view.systemMinimumLayoutMargins.edgeInsets(in: direction)
      margins = EdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if view.preservesSuperviewLayoutMargins, let parent = view.superview, let frame {
      let inherited = parent.effectiveLayoutMargins
      margins = EdgeInsets(
        top: max(margins.top, inherited.top - frame.minY),
        left: max(margins.left, inherited.left - frame.minX),
        bottom: max(margins.bottom, inherited.bottom - (parent.frame.height - frame.maxY)),
        right: max(margins.right, inherited.right - (parent.frame.width - frame.maxX)))
    }
    if view.insetsLayoutMarginsFromSafeArea {
      let safe = view.safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    }
    return margins
  }

  private func absoluteFrame(_ variables: ItemVariables) -> Rect {
    Rect(
      x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
  }

  private func place(_ view: View, parentOrigin: Point, isRoot: Bool) {
    var origin = parentOrigin
    if let v = view.variables {
      let absolute = absoluteFrame(v)
      origin = absolute.origin
      if !isRoot && !view.translatesAutoresizingMaskIntoConstraints {
        view.storedFrame = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
          .rounded(toScale: view.contentScaleFactor)
      }
    } else {
      origin = Point(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY)
    }
    // A scroll view's bounds start at its content offset: its guides and subviews are in content coordinates.
    if let scrollView = view as? ScrollView {
      origin = Point(x: origin.x - scrollView.contentOffset.x, y: origin.y - scrollView.contentOffset.y)
    }
    for guide in view.allGuides {
      guard let g = guide.variables else { continue }
      guide.layoutFrame = absoluteFrame(g).offsetBy(dx: -origin.x, dy: -origin.y)
    }
    for subview in view.subviews { place(subview, parentOrigin: origin, isRoot: false) }
    view.layoutSubviews()
  }

  // MARK: Moving subtrees

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
    for item in items where matches(item) {
      switch item {
      case .view(let view):
        remove(&view.frameConstraints)
        remove(&view.intrinsicConstraints)
        view.variables = nil
      case .guide(let guide):
        remove(&guide.roleConstraints)
        guide.variables = nil
      }
    }
    items.removeAll(where: matches)
  }

  /// Empties the engine (its hierarchy joined another one).
  private func dissolve() {
    for constraint in constraints {
      constraint.installed = nil
      constraint.engine = nil
    }
    activeSlots = []
    holes = 0
    forget { _ in true }
  }
}
