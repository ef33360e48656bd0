/// Which parts of a view's frame stretch when its superview resizes (UIKit's `UIView.AutoresizingMask`).
///
/// With `translatesAutoresizingMaskIntoConstraints` on, the engine turns the mask into constraints: fixed parts
/// keep their size, and the change in the superview's size is shared by the flexible parts in proportion to their
/// sizes when the frame was set. Reports print the mask as UIKit does, `h=-&- v=--&` (`-` fixed, `&` flexible,
/// for left margin, width, right margin and top margin, height, bottom margin).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// UIKit's notation, `h=--& v=--&`. When nothing on an axis is flexible, the trailing margin takes the change
  /// and prints as flexible, as in UIKit's logs (a view with no mask shows `h=--& v=--&`).
  public var notation: String {
    func axis(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
      guard !isDisjoint(with: [leading, size, trailing]) else { return "--&" }
      return [leading, size, trailing].map { contains($0) ? "&" : "-" }.joined()
    }
    return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
      + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
  }

  /// How a change of the superview's length along one axis is shared: the fractions that go to the leading margin
  /// and to the size, given the parts' lengths when the frame was set.
  static func shares(
    margin: Double, size: Double, trailing: Double, flexibleMargin: Bool, flexibleSize: Bool, flexibleTrailing: Bool
  ) -> (margin: Double, size: Double) {
    let parts = [(margin, flexibleMargin), (size, flexibleSize), (trailing, flexibleTrailing)]
    let flexible = parts.filter(\.1)
    guard !flexible.isEmpty else { return (0, 0) }
    let total = flexible.reduce(0) { $0 + max($1.0, 0) }
    // With no length to go by, flexible parts share equally.
    let share = { (part: (Double, Bool)) -> Double in
      guard part.1 else { return 0 }
      return total > 0 ? max(part.0, 0) / total : 1 / Double(flexible.count)
    }
    return (share(parts[0]), share(parts[1]))
  }

  /// The shares of both axes for a frame set in a superview of size `reference`.
  func shares(of frame: Rect, in reference: Size) -> (
    horizontal: (margin: Double, size: Double), vertical: (margin: Double, size: Double)
  ) {
    (
      AutoresizingMask.shares(
        margin: frame.minX, size: frame.width, trailing: reference.width - frame.maxX,
        flexibleMargin: contains(.flexibleLeftMargin), flexibleSize: contains(.flexibleWidth),
        flexibleTrailing: contains(.flexibleRightMargin)),
      AutoresizingMask.shares(
        margin: frame.minY, size: frame.height, trailing: reference.height - frame.maxY,
        flexibleMargin: contains(.flexibleTopMargin), flexibleSize: contains(.flexibleHeight),
        flexibleTrailing: contains(.flexibleBottomMargin))
    )
  }
}
