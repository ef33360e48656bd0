import TrellisSolver

/// A relation between two layout attributes, `first.attribute (== | <= | >=) multiplier × second.attribute +
/// constant`, with a priority (UIKit's `NSLayoutConstraint`).
///
/// Activating a constraint installs it in the engine of the hierarchy its items share; changing `constant` on an
/// active constraint moves only what depends on it. A constraint that cannot be installed (no common ancestor, a
/// non-finite number, a required conflict) stays inactive and is reported in ``View/layoutIssues``.
public final class LayoutConstraint {
  // The items. An active constraint does not retain them, as UIKit's does not: they are in its engine's hierarchy,
  // which keeps them alive (and the engine, owned by the hierarchy's root, retains its active constraints, so a
  // constraint retaining the root would keep the whole hierarchy alive for good). An inactive constraint retains
  // them through `retainedItems`, so that it can be activated later. When a hierarchy goes away, its active
  // constraints let go of the items that go with it (``orphan(leaving:)``) and retain the others again.
  // Held as unmanaged references, so that the engine reads them without reference counting.
  @exclusivity(unchecked) private(set) var firstViewRef: Unmanaged<View>?
  @exclusivity(unchecked) private(set) var firstGuideRef: Unmanaged<LayoutGuide>?
  @exclusivity(unchecked) private(set) var secondViewRef: Unmanaged<View>?
  @exclusivity(unchecked) private(set) var secondGuideRef: Unmanaged<LayoutGuide>?
  @exclusivity(unchecked) private var retainedItems: (AnyObject?, AnyObject?)

  var firstView: View? { firstViewRef?.takeUnretainedValue() }
  var firstGuide: LayoutGuide? { firstGuideRef?.takeUnretainedValue() }
  var secondView: View? { secondViewRef?.takeUnretainedValue() }
  var secondGuide: LayoutGuide? { secondGuideRef?.takeUnretainedValue() }

  /// The first item. Only for a constraint whose item is still there (every active one is): see ``firstIfPresent``.
  var first: LayoutItemReference {
    if let firstView { .view(firstView) } else { .guide(firstGuide!) }
  }

  /// The first item, nil once the hierarchy of its root went away.
  var firstIfPresent: LayoutItemReference? {
    if let firstView { .view(firstView) } else if let firstGuide { .guide(firstGuide) } else { nil }
  }

  /// The second item, nil for a constant size (or once the hierarchy of its root went away).
  var second: LayoutItemReference? {
    if let secondView { .view(secondView) } else if let secondGuide { .guide(secondGuide) } else { nil }
  }

  /// The view whose hierarchy's engine activates the constraint: the first item's, else the second's.
  var hostView: View? {
    if let firstView { return firstView }
    if let view = firstGuide?.owningView { return view }
    if let secondView { return secondView }
    return secondGuide?.owningView
  }

  /// Whether an item the constraint was made with went away with its hierarchy.
  @exclusivity(unchecked) private(set) var isOrphaned = false

  /// The view or guide on the left-hand side: nil once it went away (it is not retained while the constraint is
  /// active, as in UIKit).
  public var firstItem: AnyObject? { firstView ?? firstGuide }
  public let firstAttribute: LayoutAttribute
  public let relation: LayoutRelation
  /// The view or guide on the right-hand side, or nil for a constant size.
  public var secondItem: AnyObject? { secondView ?? secondGuide }
  public let secondAttribute: LayoutAttribute
  public let multiplier: Double

  /// The offset added to the right-hand side.
  @exclusivity(unchecked) public var constant: Double {
    didSet { if constant != oldValue { engine?.constantChanged(self) } }
  }

  /// How much the constraint matters; 1000 is required.
  @exclusivity(unchecked) public var priority = LayoutPriority.required {
    didSet { if priority != oldValue { engine?.priorityChanged(self) } }
  }

  /// A name for logs and reports.
  @exclusivity(unchecked) public var identifier: String?

  /// Where the constraint was made (`#fileID:#line` for code, `file:line` for a document), for reports.
  public var location: String { "\(file):\(line)" }
  /// The file and line of ``location``, kept apart so that making a constraint formats nothing.
  let file: String
  let line: Int

  /// The engine the constraint is installed in, while active. Not retained: the engine clears it when the
  /// constraint leaves or the engine goes away, so it never dangles.
  var engine: LayoutEngine? {
    get { engineRef?.takeUnretainedValue() }
    set { engineRef = newValue.map { .passUnretained($0) } }
  }
  /// The engine, for checks that need no reference to it (`isInstalled`, `isInstalled(in:)`).
  @exclusivity(unchecked) private var engineRef: Unmanaged<LayoutEngine>?

  /// Whether the constraint is active in an engine.
  var isInstalled: Bool { engineRef != nil }

  /// Whether the constraint is active in `engine`.
  func isInstalled(in engine: LayoutEngine) -> Bool {
    engineRef?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
  }
  /// The constraint's row in its engine while active.
  @exclusivity(unchecked) var engineRow = -1

  init(
    first: LayoutItemReference, firstAttribute: LayoutAttribute, relation: LayoutRelation,
    second: LayoutItemReference?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    file: String, line: Int
  ) {
    switch first {
    case .view(let view): firstViewRef = .passUnretained(view)
    case .guide(let guide): firstGuideRef = .passUnretained(guide)
    }
    switch second {
    case .view(let view): secondViewRef = .passUnretained(view)
    case .guide(let guide): secondGuideRef = .passUnretained(guide)
    case nil: break
    }
    retainedItems = (first.object, second?.object)
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.file = file
    self.line = line
  }

  /// The constraint is now active in `engine`, at `row`: its hierarchy keeps its items alive.
  func didInstall(in engine: LayoutEngine, row: Int) {
    self.engine = engine
    engineRow = row
    retainedItems = (nil, nil)
  }

  /// The constraint left its engine (while its items are still there): it retains them again.
  func didUninstall() {
    engine = nil
    engineRow = -1
    retainedItems = (firstItem, secondItem)
  }

  /// Whether `view` is one of the items.
  func names(_ view: View) -> Bool {
    let address = Unmanaged.passUnretained(view).toOpaque()
    return firstViewRef?.toOpaque() == address || secondViewRef?.toOpaque() == address
  }

  /// The engine the constraint is active in goes away with `root`, its hierarchy's root, now being freed: the
  /// constraint forgets the items that go with it (the root and every view or guide still below it, as UIKit's weak
  /// items turn nil) and keeps the others, views that outlive the hierarchy, as inactive constraints do. Retaining a
  /// dying item would keep it alive for good when the item holds the constraint itself, as a stack view holds the
  /// constraints it makes.
  func orphan(leaving root: View) {
    engine = nil
    engineRow = -1
    // Compared by address: the root is being freed. A view still leads up to it unless it left as a survivor.
    let dying = Unmanaged.passUnretained(root).toOpaque()
    func goes(_ view: View?) -> Bool { view.map { $0.rootRef.toOpaque() == dying } ?? false }
    // A guide's owning view is held weakly: the root's own guides already find it gone.
    func goes(_ guide: LayoutGuide?) -> Bool { guide.map { $0.owningView.map { goes($0) } ?? true } ?? false }
    if goes(firstView) || goes(firstGuide) {
      firstViewRef = nil
      firstGuideRef = nil
      isOrphaned = true
    }
    if goes(secondView) || goes(secondGuide) {
      secondViewRef = nil
      secondGuideRef = nil
      isOrphaned = true
    }
    retainedItems = (firstItem, secondItem)
  }

  /// Whether a list made the constraint to hold a cell's content view to the cell's size (left out when the content
  /// is measured).
  @exclusivity(unchecked) var isEncapsulation = false

  /// Whether either side is a baseline (its row then depends on text).
  var usesBaselines: Bool {
    firstAttribute == .firstBaseline || firstAttribute == .lastBaseline || secondAttribute == .firstBaseline
      || secondAttribute == .lastBaseline
  }

  /// UIKit's designated initializer: `item.attribute relation toItem.attribute × multiplier + constant`. Items are
  /// views or layout guides; anything else makes a constraint that cannot be activated.
  public convenience init(
    item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: AnyObject?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, file: String = #fileID,
    line: Int = #line
  ) {
    self.init(
      first: LayoutItemReference(item) ?? .guide(LayoutGuide()), firstAttribute: attribute, relation: relation,
      second: LayoutItemReference(toItem), secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, file: file, line: line)
  }

  /// Whether the constraint takes part in layout. Setting it installs or removes it.
  public var isActive: Bool {
    get {
      // A required constraint that conflicts with others is found, and left out, when its engine next solves.
      engine?.settle()
      return engine != nil
    }
    set { newValue ? LayoutConstraint.activate([self]) : LayoutConstraint.deactivate([self]) }
  }

  /// Activates several constraints, solving once (UIKit's `NSLayoutConstraint.activate`).
  public static func activate(_ constraints: [LayoutConstraint]) {
    // The array keeps its constraints alive: each is read without reference counting. Consecutive constraints of
    // one hierarchy (the usual batch) share one look-up of its engine.
    var lastRoot: UnsafeMutableRawPointer?
    var lastEngine: LayoutEngine?
    // `lastEngine` keeps the engine alive; calls go through this unmanaged copy.
    var engine: Unmanaged<LayoutEngine>?
    constraints.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<LayoutConstraint>.self)
      for index in 0..<buffer.count {
        references[index]._withUnsafeGuaranteedRef { constraint in
          guard !constraint.isInstalled && !constraint.isOrphaned else { return }
          if let view = constraint.firstViewRef {
            let root = view._withUnsafeGuaranteedRef { $0.rootRef }
            if root.toOpaque() != lastRoot || engine == nil {
              lastRoot = root.toOpaque()
              let found = root._withUnsafeGuaranteedRef { $0.rootEngine }
              engine = .passUnretained(found)
              lastEngine = found
            }
            engine!._withUnsafeGuaranteedRef { $0.activate(constraint) }
          } else if let view = constraint.hostView {
            view.rootEngine.activate(constraint)
          }
        }
      }
    }
    withExtendedLifetime(lastEngine) {}
  }

  /// Deactivates several constraints.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.engine?.deactivate(constraint) }
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// UIKit's log form with stable names: `<NSLayoutConstraint:File.swift:12 'identifier' avatar.width == 64 @750>`.
  /// Where UIKit prints the constraint's address, Trellis prints where it was made; items are named by their
  /// accessibility identifier, else `Type#n`.
  public var description: String {
    var text = "\(firstIfPresent?.name ?? "nil").\(firstAttribute.name) \(relation.symbol) "
    if let second {
      text += "\(second.name).\(secondAttribute.name)"
      if multiplier != 1 { text += "*\(formatNumber(multiplier))" }
      text += formatOffset(constant)
    } else {
      text += formatNumber(constant)
    }
    if !priority.isRequired { text += " @\(formatNumber(Double(priority.rawValue)))" }
    let label = identifier.map { " '\($0)'" } ?? ""
    return "<NSLayoutConstraint:\(location)\(label) \(text)>"
  }

  /// The description with UIKit's activity suffix, as the conflict log lists constraints.
  var logDescription: String {
    String(description.dropLast()) + "   (\(isActive ? "active" : "inactive"))>"
  }
}
