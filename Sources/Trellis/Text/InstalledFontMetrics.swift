/// The vertical metrics iOS reports for faces it ships, so a named font that no measurer has a file for still gets
/// its own line height rather than San Francisco's.
///
/// Only faces whose UIKit metrics were measured are listed:
/// - `Helvetica`: `UIFont(name: "Helvetica", size: 17)` reports ascender 15.64033203125, descender −3.90966796875,
///   leading 0, line height 19.55 on iOS (a public measurement, zhaoxin.pro "Weight and Line Height of Font between
///   macOS and iOS"): the font's own ascender and descender (1577 and 471 of 2048 units, macOS's NSFont values) with
///   15% of the size added to the ascender, so 1.15 × the size in all. The Interface Builder corpus agrees: in
///   `files/035` (toolsVersion 21507) both 36-pt Helvetica labels are stored 41.5 pt high (41.4 on the @2x grid),
///   where San Francisco's 1.193 × 36 would give 43.
enum InstalledFontMetrics {
  /// The metrics of the face with PostScript name `name` at `pointSize`, or nil for a face not listed.
  static func lineMetrics(forFontNamed name: String, pointSize: Double) -> LineMetrics? {
    switch name {
    case "Helvetica":
      LineMetrics(
        ascender: pointSize * (1577 / 2048 + 0.15), descender: pointSize * 471 / 2048, leading: 0)
    default:
      nil
    }
  }
}
