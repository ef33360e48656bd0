/// A grid of items in sections (UIKit's `UICollectionView`) with a ``CollectionViewFlowLayout``, laid out for
/// layout's purposes: every item placed, self-sizing cells measured by their content view's constraints.
open class CollectionView: ScrollView {
  public var collectionViewLayout: CollectionViewFlowLayout { didSet { setNeedsLayout() } }
  public private(set) var sections: [[CollectionViewCell]] = []
  public private(set) var collectionContentSize = Size.zero
  public override var contentSize: Size { collectionContentSize }

  public init(frame: Rect = .zero, collectionViewLayout: CollectionViewFlowLayout) {
    self.collectionViewLayout = collectionViewLayout
    super.init(frame: frame)
  }

  public override convenience init(frame: Rect) {
    self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
  }

  /// Replaces the items (UIKit asks a data source; for layout, give the cells).
  public func setSections(_ sections: [[CollectionViewCell]]) {
    for cell in self.sections.joined() { cell.removeFromSuperview() }
    self.sections = sections
    for cell in sections.joined() {
      cell.translatesAutoresizingMaskIntoConstraints = true
      addSubview(cell)
    }
    setNeedsLayout()
  }

  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// The size the flow lays items out in: the collection's size less the adjusted content inset across the
  /// scrolling axis (a horizontal collection's items sit between its top and bottom insets, as UIKit's flow layout
  /// centres them in the visible height less `adjustedContentInset`).
  public var layoutBounds: Size {
    let inset = adjustedContentInset
    let vertical = collectionViewLayout.scrollDirection == .vertical
    return Size(
      width: frame.width - (vertical ? inset.left + inset.right : 0),
      height: frame.height - (vertical ? 0 : inset.top + inset.bottom))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = collectionViewLayout
    let estimate =
      layout.estimatedItemSize == CollectionViewFlowLayout.automaticSize
      ? layout.itemSize : layout.estimatedItemSize
    let bounds = layoutBounds
    var end = 0.0
    for cells in sections {
      var sizes = cells.map { _ in layout.itemSize }
      if layout.isSelfSizing {
        // UIKit's preferredLayoutAttributesFitting: each content view's fitting size near the estimate.
        sizes = View.fittingSizes(
          of: cells.map(\.contentView), targets: cells.map { _ in estimate }, horizontal: .fittingSizeLevel,
          vertical: .fittingSizeLevel
        ).map { Size(width: max($0.width, 0), height: max($0.height, 0)) }
      }
      let placed = layout.frames(for: sizes, bounds: bounds, start: end)
      for (cell, rect) in zip(cells, placed.frames) {
        if cell.frame != rect { cell.frame = rect }
        cell.encapsulation.apply(to: cell.contentView, in: cell, size: rect.size)
      }
      end = placed.end
    }
    collectionContentSize =
      layout.scrollDirection == .vertical
      ? Size(width: frame.width, height: end) : Size(width: end, height: frame.height)
  }
}
