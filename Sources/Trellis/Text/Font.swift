/// A font as layout sees it (UIKit's `UIFont`): a face, a point size, a weight, and for Dynamic Type fonts the text
/// style it was made for, so a label that adjusts to the content size category can resolve it again.
///
/// The system font's vertical metrics are San Francisco's on iOS (ascender 1950, descender 494, no line gap, in
/// 2048ths of the point size: `shared/reference/DEVICES.md` §4); custom fonts take theirs from the font file a
/// ``FontTextMeasurer`` has registered under their name.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// UIKit's `UIFont.Weight`, with its raw values.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The OpenType weight class (100–900) nearest to this weight.
    var weightClass: Int {
      let classes: [(Weight, Int)] = [
        (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
        (.bold, 700), (.heavy, 800), (.black, 900),
      ]
      return classes.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
  }

  /// Which typeface: the system font, or a font by PostScript name.
  public enum Face: Hashable, Sendable {
    case system
    case named(String)
  }

  public var face: Face
  public var pointSize: Double
  public var weight: Weight
  public var isItalic: Bool
  /// The Dynamic Type style the font was made for, if any.
  public var textStyle: TextStyle?

  public init(
    face: Face, pointSize: Double, weight: Weight = .regular, isItalic: Bool = false, textStyle: TextStyle? = nil
  ) {
    self.face = face
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.textStyle = textStyle
  }

  /// A font by PostScript name (UIKit's `UIFont(name:size:)`); it measures with the file registered under that name,
  /// or with the system font's metrics when none is (the line height of a face iOS ships is its own when known).
  public init(name: String, size: Double) {
    self.init(face: .named(name), pointSize: size)
  }

  /// The system font (UIKit's `systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(face: .system, pointSize: size, weight: weight)
  }

  /// The bold system font (UIKit's `boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(face: .system, pointSize: size, weight: .bold)
  }

  /// The italic system font (UIKit's `italicSystemFont(ofSize:)`).
  public static func italicSystemFont(ofSize size: Double) -> Font {
    Font(face: .system, pointSize: size, isItalic: true)
  }

  /// The Dynamic Type font for a text style at a content size category (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`; `large` when the traits leave it unspecified).
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil)
    -> Font
  {
    let category = traits?.preferredContentSizeCategory ?? .large
    return Font(
      face: .system, pointSize: style.pointSize(for: category), weight: style.isSemibold ? .semibold : .regular,
      textStyle: style)
  }

  /// The font for another content size category: a Dynamic Type font takes its style's size there, others stay.
  public func resolved(for category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    var font = self
    font.pointSize = textStyle.pointSize(for: category)
    return font
  }

  /// The same font at another size.
  public func withSize(_ size: Double) -> Font {
    var font = self
    font.pointSize = size
    return font
  }

  public var description: String {
    let name =
      switch face {
      case .system: ".SFUI"
      case .named(let name): name
      }
    let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
    return "\(name) \(size)pt weight \(weight.weightClass)" + (textStyle.map { " (\($0.rawValue))" } ?? "")
  }
}
