/// A coordinate as SVG text: at most three decimals, no trailing zeros, no `-0`.
func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  return String(rounded)
}
