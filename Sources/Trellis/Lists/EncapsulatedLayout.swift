/// The constraints a list puts on a cell's content view to give it the size the list chose (UIKit's
/// `UIView-Encapsulated-Layout-Left/Top/Width/Height`): required, so content whose required constraints add up to
/// another height produces UIKit's well-known conflict report naming `UIView-Encapsulated-Layout-Height`.
struct EncapsulatedLayout {
  private(set) var constraints: [LayoutConstraint] = []

  /// Places `content` at the top left of `container`, `size` large.
  mutating func apply(to content: View, in container: View, size: Size) {
    if constraints.count == 4, constraints[2].constant == size.width, constraints[3].constant == size.height {
      if !constraints[0].isActive { LayoutConstraint.activate(constraints) }
      return
    }
    LayoutConstraint.deactivate(constraints)
    let made = [
      content.leftAnchor.constraint(equalTo: container.leftAnchor),
      content.topAnchor.constraint(equalTo: container.topAnchor),
      content.widthAnchor.constraint(equalToConstant: size.width),
      content.heightAnchor.constraint(equalToConstant: size.height),
    ]
    for (constraint, part) in zip(made, ["Left", "Top", "Width", "Height"]) {
      constraint.identifier = "UIView-Encapsulated-Layout-\(part)"
    }
    constraints = made
    LayoutConstraint.activate(made)
  }

  /// Lifts the size constraints while the content is measured.
  mutating func suspend() {
    LayoutConstraint.deactivate(constraints)
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
}
