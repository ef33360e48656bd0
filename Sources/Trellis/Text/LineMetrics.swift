/// The vertical metrics of a font at its size, in points: what a line of its text takes.
public struct LineMetrics: Sendable, Equatable {
  /// From the baseline up to the top of the line.
  public var ascender: Double
  /// From the baseline down to the bottom of the line (positive).
  public var descender: Double
  /// Extra space between lines (the font's line gap; 0 for the system font).
  public var leading: Double

  public init(ascender: Double, descender: Double, leading: Double) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
  }

  /// UIKit's `UIFont.lineHeight`: ascender + descender + leading (17-pt system font: 20.287109375).
  public var lineHeight: Double { ascender + descender + leading }

  /// The system font's metrics on iOS (San Francisco: ascender 1950, descender 494, no gap, in 2048ths of the size;
  /// `shared/reference/DEVICES.md` §4, identical for every weight and size).
  public static func system(pointSize: Double) -> LineMetrics {
    LineMetrics(ascender: pointSize * 1950 / 2048, descender: pointSize * 494 / 2048, leading: 0)
  }
}
