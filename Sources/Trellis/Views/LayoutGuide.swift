import TrellisSolver

/// A rectangle that constraints can position without a view (UIKit's `UILayoutGuide`): spacers, groups, and the
/// margins, safe-area and content guides views provide.
public final class LayoutGuide {
  /// The view the guide belongs to; its frame is in this view's coordinates.
  @exclusivity(unchecked) public internal(set) weak var owningView: View?
  /// A name for logs.
  @exclusivity(unchecked) public var identifier = ""

  /// The guide's rectangle in the owning view's coordinates, as of the last layout.
  @exclusivity(unchecked) public internal(set) var layoutFrame = Rect.zero

  /// What the engine keeps the guide to, for the guides views provide.
  enum Role {
    /// Inside the view by its effective layout margins.
    case layoutMargins
    /// Inside the view by its safe area insets.
    case safeArea
    /// Inside the margins guide, at most the readable width wide, centred.
    case readableContent
    /// Along the view's bottom: the keyboard where it overlaps the view, else the bottom safe area.
    case keyboard
    /// A scroll view's own rectangle.
    case scrollFrame
    /// A scroll view's content area: at the content origin, sized by the constraints of its content.
    case scrollContent
  }

  /// Set for the guides a view provides: the view and what the guide follows.
  @exclusivity(unchecked) var role: Role?
  @exclusivity(unchecked) weak var roleOwner: View?

  @exclusivity(unchecked) var variables: ItemVariables?
  /// For a guide a view provides, the engine rows that keep it to its view.
  @exclusivity(unchecked) var roleRows = RowRange()

  /// Creates a free guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {}

  init(role: Role, of view: View, identifier: String) {
    owningView = view
    roleOwner = view
    self.role = role
    self.identifier = identifier
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
