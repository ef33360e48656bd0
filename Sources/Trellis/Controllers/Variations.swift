/// A value that varies with size class, as Interface Builder stores a constraint's installed state or constant: a
/// base value for `Any` and overrides for size-class predicates. The most specific matching override wins; among
/// equally specific ones, the one given last.
public struct Variations<Value: Sendable & Equatable>: Sendable, Equatable {
  public var base: Value
  public var overrides: [Override]

  public struct Override: Sendable, Equatable {
    public var predicate: SizeClassPredicate
    public var value: Value
  }

  public init(_ base: Value, _ overrides: [(SizeClassPredicate, Value)] = []) {
    self.base = base
    self.overrides = overrides.map { Override(predicate: $0.0, value: $0.1) }
  }

  /// The value for these traits.
  public func resolve(_ traits: TraitCollection) -> Value {
    var best: Override?
    for candidate in overrides where candidate.predicate.matches(traits) {
      if best == nil || candidate.predicate.specificity >= best!.predicate.specificity { best = candidate }
    }
    return best?.value ?? base
  }
}
