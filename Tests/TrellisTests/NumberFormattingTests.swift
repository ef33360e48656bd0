import Testing

@testable import Trellis

/// Numbers in constraint descriptions read as UIKit's logs print them (`%g`): `0.333333*StackView.width`, as a
/// stack view's disambiguation constraints appear in published logs.
@Suite struct NumberFormattingTests {
  @Test(arguments: [
    (20.0, "20"), (-16, "-16"), (12.5, "12.5"), (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"),
    (0.689744, "0.689744"), (333.3333333, "333.333"), (0.410958904109589, "0.410959"), (-4.109589041095887, "-4.10959"),
    (999.99999999, "1000"), (0.000123456789, "0.000123457"),
  ])
  func sixSignificantDigits(value: Double, text: String) {
    #expect(formatNumber(value) == text)
  }

  @Test func nonFiniteValuesStillPrint() {
    #expect(formatNumber(.infinity) == "inf")
    #expect(formatNumber(.nan) == "nan")
  }
}
