import Testing

@testable import Trellis

/// Seed 001: Auto Layout design practices — edges to the container rather than centring with equal widths,
/// intrinsic sizes that push containers outwards, proportional widths and aspect ratios capped by `<=`, and a
/// `>=` bottom constraint that lets a fixed-height cell hold taller content without a conflict.
@Suite struct Seed001AutoLayoutPracticesTests {
  /// Seed 001: proportional widths, and an aspect ratio whose height is capped by a `<=` constraint.
  @Test func proportionalWidthAndCappedAspectRatio() {
    let root = makeRoot()
    let image = View()
    addConstrained(image, to: root)
    let aspect = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75)
    aspect.priority = .defaultHigh
    LayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      image.topAnchor.constraint(equalTo: root.topAnchor),
      image.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8),
      aspect,
      image.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.3),
    ])
    root.layoutIfNeeded()
    #expect(image.frame == Rect(x: 37.5, y: 0, width: 300, height: 200))
    // Landscape: the height cap wins over the optional aspect ratio.
    root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    // 0.8 × 667 = 533.6 wide from x = (667 − 533.6) / 2 = 66.7: the edges 66.7 and 600.3 snap to 66.5 and 600.5.
    #expect(image.frame == Rect(x: 66.5, y: 0, width: 534, height: 112.5))
  }

  /// Seed 001: intrinsic sizes push their container outwards.
  @Test func intrinsicSizePushesTheContainerOutwards() {
    let root = makeRoot()
    let container = View()
    let label = SizedView(120, 21)
    addConstrained(container, to: root)
    addConstrained(label, to: container)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
    ])
    root.layoutIfNeeded()
    #expect(container.frame == Rect(x: 20, y: 40, width: 136, height: 37))
    label.content = Size(width: 200, height: 42)
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(container.frame == Rect(x: 20, y: 40, width: 216, height: 58))
  }

  /// "Centering + equal width breaks once a margin is added": pinning both edges keeps the margin on each side,
  /// while centring with a width equal to the container's fills it and ignores the margin.
  @Test func edgesToTheContainerKeepAMarginThatCentringLoses() {
    let root = makeRoot()
    let pinned = View()
    let centred = View()
    addConstrained(pinned, to: root)
    addConstrained(centred, to: root)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      centred.widthAnchor.constraint(equalTo: root.widthAnchor),
      pinned.topAnchor.constraint(equalTo: root.topAnchor), centred.topAnchor.constraint(equalTo: root.topAnchor),
      pinned.heightAnchor.constraint(equalToConstant: 1), centred.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(pinned.frame.minX == 8 && pinned.frame.maxX == 367)
    #expect(centred.frame.minX == 0 && centred.frame.maxX == 375)
  }

  /// A cell whose height is fixed at 100 pt (UIKit's encapsulated height) around 60 pt of content with 8 pt
  /// paddings: a bottom `==` cannot hold together with the fixed height, a bottom `>=` can (the cell keeps spare
  /// room below the content instead of breaking a constraint).
  @Test(arguments: [LayoutRelation.equal, .greaterThanOrEqual])
  func greaterThanOrEqualBottomResolvesAFixedHeightConflict(relation: LayoutRelation) {
    let root = makeRoot()
    let cell = View()
    let content = View()
    addConstrained(cell, to: root)
    addConstrained(content, to: cell)
    let bottom =
      relation == .equal
      ? cell.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 8)
      : cell.bottomAnchor.constraint(greaterThanOrEqualTo: content.bottomAnchor, constant: 8)
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor), cell.topAnchor.constraint(equalTo: root.topAnchor),
      cell.widthAnchor.constraint(equalTo: root.widthAnchor), cell.heightAnchor.constraint(equalToConstant: 100),
      content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 60),
      bottom,
    ])
    root.layoutIfNeeded()
    #expect(bottom.isActive == (relation == .greaterThanOrEqual))
    #expect(root.layoutIssues.isEmpty == (relation == .greaterThanOrEqual))
    #expect(content.frame == Rect(x: 0, y: 8, width: 100, height: 60))
  }
}
