/// A growable block of plain values addressed without bounds or uniqueness checks, for the engine's inner loops
/// (propagation touches a handful of numbers per row, and array checks were most of its cost). Owned by one object,
/// which frees it.
struct ScratchBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int

  init() {
    capacity = 16
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  /// Makes room for `count` elements, keeping the first `keeping`.
  mutating func reserve(_ count: Int, keeping: Int = 0) {
    guard count > capacity else { return }
    let grown = max(count, capacity * 2)
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    if keeping > 0 { moved.initialize(from: base, count: min(keeping, capacity)) }
    base.deallocate()
    base = moved
    capacity = grown
  }

  /// Makes room for `count` elements, all set to `value`.
  mutating func reset(_ count: Int, to value: Element) {
    reserve(count)
    base.update(repeating: value, count: count)
  }

  subscript(index: Int) -> Element {
    get { base[index] }
    nonmutating set { base[index] = newValue }
  }

  func free() {
    base.deallocate()
  }
}
