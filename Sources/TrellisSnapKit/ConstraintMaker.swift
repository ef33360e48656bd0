import Trellis

/// One relation being described in a `make` chain.
final class ConstraintDescription {
  let item: View
  var attributes: ConstraintAttributes
  var relation = LayoutRelation.equal
  var target: ConstraintRelatableTarget?
  var toSuperview = false
  var multiplier = 1.0
  var offset = 0.0
  var insets = EdgeInsets.zero
  var priority = ConstraintPriority.required
  var label: String?
  let file: String
  let line: Int
  lazy var constraint = Constraint(self)

  init(item: View, attributes: ConstraintAttributes, file: String, line: Int) {
    self.item = item
    self.attributes = attributes
    self.file = file
    self.line = line
  }
}

/// The `make` of `makeConstraints { make in … }`: `make.top`, `make.edges`… start a relation.
public final class ConstraintMaker {
  let item: View
  var descriptions: [ConstraintDescription] = []
  let file: String
  let line: Int

  init(item: View, file: String, line: Int) {
    self.item = item
    self.file = file
    self.line = line
  }

  func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes, file: file, line: line)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  public var left: ConstraintMakerExtendable { start(.left) }
  public var top: ConstraintMakerExtendable { start(.top) }
  public var bottom: ConstraintMakerExtendable { start(.bottom) }
  public var right: ConstraintMakerExtendable { start(.right) }
  public var leading: ConstraintMakerExtendable { start(.leading) }
  public var trailing: ConstraintMakerExtendable { start(.trailing) }
  public var width: ConstraintMakerExtendable { start(.width) }
  public var height: ConstraintMakerExtendable { start(.height) }
  public var centerX: ConstraintMakerExtendable { start(.centerX) }
  public var centerY: ConstraintMakerExtendable { start(.centerY) }
  public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
  public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
  public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
  public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
  public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
  public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
  public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
  public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
  public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
  public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
  public var edges: ConstraintMakerExtendable { start(.edges) }
  public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
  public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
  public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
  public var size: ConstraintMakerExtendable { start(.size) }
  public var center: ConstraintMakerExtendable { start(.center) }
  public var margins: ConstraintMakerExtendable { start(.margins) }
  public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}

/// A chain that can take more attributes (`make.left.right`) or a relation.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
  func extend(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  public var left: ConstraintMakerExtendable { extend(.left) }
  public var top: ConstraintMakerExtendable { extend(.top) }
  public var bottom: ConstraintMakerExtendable { extend(.bottom) }
  public var right: ConstraintMakerExtendable { extend(.right) }
  public var leading: ConstraintMakerExtendable { extend(.leading) }
  public var trailing: ConstraintMakerExtendable { extend(.trailing) }
  public var width: ConstraintMakerExtendable { extend(.width) }
  public var height: ConstraintMakerExtendable { extend(.height) }
  public var centerX: ConstraintMakerExtendable { extend(.centerX) }
  public var centerY: ConstraintMakerExtendable { extend(.centerY) }
  public var edges: ConstraintMakerExtendable { extend(.edges) }
  public var size: ConstraintMakerExtendable { extend(.size) }
  public var center: ConstraintMakerExtendable { extend(.center) }
}

/// A chain that takes a relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`, or their superview forms.
public class ConstraintMakerRelatable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  func relate(_ relation: LayoutRelation, _ target: ConstraintRelatableTarget?) -> ConstraintMakerEditable {
    description.relation = relation
    if let target {
      description.target = target
    } else {
      description.toSuperview = true
    }
    return ConstraintMakerEditable(description)
  }

  @discardableResult
  public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, other) }
  @discardableResult
  public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, other)
  }
  @discardableResult
  public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, other)
  }
  @discardableResult
  public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, nil) }
  @discardableResult
  public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, nil) }
  @discardableResult
  public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, nil) }
}

/// A chain that takes adjustments: offsets, insets, a multiplier, a priority, a label.
public final class ConstraintMakerEditable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Adds to the constant of every attribute.
  @discardableResult
  public func offset(_ amount: Double) -> ConstraintMakerEditable {
    description.offset = amount
    return self
  }

  /// Moves edges inwards: `+` on left, top and leading, `−` on right, bottom and trailing, and shrinks sizes.
  @discardableResult
  public func inset(_ amount: Double) -> ConstraintMakerEditable {
    description.insets = EdgeInsets(all: amount)
    return self
  }

  @discardableResult
  public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
    description.insets = insets
    return self
  }

  @discardableResult
  public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
    description.multiplier = amount
    return self
  }

  @discardableResult
  public func dividedBy(_ amount: Double) -> ConstraintMakerEditable {
    description.multiplier = 1 / amount
    return self
  }

  @discardableResult
  public func priority(_ priority: ConstraintPriority) -> ConstraintMakerEditable {
    description.priority = priority
    return self
  }

  @discardableResult
  public func priority(_ value: Float) -> ConstraintMakerEditable { priority(ConstraintPriority(value)) }

  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerEditable {
    description.label = label
    return self
  }

  /// The constraint this chain describes, to keep and change later.
  public var constraint: Constraint { description.constraint }
}
