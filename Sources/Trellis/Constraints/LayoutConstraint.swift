import TrellisSolver

/// A relation between two layout attributes, `first.attribute (== | <= | >=) multiplier × second.attribute +
/// constant`, with a priority (UIKit's `NSLayoutConstraint`).
///
/// Activating a constraint installs it in the engine of the hierarchy its items share; changing `constant` on an
/// active constraint moves only what depends on it. A constraint that cannot be installed (no common ancestor, a
/// non-finite number, a required conflict) stays inactive and is reported in ``View/layoutIssues``.
public final class LayoutConstraint {
  let first: LayoutItemReference
  let second: LayoutItemReference?

  /// The view or guide on the left-hand side.
  public var firstItem: AnyObject { first.object }
  public let firstAttribute: LayoutAttribute
  public let relation: LayoutRelation
  /// The view or guide on the right-hand side, or nil for a constant size.
  public var secondItem: AnyObject? { second?.object }
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
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
  /// The constraint's row in its engine while active.
  @exclusivity(unchecked) var engineRow = -1

  init(
    first: LayoutItemReference, firstAttribute: LayoutAttribute, relation: LayoutRelation,
    second: LayoutItemReference?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    file: String, line: Int
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.file = file
    self.line = line
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
    for constraint in constraints where constraint.engine == nil {
      guard let view = constraint.first.view ?? constraint.second?.view else { continue }
      view.rootEngine.activate(constraint)
    }
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
    var text = "\(first.name).\(firstAttribute.name) \(relation.symbol) "
    if let second {
      text += "\(second.name).\(secondAttribute.name)"
      if multiplier != 1 { text += "*\(formatNumber(multiplier))" }
      if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
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
