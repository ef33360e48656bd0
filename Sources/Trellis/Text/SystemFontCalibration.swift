/// How Inter's advances map onto San Francisco's (iOS's system font) at a size and weight: each advance scaled by
/// `scale` and widened by `tracking` points (`SF ≈ scale × Inter + tracking` per character).
///
/// Fitted by least squares weighted by English letter frequencies (so ordinary text comes out right rather than
/// every glyph equally), per size and weight, to San Francisco advance tables harvested on iOS 26.1 (the iOS
/// `.SFUI` cut, size-specific tracking included; public project Vercantez/openuikit, `golden/font_metrics_ios.json`
/// at 32cc00a3): regular at 13–17, 22 and 28 pt, medium at 17, 22, 28, semibold at 17, 22, bold at 17. Sizes in
/// between are interpolated; a weight's difference from regular is carried to sizes it has no table for. The fit
/// leaves ordinary English within about 2% of San Francisco's widths; `TextMeasurementTests` checks it against labels
/// whose widths Apple's engine stored in the Interface Builder corpus.
struct SystemFontCalibration {
  let scale: Double
  /// Points added to each character's advance.
  let tracking: Double
  /// The scale for digits, which track differently from letters (San Francisco's figures are wider relative to
  /// Inter's than its letters at display sizes): digits are scaled by this alone, with no tracking.
  let digitScale: Double

  /// (size, scale, tracking as a fraction of the size, digit scale) for each fitted table.
  private typealias Entry = (size: Double, scale: Double, trackingEm: Double, digitScale: Double)
  private typealias Table = [Entry]

  private static let regular: Table = [
    (13, 0.9702, 0.0072, 0.9989), (14, 0.9702, 0.0023, 0.9907), (15, 0.9702, -0.0026, 0.9826),
    (16, 0.9702, -0.0065, 0.9761), (17, 0.9702, -0.0123, 0.9664), (22, 0.9817, -0.0355, 0.9637),
    (28, 0.9921, -0.0432, 0.9832),
  ]
  private static let medium: Table = [
    (17, 0.9694, -0.0055, 0.9754), (22, 0.9811, -0.0277, 0.9706), (28, 0.9916, -0.0345, 0.9878),
  ]
  private static let semibold: Table = [(17, 0.9605, 0.0022, 0.9767), (22, 0.9719, -0.0191, 0.9705)]
  private static let bold: Table = [(17, 0.9581, 0.0099, 0.9851)]

  /// How much wider (or narrower) San Francisco's weights without an Inter face of their own set English than the
  /// face that stands in for them: light, thin and ultralight against regular, heavy and black against bold (the
  /// pangram at 8 pt in the same harvest: 174.71, 171.76, 170.32 vs 176.98; 192.26, 196.92 vs ≈187.5).
  static func weightFactor(_ weight: Font.Weight) -> Double {
    switch weight.rawValue {
    case ..<(-0.7): 0.962
    case ..<(-0.5): 0.970
    case ..<(-0.2): 0.987
    case 0.5..<0.59: 1.025
    case 0.59...: 1.050
    default: 1
    }
  }

  init(size: Double, weight: Font.Weight) {
    self.init(size: size, face: BundledFont(weight: weight), factor: Self.weightFactor(weight))
  }

  init(size: Double, face: BundledFont, factor: Double = 1) {
    let base = Self.interpolate(Self.regular, at: size)
    let table: Table =
      switch face {
      case .regular: []
      case .medium: Self.medium
      case .semibold: Self.semibold
      case .bold: Self.bold
      }
    var value = base
    if !table.isEmpty {
      // The weight's own tables, as differences from regular at their sizes, interpolated (clamped) to this size.
      let differences: Table = table.map { entry in
        let regular = Self.interpolate(Self.regular, at: entry.size)
        return (
          entry.size, entry.scale - regular.scale, entry.trackingEm - regular.trackingEm,
          entry.digitScale - regular.digitScale
        )
      }
      let difference = Self.interpolate(differences, at: size)
      value.scale += difference.scale
      value.trackingEm += difference.trackingEm
      value.digitScale += difference.digitScale
    }
    scale = value.scale * factor
    tracking = value.trackingEm * size * factor
    digitScale = value.digitScale * factor
  }

  /// Piecewise-linear interpolation over the table's sizes; below the smallest size the slope of the first two
  /// entries continues down to 11 pt, and the values are held beyond that and past the largest size.
  private static func interpolate(_ table: Table, at size: Double) -> Entry {
    guard let first = table.first, let last = table.last else { return (size, 1, 0, 1) }
    func mix(_ a: Entry, _ b: Entry, _ t: Double) -> Entry {
      (
        size, a.scale + t * (b.scale - a.scale), a.trackingEm + t * (b.trackingEm - a.trackingEm),
        a.digitScale + t * (b.digitScale - a.digitScale)
      )
    }
    if size >= last.size { return last }
    if size <= first.size {
      guard table.count > 1 else { return first }
      return mix(first, table[1], (max(size, 11) - first.size) / (table[1].size - first.size))
    }
    for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
      return mix(lower, upper, (size - lower.size) / (upper.size - lower.size))
    }
    return last
  }
}
