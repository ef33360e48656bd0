/// The reader's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes, `large` by default,
/// then five accessibility sizes. Ordered from smallest to largest.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  case unspecified = -1
  case extraSmall = 0
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue >= ContentSizeCategory.accessibilityMedium.rawValue }

  /// The twelve specified categories, smallest first.
  public static let specified: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

  /// UIKit's raw name (`UICTContentSizeCategoryL`), as Interface Builder and logs spell it.
  public var description: String {
    switch self {
    case .unspecified: "_UICTContentSizeCategoryUnspecified"
    case .extraSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .extraLarge: "UICTContentSizeCategoryXL"
    case .extraExtraLarge: "UICTContentSizeCategoryXXL"
    case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
    case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
    case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
    case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
    case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
    case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The short name Settings' slider positions go by in tools: `XS` … `XXXL`, `AX1` … `AX5`.
  public var shortName: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "XS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "XL"
    case .extraExtraLarge: "XXL"
    case .extraExtraExtraLarge: "XXXL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// The category with this name, case-insensitively: its short name (``shortName``, `AX5`), UIKit's constant
  /// (`accessibilityExtraExtraExtraLarge`, as `UIContentSizeCategory` spells it in Swift) or its raw name
  /// (`UICTContentSizeCategoryAccessibilityXXXL`, ``description``), so a name copied from code or a log works.
  public init?(named name: String) {
    let name = name.lowercased()
    guard
      let match = ContentSizeCategory.specified.first(where: {
        $0.shortName.lowercased() == name || $0.caseName.lowercased() == name
          || $0.description.lowercased() == name
      })
    else { return nil }
    self = match
  }

  /// The Swift name of UIKit's constant for this category (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
  private var caseName: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }
}
