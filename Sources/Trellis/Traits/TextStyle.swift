/// The Dynamic Type text styles (UIKit's `UIFont.TextStyle`) with their point sizes for every content size category.
///
/// Sizes are Apple's (Human Interface Guidelines, Typography › Specifications), confirmed cell for cell by runtime
/// dumps on iOS 13.3 and iOS 26 (see `shared/reference/DEVICES.md` §3). Since iOS 11 every style grows into the
/// accessibility sizes.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Point sizes from extraSmall to accessibilityExtraExtraExtraLarge.
  private var sizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The point size at `category` (`large` when unspecified, UIKit's default).
  public func pointSize(for category: ContentSizeCategory) -> Double {
    let resolved = category == .unspecified ? ContentSizeCategory.large : category
    return sizes[resolved.rawValue]
  }

  /// Whether the style's font is semibold (headline) rather than regular.
  public var isSemibold: Bool { self == .headline }

  /// The space UIKit's text system adds between the lines of a paragraph set in this style: the style's line
  /// height in Apple's typography table (Human Interface Guidelines, "Large" size: body 17/22, subheadline 15/20,
  /// caption 1 12/16, …) less the system font's line height at the style's size; the first line stays one line
  /// height tall. Evidence: Interface Builder's stored multi-line labels — body 42.5, 64.333 and 86.333 pt tall
  /// for 2, 3 and 4 lines (files/055, 013), headline 64.5 for 3 (files/076) and 86.5 for 4 (files/075),
  /// subheadline 38 for 2 (files/076), caption 1 46.5 and 78.5 for 3 and 5 (files/055): each n × line height +
  /// (n − 1) × this spacing, on the pixel grid. The spacing is kept at other content size categories.
  public var lineSpacing: Double {
    let lineHeight: Double =
      switch self {
      case .largeTitle: 41
      case .title1: 34
      case .title2: 28
      case .title3: 25
      case .headline, .body: 22
      case .callout: 21
      case .subheadline: 20
      case .footnote: 18
      case .caption1: 16
      case .caption2: 13
      }
    return max(lineHeight - pointSize(for: .large) * 2444 / 2048, 0)
  }
}

extension ContentSizeCategory {
  /// The widest a readable-content guide gets at this text size: 672 pt at `large` (measured), scaled with the body
  /// size. Apple documents no other value; this model keeps about the same number of characters a line.
  public var readableContentWidth: Double {
    672 * TextStyle.body.pointSize(for: self) / TextStyle.body.pointSize(for: .large)
  }
}
