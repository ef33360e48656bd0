import TrellisSolver

/// A rectangle that constraints can position without a view (UIKit's `UILayoutGuide`): spacers, groups, and the
/// margins, safe-area and content guides views provide.
public final class LayoutGuide {
  /// The view the guide belongs to; its frame is in this view's coordinates.
  public internal(set) weak var owningView: View?
  /// A name for logs.
  public var identifier = ""

  /// The guide's rectangle in the owning view's coordinates, as of the last layout.
  public internal(set) var layoutFrame = Rect.zero

  /// Set for a view's margins guide: the engine keeps it inset from that view by the margins.
  weak var marginsOf: View?

  var variables: ItemVariables?
  /// For a margins guide, the constraints that keep it inside its view.
  var marginConstraints: [Constraint] = []

  /// Creates a free guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {}

  init(marginsOf view: View) {
    owningView = view
    marginsOf = view
  }
}

extension View {
  /// Adds a guide to the view (UIKit's `addLayoutGuide`).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes a guide and deactivates its constraints.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    layoutGuides.removeAll { $0 === guide }
    engineIfAny?.detach(guide)
    guide.owningView = nil
  }
}
