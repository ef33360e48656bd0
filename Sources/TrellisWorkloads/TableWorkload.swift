import Trellis

/// The self-sizing table benchmark of the content issue: a table of rows, each a cell with an image and two
/// multi-line labels (a title and a body of varying length), `rowHeight = automaticDimension`.
public enum TableWorkload {
  static let words = [
    "layout", "constraint", "anchor", "priority", "label", "stack", "margin", "guide", "safe", "area", "text",
    "size", "class", "trait", "window", "scroll", "content", "inset", "baseline", "leading", "trailing", "width",
    "height", "intrinsic", "hugging", "compression", "resistance", "table", "cell", "row",
  ]

  /// Deterministic text of `count` words, varied by `seed`.
  public static func text(words count: Int, seed: Int) -> String {
    var state = UInt64(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
    var result: [String] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      result.append(words[Int(state >> 33) % words.count])
    }
    return result.joined(separator: " ")
  }

  /// A row: a 60 × 60 image (fixed by constraints) at the leading margin, a title (1–2 lines) and a body (1–6 lines) beside it.
  public static func makeCell(row: Int) -> TableViewCell {
    let cell = TableViewCell()
    let content = cell.contentView
    let image = ImageView(imageSize: Size(width: 60, height: 60))
    let title = Label(text: text(words: 2 + row % 7, seed: row), font: .preferredFont(forTextStyle: .headline))
    let body = Label(
      text: text(words: 6 + (row * 7) % 40, seed: row + 10_000), font: .preferredFont(forTextStyle: .body))
    title.numberOfLines = 0
    body.numberOfLines = 0
    for view in [image, title, body] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(view)
    }
    let margins = content.layoutMarginsGuide
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      image.topAnchor.constraint(equalTo: margins.topAnchor),
      // A fixed avatar size, as such rows set it (a multi-line label's first, unwrapped measurement would otherwise
      // push against the image's compression resistance).
      image.widthAnchor.constraint(equalToConstant: 60), image.heightAnchor.constraint(equalToConstant: 60),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor),
    ])
    return cell
  }

  /// Builds a table of `rows` rows `width` wide and lays it out; returns the table (row heights in its cells).
  @discardableResult
  public static func layOut(rows: Int, width: Double) -> TableView {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: 800))
    let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 800))
    root.addSubview(table)
    table.setSections([TableView.Section(cells: (0..<rows).map(makeCell))])
    root.layoutIfNeeded()
    return table
  }

  /// `count` distinct strings of ordinary text for the measurement benchmark.
  public static func strings(count: Int) -> [String] {
    (0..<count).map { text(words: 3 + $0 % 12, seed: $0) }
  }
}
