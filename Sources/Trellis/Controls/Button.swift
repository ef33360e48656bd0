/// A button (UIKit's `UIButton`): its intrinsic size is its title and image plus insets.
///
/// Classic buttons (no ``configuration``) follow the rule Interface Builder's stored frames show: the title's width
/// rounded up to a whole point plus the left and right content insets, at least 30 pt wide for system buttons; the
/// font's line height rounded up to a whole point plus 6 above and below (or the content insets when any is set).
/// "Button" in the 15-pt system font is 46 × 30. Configuration buttons (iOS 15) use the configuration's insets
/// around a 17-pt title, rounded to the pixel grid.
open class Button: Control {
  /// UIKit's button types that matter for layout: `custom` buttons default to an 18-pt title and have no minimum
  /// width; the others use 15 pt and a 30-pt minimum.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

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
  /// The title font; nil means the type's default (15-pt system, or 18 pt for custom buttons).
  public var titleFont: Font? { didSet { invalidateIntrinsicContentSize() } }
  public var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  public var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }

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

  open override var intrinsicContentSize: Size {
    if let configuration { return configurationSize(configuration) }
    let font = effectiveTitleFont
    let title = self.title.flatMap { $0.isEmpty ? nil : $0 }
    var width = title.map { textWidth($0, font).rounded(.up) } ?? 0
    var height = title.map { _ in textMeasurer.lineHeight(of: font).rounded(.up) } ?? 0
    if let imageSize {
      width += imageSize.width
      height = max(height, imageSize.height)
    }
    if title == nil && imageSize == nil {
      // An empty system button still has UIKit's minimum size.
      width = 0
      height = textMeasurer.lineHeight(of: font).rounded(.up)
    }
    if contentEdgeInsets == .zero {
      if title != nil || imageSize == nil { height += 12 }
    } else {
      width += contentEdgeInsets.left + contentEdgeInsets.right
      height += contentEdgeInsets.top + contentEdgeInsets.bottom
    }
    if buttonType != .custom { width = max(width, 30) }
    return Size(width: width, height: height)
  }

  private func configurationSize(_ configuration: Configuration) -> Size {
    let title = configuration.title ?? self.title
    let lineHeight = textMeasurer.lineHeight(of: configuration.font)
    var width = title.map { textWidth($0, configuration.font) } ?? 0
    var height = title == nil ? 0 : lineHeight
    if let image = configuration.imageSize ?? imageSize {
      width += image.width + (title == nil ? 0 : configuration.imagePadding)
      height = max(height, image.height)
    }
    let insets = configuration.contentInsets
    return Size(
      width: ceilToPixel(ceilToPixel(width) + insets.leading + insets.trailing),
      height: ceilToPixel(ceilToPixel(height) + insets.top + insets.bottom))
  }
}
