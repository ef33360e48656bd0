import Testing

@testable import Trellis

/// Seed 001's table and collection cell behaviours (`shared/SEEDS.md` §001).
extension Seed001AutoLayoutPracticesTests {
  /// A table filling a 375 × 667 root at 2×, with cells.
  func table(_ cells: [TableViewCell], style: TableView.Style = .plain, width: Double = 375) -> (View, TableView) {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: 667))
    let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 667), style: style)
    root.addSubview(table)
    table.setSections([TableView.Section(cells: cells)])
    return (root, table)
  }

  /// A cell with a multi-line label pinned to the content view's margins.
  func textCell(_ text: String, bottom: LayoutRelation = .equal) -> (TableViewCell, Label) {
    let cell = TableViewCell()
    let label = Label(text: text)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let margins = cell.contentView.layoutMarginsGuide
    let bottomConstraint =
      bottom == .equal
      ? label.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
      : margins.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor), bottomConstraint,
    ])
    return (cell, label)
  }

  /// `rowHeight = automaticDimension`: each row is as tall as its content wants (label + 11 + 11 margins) plus the
  /// separator, and the content view grows with the text.
  @Test func selfSizingCellsGrowWithTheirContent() throws {
    let short = textCell("One line")
    let long = textCell(String(repeating: "A longer text that wraps over several lines. ", count: 4))
    let (root, table) = table([short.0, long.0])
    root.layoutIfNeeded()
    #expect(short.0.frame.height == 20.5 + 22 + 0.5)
    #expect(short.1.frame == Rect(x: 16, y: 11, width: 343, height: 20.5))
    let lines = try FontTextMeasurer.shared.layout(long.1.text!, font: long.1.font, width: 343).lineCount
    #expect(lines > 2)
    let labelHeight = (Double(lines) * 20.287109375 * 2).rounded(.up) / 2
    #expect(long.1.frame.height == labelHeight)
    #expect(long.0.frame == Rect(x: 0, y: short.0.frame.height, width: 375, height: labelHeight + 22.5))
    #expect(long.0.contentView.frame.height == labelHeight + 22)
    #expect(table.contentSize.height == short.0.frame.height + long.0.frame.height)
    #expect(root.layoutIssues.isEmpty)
  }

  /// A fixed row height that the content cannot meet with a required bottom constraint is UIKit's well-known
  /// conflict with `UIView-Encapsulated-Layout-Height`; a `>=` bottom constraint resolves it.
  @Test func fixedRowHeightConflictsUnlessTheBottomIsAnInequality() throws {
    // Content with a required height of 100 in a 44-pt row.
    let strict = textCell("Photo")
    strict.1.heightAnchor.constraint(equalToConstant: 100).isActive = true
    let (root, table) = table([strict.0])
    table.rowHeight = 44
    root.layoutIfNeeded()
    let report = try #require(root.layoutIssues.first { $0.kind == .unsatisfiable })
    #expect(report.message.contains("'UIView-Encapsulated-Layout-Height'"))
    // As in UIKit's log, the row's height holds and a content constraint is broken.
    #expect(report.message.hasSuffix("Label#5.height == 100   (active)>"))
    #expect(strict.0.frame.height == 44)
    #expect(strict.0.contentView.frame.height == 43.5)

    let relaxed = textCell("Fits", bottom: .greaterThanOrEqual)
    relaxed.1.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let (root2, table2) = self.table([relaxed.0])
    table2.rowHeight = 80
    root2.layoutIfNeeded()
    #expect(root2.layoutIssues.isEmpty)
    #expect(relaxed.0.frame.height == 80)
    #expect(relaxed.1.frame.minY == 11)
  }

  /// Static cells can give chosen rows their own height while the others size themselves.
  @Test func staticCellsMixFixedAndAutomaticHeights() {
    let fixed = textCell("Fixed")
    fixed.0.rowHeight = 100
    let automatic = textCell("Automatic")
    let (root, _) = table([fixed.0, automatic.0])
    root.layoutIfNeeded()
    #expect(fixed.0.frame.height == 100)
    #expect(automatic.0.frame == Rect(x: 0, y: 100, width: 375, height: 43))
  }

  /// The standard inset differs by device: content margins are 16 pt on a 375-pt table and 20 on a 414-pt one.
  @Test(arguments: [(375.0, 16.0), (414.0, 20.0)])
  func cellMarginsFollowTheTableWidth(width: Double, margin: Double) {
    let cell = textCell("Margins")
    let (root, _) = table([cell.0], width: width)
    root.layoutIfNeeded()
    #expect(cell.1.frame.minX == margin)
    #expect(cell.1.frame.width == width - 2 * margin)
  }

  /// A trailing element anchored to the cell stays put whether or not an accessory shows; one anchored to the
  /// content view moves in by the accessory's width.
  @Test func trailingElementAnchoredToTheCellStaysPut() {
    func layOut(accessory: TableViewCell.AccessoryType) -> (cellAnchored: Double, contentAnchored: Double) {
      let cell = TableViewCell()
      cell.accessoryType = accessory
      let badge = SizedView(20, 20)
      let chip = SizedView(20, 20)
      for view in [badge, chip] {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(view)
      }
      LayoutConstraint.activate([
        badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        chip.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
        badge.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
        chip.topAnchor.constraint(equalTo: badge.bottomAnchor),
        cell.contentView.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: 12),
      ])
      let (root, _) = table([cell])
      root.layoutIfNeeded()
      return (badge.frame.maxX, chip.frame.maxX)
    }
    let plain = layOut(accessory: .none)
    let disclosed = layOut(accessory: .disclosureIndicator)
    #expect(plain.cellAnchored == 359)
    #expect(disclosed.cellAnchored == 359)
    #expect(disclosed.contentAnchored == plain.contentAnchored - 26.5)
  }

  /// A standard accessory takes the cell's trailing margin and its own allowance from the content view (the iOS 16+
  /// SDK's, as public storyboards saved by Xcode 14 and 15 and files/019 show them): a disclosure indicator 10.5, a
  /// checkmark 24, a detail disclosure button 42.5.
  @Test(
    arguments: [
      (TableViewCell.AccessoryType.disclosureIndicator, 375.0, 348.5),
      (TableViewCell.AccessoryType.checkmark, 375.0, 335.0),
      (TableViewCell.AccessoryType.checkmark, 414.0, 370.0),
      (TableViewCell.AccessoryType.detailDisclosureButton, 375.0, 316.5),
      (TableViewCell.AccessoryType.detailDisclosureButton, 414.0, 351.5),
    ] as [(TableViewCell.AccessoryType, Double, Double)])
  func standardAccessoriesTakeTheMarginAndTheirAllowance(
    accessory: TableViewCell.AccessoryType, width: Double, content: Double
  ) {
    let cell = textCell("Accessory")
    cell.0.accessoryType = accessory
    let (root, _) = table([cell.0], width: width)
    root.layoutIfNeeded()
    #expect(cell.0.contentView.frame.width == content)
  }
}

extension Seed001AutoLayoutPracticesTests {
  func collection(_ cells: [CollectionViewCell], layout: CollectionViewFlowLayout) -> (View, CollectionView) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    root.addSubview(collection)
    collection.setSections([cells])
    return (root, collection)
  }

  /// Fixed item sizes flow in lines: six 50-pt items fit 375 pt with at least 10 between; the 25 pt left over
  /// widens each gap to 15; the last line keeps that grid, so its lone item sits in the first column (Interface
  /// Builder's stored frames show UIKit doing so: see ``CollectionViewFlowLayout/frames(for:bounds:start:)``).
  @Test func flowLayoutFillsLinesAndKeepsTheGridOnTheLastLine() {
    let cells = (0..<7).map { _ in CollectionViewCell() }
    let (root, collection) = collection(cells, layout: CollectionViewFlowLayout())
    root.layoutIfNeeded()
    #expect(cells.prefix(6).map(\.frame.minX) == [0, 65, 130, 195, 260, 325])
    #expect(cells[6].frame == Rect(x: 0, y: 60, width: 50, height: 50))
    #expect(collection.contentSize == Size(width: 375, height: 110))
  }

  /// `estimatedItemSize` turns self-sizing on: each item takes its content's fitting size.
  @Test func estimatedItemSizeTurnsSelfSizingOn() {
    func cell(_ text: String) -> (CollectionViewCell, Label) {
      let cell = CollectionViewCell()
      let label = Label(text: text)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
        label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
      ])
      return (cell, label)
    }
    let items = [cell("Swift"), cell("Auto Layout"), cell("UIKit")]
    var layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = Size(width: 80, height: 30)
    let (root, _) = collection(items.map(\.0), layout: layout)
    root.layoutIfNeeded()
    for (cell, label) in items {
      #expect(cell.frame.height == 20.5 + 8)
      #expect(cell.frame.width == label.intrinsicContentSize.width + 16)
      #expect(label.frame.minX == 8)
    }
    #expect(root.layoutIssues.isEmpty)
    // Self-sizing off: the fixed item size.
    layout.estimatedItemSize = .zero
    let fixed = [cell("Swift")]
    let (root2, _) = collection(fixed.map(\.0), layout: layout)
    root2.layoutIfNeeded()
    #expect(fixed[0].0.frame.size == Size(width: 50, height: 50))
  }
}
