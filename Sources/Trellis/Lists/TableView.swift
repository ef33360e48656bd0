/// A vertical list of sections of rows (UIKit's `UITableView`), laid out as UIKit does for layout's purposes: each
/// row as tall as `rowHeight`, its cell's own `rowHeight`, or — with `automaticDimension` — as its content view's
/// constraints want at the row's width, plus the separator; section headers and footers between; the content size
/// is the sum. Every row is laid out (there is no scrolling, so estimated heights only matter to UIKit's scroll bar).
open class TableView: ScrollView {
  /// UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

  public enum SeparatorStyle: Int, Sendable { case none, singleLine }

  /// A section: header and footer (views or fixed heights) around cells.
  public struct Section {
    public var cells: [TableViewCell]
    public var header: View?
    public var footer: View?
    /// Heights for the header and footer when there is no view (nil: the table's section heights).
    public var headerHeight: Double?
    public var footerHeight: Double?

    public init(
      cells: [TableViewCell], header: View? = nil, footer: View? = nil, headerHeight: Double? = nil,
      footerHeight: Double? = nil
    ) {
      self.cells = cells
      self.header = header
      self.footer = footer
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }
  }

  /// UIKit's `UITableView.automaticDimension`.
  public static let automaticDimension = -1.0

  public let style: Style
  /// The row height; ``automaticDimension`` (the default) sizes each row to its content.
  public var rowHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
  /// UIKit's estimate (only a hint to scrolling; kept for documents that set it).
  public var estimatedRowHeight = TableView.automaticDimension
  /// Header and footer heights when a section has no view: automatic means none.
  public var sectionHeaderHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
  public var sectionFooterHeight = TableView.automaticDimension { didSet { setNeedsLayout() } }
  public var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
  public private(set) var sections: [Section] = []

  /// The content size as of the last layout: the rows, headers and footers stacked.
  public private(set) var tableContentSize = Size.zero
  public override var contentSize: Size { tableContentSize }

  public init(frame: Rect = .zero, style: Style = .plain) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public override convenience init(frame: Rect) {
    self.init(frame: frame, style: .plain)
  }

  /// Replaces the table's sections (UIKit asks a data source; for layout, give the cells).
  public func setSections(_ sections: [Section]) {
    for section in self.sections {
      for view in section.cells as [View] + [section.header, section.footer].compactMap({ $0 }) {
        view.removeFromSuperview()
      }
    }
    self.sections = sections
    for section in sections {
      for view in section.cells as [View] + [section.header, section.footer].compactMap({ $0 }) {
        view.translatesAutoresizingMaskIntoConstraints = true
        addSubview(view)
      }
    }
    setNeedsLayout()
  }

  /// The cell at an index path, if there is one.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].cells[indexPath.row]
  }

  /// The frame of a row in the table's content, as of the last layout.
  public func rectForRow(at indexPath: IndexPath) -> Rect { cellForRow(at: indexPath)?.frame ?? .zero }

  /// The inset of inset-grouped rows from the table's sides.
  var rowInset: Double {
    guard style == .insetGrouped else { return 0 }
    return TableView.standardMargin(width: frame.width)
  }

  /// Side margins of cell content: the table's system margins.
  var cellMargin: Double { TableView.standardMargin(width: frame.width) }

  /// The table's standard side margin for a width: the inset of inset-grouped rows and the side margins of cell
  /// content. 16 pt up to 375 pt wide, 20 pt wider (Interface Builder corpus: inset-grouped rows at x = 16 in
  /// 375-pt tables and x = 20 in 414-pt ones; cell content margins of 16 at 375 pt, 20 at 393 and 414 pt).
  package static func standardMargin(width: Double) -> Double { width > 375 ? 20 : 16 }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
    let separator = separatorStyle == .singleLine && style == .plain ? 1 / scale : 0
    let width = frame.width - 2 * rowInset
    var y = 0.0
    func place(_ view: View?, fixed: Double?, fallback: Double) {
      let height: Double
      if let view {
        height = fixed ?? (fallback >= 0 ? fallback : max(view.fittingHeight(width: width), 0))
        if view.frame != Rect(x: rowInset, y: y, width: width, height: height) {
          view.frame = Rect(x: rowInset, y: y, width: width, height: height)
        }
      } else {
        height = fixed ?? (fallback >= 0 ? fallback : (style == .plain ? 0 : 18))
      }
      y += height
    }
    // Rows that size themselves are measured together (one pass over the constraints for the whole table).
    // Content margins first: the measurement depends on them.
    let margins = DirectionalEdgeInsets(top: 11, leading: cellMargin, bottom: 11, trailing: cellMargin)
    let cells = sections.flatMap(\.cells)
    for cell in cells { cell.contentView.directionalLayoutMargins = margins }
    let automatic = cells.filter { $0.rowHeight == nil && rowHeight < 0 }
    let measured = View.fittingSizes(
      of: automatic.map(\.contentView),
      targets: automatic.map { Size(width: width - $0.accessoryWidth(margin: cellMargin), height: 0) },
      horizontal: .required, vertical: .fittingSizeLevel)
    var heights: [ObjectIdentifier: Double] = [:]
    for (cell, size) in zip(automatic, measured) { heights[ObjectIdentifier(cell)] = max(size.height, 0) }
    for section in sections {
      place(section.header, fixed: section.headerHeight, fallback: sectionHeaderHeight)
      for cell in section.cells {
        let height = cell.rowHeight ?? (rowHeight >= 0 ? rowHeight : heights[ObjectIdentifier(cell)]! + separator)
        layOut(cell, at: y, width: width, height: height, separator: separator)
        y += height
      }
      place(section.footer, fixed: section.footerHeight, fallback: sectionFooterHeight)
    }
    tableContentSize = Size(width: frame.width, height: y)
  }

  private func layOut(_ cell: TableViewCell, at y: Double, width: Double, height: Double, separator: Double) {
    let content = cell.contentView
    let contentWidth = width - cell.accessoryWidth(margin: cellMargin)
    let frame = Rect(x: rowInset, y: y, width: width, height: height)
    if cell.frame != frame { cell.frame = frame }
    cell.placeContentView(width: contentWidth) { x in
      cell.encapsulation.apply(
        to: content, in: cell, x: x, size: Size(width: contentWidth, height: max(height - separator, 0)))
    }
  }
}
/// A row in a section (UIKit's `IndexPath` for tables and collections).
public struct IndexPath: Hashable, Sendable {
  public var section: Int
  public var row: Int
  public var item: Int { row }

  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }
}
