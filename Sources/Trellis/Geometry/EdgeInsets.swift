/// Distances inwards from each edge of a rectangle (UIKit's `UIEdgeInsets`): left and right are absolute.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  public static let zero = EdgeInsets(all: 0)

  /// Edge by edge sums: a safe area plus what a controller adds, margins measured from the safe area.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }
}
