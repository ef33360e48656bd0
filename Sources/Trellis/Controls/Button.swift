/// A button (UIKit's `UIButton`): its intrinsic size is its title and image plus insets.
///
/// Classic buttons (no ``configuration``) follow the rule Interface Builder's stored frames show: the title's width
/// rounded up to a whole point plus the left and right content insets, at least 30 pt wide for system buttons with a
/// title; the font's line height rounded up to a whole point plus 6 above and below (or the content insets when any is
/// set).
/// "Button" in the 15-pt system font is 46 × 30. Configuration buttons (iOS 15) use the configuration's insets
/// around a 17-pt title, rounded to the pixel grid.
open class Button: Control {
  /// UIKit's button types that matter for layout: `custom` buttons default to an 18-pt title and have no minimum
  /// width; the others use 15 pt and a 30-pt minimum, except the glyph types (see ``ButtonType/showsSystemGlyph``).
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close

    /// Whether the type draws a system glyph of its own (detail disclosure, info, contact add): such a button is as
    /// large as its glyph, 22 × 22 pt through iOS 12, with no vertical padding and no minimum width (LayoutKit's
    /// `ButtonLayout`, whose sizes were measured against UIButton: "iconWidth 22, iconHeight 22", minimum width 0,
    /// vertical padding 0 for these types). Interface Builder agrees: an `infoLight` button saved by Xcode 7
    /// (toolsVersion 8191), pinned only by its edges, is stored 22 × 22. LayoutKit's pull request #265 notes that
    /// iOS 13 changed the glyphs' sizes; no document seen shows by how much, so later SDKs keep 22 × 22 here.
    public var showsSystemGlyph: Bool {
      self == .detailDisclosure || self == .infoLight || self == .infoDark || self == .contactAdd
    }
  }

  /// The size of the glyph a ``ButtonType/showsSystemGlyph`` type draws when no image is set.
  public static let systemGlyphSize = Size(width: 22, height: 22)

  /// The iOS 15 button configuration, as far as its size goes.
  public struct Configuration: Sendable, Equatable {
    public enum Style: Sendable, Equatable { case plain, gray, tinted, filled }
    public var style: Style
    public var title: String?
    public var imageSize: Size?
    /// Space around the content (7 above and below, 12 at the sides for the medium size: Interface Builder stores
    /// 34.333-pt-tall configuration buttons at 3× on a 17-pt title, 20.333 + 14).
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Space between image and title.
    public var imagePadding = 0.0
    /// Where the image sits against the title (`UIButton.Configuration.imagePlacement`).
    public enum ImagePlacement: Sendable, Equatable { case leading, trailing, top, bottom }
    /// Beside the title (leading or trailing), their widths add up; above or below it, their heights do.
    public var imagePlacement = ImagePlacement.leading
    public var font = Font.preferredFont(forTextStyle: .body)

    public init(style: Style = .plain, title: String? = nil) {
      self.style = style
      self.title = title
    }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
  }

  public let buttonType: ButtonType
  public var title: String? { didSet { invalidateIntrinsicContentSize() } }
  /// The size of the image, in points, or nil for none.
  public var imageSize: Size? { didSet { invalidateIntrinsicContentSize() } }
  /// The size of the background image, in points, or nil for none. A button is at least as large as it, and a
  /// background takes the place of the 6 pt a title-only button has above and below its title.
  public var backgroundImageSize: Size? { didSet { invalidateIntrinsicContentSize() } }
  /// The title font; nil means the type's default (15-pt system, or 18 pt for custom buttons).
  public var titleFont: Font? { didSet { invalidateIntrinsicContentSize() } }
  public var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  public var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
  /// The width a configuration button keeps on Interface Builder's canvas: its title wraps (a configuration's title
  /// has no line limit), and like a wrapping label's (`Label.takesWrapWidth`) it is laid out at the width the button
  /// was stored at, which then stays. Nil elsewhere.
  package var canvasWidth: Double? { didSet { invalidateIntrinsicContentSize() } }

  public init(type: ButtonType = .system) {
    buttonType = type
    super.init(frame: .zero)
  }

  public override init(frame: Rect = .zero) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// The font the title is set in.
  public var effectiveTitleFont: Font { titleFont ?? .systemFont(ofSize: buttonType == .custom ? 18 : 15) }

  /// The title is centred between the content insets, so its baseline is the font's below the centre, shifted by half
  /// the difference of the top and bottom insets (UIKit's `UIButton` lays its baselines out by its title label).
  /// A button without a title, or with a configuration's image above or below it, keeps its bottom edge.
  override var baselineOffsetFromCenterY: Double? {
    let font: Font
    let insetShift: Double
    if let configuration {
      guard (configuration.title ?? title)?.isEmpty == false,
        configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
      else { return nil }
      font = configuration.font
      insetShift = (configuration.contentInsets.top - configuration.contentInsets.bottom) / 2
    } else {
      guard title?.isEmpty == false else { return nil }
      font = effectiveTitleFont
      insetShift = (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
    }
    return centeredBaselineOffset(font).map { $0 + insetShift }
  }

  open override var intrinsicContentSize: Size {
    if let configuration { return configurationSize(configuration) }
    let font = effectiveTitleFont
    let title = self.title.flatMap { $0.isEmpty ? nil : $0 }
    var width = title.map { textWidth($0, font).rounded(.up) } ?? 0
    var height = title.map { _ in textMeasurer.lineHeight(of: font).rounded(.up) } ?? 0
    let image = imageSize ?? (buttonType.showsSystemGlyph ? Button.systemGlyphSize : nil)
    if let image {
      if buttonType.showsSystemGlyph && contentEdgeInsets == .zero {
        // The glyph types add no padding and have no minimum width.
        return Size(width: width + image.width, height: max(height, image.height))
      }
      width += image.width
      height = max(height, image.height)
    }
    if title == nil && image == nil {
      // An empty system button still has UIKit's minimum size.
      width = 0
      height = textMeasurer.lineHeight(of: font).rounded(.up)
    }
    if contentEdgeInsets == .zero {
      // A title alone has 6 pt above and below; beside an image the button is as tall as the taller of the two
      // (public storyboards outside the corpus: a custom button titled " Back" in 17-pt system beside a symbol stored
      // 62 × 21, Demidovaa/AppGallery at toolsVersion 17701; one titled " Share" 24 tall, jeugheung/
      // GalleryCollectionView at 18122).
      if image == nil && backgroundImageSize == nil { height += 12 }
    } else {
      width += contentEdgeInsets.left + contentEdgeInsets.right
      height += contentEdgeInsets.top + contentEdgeInsets.bottom
    }
    // The 30-pt minimum width is a title's: a system button showing only its image is as wide as the image (a public
    // Xcode 8.3 xib outside the corpus, chitvan832/TaskFlourandRice's `TableViewCell.xib`, stores two `roundedRect`
    // buttons with a 24 × 24 image and no title 24 pt wide, pinned by their trailing and top edges only).
    if buttonType != .custom && !buttonType.showsSystemGlyph && (title != nil || image == nil) {
      width = max(width, 30)
    }
    if let background = backgroundImageSize {
      width = max(width, background.width)
      height = max(height, background.height)
    }
    return Size(width: width, height: height)
  }

  private func configurationSize(_ configuration: Configuration) -> Size {
    let title = configuration.title ?? self.title
    let lineHeight = textMeasurer.lineHeight(of: configuration.font)
    var width = title.map { textWidth($0, configuration.font) } ?? 0
    var lines = 1.0
    let image = configuration.imageSize ?? imageSize
    let insets = configuration.contentInsets
    if let canvasWidth, let title, canvasWidth.isFinite, canvasWidth > 0 {
      let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
      let imageWidth = beside ? image.map { $0.width + configuration.imagePadding } ?? 0 : 0
      let available = max(canvasWidth - insets.leading - insets.trailing - imageWidth, 0)
      if available.isFinite {
        if let layout = try? textMeasurer.layout(title, font: configuration.font, width: available + 1) {
          lines = Double(max(layout.lineCount, 1))
        }
        width = available
      }
    }
    var height = title == nil ? 0 : lines * lineHeight
    if let image {
      let padding = title == nil ? 0 : configuration.imagePadding
      switch configuration.imagePlacement {
      case .leading, .trailing:
        width += image.width + padding
        height = max(height, image.height)
      case .top, .bottom:
        width = max(width, image.width)
        height += image.height + padding
      }
    }
    return Size(
      width: ceilToPixel(ceilToPixel(width) + insets.leading + insets.trailing),
      height: ceilToPixel(ceilToPixel(height) + insets.top + insets.bottom))
  }
}
