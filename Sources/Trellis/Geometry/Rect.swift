/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle with its edges moved inwards by `insets`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// The overlap of two rectangles (CGRect's `intersection`); `.zero`-sized at the nearer corner when they do not
  /// overlap, so callers test the width and height.
  public func intersection(_ other: Rect) -> Rect {
    let minX = max(self.minX, other.minX)
    let minY = max(self.minY, other.minY)
    let maxX = min(self.maxX, other.maxX)
    let maxY = min(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
  }

  /// Whether every coordinate is within a billionth of a point of `other`'s.
  func isClose(to other: Rect) -> Bool {
    abs(origin.x - other.origin.x) <= 1e-9 && abs(origin.y - other.origin.y) <= 1e-9
      && abs(size.width - other.size.width) <= 1e-9 && abs(size.height - other.size.height) <= 1e-9
  }

  /// The rectangle with its edges rounded to the pixel grid of `scale` (1, 2 or 3 pixels a point), each to the
  /// nearest pixel, halves away from zero; the size is what lies between the rounded edges.
  ///
  /// Edges, not origin and size: Interface Builder stores seven `fillEqually` views across 375 pt @2x (edges at
  /// k × 53.571) as widths 53.5, 53.5, 53.5, 54, 53.5, … — each edge snapped on its own, the size following.
  public func rounded(toScale scale: Double) -> Rect {
    rounded(toScale: scale, inverse: Rect.exactInverse(of: scale))
  }

  /// `1 / scale` when dividing by `scale` is multiplying by it exactly (a power of two: 1×, 2×), else nil.
  static func exactInverse(of scale: Double) -> Double? {
    let inverse = 1 / scale
    return scale.isNormal && scale.significandBitPattern == 0 && inverse.isNormal ? inverse : nil
  }

  /// ``rounded(toScale:)`` with `inverse` from ``exactInverse(of:)``, found once for many rectangles: multiplying by
  /// it instead of dividing gives the same result without four divisions, most of the time of a resize's rounding.
  func rounded(toScale scale: Double, inverse: Double?) -> Rect {
    // Layout rounds four numbers a view; truncating through an integer avoids a libm call for each.
    @inline(__always) func snap(_ value: Double) -> Double {
      let scaled = value * scale
      guard abs(scaled) < 4e15 else { return scaled.rounded(.toNearestOrAwayFromZero) / scale }
      let truncated = Double(Int64(scaled))
      let fraction = scaled - truncated
      // Ties round away from zero; values up to a thousandth of a pixel short of a half count as ties. Two edges
      // computed along different paths (82.8333… as 248.49999… or 248.5 pixels) snap alike, and so does an edge from
      // a multiplier Interface Builder printed to six digits: 0.610687 × 393 is 239.99999 where IB computed 240 from
      // 240/393, which put the centred edge at 316.49999 pt, 949.49999 pixels (stored 316.667 @3x).
      let pixels = fraction >= 0.5 - 1e-3 ? truncated + 1 : fraction <= -0.5 + 1e-3 ? truncated - 1 : truncated
      if let inverse { return pixels * inverse }
      return pixels / scale
    }
    let minX = snap(origin.x)
    let minY = snap(origin.y)
    return Rect(
      x: minX, y: minY, width: snap(origin.x + size.width) - minX, height: snap(origin.y + size.height) - minY)
  }

}
