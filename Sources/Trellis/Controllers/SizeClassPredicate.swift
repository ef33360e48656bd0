/// Which size classes something applies to, as Interface Builder's variations name them: `Any`, `wR hR`, `hC`…
/// An unspecified class matches either.
public struct SizeClassPredicate: Sendable, Hashable, CustomStringConvertible {
  public var horizontal: UserInterfaceSizeClass
  public var vertical: UserInterfaceSizeClass

  public init(horizontal: UserInterfaceSizeClass = .unspecified, vertical: UserInterfaceSizeClass = .unspecified) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Every size class.
  public static let any = SizeClassPredicate()

  public func matches(_ traits: TraitCollection) -> Bool {
    (horizontal == .unspecified || horizontal == traits.horizontalSizeClass)
      && (vertical == .unspecified || vertical == traits.verticalSizeClass)
  }

  /// How many classes the predicate fixes: a more specific variation overrides a less specific one.
  public var specificity: Int {
    (horizontal == .unspecified ? 0 : 1) + (vertical == .unspecified ? 0 : 1)
  }

  /// `Any`, `wR`, `hC`, `wR hR`.
  public var description: String {
    var parts: [String] = []
    if horizontal != .unspecified { parts.append("w\(horizontal)") }
    if vertical != .unspecified { parts.append("h\(vertical)") }
    return parts.isEmpty ? "Any" : parts.joined(separator: " ")
  }
}
