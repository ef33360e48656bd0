import Testing

@testable import Trellis

/// A table's rows in a right-to-left layout: UIKit puts a cell's accessory on the leading side (the left), so the
/// content view starts after it, and mirrors the built-in labels it lays out; left to right nothing moves.
@Suite struct TableViewDirectionTests {
  /// A 375-pt table holding one 44-pt row with a disclosure indicator (16 + 10.5 pt: a 348.5-pt content view, 43.5
  /// tall above the separator) whose text label stands at the leading margin, 100 pt wide, and a view pinned to the
  /// content view's leading margin.
  func table(_ direction: UserInterfaceLayoutDirection) -> (cell: TableViewCell, label: Label, pinned: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    root.inheritedLayoutDirection = direction
    let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    table.rowHeight = 44
    root.addSubview(table)
    let cell = TableViewCell()
    cell.accessoryType = .disclosureIndicator
    let label = Label(text: "Title")
    label.frame = Rect(x: 16, y: 12, width: 100, height: 20)
    cell.contentView.addSubview(label)
    cell.textLabel = label
    let pinned = View()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
      pinned.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 20), pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    table.setSections([TableView.Section(cells: [cell])])
    root.layoutIfNeeded()
    return (cell, label, pinned)
  }

  @Test func leftToRightKeepsTheContentViewAtTheLeft() {
    let (cell, label, pinned) = table(.leftToRight)
    #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 348.5, height: 43.5))
    #expect(label.frame == Rect(x: 16, y: 12, width: 100, height: 20))
    #expect(pinned.frame == Rect(x: 16, y: 0, width: 20, height: 10))
  }

  /// Right to left: the content view at 375 − 348.5 = 26.5, the label mirrored in it (348.5 − 116 = 232.5), the
  /// pinned view flipped by the engine (348.5 − 16 − 20 = 312.5). Laying out again keeps them there.
  @Test func rightToLeftPutsTheContentViewAfterTheAccessory() {
    let (cell, label, pinned) = table(.rightToLeft)
    #expect(cell.contentView.frame == Rect(x: 26.5, y: 0, width: 348.5, height: 43.5))
    #expect(label.frame == Rect(x: 232.5, y: 12, width: 100, height: 20))
    #expect(pinned.frame == Rect(x: 312.5, y: 0, width: 20, height: 10))
    cell.superview?.setNeedsLayout()
    cell.superview?.superview?.layoutIfNeeded()
    #expect(label.frame == Rect(x: 232.5, y: 12, width: 100, height: 20))
  }
}
