import Trellis

/// What a `make` chain relates to: a view or guide (the same attributes), another item's attribute
/// (`other.snp.bottom`), or numbers (a size, or an offset from the superview).
public protocol ConstraintRelatableTarget {}

extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Size: ConstraintRelatableTarget {}
extension Point: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}

/// An item with attributes: `other.snp.bottom`, `guide.snp.top`.
public struct ConstraintItem: ConstraintRelatableTarget {
  let target: AnyObject
  let attributes: ConstraintAttributes
}

/// `view.snp` and `guide.snp`: attribute items to relate to, and (on views) the make/remake/update/remove calls.
public struct ConstraintDSLItems {
  let target: AnyObject

  func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
    ConstraintItem(target: target, attributes: attributes)
  }

  public var left: ConstraintItem { item(.left) }
  public var top: ConstraintItem { item(.top) }
  public var right: ConstraintItem { item(.right) }
  public var bottom: ConstraintItem { item(.bottom) }
  public var leading: ConstraintItem { item(.leading) }
  public var trailing: ConstraintItem { item(.trailing) }
  public var width: ConstraintItem { item(.width) }
  public var height: ConstraintItem { item(.height) }
  public var centerX: ConstraintItem { item(.centerX) }
  public var centerY: ConstraintItem { item(.centerY) }
  public var lastBaseline: ConstraintItem { item(.lastBaseline) }
  public var firstBaseline: ConstraintItem { item(.firstBaseline) }
  public var leftMargin: ConstraintItem { item(.leftMargin) }
  public var rightMargin: ConstraintItem { item(.rightMargin) }
  public var topMargin: ConstraintItem { item(.topMargin) }
  public var bottomMargin: ConstraintItem { item(.bottomMargin) }
  public var leadingMargin: ConstraintItem { item(.leadingMargin) }
  public var trailingMargin: ConstraintItem { item(.trailingMargin) }
  public var edges: ConstraintItem { item(.edges) }
  public var directionalEdges: ConstraintItem { item(.directionalEdges) }
  public var size: ConstraintItem { item(.size) }
  public var center: ConstraintItem { item(.center) }
  public var margins: ConstraintItem { item(.margins) }
}
