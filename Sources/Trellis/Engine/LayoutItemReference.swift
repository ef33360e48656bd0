import TrellisSolver

/// The four unknowns of a view or guide, in the coordinates of its hierarchy's root.
struct ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The order in which the engine met the item, for stable names in reports.
  let serial: Int
}

/// A view or a layout guide: what a constraint's items are.
enum LayoutItemReference {
  case view(View)
  case guide(LayoutGuide)

  init?(_ object: AnyObject?) {
    switch object {
    case let view as View: self = .view(view)
    case let guide as LayoutGuide: self = .guide(guide)
    default: return nil
    }
  }

  var object: AnyObject {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide
    }
  }

  /// The view whose hierarchy positions the item: the view itself, or the guide's owning view.
  var view: View? {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide.owningView
    }
  }

  var variables: ItemVariables? {
    switch self {
    case .view(let view): view.variables
    case .guide(let guide): guide.variables
    }
  }

  var name: String {
    switch self {
    case .view(let view): view.debugName
    case .guide(let guide):
      "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)#\(guide.variables?.serial ?? 0)"
    }
  }

  /// The linear expression of `attribute` over the item's variables. Margin attributes are handled by the caller
  /// (they belong to the margins guide).
  func expression(for attribute: LayoutAttribute, variables v: ItemVariables) -> LinearExpression {
    let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch attribute {
    case .left: return LinearExpression(v.minX)
    case .right: return v.minX + v.width
    case .top: return LinearExpression(v.minY)
    case .bottom, .lastBaseline, .firstBaseline: return v.minY + v.height
    case .leading: return rightToLeft ? v.minX + v.width : LinearExpression(v.minX)
    case .trailing: return rightToLeft ? LinearExpression(v.minX) : v.minX + v.width
    case .width: return LinearExpression(v.width)
    case .height: return LinearExpression(v.height)
    case .centerX: return v.minX + 0.5 * v.width
    case .centerY: return v.minY + 0.5 * v.height
    default: return LinearExpression()
    }
  }
}
