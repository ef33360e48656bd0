#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One contiguous block holding the cells of every row, so that rows are plain values (a start and a count) with no
/// reference counting and no allocation per merge.
///
/// Regions are handed out from the end (`used` grows); a replaced region becomes garbage until the tableau compacts
/// the block. The block grows with `realloc`, which moves large blocks by remapping pages rather than copying them.
final class CellArena {
  @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Cell>
  @exclusivity(unchecked) private(set) var capacity: Int
  /// Cells handed out so far, live or garbage.
  @exclusivity(unchecked) var used = 0
  /// Cells held by live rows (the sum of their capacities).
  @exclusivity(unchecked) var live = 0

  init(capacity: Int = 1024) {
    self.capacity = capacity
    base = UnsafeMutableRawPointer(malloc(capacity * MemoryLayout<Cell>.stride)!).bindMemory(
      to: Cell.self, capacity: capacity)
  }

  deinit { free(base) }

  /// The start of `count` fresh cells at the end of the block. May move `base`: take pointers after calling it.
  @inline(__always)
  func allocate(_ count: Int) -> Int {
    if used + count > capacity { grow(to: max(capacity * 2, used + count)) }
    let start = used
    used += count
    live += count
    return start
  }

  private func grow(to newCapacity: Int) {
    let bytes = newCapacity * MemoryLayout<Cell>.stride
    guard let moved = realloc(base, bytes) else { fatalError("out of memory for \(newCapacity) tableau cells") }
    base = moved.bindMemory(to: Cell.self, capacity: newCapacity)
    capacity = newCapacity
  }

  /// Whether enough of the block is garbage to make compaction worth its copy.
  var wantsCompaction: Bool { used > 4096 && used - live > used / 4 }
}
