/// A number as UIKit's logs print it: whole numbers without a decimal point, others in full.
func formatNumber(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
}
