import TrellisIB

/// A coordinate as SVG text: ``formatPoints(_:)``'s form, and 0 for what SVG cannot carry.
func svgNumber(_ value: Double) -> String {
  value.isFinite ? formatPoints(value) : "0"
}
