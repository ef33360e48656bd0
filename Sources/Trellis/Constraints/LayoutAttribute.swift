/// A part of a view's or a guide's layout that a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  case notAnAttribute = 0
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// The axis the attribute lies on, or nil for `.notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .notAnAttribute: nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    }
  }

  /// Whether the attribute flips with the layout direction (leading, trailing and their margins).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is a size rather than a position.
  public var isDimension: Bool { self == .width || self == .height }

  /// For a margin attribute, the plain attribute it stands for on the margins guide.
  var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// UIKit's name, as logs print it.
  public var name: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}

/// Horizontal or vertical (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Int, Hashable, Sendable {
  case horizontal = 0
  case vertical = 1
}
