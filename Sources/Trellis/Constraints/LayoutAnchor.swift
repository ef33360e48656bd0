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
    _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>, multiplier: Double, constant: Double,
    file: String, line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: other.item,
      secondAttribute: other.attribute, multiplier: multiplier, constant: constant, file: file, line: line)
  }

  /// A constraint on the anchor alone (a constant size).
  func make(_ relation: LayoutRelation, constant: Double, file: String, line: Int) -> LayoutConstraint {
    LayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: nil, secondAttribute: .notAnAttribute,
      multiplier: 1, constant: constant, file: file, line: line)
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
    make(.equal, constant: constant, file: file, line: line)
  }

  /// `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, constant: constant, file: file, line: line)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, constant: constant, file: file, line: line)
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
public protocol LayoutAnchorProviding: AnyObject {
  var leadingAnchor: LayoutXAxisAnchor { get }
  var trailingAnchor: LayoutXAxisAnchor { get }
  var leftAnchor: LayoutXAxisAnchor { get }
  var rightAnchor: LayoutXAxisAnchor { get }
  var centerXAnchor: LayoutXAxisAnchor { get }
  var topAnchor: LayoutYAxisAnchor { get }
  var bottomAnchor: LayoutYAxisAnchor { get }
  var centerYAnchor: LayoutYAxisAnchor { get }
  var widthAnchor: LayoutDimension { get }
  var heightAnchor: LayoutDimension { get }
}

extension View: LayoutAnchorProviding {}
extension LayoutGuide: LayoutAnchorProviding {}

// The anchors are written out for views and guides rather than once on the protocol: a protocol extension would
// find the kind of item with a dynamic cast on every call.
extension View {
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .trailing) }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: .view(self), attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: .view(self), attribute: .height) }
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .firstBaseline) }
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .lastBaseline) }
}

extension LayoutGuide {
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .trailing) }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: .guide(self), attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: .guide(self), attribute: .height) }
}
