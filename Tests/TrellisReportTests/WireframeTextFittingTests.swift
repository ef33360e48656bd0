import Testing

@testable import TrellisReport

/// How a drawing fits a view's text into its frame: a smaller font before an ellipsis.
@Suite struct WireframeTextFittingTests {
  /// A label the layout sized to its text keeps all of it: a 33 × 20.5 "Title" (17-pt San Francisco) and a 44 × 14.5
  /// "Subtitle" read whole, in a font smaller than the height alone would give.
  @Test(arguments: [("Title", 33.0, 20.5), ("Subtitle", 44.0, 14.5)])
  func textTheLayoutSizedIsDrawnWhole(text: String, width: Double, height: Double) {
    let fitting = WireframeTextFitting(text, width: width, height: height)
    #expect(fitting.lines == [text])
    #expect(fitting.fontSize < height / WireframeTextFitting.lineHeight * 0.85)
    #expect(Double(text.count) * fitting.fontSize * WireframeTextFitting.characterWidth <= width)
  }

  /// A one-line title that needs a smaller font stays on one line rather than wrapping (a 76 × 30 "Sign Up Here"
  /// button).
  @Test func aShortTitleShrinksOnItsLine() {
    let fitting = WireframeTextFitting("Sign Up Here", width: 76, height: 30)
    #expect(fitting.lines == ["Sign Up Here"])
  }

  /// Text with room keeps the largest font the height allows, and wraps at word boundaries.
  @Test func roomyTextKeepsItsFontAndWraps() {
    let fitting = WireframeTextFitting("Lost your password?", width: 80, height: 60, maximumFontSize: 14)
    #expect(fitting.fontSize == 14)
    #expect(fitting.lines == ["Lost your", "password?"])
  }

  /// Text that cannot fit even at the smallest font is cut with an ellipsis.
  @Test func textThatCannotFitEndsInAnEllipsis() {
    let fitting = WireframeTextFitting(
      "Notifications are turned off for this app.", width: 20, height: 8, minimumFontSize: 5)
    #expect(fitting.fontSize == 5)
    #expect(fitting.lines.count == 1)
    #expect(fitting.lines[0].hasSuffix("…"))
  }
}
