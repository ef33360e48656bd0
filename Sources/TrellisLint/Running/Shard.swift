/// One of N equal parts of a lint run, so CI can fan the work out over machines: `--shard 2/4`. Work units (a
/// document's own checks, then each scene) are dealt round-robin in a fixed order, so the N shards together do
/// everything exactly once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based.
  public let index: Int
  public let count: Int

  /// Parses `K/N` with 1 ≤ K ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  public init(index: Int, count: Int) {
    precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count) is out of range")
    self.index = index
    self.count = count
  }

  /// Whether the unit at `position` of the run's fixed order belongs to this shard.
  func owns(_ position: Int) -> Bool { position % count == index - 1 }

  public var description: String { "\(index)/\(count)" }
}
