/// Items in lines that wrap (UIKit's `UICollectionViewFlowLayout`): fixed `itemSize`, or — when
/// `estimatedItemSize` is not zero — each cell's own fitting size (self-sizing, as seed 001 describes).
public struct CollectionViewFlowLayout: Sendable, Equatable {
  public enum ScrollDirection: Sendable { case vertical, horizontal }

  /// UIKit's `automaticSize`: self-sizing with an estimate the cells replace.
  public static let automaticSize = Size(width: -1, height: -1)

  public var scrollDirection = ScrollDirection.vertical
  public var itemSize = Size(width: 50, height: 50)
  /// Non-zero switches self-sizing on.
  public var estimatedItemSize = Size.zero
  public var minimumLineSpacing = 10.0
  public var minimumInteritemSpacing = 10.0
  public var sectionInset = EdgeInsets.zero
  public var headerReferenceSize = Size.zero
  public var footerReferenceSize = Size.zero

  public init() {}

  public var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// Frames for items of `sizes` in a collection `bounds` wide (vertical) or tall (horizontal), starting at
  /// `start` along the scrolling axis; returns the frames and where the section ends.
  ///
  /// Lines hold as many items as fit with the minimum spacing; the space left in a line is shared out between its
  /// items (so its first and last items touch the insets), and a line of one item is centred — UIKit's flow. The
  /// last line is the exception: with items all of one size it keeps the grid of a full line (its items in the
  /// columns a full line would give them), otherwise its items follow one another at the minimum spacing from the
  /// start. Evidence: Interface Builder's stored frames — two 100-pt items in a 375-pt line at x = 0 and 137.5 (the
  /// columns of a line of three; files/082), lone fixed-size items at the start of their line (files/019, 013 and
  /// four horizontal collections in files/050), and a 156-pt and a 199-pt item 10 pt apart (files/050); and a
  /// long-standing report that UIKit left-aligns the last line once item sizes differ (openradar 20825965).
  public func frames(for sizes: [Size], bounds: Size, start: Double) -> (frames: [Rect], end: Double) {
    let vertical = scrollDirection == .vertical
    let available =
      vertical
      ? bounds.width - sectionInset.left - sectionInset.right : bounds.height - sectionInset.top - sectionInset.bottom
    let header = vertical ? headerReferenceSize.height : headerReferenceSize.width
    var along = start + header + (vertical ? sectionInset.top : sectionInset.left)
    let crossStart = vertical ? sectionInset.left : sectionInset.top
    var frames: [Rect] = []
    var index = 0
    let uniform = sizes.allSatisfy { $0 == sizes.first }
    while index < sizes.count {
      var line: [Size] = [sizes[index]]
      var used = vertical ? sizes[index].width : sizes[index].height
      var next = index + 1
      while next < sizes.count {
        let length = vertical ? sizes[next].width : sizes[next].height
        guard used + minimumInteritemSpacing + length <= available + 1e-9 else { break }
        used += minimumInteritemSpacing + length
        line.append(sizes[next])
        next += 1
      }
      let thickness = line.map { vertical ? $0.height : $0.width }.max() ?? 0
      var gap = line.count > 1 ? minimumInteritemSpacing + (available - used) / Double(line.count - 1) : 0
      var cross = line.count == 1 ? crossStart + (available - used) / 2 : crossStart
      if next == sizes.count {
        if uniform {
          // The grid of a full line of these items.
          let length = vertical ? sizes[0].width : sizes[0].height
          let columns = max(
            1,
            ((available + minimumInteritemSpacing) / (length + minimumInteritemSpacing) + 1e-9)
              .rounded(.down))
          let full = columns * length + (columns - 1) * minimumInteritemSpacing
          gap = columns > 1 ? minimumInteritemSpacing + (available - full) / (columns - 1) : 0
          cross = columns > 1 ? crossStart : crossStart + (available - length) / 2
        } else {
          gap = minimumInteritemSpacing
          cross = crossStart
        }
      }
      for size in line {
        let length = vertical ? size.width : size.height
        let across = vertical ? size.height : size.width
        // Items are centred across their line.
        let offset = along + (thickness - across) / 2
        frames.append(
          vertical
            ? Rect(x: cross, y: offset, width: size.width, height: size.height)
            : Rect(x: offset, y: cross, width: size.width, height: size.height))
        cross += length + gap
      }
      along += thickness
      index = next
      if index < sizes.count { along += minimumLineSpacing }
    }
    along += vertical ? sectionInset.bottom : sectionInset.right
    along += vertical ? footerReferenceSize.height : footerReferenceSize.width
    return (frames, along)
  }
}
