/// The four unknowns of a view or guide, in the coordinates of its hierarchy's root: numbered variables of the
/// engine, consecutive from `minX`.
struct ItemVariables {
  let minX: Int32
  var minY: Int32 { minX + 1 }
  var width: Int32 { minX + 2 }
  var height: Int32 { minX + 3 }
  /// The order in which the engine met the item, for stable names in reports.
  let serial: Int32
}

/// A view or a layout guide: what a constraint's items are.
///
/// Retains its object; the engine and active constraints hold items through ``UnretainedItem`` instead.
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

  /// The item, not retained.
  var unretained: UnretainedItem {
    switch self {
    case .view(let view): .view(Unretained(view))
    case .guide(let guide): .guide(Unretained(guide))
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

  /// Appends `factor ×` the linear expression of `attribute` over the item's variables to `terms`. Margin
  /// attributes are handled by the caller (they belong to the margins guide). `rightToLeft`: whether the item's view
  /// lays out right to left (read only for leading and trailing).
  func appendTerms(
    for attribute: LayoutAttribute, variables v: ItemVariables, factor: Double, rightToLeft: Bool,
    to terms: inout RowTerms
  ) {
    LayoutItemReference.appendTerms(for: attribute, variables: v, factor: factor, rightToLeft: rightToLeft, to: &terms)
  }

  /// ``appendTerms(for:variables:factor:rightToLeft:to:)`` for any item: the terms depend only on its variables.
  static func appendTerms(
    for attribute: LayoutAttribute, variables v: ItemVariables, factor: Double, rightToLeft: Bool,
    to terms: inout RowTerms
  ) {
    switch attribute {
    case .left:
      terms.add(v.minX, factor)
    case .right:
      terms.add(v.minX, factor)
      terms.add(v.width, factor)
    case .top:
      terms.add(v.minY, factor)
    case .bottom, .lastBaseline, .firstBaseline:
      terms.add(v.minY, factor)
      terms.add(v.height, factor)
    case .leading, .trailing:
      terms.add(v.minX, factor)
      if (attribute == .trailing) != rightToLeft { terms.add(v.width, factor) }
    case .width:
      terms.add(v.width, factor)
    case .height:
      terms.add(v.height, factor)
    case .centerX:
      terms.add(v.minX, factor)
      terms.add(v.width, 0.5 * factor)
    case .centerY:
      terms.add(v.minY, factor)
      terms.add(v.height, 0.5 * factor)
    default:
      break
    }
  }
}

/// A view or a layout guide held without retaining it, for the engine's list of items: they are in its hierarchy,
/// which keeps them alive while the engine holds them (see ``RowOwner``).
enum UnretainedItem {
  case view(Unretained<View>)
  case guide(Unretained<LayoutGuide>)

  var reference: LayoutItemReference {
    switch self {
    case .view(let view): .view(view.object)
    case .guide(let guide): .guide(guide.object)
    }
  }
}
