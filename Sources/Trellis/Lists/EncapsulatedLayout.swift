/// The constraints a list puts on a cell's content view to give it the size the list chose (UIKit's
/// `UIView-Encapsulated-Layout-Left/Top/Width/Height`): required, so content whose required constraints add up to
/// another height produces UIKit's well-known conflict report naming `UIView-Encapsulated-Layout-Height`.
struct EncapsulatedLayout {
  private(set) var constraints: [LayoutConstraint] = []

  /// Places `content` at the top of `container`, `x` from its left (0 for collection cells; after the accessory for
  /// right-to-left table cells), `size` large: made once, then only their constants move.
  mutating func apply(to content: View, in container: View, x: Double = 0, size: Size) {
    if constraints.count == 4 {
      if constraints[0].constant != x { constraints[0].constant = x }
      if constraints[2].constant != size.width { constraints[2].constant = size.width }
      if constraints[3].constant != size.height { constraints[3].constant = size.height }
      if constraints[0].engine == nil { LayoutConstraint.activate(constraints) }
      return
    }
    let made = [
      content.leftAnchor.constraint(equalTo: container.leftAnchor, constant: x),
      content.topAnchor.constraint(equalTo: container.topAnchor),
      content.widthAnchor.constraint(equalToConstant: size.width),
      content.heightAnchor.constraint(equalToConstant: size.height),
    ]
    for (constraint, part) in zip(made, ["Left", "Top", "Width", "Height"]) {
      constraint.identifier = "UIView-Encapsulated-Layout-\(part)"
      constraint.isEncapsulation = true
    }
    constraints = made
    LayoutConstraint.activate(made)
  }
}

extension View {
  /// The height `content` wants at `width` (its own constraints and content, at the fitting priority vertically).
  func fittingHeight(width: Double) -> Double {
    systemLayoutSizeFitting(
      Size(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Fitting sizes of several views of one hierarchy (a list's cells), measured together.
  static func fittingSizes(
    of views: [View], targets: [Size], horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> [Size] {
    guard let first = views.first else { return [] }
    return first.rootEngine.fittingSizes(of: views, targets: targets, horizontal: horizontal, vertical: vertical)
  }
}
