import TrellisSolver

/// The Auto Layout engine of one view hierarchy (UIKit keeps one per window): every active constraint of the views
/// and guides below `root`, plus the constraints the engine derives itself — the root's frame, frames of views that
/// translate autoresizing masks, intrinsic content sizes, the guides views provide.
///
/// It holds them as rows over numbered variables (four per item). A layout first tries ``Propagation``, which solves
/// the usual chain-of-definitions layout in one pass with exactly the simplex's answer; the first time that gives up
/// (a trade-off between priorities, an ambiguity, a conflict) the rows go to a ``Solver``, which the engine then keeps
/// up to date incrementally: activating, deactivating or changing a constant touches the solver once.
final class LayoutEngine {
  // One engine serves one hierarchy on one thread; Swift's dynamic exclusivity checks on these properties cost a
  // tenth of a layout and are switched off. The root owns the engine, so the engine never outlives it.
  var root: View { rootRef.takeUnretainedValue() }
  /// The root, for reading without reference counting.
  let rootRef: Unmanaged<View>
  /// Every row, user and derived, in the order added.
  @exclusivity(unchecked) var table = ConstraintTable()
  @exclusivity(unchecked) var propagation = Propagation()
  /// The simplex, once propagation has given up on this hierarchy.
  @exclusivity(unchecked) var solver: Solver?
  /// The solver's variables by number, made when the solver first needs them.
  @exclusivity(unchecked) var solverVariables: [Variable?] = []
  @exclusivity(unchecked) var variableCount = 0
  /// Items with variables, in the order the engine met them, and their first variables.
  @exclusivity(unchecked) var items: [UnretainedItem] = []
  @exclusivity(unchecked) var itemBases: [Int32] = []
  @exclusivity(unchecked) var issues: [LayoutIssue] = []
  @exclusivity(unchecked) var needsLayout = true
  /// Whether rows changed since values were last computed.
  @exclusivity(unchecked) var valuesStale = true
  /// Whether margins, safe areas or readable widths must be recomputed before the next solve (always before the
  /// first).
  @exclusivity(unchecked) var guidesChanged = true
  /// Whether the next solve should try propagation again before using the solver (set at each layout).
  @exclusivity(unchecked) var retryPropagation = false
  /// Active constraints on a baseline: their rows hold text offsets, refreshed when text changes.
  @exclusivity(unchecked) var baselineConstraintCount = 0

  init(root: View) {
    rootRef = .passUnretained(root)
  }

  /// The root is being freed (called from its `deinit`, while the rest of the hierarchy is still there).
  /// `survivors` are views below it that outlive it, already out of their superviews: they leave as removed views
  /// do, all in one pass (a list that keeps its cells has hundreds): constraints within one survivor's subtree move
  /// to that survivor's engine. The other constraints become inactive, letting go of the root
  /// (``LayoutConstraint/orphan(leaving:)``), items forget their variables, and the engine lets go of its
  /// constraints.
  func rootWillGo(survivors: [View]) {
    var moving: [LayoutConstraint] = []
    if !survivors.isEmpty {
      // A survivor is now the top of its subtree; every other view still leads up to the root.
      let dying = rootRef.toOpaque()
      func top(_ view: View?) -> UnsafeMutableRawPointer? { view.map { $0.rootRef.toOpaque() } }
      for case .user(let constraint) in table.owners {
        let first = top(constraint.firstView ?? constraint.firstGuide?.owningView)
        let second = constraint.secondAttribute == .notAnAttribute ? first : top(constraint.second?.view)
        if let first, first != dying, first == second { moving.append(constraint) }
      }
    }
    // A constraint that nothing else holds goes away with the table: it need not retain its items again.
    for index in 0..<table.count {
      guard case .user(var constraint) = table.takeOwner(at: index) else { continue }
      if !isKnownUniquelyReferenced(&constraint) { constraint.orphan(leaving: root) }
    }
    forgetAllItems()
    table.removeAll()
    LayoutConstraint.activate(moving)
  }

  /// Active user constraints, in activation order.
  var constraints: [LayoutConstraint] {
    table.owners.compactMap { owner in
      if case .user(let constraint) = owner { constraint } else { nil }
    }
  }

  // MARK: Variables and derived rows

  /// The item's variables, made on first use together with the rows the engine derives for it.
  @discardableResult
  func variables(for item: LayoutItemReference) -> ItemVariables {
    switch item {
    case .view(let view): variables(for: view)
    case .guide(let guide): variables(for: guide)
    }
  }

  @inline(__always)
  func variables(for view: View) -> ItemVariables {
    if let existing = view.variables { return existing }
    return makeVariables(for: .view(view))
  }

  @inline(__always)
  func variables(for guide: LayoutGuide) -> ItemVariables {
    if let existing = guide.variables { return existing }
    return makeVariables(for: .guide(guide))
  }

  @inline(never)
  private func makeVariables(for item: LayoutItemReference) -> ItemVariables {
    if case .view(let view) = item, let parent = view.superviewRef {
      parent._withUnsafeGuaranteedRef { _ = variables(for: $0) }
    }
    if case .guide(let guide) = item, let owner = guide.owningView { variables(for: .view(owner)) }
    let made = ItemVariables(minX: Int32(variableCount), serial: Int32(items.count + 1))
    variableCount += 4
    switch item {
    case .view(let view): view.variables = made
    case .guide(let guide): guide.variables = made
    }
    items.append(item.unretained)
    itemBases.append(made.minX)
    switch item {
    case .view(let view):
      installFrameRows(of: view)
      installIntrinsicRows(of: view)
    case .guide(let guide):
      if let owner = guide.roleOwner { owner.effectiveLayoutMargins = effectiveMargins(of: owner, frame: nil) }
      installRoleRows(of: guide)
    }
    needsLayout = true
    return made
  }

  /// One derived row before it is installed.
  struct RowSpec {
    var terms: RowTerms
    var constant: Double
    var relation: Relation
    var strength: Strength

    init(_ terms: RowTerms, _ constant: Double, _ relation: Relation = .equal, _ strength: Strength = .required) {
      self.terms = terms
      self.terms.dropZeros()
      self.constant = constant
      self.relation = relation
      self.strength = strength
    }
  }

  /// Root: pinned to its frame. Views translating autoresizing masks: their frame in the superview, with the
  /// flexible parts of the mask taking their share of any change in the superview's size since the frame was set.
  private func installFrameRows(of view: View) {
    if view === root, view.frameRows.count == 4 {
      // A root's four pins never change shape, only constants (a window resize, a rotation): move them without
      // building rows to compare (a sixth of a resize's work).
      let frame = view.frame
      for part in 0..<4 {
        let index = view.frameRows.start + part
        let value =
          switch part {
          case 0: frame.minX
          case 1: frame.minY
          case 2: frame.width
          default: frame.height
          }
        guard table[index].isLive, table[index].constant != -value else { continue }
        do {
          try moveConstant(of: index, to: -value)
        } catch {
          // The parts can only move together (see `replaceDerived`): rebuild the four rows.
          if let specs = frameRowSpecs(of: view) {
            replaceDerived(&view.frameRows, with: specs, rebuild: true) { .frame(Unretained(view), part: $0) }
          }
          return
        }
      }
      return
    }
    if let specs = frameRowSpecs(of: view) {
      replaceDerived(&view.frameRows, with: specs) { .frame(Unretained(view), part: $0) }
    } else {
      removeRows(&view.frameRows)
    }
  }

  /// The four frame rows of a root or of a view translating its mask (nil for other views).
  private func frameRowSpecs(of view: View) -> [RowSpec]? {
    guard view === root || view.translatesAutoresizingMaskIntoConstraints else { return nil }
    let v = view.variables!
    let frame = view.frame
    guard view !== root, let parent = view.superview else {
      return [
        RowSpec(RowTerms(v.minX, 1), -frame.minX), RowSpec(RowTerms(v.minY, 1), -frame.minY),
        RowSpec(RowTerms(v.width, 1), -frame.width), RowSpec(RowTerms(v.height, 1), -frame.height),
      ]
    }
    let p = variables(for: .view(parent))
    let (horizontal, vertical) = view.autoresizingMask.shares(of: frame, in: parent.frame.size)
    // The variables are alignment rectangles: the view's frame inset by its own alignment insets, measured from the
    // superview's alignment rectangle.
    let own = view.alignmentRectInsets(forFrameSize: frame.size)
    let outer = parent.alignmentRectInsets(forFrameSize: parent.frame.size)
    let rect = Rect(
      x: frame.minX + own.left - outer.left, y: frame.minY + own.top - outer.top,
      width: frame.width - own.left - own.right, height: frame.height - own.top - own.bottom)
    let reference = Size(
      width: parent.frame.width - outer.left - outer.right, height: parent.frame.height - outer.top - outer.bottom)
    // Each part = its length when set + its share of (superview length − superview length when set).
    return [
      RowSpec(
        RowTerms(v.minX, 1).adding(p.minX, -1).adding(p.width, -horizontal.margin),
        -(rect.minX - reference.width * horizontal.margin)),
      RowSpec(
        RowTerms(v.minY, 1).adding(p.minY, -1).adding(p.height, -vertical.margin),
        -(rect.minY - reference.height * vertical.margin)),
      RowSpec(
        RowTerms(v.width, 1).adding(p.width, -horizontal.size), -(rect.width - reference.width * horizontal.size)),
      RowSpec(
        RowTerms(v.height, 1).adding(p.height, -vertical.size), -(rect.height - reference.height * vertical.size)),
    ]
  }

  /// The strength of a content-size row: a required hugging or compression priority yields to the user's required
  /// constraints instead of conflicting with them — Interface Builder's stored frames show a 30-pt width constraint
  /// winning over a hugging priority of 1000 on an empty button (corpus files/042).
  private func contentStrength(_ priority: LayoutPriority) -> Strength {
    priority >= .required ? LayoutEngine.requiredContentStrength : priority.strength
  }

  private static let requiredContentStrength = LayoutPriority(999.99).strength

  /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis with an
  /// intrinsic size.
  private func installIntrinsicRows(of view: View) {
    let v = view.variables!
    let size = view.layoutIntrinsicSize
    if view.intrinsicRows.count == 0 {
      // Nothing to compare with (a view the engine just met): append the rows without building specs, in the same
      // order as below. Most views of a layout come through here once.
      let start = table.count
      // Without a solver to keep up to date, the rows go straight into the table and the engine notes one change.
      let direct = solver == nil
      func add(_ terms: RowTerms, _ constant: Double, _ relation: Relation, _ strength: Strength, _ owner: RowOwner) {
        if direct {
          _ = table.append(
            EngineRow(terms: terms, constant: constant, relation: relation, strength: strength), owner: owner)
        } else {
          addDerivedRow(terms, constant, relation, strength, owner: owner)
        }
      }
      func add(_ axis: LayoutAxis, _ variable: Int32, _ length: Double) {
        guard length >= 0 else { return }
        add(
          RowTerms(variable, 1), -length, .lessThanOrEqual, contentStrength(view.contentHuggingPriority(for: axis)),
          .intrinsic(Unretained(view), hugging: true, axis: axis))
        add(
          RowTerms(variable, 1), -length, .greaterThanOrEqual,
          contentStrength(view.contentCompressionResistancePriority(for: axis)),
          .intrinsic(Unretained(view), hugging: false, axis: axis))
      }
      add(.horizontal, v.width, size.width)
      add(.vertical, v.height, size.height)
      view.intrinsicRows = RowRange(start: start, count: table.count - start)
      if direct && table.count > start { changed(shape: true) }
      return
    }
    var specs: [RowSpec] = []
    specs.reserveCapacity(4)
    for (axis, variable, length) in [(LayoutAxis.horizontal, v.width, size.width), (.vertical, v.height, size.height)]
    where length >= 0 {
      specs.append(
        RowSpec(
          RowTerms(variable, 1), -length, .lessThanOrEqual, contentStrength(view.contentHuggingPriority(for: axis))))
      specs.append(
        RowSpec(
          RowTerms(variable, 1), -length, .greaterThanOrEqual,
          contentStrength(view.contentCompressionResistancePriority(for: axis))))
    }
    // Hugging then compression resistance, width before height.
    let widthFirst = size.width >= 0
    replaceDerived(&view.intrinsicRows, with: specs) { part in
      .intrinsic(Unretained(view), hugging: part % 2 == 0, axis: widthFirst && part < 2 ? .horizontal : .vertical)
    }
  }

  /// The guides a view provides: margins and safe-area guides sit inside the view by insets; the readable-content
  /// guide sits centred in the margins guide, no wider than the readable width.
  func installRoleRows(of guide: LayoutGuide) {
    guard let role = guide.role, let view = guide.roleOwner else { return }
    let g = guide.variables!
    let v = variables(for: .view(view))
    let specs: [RowSpec]
    switch role {
    case .layoutMargins, .safeArea:
      let insets = role == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins
      specs = [
        RowSpec(RowTerms(g.minX, 1).adding(v.minX, -1), -insets.left),
        RowSpec(RowTerms(g.minY, 1).adding(v.minY, -1), -insets.top),
        RowSpec(RowTerms(g.width, 1).adding(v.width, -1), insets.left + insets.right),
        RowSpec(RowTerms(g.height, 1).adding(v.height, -1), insets.top + insets.bottom),
      ]
    case .keyboard:
      let height = view.keyboardOverlap > 0 ? view.keyboardOverlap : view.safeAreaInsets.bottom
      specs = [
        RowSpec(RowTerms(g.minX, 1).adding(v.minX, -1), 0),
        RowSpec(RowTerms(g.width, 1).adding(v.width, -1), 0),
        RowSpec(RowTerms(g.height, 1), -height),
        RowSpec(RowTerms(g.minY, 1).adding(g.height, 1).adding(v.minY, -1).adding(v.height, -1), 0),
      ]
    case .scrollFrame:
      specs = [
        RowSpec(RowTerms(g.minX, 1).adding(v.minX, -1), 0), RowSpec(RowTerms(g.minY, 1).adding(v.minY, -1), 0),
        RowSpec(RowTerms(g.width, 1).adding(v.width, -1), 0), RowSpec(RowTerms(g.height, 1).adding(v.height, -1), 0),
      ]
    case .scrollContent:
      let offset = (view as? ScrollView)?.contentOffset ?? .zero
      specs = [
        RowSpec(RowTerms(g.minX, 1).adding(v.minX, -1), offset.x),
        RowSpec(RowTerms(g.minY, 1).adding(v.minY, -1), offset.y),
      ]
    case .readableContent:
      let m = variables(for: .guide(view.layoutMarginsGuide))
      specs = [
        RowSpec(RowTerms(g.minX, 1).adding(g.width, 0.5).adding(m.minX, -1).adding(m.width, -0.5), 0),
        RowSpec(RowTerms(g.minY, 1).adding(m.minY, -1), 0),
        RowSpec(RowTerms(g.height, 1).adding(m.height, -1), 0),
        RowSpec(RowTerms(g.width, 1), -view.readableContentWidth, .lessThanOrEqual),
        RowSpec(RowTerms(g.width, 1).adding(m.width, -1), 0, .lessThanOrEqual),
        RowSpec(RowTerms(g.width, 1).adding(m.width, -1), 0, .equal, LayoutPriority(999).strength),
      ]
    }
    replaceDerived(&guide.roleRows, with: specs) { _ in .role(Unretained(guide)) }
  }

  /// Installs derived rows in place of `range`'s. When only constants differ (a resize, a frame moved without a
  /// flexible mask, new insets), the constants move in place and nothing is rebuilt.
  ///
  /// Constants move one at a time, and rows that change together can pass through a state the required user
  /// constraints rule out: a margins guide's left inset moved for landscape while its width has not, against a
  /// subview centred between the margins. When a move is refused, the rows are rebuilt instead (removed, then added
  /// with their new constants), which goes from one consistent state to the other; only a row that then still
  /// cannot be added is a real conflict, and reported.
  private func replaceDerived(
    _ range: inout RowRange, with specs: [RowSpec], rebuild: Bool = false, owner: (Int) -> RowOwner
  ) {
    var sameShape = !rebuild && range.count == specs.count
    if sameShape {
      for (part, index) in range.indices.enumerated() {
        let row = table[index]
        let spec = specs[part]
        if !row.isLive || row.relation != spec.relation || row.strength != spec.strength
          || !row.terms.sameShape(as: spec.terms)
        {
          sameShape = false
          break
        }
      }
    }
    if sameShape {
      var refused = false
      for (part, index) in range.indices.enumerated() where table[index].constant != specs[part].constant {
        do {
          try moveConstant(of: index, to: specs[part].constant)
        } catch {
          refused = true
          break
        }
      }
      if !refused { return }
    }
    removeRows(&range)
    range = RowRange(start: table.count, count: specs.count)
    for (part, spec) in specs.enumerated() {
      addDerivedRow(spec.terms, spec.constant, spec.relation, spec.strength, owner: owner(part))
    }
  }

  /// Adds a row the engine derives, reporting (rather than throwing) a required row that cannot hold. The row keeps
  /// its slot either way, so that the item's range stays consecutive.
  private func addDerivedRow(
    _ terms: RowTerms, _ constant: Double, _ relation: Relation, _ strength: Strength, owner: RowOwner
  ) {
    do {
      try addRow(terms, constant, relation, strength, owner: owner)
    } catch {
      reportDerivedConflict(
        error, refused: describe(owner: owner, terms: terms, constant: constant, strength: strength))
    }
  }

  // MARK: Changes from views

  func frameChanged(of view: View) {
    guard view.variables != nil else { return }
    installFrameRows(of: view)
  }

  func autoresizingChanged(of view: View) {
    guard view.variables != nil else { return }
    installFrameRows(of: view)
  }

  func intrinsicSizeChanged(of view: View) {
    guard view.variables != nil else { return }
    installIntrinsicRows(of: view)
    if baselineConstraintCount > 0 { refreshBaselineConstraints(near: view) }
  }

  /// Re-installs the constraints on baselines that `view`'s text sets: the offsets are in their rows.
  private func refreshBaselineConstraints(near view: View) {
    let affected = constraints.filter { constraint in
      func uses(_ item: LayoutItemReference?, _ attribute: LayoutAttribute) -> Bool {
        guard attribute == .firstBaseline || attribute == .lastBaseline, case .view(let owner) = item else {
          return false
        }
        return view.isDescendant(of: owner)
      }
      return uses(constraint.first, constraint.firstAttribute) || uses(constraint.second, constraint.secondAttribute)
    }
    for constraint in affected {
      deactivate(constraint)
      activate(constraint)
    }
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
    guard !constraint.isInstalled else { return }
    guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
      report(
        .nonFinite, "Unable to activate constraint \(constraint): its constant or multiplier is not finite.",
        constraints: [constraint])
      return
    }
    // The first item's view found this engine unless the first item is a guide (possibly one not added anywhere).
    let firstInside: Bool
    if constraint.firstViewRef != nil {
      firstInside = true
    } else {
      firstInside = constraint.firstGuide?.owningView?.root === root
    }
    let secondInside: Bool
    if let view = constraint.secondViewRef {
      secondInside =
        view._withUnsafeGuaranteedRef { $0.rootRef.toOpaque() } == Unmanaged.passUnretained(root).toOpaque()
    } else if let guide = constraint.secondGuide {
      secondInside = guide.owningView?.root === root
    } else {
      secondInside = true
    }
    guard firstInside, secondInside else {
      report(
        .noCommonAncestor,
        "Unable to activate constraint \(constraint) because its items have no common ancestor. Does the "
          + "constraint reference items in different view hierarchies?", constraints: [constraint])
      return
    }
    let (terms, constant, rightToLeft) = row(of: constraint)
    // Right to left, leading runs leftwards: `a.leading <= b.leading` keeps a's right edge at or right of b's, so an
    // inequality between directional edges turns round with its constant (as a stack view's spanning boundaries
    // need).
    let turns = rightToLeft && constraint.relation != .equal
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: turns ? .greaterThanOrEqual : .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: turns ? .lessThanOrEqual : .greaterThanOrEqual
      }
    do {
      let row = try addRow(terms, constant, relation, constraint.priority.strength, owner: .user(constraint))
      constraint.didInstall(in: self, row: row)
      if constraint.usesBaselines { baselineConstraintCount += 1 }
    } catch {
      reportConflict(error, breaking: constraint)
    }
  }

  func deactivate(_ constraint: LayoutConstraint) {
    guard constraint.isInstalled(in: self), constraint.engineRow >= 0 else { return }
    uninstall(constraint)
    compactIfNeeded()
  }

  /// Takes an installed constraint's row out of the engine, leaving the table's numbering as it is.
  func uninstall(_ constraint: LayoutConstraint) {
    removeRow(constraint.engineRow)
    if constraint.usesBaselines { baselineConstraintCount -= 1 }
    constraint.didUninstall()
  }

  func constantChanged(_ constraint: LayoutConstraint) {
    guard constraint.isInstalled(in: self), constraint.engineRow >= 0 else { return }
    guard constraint.constant.isFinite else {
      report(.nonFinite, "Ignoring a non-finite constant for \(constraint).")
      return
    }
    do {
      try moveConstant(of: constraint.engineRow, to: row(of: constraint).constant)
    } catch {
      reportConflict(error, breaking: constraint)
      deactivate(constraint)
    }
  }

  func priorityChanged(_ constraint: LayoutConstraint) {
    guard constraint.isInstalled(in: self) else { return }
    deactivate(constraint)
    activate(constraint)
  }

  /// `first.attribute − multiplier × second.attribute − constant`, margin attributes taken on the margins guide,
  /// baselines on the view that lays them out (`forFirstBaselineLayout`), at its text's offset; and whether leading and
  /// trailing were taken right to left.
  private func row(of constraint: LayoutConstraint) -> (terms: RowTerms, constant: Double, rightToLeft: Bool) {
    var terms = RowTerms()
    var offset = 0.0
    // Leading and trailing resolve in one direction for the whole constraint: that of the items' nearest common
    // ancestor (a walk up to the root), found once per constraint.
    let rightToLeft =
      constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
      ? isRightToLeft(constraint) : false
    addTerms(
      constraint.firstViewRef, constraint.firstGuideRef, constraint.firstAttribute, 1, rightToLeft: rightToLeft,
      to: &terms, offset: &offset)
    if constraint.secondAttribute != .notAnAttribute {
      addTerms(
        constraint.secondViewRef, constraint.secondGuideRef, constraint.secondAttribute, -constraint.multiplier,
        rightToLeft: rightToLeft, to: &terms, offset: &offset)
    }
    terms.dropZeros()
    // Right to left, leading and trailing are the right and left edges and their constants point inwards the other
    // way: `a.leading == b.leading + 16` keeps `a` 16 pt inside `b`'s right edge, as in UIKit.
    return (terms, (rightToLeft ? constraint.constant : -constraint.constant) + offset, rightToLeft)
  }

  /// Whether a constraint's leading and trailing resolve right to left: the direction of its items' nearest common
  /// ancestor (a guide stands for its owning view), as UIKit's anchors lower a constraint in the layout direction of
  /// one item that describes it — the common ancestor of the two, unless an item says otherwise. A view that forces
  /// right to left flips the constraints among its subviews, not its own place in an unflipped superview (corpus:
  /// files/050, the collection view `tGp-5A-HoB` with `forceRightToLeft` stored at x = 20, width 374, between its
  /// superview's leading and trailing margins). Items are read without reference counting (the hierarchy keeps them
  /// alive).
  private func isRightToLeft(_ constraint: LayoutConstraint) -> Bool {
    func view(_ view: Unmanaged<View>?, _ guide: Unmanaged<LayoutGuide>?) -> Unmanaged<View>? {
      if let view { return view }
      return guide?._withUnsafeGuaranteedRef { $0.owningView.map { .passUnretained($0) } }
    }
    func isRightToLeft(_ view: Unmanaged<View>) -> Bool {
      view._withUnsafeGuaranteedRef { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    }
    guard let first = view(constraint.firstViewRef, constraint.firstGuideRef) else {
      return view(constraint.secondViewRef, constraint.secondGuideRef).map(isRightToLeft) ?? false
    }
    guard let second = view(constraint.secondViewRef, constraint.secondGuideRef) else { return isRightToLeft(first) }
    // Most constraints tie a view to itself, its superview or a sibling: the common ancestor without a walk (and
    // without reference counting).
    let same = first.toOpaque() == second.toOpaque()
    let firstParent = first._withUnsafeGuaranteedRef { $0.superviewRef }
    let secondParent = second._withUnsafeGuaranteedRef { $0.superviewRef }
    if same || firstParent?.toOpaque() == second.toOpaque() { return isRightToLeft(second) }
    if secondParent?.toOpaque() == first.toOpaque() { return isRightToLeft(first) }
    if let firstParent, firstParent.toOpaque() == secondParent?.toOpaque() { return isRightToLeft(firstParent) }
    let describing = LayoutEngine.nearestCommonAncestor(first.takeUnretainedValue(), second.takeUnretainedValue())
    return describing.map { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft } ?? isRightToLeft(first)
  }

  /// The nearest view that is (or contains) both `a` and `b`; either alone when the other is nil.
  static func nearestCommonAncestor(_ a: View?, _ b: View?) -> View? {
    guard let a, let b else { return a ?? b }
    if a === b { return a }
    var ancestors: [ObjectIdentifier] = []
    var current: View? = a
    while let view = current {
      if view === b { return b }
      ancestors.append(ObjectIdentifier(view))
      current = view.superview
    }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Adds `factor ×` an item's attribute (the view, else the guide; read without reference counting) to `terms`.
  private func addTerms(
    _ view: Unmanaged<View>?, _ guide: Unmanaged<LayoutGuide>?, _ attribute: LayoutAttribute, _ factor: Double,
    rightToLeft: Bool, to terms: inout RowTerms, offset: inout Double
  ) {
    if let view {
      view._withUnsafeGuaranteedRef { view in
        addTerms(view: view, attribute, factor, rightToLeft: rightToLeft, to: &terms, offset: &offset)
      }
    } else if let guide {
      guide._withUnsafeGuaranteedRef { guide in
        LayoutItemReference.appendTerms(
          for: attribute, variables: variables(for: guide), factor: factor, rightToLeft: rightToLeft, to: &terms)
      }
    }
  }

  /// Adds `factor ×` a view's attribute to `terms`: margin attributes taken on the margins guide, baselines on the
  /// view that lays them out (`forFirstBaselineLayout`), at its text's offset, which goes to `offset`.
  private func addTerms(
    view: View, _ attribute: LayoutAttribute, _ factor: Double, rightToLeft: Bool, to terms: inout RowTerms,
    offset: inout Double
  ) {
    if let plain = attribute.withoutMargin {
      LayoutItemReference.appendTerms(
        for: plain, variables: variables(for: view.layoutMarginsGuide), factor: factor, rightToLeft: rightToLeft,
        to: &terms)
    } else if attribute == .firstBaseline || attribute == .lastBaseline {
      let target = baselineView(of: view, first: attribute == .firstBaseline)
      if let fromCenter = target.baselineOffsetFromCenterY {
        LayoutItemReference.appendTerms(
          for: .centerY, variables: variables(for: target), factor: factor, rightToLeft: false, to: &terms)
        offset += factor * fromCenter
      } else if attribute == .firstBaseline, let fromTop = target.firstBaselineOffsetFromTop {
        LayoutItemReference.appendTerms(
          for: .top, variables: variables(for: target), factor: factor, rightToLeft: false, to: &terms)
        offset += factor * fromTop
      } else {
        LayoutItemReference.appendTerms(
          for: .bottom, variables: variables(for: target), factor: factor, rightToLeft: false, to: &terms)
        offset -= factor * target.lastBaselineOffsetFromBottom
      }
    } else {
      LayoutItemReference.appendTerms(
        for: attribute, variables: variables(for: view), factor: factor, rightToLeft: rightToLeft, to: &terms)
    }
  }

  /// The view whose baseline `view`'s baseline anchor means: `forFirstBaselineLayout` followed down, within the
  /// view's subtree (a container naming a view outside it falls back to itself).
  func baselineView(of view: View, first: Bool) -> View {
    var current = view
    for _ in 0..<64 {
      let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
      guard next !== current, next.isDescendant(of: current) else { return current }
      current = next
    }
    return current
  }

  func report(_ kind: LayoutIssue.Kind, _ message: String, constraints: [LayoutConstraint] = []) {
    issues.append(
      LayoutIssue(kind: kind, message: message, constraintIdentifiers: constraints.compactMap(\.identifier)))
  }
}
