import Trellis

/// What a `make` chain made (SnapKit's `Constraint`): one layout constraint per attribute, which can be activated,
/// deactivated and updated together.
public final class Constraint {
  let description: ConstraintDescription
  /// The layout constraints, one per attribute of the chain, in attribute order.
  public private(set) var layoutConstraints: [LayoutConstraint] = []

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Builds the layout constraints. Returns a problem to report if the chain relates to a missing superview.
  func build() -> String? {
    layoutConstraints = []
    for attribute in description.attributes.layoutAttributes {
      guard let (second, secondAttribute, base) = target(for: attribute) else {
        return "\(description.file):\(description.line): \(attribute.name) relates to the superview of a view "
          + "that has none; the constraint was not made."
      }
      let made = LayoutConstraint(
        item: description.item, attribute: attribute, relatedBy: description.relation, toItem: second,
        attribute: secondAttribute, multiplier: description.multiplier, constant: base + adjustment(for: attribute),
        file: description.file, line: description.line)
      made.priority = description.priority.layoutPriority
      made.identifier = description.label
      layoutConstraints.append(made)
    }
    return nil
  }

  /// The item, attribute and base constant the chain relates `attribute` to.
  private func target(for attribute: LayoutAttribute) -> (AnyObject?, LayoutAttribute, Double)? {
    let superview = description.item.superview
    if description.toSuperview {
      guard let superview else { return nil }
      return (superview, attribute, 0)
    }
    switch description.target {
    case let view as View: return (view, attribute, 0)
    case let guide as LayoutGuide: return (guide, attribute, 0)
    case let item as ConstraintItem:
      let own = item.attributes.layoutAttributes
      return (item.target, own.count == 1 ? own[0] : attribute, 0)
    case let size as Size:
      return (nil, .notAnAttribute, attribute == .width ? size.width : size.height)
    case let point as Point:
      guard let superview else { return nil }
      return (superview, attribute, attribute.axis == .horizontal ? point.x : point.y)
    case let insets as EdgeInsets:
      guard let superview else { return nil }
      return (superview, attribute, Constraint.insetConstant(insets, for: attribute))
    default:
      let number: Double =
        switch description.target {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        default: 0
        }
      if attribute == .width || attribute == .height { return (nil, .notAnAttribute, number) }
      guard let superview else { return nil }
      return (superview, attribute, number)
    }
  }

  /// Offset plus insets: edges move inwards, sizes shrink by both insets, centres stay.
  private func adjustment(for attribute: LayoutAttribute) -> Double {
    description.offset + Constraint.insetConstant(description.insets, for: attribute)
  }

  static func insetConstant(_ insets: EdgeInsets, for attribute: LayoutAttribute) -> Double {
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: insets.left
    case .top, .topMargin, .firstBaseline: insets.top
    case .right, .trailing, .rightMargin, .trailingMargin: -insets.right
    case .bottom, .bottomMargin, .lastBaseline: -insets.bottom
    case .width: -(insets.left + insets.right)
    case .height: -(insets.top + insets.bottom)
    default: 0
    }
  }

  /// Whether the layout constraints are active.
  public var isActive: Bool { layoutConstraints.contains { $0.isActive } }

  public func activate() { LayoutConstraint.activate(layoutConstraints) }
  public func deactivate() { LayoutConstraint.deactivate(layoutConstraints) }

  /// Moves every constant to `offset` (plus the chain's insets and base).
  @discardableResult
  public func update(offset amount: Double) -> Constraint {
    description.offset = amount
    refreshConstants()
    return self
  }

  @discardableResult
  public func update(inset amount: Double) -> Constraint {
    description.insets = EdgeInsets(all: amount)
    refreshConstants()
    return self
  }

  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    description.priority = priority
    for constraint in layoutConstraints { constraint.priority = priority.layoutPriority }
    return self
  }

  private func refreshConstants() {
    for (constraint, attribute) in zip(layoutConstraints, description.attributes.layoutAttributes) {
      if let (_, _, base) = target(for: attribute) { constraint.constant = base + adjustment(for: attribute) }
    }
  }
}
