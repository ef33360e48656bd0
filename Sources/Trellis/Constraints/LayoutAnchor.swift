/// One attribute of a view or guide, to build constraints from (UIKit's `NSLayoutAnchor`). The type parameter
/// keeps axes apart: an x-axis anchor only relates to x-axis anchors, a dimension to dimensions. Anchors are values:
/// asking a view for one allocates nothing.
public struct LayoutAnchor<AnchorType> {
  let item: LayoutItemReference
  let attribute: LayoutAttribute

  init(item: LayoutItemReference, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double, constant: Double,
    file: String, line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: other?.item,
      secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
      file: file, line: line)
  }

  /// `self == anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: constant, file: file, line: line)
  }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant, file: file, line: line)
  }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant, file: file, line: line)
  }
}

/// The kinds of anchor, as type parameters of ``LayoutAnchor``.
public enum XAxisAnchorKind {}
public enum YAxisAnchorKind {}
public enum DimensionAnchorKind {}

/// A horizontal position: leading, trailing, left, right, centerX.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// A vertical position: top, bottom, centerY, baselines.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
/// A width or a height.
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

/// The standard spacing between siblings, used by the system-spacing anchors (UIKit's 8 pt).
let systemSpacing = 8.0

extension LayoutAnchor where AnchorType == XAxisAnchorKind {
  /// `self == anchor + multiplier × system spacing`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: multiplier * systemSpacing, file: file, line: line)
  }
}

extension LayoutAnchor where AnchorType == YAxisAnchorKind {
  /// `self == anchor + multiplier × system spacing`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: multiplier * systemSpacing, file: file, line: line)
  }
}

extension LayoutAnchor where AnchorType == DimensionAnchorKind {
  /// `self == constant`.
  public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    make(.equal, nil, multiplier: 1, constant: constant, file: file, line: line)
  }

  /// `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant, file: file, line: line)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: constant, file: file, line: line)
  }

  /// `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
  }

  /// `self >= anchor × multiplier + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
  }

  /// `self <= anchor × multiplier + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
  }
}

/// The anchors every view and guide has.
public protocol LayoutAnchorProviding: AnyObject {}

extension View: LayoutAnchorProviding {}
extension LayoutGuide: LayoutAnchorProviding {}

extension LayoutAnchorProviding {
  var anchorItem: LayoutItemReference { LayoutItemReference(self)! }
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: anchorItem, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: anchorItem, attribute: .trailing) }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: anchorItem, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: anchorItem, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: anchorItem, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: anchorItem, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: anchorItem, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: anchorItem, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: anchorItem, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: anchorItem, attribute: .height) }
}

extension View {
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .firstBaseline) }
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .lastBaseline) }
}
