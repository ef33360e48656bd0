/// A row of segments (UIKit's `UISegmentedControl`), sized as UIKit's default style (iOS 13–18) sizes it:
/// - a segment's ideal width is its title's widest rendering, regular (unselected) or medium (selected), 13-pt system
///   font, ceiled to a whole point, plus 9 pt of padding on each side, and never less than twice the 8-pt corner
///   radius;
/// - segments share the widest ideal width equally, unless `apportionsSegmentWidthsByContent` gives each its own;
///   a segment with an explicit width (`setWidth(_:forSegmentAt:)`) keeps it;
/// - 1-pt dividers separate the segments.
///
/// Interface Builder stores exactly these widths: "Solid|Gradient" 2 × (54 + 18) + 1 = 145 (files/032),
/// "Light|Dark|Auto" 3 × (32 + 18) + 2 = 152 and "Flat|Native" 2 × (40 + 18) + 1 = 117 (files/062), and, apportioned,
/// "Primary|All" (48 + 18) + (16 + 18) + 1 = 101 (files/013). The constants are those of UIKitCore's
/// `UISegmentedControlDefaultStyleProvider` (divider width 1, content padding 9, corner radius 8, height 32 with a
/// 1-pt bottom alignment inset) and the sum is `-[UISegmentedControl _intrinsicSizeWithinSize:]`'s, as decompiled
/// UIKitCore (iOS 18) shows them.
open class SegmentedControl: Control {
  public private(set) var titles: [String]
  private var widths: [Double]

  public init(items: [String]) {
    titles = items
    widths = Array(repeating: 0, count: items.count)
    super.init(frame: .zero)
  }

  public override init(frame: Rect = .zero) {
    titles = []
    widths = []
    super.init(frame: frame)
  }

  public var numberOfSegments: Int { titles.count }

  /// Whether each segment is as wide as its own content rather than all as wide as the widest (UIKit's default:
  /// false).
  public var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The height of the segments (the frame reaches 1 pt lower): 31 pt since iOS 13; 28 before, a 29-pt frame
  /// (Interface Builder stores 29-pt segmented controls in documents saved before Xcode 11, files/011, and 32-pt
  /// ones since, files/013, 032, 062, 068).
  public var segmentHeight = 31.0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  public func insertSegment(withTitle title: String, at index: Int) {
    let index = min(max(index, 0), titles.count)
    titles.insert(title, at: index)
    widths.insert(0, at: index)
    invalidateIntrinsicContentSize()
  }

  public func removeAllSegments() {
    titles.removeAll()
    widths.removeAll()
    invalidateIntrinsicContentSize()
  }

  /// Fixes the width of the segment at `index`; 0 (the default) sizes it to its content.
  public func setWidth(_ width: Double, forSegmentAt index: Int) {
    guard widths.indices.contains(index), width.isFinite else { return }
    widths[index] = max(width, 0)
    invalidateIntrinsicContentSize()
  }

  /// The width set for the segment at `index`, 0 when it sizes to its content.
  public func widthForSegment(at index: Int) -> Double {
    widths.indices.contains(index) ? widths[index] : 0
  }

  /// The width a segment's content asks for: its title's widest rendering (regular when unselected, medium when
  /// selected) ceiled to a whole point, plus the content padding on both sides, at least twice the corner radius.
  func idealWidth(ofSegmentAt index: Int) -> Double {
    let title = titles[index]
    let text = [Font.Weight.regular, .medium].map { textWidth(title, .systemFont(ofSize: 13, weight: $0)) }.max() ?? 0
    return max(2 * Self.cornerRadius, text.rounded(.up) + 2 * Self.contentPadding)
  }

  open override var intrinsicContentSize: Size {
    guard !titles.isEmpty else { return Size(width: 0, height: segmentHeight) }
    let content: Double
    if apportionsSegmentWidthsByContent {
      content = titles.indices.reduce(0) { $0 + (widths[$1] > 0 ? widths[$1] : idealWidth(ofSegmentAt: $1)) }
    } else {
      let fixed = widths.filter { $0 > 0 }
      let widest = titles.indices.filter { widths[$0] == 0 }.map(idealWidth(ofSegmentAt:)).max() ?? 0
      content = fixed.reduce(0, +) + widest * Double(titles.count - fixed.count)
    }
    return Size(width: content + Self.dividerWidth * Double(titles.count - 1), height: segmentHeight)
  }

  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

  /// The titles (13-pt system font) are centred in the segments, so the baselines are the font's below their centre.
  /// Interface Builder agrees: Apple's PencilKitDraw sample, as two public storyboards grown from it store it
  /// (salyadav/journaling-in-ios, Xcode 13; usayuki/GraRec2020, Xcode 11), pins a 15-pt "Clear" button's first
  /// baseline to a segmented control's and stores both at y = 20, the 32-pt control and the 30-pt button; with
  /// baselines at their bottom edges the button would sit a point lower.
  override var baselineOffsetFromCenterY: Double? {
    titles.isEmpty ? nil : centeredBaselineOffset(.systemFont(ofSize: 13))
  }

  /// Space between neighbouring segments.
  static let dividerWidth = 1.0
  /// Space on each side of a segment's title.
  static let contentPadding = 9.0
  /// The corner radius of the regular-size control; a segment is at least twice as wide.
  static let cornerRadius = 8.0
}
