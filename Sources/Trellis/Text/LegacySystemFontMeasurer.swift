/// A ``FontTextMeasurer`` that sets the system font as iOS 13 and earlier did: below 20 pt in SF Text, a font of its
/// own with its own tracking, where iOS 14 and later move the design towards display continuously from 17 pt (see
/// `SystemFontAdvances.legacyTextTracking`). Interface Builder lays a document out with the SDK of the Xcode that
/// saves it, so the canvas of a document saved before Xcode 12 measures its text this way. Larger sizes, line
/// heights and other fonts measure as `base` does: SF Display's advances are not known well enough to differ.
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
