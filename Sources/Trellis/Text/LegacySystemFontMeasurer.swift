/// A ``FontTextMeasurer`` that sets the system font as iOS 13 and earlier did: below 20 pt in SF Text, a font of its
/// own with its own tracking, where iOS 14 and later move the design towards display continuously from 17 pt (see
/// `SystemFontAdvances.legacyTextTracking`). Interface Builder lays a document out with the SDK of the Xcode that
/// saves it, so the canvas of a document saved before Xcode 12 measures its text this way. Only 18 and 19 pt differ
/// from `base`: at 17 pt and below the two releases' tracking is within 3 font units, and SF Display's advances
/// (20 pt and up) are not known well enough — with SF UI Display's published tracking on today's display design,
/// documents of that era match fewer labels (16 of 27 at 20–27 pt, against 19 of 27 as `base` measures them).
package struct LegacySystemFontMeasurer: TextMeasurer {
  package let base: FontTextMeasurer

  package init(base: FontTextMeasurer = .shared) {
    self.base = base
  }

  package func lineMetrics(for font: Font) -> LineMetrics {
    base.lineMetrics(for: font)
  }

  package func width(of text: Substring, font: Font) -> Double {
    base.width(of: text, font: font, separateTextFont: true)
  }
}
