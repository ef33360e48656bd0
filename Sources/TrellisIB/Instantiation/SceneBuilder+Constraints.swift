import Trellis

extension SceneBuilder {
  /// IB's attribute names; `baseline` is the last baseline (NSLayoutAttributeBaseline).
  static let attributes: [String: LayoutAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
    "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
    "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
    "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
  ]

  static let edges: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]

  /// Makes and activates every installed constraint of the scene: an omitted `firstItem` is the owning view; masks
  /// and per-size-class constants are resolved for the canvas's traits; placeholders are kept at design time only.
  ///
  /// The owners come in the order their constraints meet the engine, and when required constraints conflict the
  /// last one added breaks. In a xib a view's own constraints come before those its superview holds (bottom-up):
  /// public Xcode 13 and 14 cells keep an image's own height and give up the cell's pin to its bottom
  /// (`aSubviewsOwnConstraintsComeFirst`). Interface Builder's storyboards keep the superviews' constraints and give
  /// up the innermost view's own (top-down): public storyboards outside the corpus, Xcode 11.6 to 16 — a prototype
  /// row's image 10 pt from the top and 11 from the bottom of a 110-pt box stored 89 tall despite its `height = 80`
  /// (S-M-Jony/CricArena), an image in a stack in a stack stored 39.5 tall despite `height = 25` (Kiparin/UserList),
  /// a table header's text view stored 363 wide despite its 4:3 ratio (JayH8N/SeSAC_prj), and rows of
  /// Skylar327016/TableViewDemo and Sampada0808/ExpenseTracker alike. Over holdout sets 16 to 27 this order
  /// reproduces 18 more storyboard views and 1 fewer (an Xcode 10 static row whose 150-pt image keeps its width and
  /// gives up its centring) than bottom-up; in xibs top-down reproduces 8 more and 10 fewer.
  ///
  /// In both, the constraints a stack view's arranged subview holds come after all the others, so its own size is
  /// what gives way when the stack cannot hold it: public xib cells outside the corpus store an image arranged in a
  /// centred row 58 tall despite its `height = 60` (maxpetrov44/test_music_player, Xcode 12.5, a 74-pt row whose stack
  /// is pinned 8 pt from the top and the bottom), and a ≥ 250-pt image arranged in a row of a 145-pt cell at the
  /// row's height (DonGonzalez/ApiAnimeCombine, Xcode 14). Over holdout sets 16 to 27: 8 more views, 1 fewer (in a
  /// cell whose stored frames are wrong either way); no storyboard view changes.
  func makeConstraints() {
    var made: [LayoutConstraint] = []
    let safeAreaGuides = Set(
      records.flatMap { $0.element.children(named: "viewLayoutGuide") }.filter { $0["key"] == "safeArea" }
        .compactMap(\.id))
    let arranged = constraintOwners.filter { arrangedViews.contains(ObjectIdentifier($0.view)) }
    let others = constraintOwners.filter { !arrangedViews.contains(ObjectIdentifier($0.view)) }
    for (owner, ownerView) in others + arranged {
      let uninstalled = IBInstallationMask.uninstalled(in: owner, maskKey: "constraints", traits: traits)
      let ordered = SceneBuilder.inEngineOrder(owner.child(named: "constraints")?.children(named: "constraint") ?? [])
      for element in ordered {
        if let id = element.id, uninstalled.contains(id) { continue }
        if element.flag("placeholder") == true, !isDesignTime, !options.keepsPlaceholderConstraints { continue }
        if let constraint = makeConstraint(element, owner: owner, ownerView: ownerView, safeAreaGuides: safeAreaGuides)
        {
          made.append(constraint)
        }
      }
    }
    LayoutConstraint.activate(made)
    constraints = made
  }

  /// A view's constraints in the order they meet the engine, which decides the one that breaks when required
  /// constraints conflict (the last one added): those that pin a top, leading or left edge, a size or a baseline
  /// first, then centres, then those that pin a bottom, trailing or right edge, each group in document order.
  ///
  /// Interface Builder writes constraints sorted by id, not in the order they were made, so document order says
  /// nothing about which one breaks; its stored frames keep a conflicting chain's top and leading ends and give up the
  /// far end. Public documents outside the corpus: cells whose content chain is a point longer or shorter than the
  /// row (TravelTalk's `ChatListTableViewCell`, Xcode 26: an image 12 pt from the top, 12 from the bottom and centred
  /// in an 85-pt row is stored at y = 12; LottoTableViewCell, BestTableViewCell, DetailGroupCell alike), and a label
  /// pinned both below another by 31 pt and by baseline stored by its baseline (a calculator's `Main.storyboard`).
  /// Over the first thirteen holdout sets this order reproduces 9 more views than document order and 2 fewer (an
  /// empty stack view whose height nothing fixes).
  static func inEngineOrder(_ constraints: [IBElement]) -> [IBElement] {
    let farEdges: Set<String> = ["bottom", "trailing", "right", "bottomMargin", "trailingMargin", "rightMargin"]
    var groups: [[IBElement]] = [[], [], []]
    for constraint in constraints {
      let attributes = [constraint["firstAttribute"] ?? "", constraint["secondAttribute"] ?? ""]
      let group =
        attributes.contains(where: farEdges.contains) ? 2 : attributes.contains { $0.hasPrefix("center") } ? 1 : 0
      groups[group].append(constraint)
    }
    return groups.flatMap { $0 }
  }

  private func makeConstraint(
    _ element: IBElement, owner: IBElement, ownerView: View, safeAreaGuides: Set<String>
  ) -> LayoutConstraint? {
    guard let firstName = element["firstAttribute"] else {
      report(.error, "malformed-constraint", "the constraint has no firstAttribute; ignored", element)
      return nil
    }
    guard let firstAttribute = SceneBuilder.attributes[firstName] else {
      report(
        .error, "unsupported-attribute", "unknown constraint attribute \"\(firstName)\"; constraint ignored", element)
      return nil
    }
    let firstID = element["firstItem"] ?? owner.id
    var first: AnyObject
    if let firstID {
      guard let item = item(firstID, in: element) else { return nil }
      first = item
    } else {
      first = ownerView
    }
    var second: AnyObject?
    var secondAttribute = LayoutAttribute.notAnAttribute
    if let secondID = element["secondItem"] {
      guard let item = item(secondID, in: element) else { return nil }
      second = item
      guard let name = element["secondAttribute"], let attribute = SceneBuilder.attributes[name] else {
        report(
          .error, "unsupported-attribute",
          "unknown or missing secondAttribute \"\(element["secondAttribute"] ?? "")\"; constraint ignored", element)
        return nil
      }
      secondAttribute = attribute
    }
    let relation: LayoutRelation
    switch element["relation"] {
    case nil, "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other?:
      report(.error, "malformed-constraint", "unknown relation \"\(other)\"; constraint ignored", element)
      return nil
    }
    guard let multiplier = SceneBuilder.multiplier(element["multiplier"]) else {
      report(
        .error, "malformed-constraint",
        "the multiplier \"\(element["multiplier"] ?? "")\" is not a finite number within ±1,000,000; "
          + "constraint ignored", element)
      return nil
    }
    let constantText =
      IBInstallationMask.variedValue(of: "constant", in: element, traits: traits) ?? element["constant"]
    var constant = 0.0
    if let constantText {
      guard let value = Double(constantText), IBElement.isPlausible(value) else {
        report(
          .error, "malformed-constraint",
          "the constant \"\(constantText)\" is not a finite number within ±1,000,000; constraint ignored", element)
        return nil
      }
      constant = value
    }
    // Standard spacing to a safe-area guide: every stored frame in the corpus and the wider pool (127 of 127) sits
    // flush with the guide although IB writes the sibling value (20 or 8) in `constant` (INTERFACE-BUILDER.md §7).
    if element.flag("symbolic") == true,
      [element["firstItem"], element["secondItem"]].contains(where: { $0.map(safeAreaGuides.contains) ?? false })
    {
      constant = 0
    }
    var priority = LayoutPriority.required
    if let value = element.number("priority") {
      guard value > 0, value <= 1000 else {
        report(.error, "malformed-constraint", "priority \(value) is outside 1…1000; constraint ignored", element)
        return nil
      }
      priority = LayoutPriority(Float(value))
    }

    // Edges between a scroll view and its content bind the content area (UIKit's rule), not the frame.
    if SceneBuilder.edges.contains(firstAttribute), let scroll = first as? ScrollView,
      scrollingViews.contains(ObjectIdentifier(scroll)), let other = second, isInside(other, scroll)
    {
      first = scroll.contentLayoutGuide
    }
    if SceneBuilder.edges.contains(secondAttribute), let scroll = second as? ScrollView,
      scrollingViews.contains(ObjectIdentifier(scroll)), isInside(first, scroll)
    {
      second = scroll.contentLayoutGuide
    }

    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
      multiplier: second == nil ? 1 : multiplier, constant: constant, file: document.path, line: element.line)
    constraint.priority = priority
    constraint.identifier = element.id
    return constraint
  }

  /// The view or guide an id names in this scene; a reference to nothing, or to a view of another scene (which
  /// Interface Builder does not allow), is reported; one to a view of this scene left out by a size-class mask is
  /// silently dropped with its constraint.
  private func item(_ id: String, in constraint: IBElement) -> AnyObject? {
    if let view = viewsByID[id] { return view }
    if let guide = guidesByID[id] { return guide }
    if let element = document.element(id: id) {
      if IBViewClass.isView(element) {
        if !sceneElementIDs.contains(id) {
          report(
            .warning, "foreign-reference",
            "the constraint refers to <\(element.name)> \(id) of another scene (line \(element.line)); constraint ignored",
            constraint, objects: [constraint.id, id].compactMap { $0 })
        }
        return nil
      }
      report(
        .warning, "unsupported-reference",
        "the constraint refers to <\(element.name)> \(id), which cannot take part in layout; constraint ignored",
        constraint, objects: [constraint.id, id].compactMap { $0 })
      return nil
    }
    report(
      .error, "unknown-reference", "the constraint refers to \(id), which is not in the document; constraint ignored",
      constraint, objects: [constraint.id, id].compactMap { $0 })
    return nil
  }

  private func isInside(_ item: AnyObject, _ scroll: ScrollView) -> Bool {
    if let view = item as? View { return view !== scroll && view.isDescendant(of: scroll) }
    if let guide = item as? LayoutGuide, let owner = guide.owningView {
      return owner !== scroll && owner.isDescendant(of: scroll)
    }
    return false
  }

  /// The spellings Interface Builder keeps as typed: `3:4` (a ratio), `1/3` (a fraction), `50%` (a percentage) and
  /// `0.75`; nil when not a finite number. (A public Xcode storyboard stores a stack whose height is at least `50%` of
  /// its 414-pt root at 207.)
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    if text.hasSuffix("%") {
      guard let percent = Double(text.dropLast()), IBElement.isPlausible(percent) else { return nil }
      return percent / 100
    }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]) else { return nil }
      let value = numerator / denominator
      return IBElement.isPlausible(value) ? value : nil
    }
    guard let value = Double(text), IBElement.isPlausible(value) else { return nil }
    return value
  }
}
