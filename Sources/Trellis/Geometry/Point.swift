/// A location in a view's coordinate space: origin top-left, y growing downwards, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}
