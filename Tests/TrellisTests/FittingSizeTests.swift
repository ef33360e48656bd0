import Testing

@testable import Trellis

/// `systemLayoutSizeFitting`: the size a subtree's own constraints give it (self-sizing cells).
@Suite struct FittingSizeTests {
  func card() -> (cell: View, content: View, label: SizedView) {
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    let content = View()
    let label = SizedView(200, 60)
    addConstrained(content, to: cell)
    addConstrained(label, to: content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      content.topAnchor.constraint(equalTo: cell.topAnchor),
      content.widthAnchor.constraint(equalTo: cell.widthAnchor),
      content.heightAnchor.constraint(equalTo: cell.heightAnchor),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
    ])
    return (cell, content, label)
  }

  @Test func aContentViewFitsItsLabelAtAFixedWidth() {
    let (_, content, _) = card()
    let size = content.systemLayoutSizeFitting(
      Size(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 375, height: 76))
  }

  /// Margins set just before a measurement count in it, as UIKit's margin guides follow `layoutMargins` at once:
  /// a label pinned to the margins of a laid-out content view measures 60 + 2 × 20 after the margins become 20.
  @Test func marginsSetBeforeAMeasurementCountInIt() {
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    let content = View()
    let label = SizedView(200, 60)
    addConstrained(content, to: cell)
    addConstrained(label, to: content)
    let margins = content.layoutMarginsGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      content.topAnchor.constraint(equalTo: cell.topAnchor),
      content.widthAnchor.constraint(equalTo: cell.widthAnchor),
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    let target = Size(width: 320, height: 0)
    #expect(
      content.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height == 76)
    content.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    #expect(
      content.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height == 100)
  }

  @Test func compressedFittingSizeLetsTheConstraintsDecideBothAxes() {
    let (_, content, label) = card()
    #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 232, height: 76))
    label.content = Size(width: 100, height: 20)
    label.invalidateIntrinsicContentSize()
    #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 132, height: 36))
  }

  @Test func theViewsOwnPlacementDoesNotCount() {
    let (cell, content, _) = card()
    cell.layoutIfNeeded()
    // In place the content view is 44 pt tall (the cell's height); on its own it wants 76.
    #expect(content.frame.height == 44)
    #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 76)
  }
}
