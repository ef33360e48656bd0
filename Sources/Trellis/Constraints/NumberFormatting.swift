import Foundation

/// A number as UIKit's logs print it (C's `%g`): whole numbers without a decimal point, others to six significant
/// digits (`0.333333*StackView.width`, `UIView.minX == 12.5`).
func formatNumber(_ value: Double) -> String {
  if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
  return String(format: "%g", value)
}

/// A constant added to a term as the logs print it: ` + 8`, ` - 4.5`, or nothing for zero.
func formatOffset(_ constant: Double) -> String {
  guard constant != 0 else { return "" }
  return constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
}
