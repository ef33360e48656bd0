import Trellis

extension SceneBuilder {
  /// Places the cells of tables and collections as Interface Builder's canvas shows prototypes and static cells:
  /// one after another down the table (after the section header in plain tables), or in flow-layout lines. Cells
  /// and content views are then positioned by frame, with their width following the list's.
  func placeCells() {
    for (element, table) in tables { placeCells(of: table, element) }
    for (element, collection) in collections { placeCells(of: collection, element) }
  }

  private func placeCells(of table: TableView, _ element: IBElement) {
    let width = table.frame.width
    let inset = table.style == .insetGrouped ? 20.0 : 0
    let headerHeight = element.number("sectionHeaderHeight").map { max($0, 0) } ?? 28
    var y: Double
    switch table.style {
    case .plain: y = headerHeight
    case .grouped, .insetGrouped: y = 0
    }
    if let header = element.child(key: "tableHeaderView"), let id = header.id, let view = viewsByID[id] {
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = [.flexibleWidth]
      view.frame = Rect(x: 0, y: 0, width: width, height: view.frame.height)
      y += view.frame.height
    }
    let defaultHeight = table.rowHeight > 0 ? table.rowHeight : 44
    let separator = SceneBuilder.separatorHeight(toolsVersion: document.toolsVersion, scale: canvas.scale)
    for cellElement in SceneBuilder.tableCells(of: element) {
      guard let id = cellElement.id, let cell = viewsByID[id] as? TableViewCell else { continue }
      let height = cell.rowHeight ?? defaultHeight
      cell.translatesAutoresizingMaskIntoConstraints = true
      cell.autoresizingMask = [.flexibleWidth]
      cell.frame = Rect(x: inset, y: y, width: width - 2 * inset, height: height)
      let accessory = cell.accessoryWidth
      cell.contentView.frame = Rect(
        x: 0, y: 0, width: cell.frame.width - accessory, height: max(height - separator, 0))
      y += height
    }
    if let footer = element.child(key: "tableFooterView"), let id = footer.id, let view = viewsByID[id] {
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = [.flexibleWidth]
      view.frame = Rect(x: 0, y: y, width: width, height: view.frame.height)
    }
  }

  private func placeCells(of collection: CollectionView, _ element: IBElement) {
    let layout = collection.collectionViewLayout
    let cells = (element.child(named: "cells")?.children ?? []).filter(IBViewClass.isView).compactMap { cell in
      cell.id.flatMap { viewsByID[$0] }
    }
    let sizes = cells.map { $0.frame.size }
    let (frames, _) = layout.frames(for: sizes, bounds: collection.frame.size, start: 0)
    for (cell, frame) in zip(cells, frames) {
      cell.translatesAutoresizingMaskIntoConstraints = true
      cell.autoresizingMask = []
      cell.frame = frame
      if let item = cell as? CollectionViewCell { item.contentView.frame = Rect(origin: .zero, size: frame.size) }
    }
    if let header = element.child(key: "sectionHeaderView"), let id = header.id, let view = viewsByID[id] {
      view.translatesAutoresizingMaskIntoConstraints = true
      let vertical = layout.scrollDirection == .vertical
      let reference = layout.headerReferenceSize
      view.frame =
        vertical
        ? Rect(x: 0, y: 0, width: collection.frame.width, height: reference.height)
        : Rect(x: 0, y: 0, width: reference.width, height: collection.frame.height)
    }
  }

  /// The height a cell's separator takes from its content view in Interface Builder's canvas: one device pixel in
  /// documents saved before Xcode 13, none since (corpus: 0.5 at @2x and 0.333 at @3x in older cells, 0 in 600
  /// newer ones).
  static func separatorHeight(toolsVersion: Int, scale: Double) -> Double {
    toolsVersion > 0 && toolsVersion < 18000 ? 1 / scale : 0
  }
}
