/// A number as UIKit's logs print it (C's `%g`): whole numbers without a decimal point, others to six significant
/// digits (`0.333333*StackView.width`, `UIView.minX == 12.5`).
func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
  let magnitude = Int((abs(value)).log10Floor)
  guard magnitude < 6 && magnitude > -5 else { return "\(value)" }
  let scale = pow10(5 - magnitude)
  let rounded = (value * scale).rounded() / scale
  if rounded.rounded() == rounded { return String(Int64(rounded)) }
  return "\(rounded)"
}

extension Double {
  /// ⌊log₁₀ x⌋ for a positive finite x, exact at powers of ten.
  fileprivate var log10Floor: Int {
    var exponent = 0
    var x = self
    while x >= 10 {
      x /= 10
      exponent += 1
    }
    while x < 1 {
      x *= 10
      exponent -= 1
    }
    return exponent
  }
}

/// 10ⁿ as a Double, for n in the small range `formatNumber` uses.
private func pow10(_ n: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(n) { result *= 10 }
  return n < 0 ? 1 / result : result
}
