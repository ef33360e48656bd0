/// The constraints a ``StackView`` makes, named as UIKit names them:
///
/// - `UISV-canvas-connection`: the first and last views (or the alignment spanner) to the stack's edges, or to its
///   margins guide with `isLayoutMarginsRelativeArrangement`.
/// - `UISV-spacing`: each visible view after the previous one (`≥` for the equal-spacing distributions, between
///   baselines with `isBaselineRelativeArrangement`).
/// - `UISV-fill-equally`, `UISV-fill-proportionally` (priority 999): lengths by distribution.
/// - `UISV-distributing` and `UISV-distributing-edge`: equal gap guides between edges (equalSpacing) or centres
///   (equalCentering, priority 999), as UIKit's `_UIOLAGapGuide`s.
/// - `UISV-hiding`: a hidden view's length is 0, parked in the middle of the gap it leaves; a stack whose views are
///   all hidden collapses likewise.
/// - `UISV-alignment`: views line up across the axis with the first one.
/// - `UISV-spanning-boundary` and `UISV-spanning-fit` (priority 51): for alignments other than fill, a spanner guide
///   encloses the visible views and hugs them, and the stack's edges follow it.
/// - `UISV-ambiguity-suppression` (priority 25): a view with no intrinsic size across spans the stack, and one with
///   none along (all but the last such view in a fill stack) collapses, rather than being ambiguous.
/// - `UISV-fill-tie-break` (Trellis's name): in a fill stack, among views tied at the lowest hugging (compression
///   resistance) priority, the first one stretches (shrinks) and the others hold their intrinsic length half a
///   priority point harder, which is the order UIKit documents ("based on its index in arrangedSubviews").
struct Arrangement {
  let stack: StackView
  var constraints: [LayoutConstraint] = []
  var guides: [LayoutGuide] = []

  init(stack: StackView) {
    self.stack = stack
  }

  /// The attributes of one axis.
  struct Edges {
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    let length: LayoutAttribute
    let center: LayoutAttribute

    static let horizontal = Edges(lead: .leading, trail: .trailing, length: .width, center: .centerX)
    static let vertical = Edges(lead: .top, trail: .bottom, length: .height, center: .centerY)
  }

  private var along: Edges { stack.axis == .horizontal ? .horizontal : .vertical }
  private var across: Edges { stack.axis == .horizontal ? .vertical : .horizontal }
  private var acrossAxis: LayoutAxis { stack.axis == .horizontal ? .vertical : .horizontal }

  /// The rectangle the views are arranged in: the stack, or its margins guide.
  private var canvas: LayoutItemReference {
    stack.isLayoutMarginsRelativeArrangement ? .guide(stack.layoutMarginsGuide) : .view(stack)
  }

  private mutating func add(
    _ identifier: String, _ first: LayoutItemReference, _ firstAttribute: LayoutAttribute,
    _ second: LayoutItemReference?, _ secondAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) {
    let constraint = LayoutConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant, file: "UIStackView", line: 0)
    constraint.identifier = identifier
    constraint.priority = priority
    constraints.append(constraint)
  }

  /// A guide for the arrangement; the stack adds it when it installs the arrangement.
  private mutating func makeGuide(_ identifier: String) -> LayoutItemReference {
    let guide = LayoutGuide()
    guide.identifier = identifier
    guides.append(guide)
    return .guide(guide)
  }

  /// Whether this arrangement makes the same constraints as the installed one (`constraints` over `guides`): the
  /// same attributes, relations, numbers, priorities and identifiers between the same views, and between guides in
  /// the same places. Re-installing it would change nothing.
  func matches(_ installed: [LayoutConstraint], guides installedGuides: [LayoutGuide]) -> Bool {
    guard installed.count == constraints.count, installedGuides.count == guides.count,
      zip(installedGuides, guides).allSatisfy({ $0.identifier == $1.identifier })
    else { return false }
    func same(_ old: LayoutItemReference?, _ new: LayoutItemReference?) -> Bool {
      switch (old, new) {
      case (nil, nil): return true
      case (.view(let a), .view(let b)): return a === b
      case (.guide(let a), .guide(let b)):
        if let index = guides.firstIndex(where: { $0 === b }) { return installedGuides[index] === a }
        return a === b
      default: return false
      }
    }
    return zip(installed, constraints).allSatisfy { old, new in
      old.isInstalled && old.firstAttribute == new.firstAttribute && old.secondAttribute == new.secondAttribute
        && old.relation == new.relation && old.multiplier == new.multiplier && old.constant == new.constant
        && old.priority == new.priority && old.identifier == new.identifier
        && same(old.firstIfPresent, new.firstIfPresent) && same(old.second, new.second)
    }
  }

  mutating func build() {
    let views = stack.arrangedSubviews
    guard !views.isEmpty else { return }
    let visible = views.filter { !$0.isHidden }
    buildAlong(views: views, visible: visible)
    buildAcross(views: views, visible: visible)
  }

  // MARK: Along the axis

  private mutating func buildAlong(views: [View], visible: [View]) {
    let canvas = canvas
    let e = along
    let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    if let first = visible.first, let last = visible.last {
      add("UISV-canvas-connection", canvas, e.lead, .view(first), e.lead)
      add("UISV-canvas-connection", canvas, e.trail, .view(last), e.trail)
    } else {
      // Every view hidden: the stack collapses along its axis as a hidden view does, and across to its spanner's
      // whisper (below). Interface Builder stores such a stack 0 × 0, centred in a centre-aligned stack (a public
      // Xcode 12 xib, Threema's IntroQuestionView: a horizontal stack whose only button is hidden).
      add("UISV-hiding", canvas, e.length, nil, .notAnAttribute, priority: LayoutPriority(999.999))
      for view in views {
        add("UISV-spacing-hidden", .view(view), e.lead, canvas, e.lead, priority: LayoutPriority(50))
      }
    }
    let equalSpacing = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    let relation: LayoutRelation = equalSpacing ? .greaterThanOrEqual : .equal
    func space(_ previous: View, _ next: View, _ identifier: String, _ factor: Double, _ priority: LayoutPriority) {
      add(
        identifier, .view(next), baselines ? .firstBaseline : e.lead, .view(previous),
        baselines ? .lastBaseline : e.trail, relation: relation, constant: factor * stack.spacing(after: previous),
        priority: priority)
    }
    // Neighbours in the list; next to a hidden view the gap is half the spacing, at a whisper (UIKit's
    // `UISV-spacing-hidden` @50), which parks the hidden view in the middle of the gap it leaves.
    for (previous, next) in zip(views, views.dropFirst()) where previous.isHidden || next.isHidden {
      space(previous, next, "UISV-spacing-hidden", 0.5, LayoutPriority(50))
    }
    for (previous, next) in zip(visible, visible.dropFirst()) {
      space(previous, next, "UISV-spacing", 1, .required)
    }
    for view in views where view.isHidden {
      add("UISV-hiding", .view(view), e.length, nil, .notAnAttribute, priority: LayoutPriority(999.999))
    }
    guard visible.count > 0 else { return }
    switch stack.distribution {
    case .fill:
      breakTies(visible)
    case .fillEqually:
      for view in visible.dropFirst() {
        add("UISV-fill-equally", .view(view), e.length, .view(visible[0]), e.length)
      }
    case .fillProportionally:
      fillProportionally(visible)
    case .equalSpacing, .equalCentering:
      distribute(visible, centres: stack.distribution == .equalCentering)
      // The stack hugs its content along the axis unless something else sizes it.
      add("UISV-canvas-fit", canvas, e.length, nil, .notAnAttribute, priority: LayoutPriority(49))
      suppressAmbiguity(visible, axis: stack.axis, edges: e)
      breakCompressionTies(visible)
    }
  }

  /// Lengths in proportion to the views' intrinsic lengths: UIKit's multiplier is the view's length over the sum
  /// of lengths and spacings, at priority 999, 998, … by position (never under 751), so when the spacing leaves the
  /// proportions short the last views give way. A view with no intrinsic length (a plain view, a nested stack)
  /// counts with its current length, the frame it was loaded or last laid out with. Evidence: Interface Builder's
  /// stored frames — in files/061 a vertical proportional stack splits 133.5 pt between two nested stacks as 53 and
  /// 80.5 (the first exactly its content's height, the second 2.5 pt over it, so neither their fitting sizes'
  /// proportions nor "the last one takes the slack"), and the second splits its share 32 : 32.5 between two stacks
  /// whose content is 31 pt tall; frames proportional to the views' own frames are what reproduces both.
  private mutating func fillProportionally(_ visible: [View]) {
    let e = along
    let lengths = visible.map { view in
      length(of: view, stack.axis)
        ?? max(stack.axis == .horizontal ? view.frame.width : view.frame.height, 0)
    }
    let spacing = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + stack.spacing(after: $1.0) }
    let total = lengths.reduce(0, +) + spacing
    guard total > 0 else {
      breakTies(visible)
      return
    }
    for (index, (view, length)) in zip(visible, lengths).enumerated() {
      let share = length / total
      let priority = share == 1 ? LayoutPriority.required : LayoutPriority(Float(max(999 - index, 751)))
      if length == 0 {
        add("UISV-fill-proportionally", .view(view), e.length, nil, .notAnAttribute, priority: priority)
      } else {
        add("UISV-fill-proportionally", .view(view), e.length, canvas, e.length, multiplier: share, priority: priority)
      }
    }
  }

  /// Gap guides (UIKit's `_UIOLAGapGuide`s, identified `UISV-distributing`) between neighbours' edges, or between
  /// their centres, held equal: required for equal spacing, at 149, 148, … (never under 50) for equal centring.
  private mutating func distribute(_ visible: [View], centres: Bool) {
    let e = along
    let x = across
    var first: LayoutItemReference?
    for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = makeGuide("UISV-distributing")
      add("UISV-distributing-edge", .view(previous), centres ? e.center : e.trail, gap, e.lead)
      add("UISV-distributing-edge", gap, e.trail, .view(next), centres ? e.center : e.lead)
      // The guide has no extent across; pin it so it is not ambiguous.
      add("UISV-distributing-edge", gap, x.lead, canvas, x.lead)
      add("UISV-distributing-edge", gap, x.length, nil, .notAnAttribute)
      if let first {
        add(
          "UISV-fill-equally", gap, e.length, first, e.length,
          priority: centres ? LayoutPriority(Float(max(150 - index, 50))) : .required)
      } else {
        first = gap
      }
    }
  }

  /// In a fill stack the slack goes to one view: the last view with no intrinsic length if there is one (the
  /// others collapse), else the first at the lowest hugging priority; an overflow comes out of the first at the
  /// lowest compression resistance.
  private mutating func breakTies(_ visible: [View]) {
    let axis = stack.axis
    let flexible = visible.filter { length(of: $0, axis) == nil }
    if let absorber = flexible.last {
      for view in flexible where view !== absorber {
        add("UISV-ambiguity-suppression", .view(view), along.length, nil, .notAnAttribute, priority: 25)
      }
    } else {
      let lowest = visible.map { $0.contentHuggingPriority(for: axis) }.min()!
      for view in visible.filter({ $0.contentHuggingPriority(for: axis) == lowest }).dropFirst() {
        add(
          "UISV-fill-tie-break", .view(view), along.length, nil, .notAnAttribute, relation: .lessThanOrEqual,
          constant: length(of: view, axis)!, priority: lowest + 0.5)
      }
    }
    breakCompressionTies(visible)
  }

  private mutating func breakCompressionTies(_ visible: [View]) {
    let axis = stack.axis
    let sized = visible.filter { length(of: $0, axis) != nil }
    guard let lowest = sized.map({ $0.contentCompressionResistancePriority(for: axis) }).min(), !lowest.isRequired
    else { return }
    for view in sized.filter({ $0.contentCompressionResistancePriority(for: axis) == lowest }).dropFirst() {
      add(
        "UISV-fill-tie-break", .view(view), along.length, nil, .notAnAttribute, relation: .greaterThanOrEqual,
        constant: length(of: view, axis)!, priority: lowest + 0.5)
    }
  }

  private func length(of view: View, _ axis: LayoutAxis) -> Double? {
    let size = view.layoutIntrinsicSize
    let value = axis == .horizontal ? size.width : size.height
    return value >= 0 ? value : nil
  }

  /// Views with no intrinsic length on `axis` collapse at a whisper of a priority instead of being ambiguous.
  private mutating func suppressAmbiguity(_ views: [View], axis: LayoutAxis, edges: Edges) {
    for view in views where length(of: view, axis) == nil {
      add("UISV-ambiguity-suppression", .view(view), edges.length, nil, .notAnAttribute, priority: 25)
    }
  }

  // MARK: Across the axis

  private mutating func buildAcross(views: [View], visible: [View]) {
    let canvas = canvas
    let x = across
    var alignment = stack.alignment
    if stack.axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    let first = visible.first ?? views[0]
    let attributes: [LayoutAttribute] =
      switch alignment {
      case .fill: [x.lead, x.trail]
      case .leading: [x.lead]
      case .trailing: [x.trail]
      case .center: [x.center]
      case .firstBaseline: [.firstBaseline]
      case .lastBaseline: [.lastBaseline]
      }
    for view in views where view !== first {
      for attribute in attributes {
        add("UISV-alignment", .view(first), attribute, .view(view), attribute)
      }
    }
    if alignment == .fill {
      add("UISV-canvas-connection", canvas, x.lead, .view(first), x.lead)
      add("UISV-canvas-connection", canvas, x.trail, .view(first), x.trail)
      return
    }
    // The spanner encloses the visible views and hugs them (`UISV-spanning-fit` @51); the stack's edges across
    // follow it, or the first view on the aligned edge.
    let spanner = makeGuide("UISV-alignment-spanner")
    add("UISV-spanning-boundary", spanner, along.lead, canvas, along.lead)
    add("UISV-spanning-boundary", spanner, along.length, nil, .notAnAttribute)
    for view in visible {
      if alignment == .leading {
        add("UISV-spanning-boundary", spanner, x.lead, .view(view), x.lead, priority: LayoutPriority(999.5))
      } else {
        add("UISV-spanning-boundary", spanner, x.lead, .view(view), x.lead, relation: .lessThanOrEqual)
      }
      if alignment == .trailing {
        add("UISV-spanning-boundary", spanner, x.trail, .view(view), x.trail, priority: LayoutPriority(999.5))
      } else {
        add("UISV-spanning-boundary", spanner, x.trail, .view(view), x.trail, relation: .greaterThanOrEqual)
      }
    }
    add("UISV-spanning-fit", spanner, x.length, nil, .notAnAttribute, priority: LayoutPriority(51))
    if alignment == .leading && !visible.isEmpty {
      add("UISV-canvas-connection", canvas, x.lead, .view(first), x.lead)
    } else {
      add("UISV-canvas-connection", canvas, x.lead, spanner, x.lead)
    }
    if alignment == .trailing && !visible.isEmpty {
      add("UISV-canvas-connection", canvas, x.trail, .view(first), x.trail)
    } else {
      add("UISV-canvas-connection", canvas, x.trail, spanner, x.trail)
    }
    if visible.isEmpty, let edge = attributes.first {
      // Hidden views only: they keep to the aligned edge at a whisper, as the stack no longer follows them.
      add("UISV-alignment", .view(first), edge, canvas, edge, priority: LayoutPriority(50))
    }
    switch alignment {
    case .center:
      add("UISV-canvas-connection", canvas, x.center, .view(first), x.center)
    case .firstBaseline, .lastBaseline:
      add("UISV-canvas-fit", canvas, x.length, nil, .notAnAttribute, priority: LayoutPriority(49))
      // A stack taller than its baseline-aligned views leaves them free to slide; UIKit's logs show nothing that
      // places them, so Trellis keeps them at the top (a whisper pulling every top to the spanner's).
      for view in visible {
        add("UISV-ambiguity-suppression", .view(view), x.lead, spanner, x.lead, priority: LayoutPriority(25))
      }
    case .fill, .leading, .trailing:
      break
    }
    // A view with no intrinsic size across spans the stack rather than collapsing (Interface Builder stores plain
    // views in a centre-aligned vertical stack as wide as the stack: files/076, three views; a nested stack still
    // hugs its content, its own fit outranking this whisper: files/077).
    for view in visible where length(of: view, acrossAxis) == nil {
      add("UISV-ambiguity-suppression", .view(view), x.length, spanner, x.length, priority: 25)
    }
  }
}
