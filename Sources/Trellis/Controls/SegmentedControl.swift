/// A row of segments (UIKit's `UISegmentedControl`): equal segments as wide as the widest title (13-pt system font,
/// at least 32 pt) plus 18.5 pt of padding each, 31 pt tall in a frame that reaches 1 pt lower (32 pt), as
/// Interface Builder stores them ("Solid|Gradient" → 145, "Light|Dark|Auto" → 152, "Flat|Native" → 117).
open class SegmentedControl: Control {
  public private(set) var titles: [String]

  public init(items: [String]) {
    titles = items
    super.init(frame: .zero)
  }

  public override init(frame: Rect = .zero) {
    titles = []
    super.init(frame: frame)
  }

  public var numberOfSegments: Int { titles.count }

  /// The height of the segments (the frame reaches 1 pt lower): 31 pt since iOS 13; 28 before, a 29-pt frame
  /// (Interface Builder stores 29-pt segmented controls in documents saved before Xcode 11, files/011, and 32-pt
  /// ones since, files/013, 032, 062, 068).
  public var segmentHeight = 31.0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  public func insertSegment(withTitle title: String, at index: Int) {
    titles.insert(title, at: min(max(index, 0), titles.count))
    invalidateIntrinsicContentSize()
  }

  public func removeAllSegments() {
    titles.removeAll()
    invalidateIntrinsicContentSize()
  }

  open override var intrinsicContentSize: Size {
    let font = Font.systemFont(ofSize: 13)
    let widest = titles.map { textWidth($0, font) }.max() ?? 0
    let segment = max(widest, 32) + 18.5
    return Size(width: ceilToPixel(segment * Double(titles.count)), height: segmentHeight)
  }

  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }
}
