import Foundation
import Testing
import TrellisWorkloads

@testable import Trellis

/// The engine's fast path (``Propagation``) must give exactly the simplex's answer, or give up. Each case builds the
/// same random hierarchy twice — chains of pins, sizes from content, centring, proportional widths, plus random
/// extra constraints at random priorities that make trade-offs, ambiguities and conflicts — lays one out as the
/// engine chooses and the other with the solver forced from the start, and compares every unknown, the issues
/// reported and which constraints stayed active.
@Suite struct PropagationEquivalenceTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One random hierarchy with its constraints, made from a seed.
  static func build(seed: UInt64) -> (root: View, views: [View], constraints: [LayoutConstraint]) {
    var random = Generator(state: seed)
    let root = View(frame: Rect(x: 0, y: 0, width: Double(Int.random(in: 280...430, using: &random)), height: 700))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    func constraint(
      _ a: View, _ attributeA: LayoutAttribute, _ relation: LayoutRelation, _ b: View?, _ attributeB: LayoutAttribute,
      multiplier: Double = 1, constant: Double, priority: LayoutPriority = .required
    ) {
      let made = LayoutConstraint(
        item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
        multiplier: multiplier, constant: constant)
      made.priority = priority
      constraints.append(made)
    }
    let count = Int.random(in: 2...9, using: &random)
    for _ in 0..<count {
      let parent = views.isEmpty || Bool.random(using: &random) ? root : views.randomElement(using: &random)!
      let view: View
      if Int.random(in: 0..<3, using: &random) > 0 {
        view = SizedView(
          Double(Int.random(in: 10...220, using: &random)), Double(Int.random(in: 10...90, using: &random)))
      } else {
        view = View()
      }
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      let siblings = parent.subviews.filter { $0 !== view }
      let hasContent = view is SizedView
      for axis in [LayoutAxis.horizontal, .vertical] {
        let (start, end, center, size) =
          axis == .horizontal
          ? (LayoutAttribute.leading, LayoutAttribute.trailing, LayoutAttribute.centerX, LayoutAttribute.width)
          : (.top, .bottom, .centerY, .height)
        let anchorView =
          siblings.isEmpty || Bool.random(using: &random) ? parent : siblings.randomElement(using: &random)!
        let anchorAttribute: LayoutAttribute =
          anchorView === parent
          ? [start, center, axis == .horizontal ? .leadingMargin : .topMargin].randomElement(using: &random)!
          : [end, start].randomElement(using: &random)!
        let offset = Double(Int.random(in: -4...24, using: &random))
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          // Both edges pinned to the superview.
          constraint(view, start, .equal, parent, start, constant: offset)
          constraint(view, end, .equal, parent, end, constant: -Double(Int.random(in: 0...24, using: &random)))
        case 1:
          constraint(view, center, .equal, parent, center, constant: offset)
          if !hasContent || Bool.random(using: &random) {
            constraint(
              view, size, .equal, nil, .notAnAttribute, constant: Double(Int.random(in: 10...200, using: &random)))
          }
        default:
          constraint(view, start, .equal, anchorView, anchorAttribute, constant: offset)
          if !hasContent {
            if Bool.random(using: &random) {
              constraint(
                view, size, .equal, parent, size, multiplier: [0.5, 0.25, 1, 0.75].randomElement(using: &random)!,
                constant: 0)
            } else {
              constraint(
                view, size, .equal, nil, .notAnAttribute, constant: Double(Int.random(in: 10...200, using: &random)))
            }
          }
        }
      }
      views.append(view)
    }
    // Extra constraints: bounds that hold or bind, preferences that trade off, requirements that conflict.
    let all = [root] + views
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let a = views.randomElement(using: &random)!
      let b = all.randomElement(using: &random)!
      let attribute = [LayoutAttribute.width, .height, .leading, .top, .trailing, .bottom].randomElement(
        using: &random)!
      let relation = [LayoutRelation.lessThanOrEqual, .greaterThanOrEqual, .equal].randomElement(using: &random)!
      let priority = [LayoutPriority.required, 999, 750, 500, 250].randomElement(using: &random)!
      constraint(
        a, attribute, relation, Bool.random(using: &random) ? b : nil,
        Bool.random(using: &random) ? attribute : .notAnAttribute,
        constant: Double(Int.random(in: -40...260, using: &random)), priority: priority)
    }
    // A constraint without a second attribute uses no second item.
    constraints = constraints.map { made in
      guard made.secondAttribute == .notAnAttribute, made.secondItem != nil else { return made }
      let plain = LayoutConstraint(
        item: made.firstItem!, attribute: made.firstAttribute, relatedBy: made.relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: made.constant)
      plain.priority = made.priority
      return plain
    }
    LayoutConstraint.activate(constraints)
    return (root, views, constraints)
  }

  /// 1,500 cases in CI; `TRELLIS_PROPAGATION_CASES=50000 swift test -c release --filter PropagationEquivalence` hunts.
  static let caseCount = Int(ProcessInfo.processInfo.environment["TRELLIS_PROPAGATION_CASES"] ?? "") ?? 1_500

  @Test func propagationGivesTheSimplexAnswerOrGivesUp() throws {
    var propagated = 0
    var solved = 0
    for seed in 0..<UInt64(Self.caseCount) {
      let fast = Self.build(seed: seed)
      let reference = Self.build(seed: seed)
      let referenceEngine = reference.root.rootEngine
      _ = referenceEngine.activeSolver
      fast.root.layoutIfNeeded()
      reference.root.layoutIfNeeded()
      let engine = fast.root.rootEngine
      if engine.solver == nil { propagated += 1 } else { solved += 1 }
      #expect(engine.issues.map(\.message) == referenceEngine.issues.map(\.message), "seed \(seed)")
      #expect(fast.constraints.map(\.isActive) == reference.constraints.map(\.isActive), "seed \(seed)")
      guard engine.solver == nil else { continue }
      // Propagation succeeded: its values must be the simplex optimum, which is then unique.
      for (view, twin) in zip(fast.views, reference.views) {
        let v = try #require(view.variables)
        let w = try #require(twin.variables)
        for (mine, theirs) in [(v.minX, w.minX), (v.minY, w.minY), (v.width, w.width), (v.height, w.height)] {
          let a = engine.value(of: mine)
          let b = referenceEngine.value(of: theirs)
          #expect(abs(a - b) <= 1e-6 * (1 + abs(b)), "seed \(seed): \(a) vs \(b)")
        }
        #expect(!twin.hasAmbiguousLayout, "seed \(seed): propagation accepted an ambiguous layout")
        #expect(view.frame == twin.frame, "seed \(seed)")
      }
    }
    // Both paths must really be exercised, or the comparison proves nothing.
    print("propagation: \(propagated) laid out by propagation, \(solved) by the solver")
    #expect(propagated > Self.caseCount / 5)
    #expect(solved > Self.caseCount / 5)
  }

  @Test func theFeedIsLaidOutByPropagation() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 5_600))
    _ = FeedWorkload.layOutWithConstraints(count: 10, width: 375, in: root)
    root.layoutIfNeeded()
    #expect(root.rootEngine.solver == nil)
    #expect(root.layoutIssues.isEmpty)
  }
}
