import Trellis

/// The layout benchmark of the Trellis issue: a feed of cells of 20 subviews each (the LayoutFrameworkBenchmark
/// shape: header with avatar, name, headline, time and options; body text, image, title and domain; three action
/// buttons; a comment row), laid out once by constraints and once by hand-written frame arithmetic that gives the
/// same frames.
public enum FeedWorkload {
  /// A view whose content has a fixed size, standing in for a label or button with set text.
  final class Content: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
      size = Size(width: width, height: height)
      super.init()
    }
    override var intrinsicContentSize: Size { size }
  }

  /// The 20 subviews of one cell, in a fixed order.
  static func makeSubviews() -> [View] {
    [
      Content(200, 18), Content(24, 24),  // action text, options button
      Content(50, 50), Content(160, 20), Content(220, 18), Content(80, 16),  // avatar, name, headline, time
      Content(300, 60), View(), Content(260, 22), Content(120, 16),  // text, image, title, domain
      Content(60, 30), Content(80, 30), Content(60, 30),  // like, comment, share
      Content(36, 36), Content(250, 36), Content(40, 16),  // commenter avatar, comment, comment time
      View(), View(), View(), View(),  // separators
    ]
  }

  /// Builds `count` cells `width` wide with constraints and lays them out; returns the cells. With a `window`, the
  /// cells become its subviews, stacked, and the caller lays the window out once.
  public static func layOutWithConstraints(count: Int, width: Double, in window: View? = nil) -> [View] {
    (0..<count).map { index in
      let cell = View(frame: Rect(x: 0, y: Double(index) * 560, width: width, height: 560))
      window?.addSubview(cell)
      let s = makeSubviews()
      for view in s {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(view)
      }
      let m = 8.0
      LayoutConstraint.activate([
        s[0].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[0].topAnchor.constraint(equalTo: cell.topAnchor, constant: m),
        s[1].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
        s[1].centerYAnchor.constraint(equalTo: s[0].centerYAnchor),
        s[16].topAnchor.constraint(equalTo: s[0].bottomAnchor, constant: m),
        s[16].leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        s[16].widthAnchor.constraint(equalTo: cell.widthAnchor),
        s[16].heightAnchor.constraint(equalToConstant: 1),
        s[2].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[2].topAnchor.constraint(equalTo: s[16].bottomAnchor, constant: m),
        s[3].leadingAnchor.constraint(equalTo: s[2].trailingAnchor, constant: m),
        s[3].topAnchor.constraint(equalTo: s[2].topAnchor),
        s[4].leadingAnchor.constraint(equalTo: s[3].leadingAnchor),
        s[4].topAnchor.constraint(equalTo: s[3].bottomAnchor, constant: 2),
        s[5].leadingAnchor.constraint(equalTo: s[3].leadingAnchor),
        s[5].topAnchor.constraint(equalTo: s[4].bottomAnchor, constant: 2),
        s[6].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[6].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
        s[6].topAnchor.constraint(equalTo: s[2].bottomAnchor, constant: m),
        s[7].leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        s[7].widthAnchor.constraint(equalTo: cell.widthAnchor),
        s[7].heightAnchor.constraint(equalTo: s[7].widthAnchor, multiplier: 9.0 / 16),
        s[7].topAnchor.constraint(equalTo: s[6].bottomAnchor, constant: m),
        s[8].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[8].topAnchor.constraint(equalTo: s[7].bottomAnchor, constant: m),
        s[9].leadingAnchor.constraint(equalTo: s[8].leadingAnchor),
        s[9].topAnchor.constraint(equalTo: s[8].bottomAnchor, constant: 2),
        s[17].topAnchor.constraint(equalTo: s[9].bottomAnchor, constant: m),
        s[17].leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        s[17].widthAnchor.constraint(equalTo: cell.widthAnchor),
        s[17].heightAnchor.constraint(equalToConstant: 1),
        s[10].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[10].topAnchor.constraint(equalTo: s[17].bottomAnchor, constant: m),
        s[11].centerXAnchor.constraint(equalTo: cell.centerXAnchor),
        s[11].topAnchor.constraint(equalTo: s[10].topAnchor),
        s[12].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
        s[12].topAnchor.constraint(equalTo: s[10].topAnchor),
        s[18].topAnchor.constraint(equalTo: s[10].bottomAnchor, constant: m),
        s[18].leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        s[18].widthAnchor.constraint(equalTo: cell.widthAnchor),
        s[18].heightAnchor.constraint(equalToConstant: 1),
        s[13].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
        s[13].topAnchor.constraint(equalTo: s[18].bottomAnchor, constant: m),
        s[14].leadingAnchor.constraint(equalTo: s[13].trailingAnchor, constant: m),
        s[14].topAnchor.constraint(equalTo: s[13].topAnchor),
        s[15].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
        s[15].topAnchor.constraint(equalTo: s[13].topAnchor),
        s[19].topAnchor.constraint(equalTo: s[13].bottomAnchor, constant: m),
        s[19].leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        s[19].widthAnchor.constraint(equalTo: cell.widthAnchor),
        s[19].heightAnchor.constraint(equalToConstant: 1),
      ])
      // Cells in a window are laid out together by the caller, in one pass.
      if window == nil { cell.layoutIfNeeded() }
      return cell
    }
  }

  /// Builds `count` cells and sets the same frames by hand.
  public static func layOutByHand(count: Int, width: Double) -> [View] {
    (0..<count).map { _ in
      let cell = View(frame: Rect(x: 0, y: 0, width: width, height: 560))
      for view in makeSubviews() { cell.addSubview(view) }
      placeByHand(cell.subviews, width: width)
      return cell
    }
  }

  /// Resizes cells laid out by constraints and lays them out again.
  public static func relayOutWithConstraints(_ cells: [View], width: Double) {
    for cell in cells {
      cell.frame = Rect(x: 0, y: 0, width: width, height: 560)
      cell.layoutIfNeeded()
    }
  }

  /// Resizes cells laid out by hand and sets their frames again.
  public static func relayOutByHand(_ cells: [View], width: Double) {
    for cell in cells {
      cell.frame = Rect(x: 0, y: 0, width: width, height: 560)
      placeByHand(cell.subviews, width: width)
    }
  }

  static func placeByHand(_ s: [View], width: Double) {
    let m = 8.0
    func size(_ index: Int) -> Size { (s[index] as? Content)?.size ?? .zero }
    s[0].frame = Rect(origin: Point(x: m, y: m), size: size(0))
    s[1].frame = Rect(
      x: width - m - size(1).width, y: s[0].frame.midY - size(1).height / 2, width: size(1).width,
      height: size(1).height)
    s[16].frame = Rect(x: 0, y: s[0].frame.maxY + m, width: width, height: 1)
    s[2].frame = Rect(origin: Point(x: m, y: s[16].frame.maxY + m), size: size(2))
    s[3].frame = Rect(origin: Point(x: s[2].frame.maxX + m, y: s[2].frame.minY), size: size(3))
    s[4].frame = Rect(origin: Point(x: s[3].frame.minX, y: s[3].frame.maxY + 2), size: size(4))
    s[5].frame = Rect(origin: Point(x: s[3].frame.minX, y: s[4].frame.maxY + 2), size: size(5))
    s[6].frame = Rect(x: m, y: s[2].frame.maxY + m, width: width - 2 * m, height: size(6).height)
    s[7].frame = Rect(x: 0, y: s[6].frame.maxY + m, width: width, height: width * 9 / 16)
    s[8].frame = Rect(origin: Point(x: m, y: s[7].frame.maxY + m), size: size(8))
    s[9].frame = Rect(origin: Point(x: m, y: s[8].frame.maxY + 2), size: size(9))
    s[17].frame = Rect(x: 0, y: s[9].frame.maxY + m, width: width, height: 1)
    s[10].frame = Rect(origin: Point(x: m, y: s[17].frame.maxY + m), size: size(10))
    s[11].frame = Rect(
      x: width / 2 - size(11).width / 2, y: s[10].frame.minY, width: size(11).width, height: size(11).height)
    s[12].frame = Rect(
      x: width - m - size(12).width, y: s[10].frame.minY, width: size(12).width, height: size(12).height)
    s[18].frame = Rect(x: 0, y: s[10].frame.maxY + m, width: width, height: 1)
    s[13].frame = Rect(origin: Point(x: m, y: s[18].frame.maxY + m), size: size(13))
    s[14].frame = Rect(origin: Point(x: s[13].frame.maxX + m, y: s[13].frame.minY), size: size(14))
    s[15].frame = Rect(
      x: width - m - size(15).width, y: s[13].frame.minY, width: size(15).width, height: size(15).height)
    s[19].frame = Rect(x: 0, y: s[13].frame.maxY + m, width: width, height: 1)
  }
}
