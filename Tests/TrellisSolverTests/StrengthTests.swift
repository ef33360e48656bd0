import Testing
import TrellisSolver

/// Strengths in kiwi's units, and the mapping of UIKit's 1…1000 priorities onto them.
@Suite struct StrengthTests {
  @Test func kiwiUnits() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).value == 1250)
    #expect(Strength(strong: 0, medium: 100, weak: 0).value == 100_000)
    #expect(Strength(strong: 2000, medium: 0, weak: 0).value == 1_000_000_000)
  }

  @Test func ordering() {
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength(strong: 0, medium: 0, weak: 2) > .weak)
    #expect(Strength(5e9) == .required)
    #expect(Strength(-3).value == 0)
    #expect(Strength(.nan).value == 0)
    #expect(Strength.required.isRequired && !Strength.strong.isRequired)
  }

  @Test func uikitPriorities() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 0) == .weak)
    #expect(abs(Strength(priority: 500).value - 1000) < 1e-9)
    #expect(Strength(priority: 999) < .strong)
    #expect(Strength(priority: 999).value > 0.98 * Strength.strong.value)
    let named: [Float] = [1, 50, 249, 250, 251, 500, 749, 750, 751, 900, 990, 999]
    let strengths = named.map { Strength(priority: $0) }
    #expect(strengths == strengths.sorted())
    #expect(Set(strengths).count == named.count)
    // 750 outweighs up to a thousand constraints at 250.
    #expect(Strength(priority: 750).value / Strength(priority: 250).value > 999)
  }

  /// Compression resistance 750 against hugging 250: the label keeps its intrinsic width.
  @Test func higherPriorityWinsItsBattle() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.addConstraint((width >= 120) | Strength(priority: 750))
    try solver.addConstraint((width <= 80) | Strength(priority: 250))
    #expect(solver.value(of: width) == 120)
    try solver.addConstraint((width <= 100) | Strength(priority: 751))
    #expect(solver.value(of: width) == 100)
  }
}
